import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** Success envelope of every `/api/v1` answer: `{ data, meta: { code: 0 } }`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ data, meta: Type.Object({ code: Type.Literal(0) }) });
export type Envelope<T> = { data: T; meta: { code: 0 } };

/** Failure envelope: an HTTP 4xx/5xx whose message is Spanish and safe to show to the person. */
export const ErrorEnvelope = Type.Object(
  {
    data: Type.Null(),
    meta: Type.Object({
      code: Type.Integer(),
      message: Type.String(),
      /**
       * On a 400 caused by one field of the request: its path in the body (`numeroDeDocumentoODeRut`,
       * `benefits[0].sumaAsegurada`), so the form that sent it can mark that field.
       */
      field: Type.Optional(Type.String()),
    }),
  },
  { title: 'ErrorEnvelope' },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/**
 * `T` or `null`, as a JSON-schema type list (`type: ['number', 'null']`), not an `anyOf`: the api
 * validates with type coercion, which inside an `anyOf` rewrites values before the right branch is
 * found (`null` became `0`, or `false` became `null`). With a type list a value of either type is kept
 * as is; an empty string sent for a number reads as null. OpenAPI shows it as `nullable: true`.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values, const: constant } = schema as { type?: unknown; enum?: unknown[]; const?: unknown };
  if (typeof type === 'string') {
    const nullable: Record<string, unknown> = { ...schema, type: [type, 'null'] };
    // `enum`/`const` constrain every type: null must be listed too.
    if (values) nullable.enum = [...values, null];
    if (constant !== undefined) {
      delete nullable.const;
      nullable.enum = [constant, null];
    }
    return Type.Unsafe<Static<T> | null>(nullable);
  }
  // A union: null is tried first, so no branch coerces it into something else.
  return Type.Unsafe<Static<T> | null>({ anyOf: [{ type: 'null' }, schema] });
}

/** A canonical UUID (the pattern refuses the `urn:uuid:` and braced forms the `uuid` format lets through). */
export const Uuid = Type.String({
  format: 'uuid',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

/** An e-mail address typed by a person: validated, at most 254 characters (RFC 5321). */
export const Email = Type.String({ format: 'email', maxLength: 254 });

/** A body that may be absent, `null` or `{}` (the browser posts nothing for commands such as sync). */
export const EmptyBody = Type.Union([Type.Object({}), Type.Null()]);
export type EmptyBody = Static<typeof EmptyBody>;

/**
 * Free text typed by a person: bounded, and without NUL characters (PostgreSQL text cannot hold them).
 * Every string a request carries is either this, an enum, or a formatted string.
 */
export const Text = (maxLength: number, options: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, pattern: '^[^\\u0000]*$', ...options });

/** A string out of a fixed list, as a plain JSON-schema `enum` (one clear Spanish error instead of an anyOf). */
export const StringEnum = <T extends string[]>(values: [...T], options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: values, ...options });

/** A calendar date, `YYYY-MM-DD`. */
export const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** An instant, ISO 8601 with offset (`2025-03-01T12:00:00.000Z`). */
export const IsoDateTime = Type.String({ format: 'date-time' });

/** An amount of US dollars: never negative, bounded so it fits the database's numeric columns. */
export const Money = (options: { description?: string } = {}) =>
  Type.Number({ minimum: 0, maximum: 1_000_000_000, ...options });

/** An identifier in a URL: an insurer (`bse`, `san-cristobal`), a guide variant (`auto`). Case-insensitive. */
export const Slug = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' });
