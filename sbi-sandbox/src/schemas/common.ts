import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** A string out of a fixed list, as a plain JSON-schema `enum` (one clear Ajv error instead of an anyOf). */
export const StringEnum = <T extends string[]>(values: [...T], options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: values, ...options });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** YYYY-MM-DD. */
export const IsoDate = Type.String({ format: 'date' });

export const ErrorBody = Type.Object({
  error: StringEnum([
    'validation',
    'unauthorized',
    'not_found',
    'conflict',
    'payload_too_large',
    'unsupported_media_type',
    'method_not_allowed',
    'unavailable',
    'internal',
  ]),
  message: Type.String(),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Add to every JSON route's `response`. */
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
