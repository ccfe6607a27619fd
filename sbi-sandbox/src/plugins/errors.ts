import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { describeValidationError, newNonce } from 'server-kit';
import { ApiError, messages, type ErrorCode } from '../lib/errors';
import type { ErrorBody } from '../schemas/common';
import { messagePage, pageHeaders } from '../views/pagar';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Spanish messages by field path for this route's validation errors (see describeValidationError). */
    fieldMessages?: Record<string, string>;
  }
}

const CODE_BY_STATUS: Record<number, [ErrorCode, string]> = {
  400: ['validation', messages.validation],
  401: ['unauthorized', messages.unauthorized],
  404: ['not_found', messages.notFound],
  405: ['method_not_allowed', messages.methodNotAllowed],
  409: ['conflict', messages.conflict],
  413: ['payload_too_large', messages.payloadTooLarge],
  415: ['unsupported_media_type', messages.unsupportedMediaType],
  503: ['unavailable', messages.unavailable],
};

/**
 * The one error handler: JSON routes answer `{ error, message }` (Spanish message); the payment pages
 * answer an HTML page. 4xx say what was wrong; 5xx say nothing about internals and are logged.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      let status: number;
      let body: ErrorBody;

      if ('validation' in error && error.validation) {
        status = 400;
        const { message } = describeValidationError(error.validation, {
          part: error.validationContext,
          fieldMessages: request.routeOptions.config.fieldMessages,
        });
        body = { error: 'validation', message };
        request.log.info({ validation: error.validation, part: error.validationContext }, message);
      } else if (error instanceof ApiError) {
        status = error.statusCode;
        body = { error: error.code, message: error.message };
        request.log.info({ status, errorCode: error.code }, error.message);
      } else {
        const code = typeof error.statusCode === 'number' ? error.statusCode : 500;
        status = code >= 400 && code < 500 ? code : code === 503 ? 503 : 500;
        if (status < 500) {
          const [errorCode, message] = CODE_BY_STATUS[status] ?? ['validation', messages.validation];
          body = {
            error: errorCode,
            message: error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? messages.invalidJson : message,
          };
          request.log.info({ err: error }, 'request rejected');
        } else {
          body =
            status === 503
              ? { error: 'unavailable', message: messages.unavailable }
              : { error: 'internal', message: messages.internal };
          request.log.error({ err: error }, 'request failed');
        }
      }
      return send(request, reply, status, body);
    });

    app.setNotFoundHandler((request, reply) =>
      send(request, reply, 404, { error: 'not_found', message: messages.notFound }),
    );
  },
  { name: 'errors' },
);

function send(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody) {
  if (request.url.startsWith('/pagar/')) {
    const nonce = newNonce();
    const title = status === 404 ? 'Link de pago no válido' : 'No pudimos procesar el pago';
    const message =
      status === 404
        ? 'El link de pago no existe o ya no está disponible. Volvé a la app y pedí uno nuevo.'
        : status >= 500
          ? 'Ocurrió un error al procesar el pago. Probá de nuevo en unos minutos.'
          : body.message;
    return reply
      .code(status)
      .headers(pageHeaders(nonce))
      .send(messagePage(nonce, title, message));
  }
  return reply.code(status).send(body);
}
