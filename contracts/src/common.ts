import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Success envelope of every `/api/v1` answer: `{ data, meta: { code: 0 } }`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ data, meta: Type.Object({ code: Type.Literal(0) }) });
export type Envelope<T> = { data: T; meta: { code: 0 } };

/** Failure envelope: an HTTP 4xx/5xx whose message is Spanish and safe to show to the person. */
export const ErrorEnvelope = Type.Object(
  {
    data: Type.Null(),
    meta: Type.Object({ code: Type.Integer(), message: Type.String() }),
  },
  { title: 'ErrorEnvelope' },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Uuid = Type.String({ format: 'uuid' });

/** An e-mail address typed by a person: validated, at most 254 characters (RFC 5321). */
export const Email = Type.String({ format: 'email', maxLength: 254 });

/** A body that may be absent, `null` or `{}` (the browser posts nothing for commands such as sync). */
export const EmptyBody = Type.Union([Type.Object({}), Type.Null()]);
export type EmptyBody = Static<typeof EmptyBody>;
