import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { fieldLabel, formFieldLabels, type ErrorEnvelope } from 'contracts';
import { describeValidationError, type AjvLikeError, type ValidationProblem } from 'server-kit';
import { HttpError, messages } from '../lib/http';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The Spanish message of a 413 on this route, instead of the generic one. */
    payloadTooLargeMessage?: string;
  }
}

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: messages.badRequest,
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  409: messages.conflict,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
  503: messages.unavailable,
};

/** An error of PostgreSQL (pg or PGlite) whose SQLSTATE says the data was wrong, not the server. */
function isDatabaseInputError(error: unknown): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

/** Seconds a client should wait before retrying while the database is unreachable (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// pg's own words for a connection it lost or could not open in time (these errors carry no code).
const PG_CONNECTION_MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended/;

/**
 * The database could not be reached, not a fault of the request: the server is shutting down, restarting
 * or refusing connections (SQLSTATE 57P01-57P03, class 08), or pg lost or could not open the socket.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (/^(57P0[123]|08[0-9A-Z]{3})$/.test(code) || CONNECTION_ERROR_CODES.has(code)))
    return true;
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * A failed validation in one Spanish sentence. A body field is named as the form that sent it labels it
 * ('Completá el número de documento.') and returned as `field`, so that form can mark it.
 */
function validationProblem(
  request: FastifyRequest,
  error: { validation?: readonly AjvLikeError[]; validationContext?: FastifyError['validationContext'] },
): ValidationProblem {
  const part = error.validationContext;
  const validation = error.validation ?? [];
  if (part !== 'body') {
    const data = part === 'querystring' ? request.query : part === 'params' ? request.params : undefined;
    return { message: describeValidationError(validation, { part, data }).message };
  }
  const route = (request.routeOptions.url ?? '').replace(/^\/api\/v1/, '').replace(/(.)\/$/, '$1');
  const labels = formFieldLabels(request.method, route, request.body);
  return describeValidationError(validation, { part, data: request.body, label: (f) => fieldLabel(labels, f) });
}

/**
 * The one error handler: every failure answers `{ data: null, meta: { code, message, field? } }` with a
 * Spanish message. 4xx say what was wrong (and which body field, when one is at fault); 5xx say nothing
 * about internals and are logged with the request id.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      let status: number;
      let message: string;
      let field: string | undefined;

      if ('validation' in error && error.validation) {
        status = 400;
        ({ message, field } = validationProblem(request, error));
        request.log.info({ validation: error.validation, part: error.validationContext }, message);
      } else if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
        // A PostgreSQL restart or failover: the same request will likely work in a few seconds.
        status = 503;
        message = messages.unavailable;
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        request.log.error({ err: error }, 'database unavailable');
      } else if (isDatabaseInputError(error)) {
        // A value the schemas let through but PostgreSQL refused (class 22: bad data; 23: a constraint).
        // The client's input, not a fault of ours: answer 4xx, and log it so the schema can be tightened.
        const pgCode = (error as { code: string }).code;
        status = pgCode.startsWith('22') ? 400 : 409;
        message = status === 400 ? messages.badRequest : messages.conflict;
        request.log.warn({ err: error, pgCode }, 'database refused the input');
      } else if (error instanceof HttpError && error.blank && error.field) {
        // Found by a service, worded as the schema's own 'empty' error would be.
        status = error.statusCode;
        const validation = [{ keyword: 'minLength', instancePath: `/${error.field}`, params: { limit: 1 } }];
        ({ message, field } = validationProblem(request, { validation, validationContext: 'body' }));
        request.log.info({ field }, message);
      } else if (error instanceof HttpError) {
        status = error.statusCode;
        message = error.message;
        field = error.field;
        reply.headers(error.headers);
        if (status >= 500) request.log.error({ err: error }, 'request failed');
      } else {
        const code = typeof error.statusCode === 'number' ? error.statusCode : 500;
        status = code >= 400 && code < 600 ? code : 500;
        if (status < 500) {
          // A route may say what is too large in its own words (`config: { payloadTooLargeMessage }`).
          const routeMessage = status === 413 ? request.routeOptions.config?.payloadTooLargeMessage : undefined;
          message =
            routeMessage ??
            (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? messages.invalidJson
              : (MESSAGE_BY_STATUS[status] ?? messages.badRequest));
          request.log.info({ err: error }, 'request rejected');
        } else {
          message = status === 503 ? messages.unavailable : messages.internal;
          status = status === 503 ? 503 : 500;
          request.log.error({ err: error }, 'request failed');
        }
      }

      const body: ErrorEnvelope = { data: null, meta: { code: status, message, ...(field ? { field } : {}) } };
      return reply.code(status).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const body: ErrorEnvelope = { data: null, meta: { code: 404, message: messages.notFound } };
      return reply.code(404).send(body);
    });
  },
  { name: 'errors' },
);

/**
 * Errors the router raises before any route or error handler runs (a malformed or overlong URL). Passed
 * to Fastify as `frameworkErrors` so they too answer the envelope in Spanish.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, rawReply) => {
  // The option's reply type is generic over every route's schema; this answer fits none in particular.
  const reply = rawReply as unknown as { code(status: number): { send(body: unknown): unknown } };
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = tooLong ? messages.uriTooLong : messages.badUrl;
  request.log.info({ err: error }, 'request rejected by the router');
  const body: ErrorEnvelope = { data: null, meta: { code: status, message } };
  void reply.code(status).send(body);
};
