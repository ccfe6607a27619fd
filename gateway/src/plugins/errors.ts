import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, errorEnvelope, messages } from '../lib/http';

const MESSAGE_BY_STATUS: Record<number, string> = {
  404: messages.notFound,
  405: messages.methodNotAllowed,
  413: messages.payloadTooLarge,
  429: messages.tooManyRequests,
  502: messages.upstreamDown,
  503: messages.upstreamDown,
  504: messages.upstreamTimeout,
};

/**
 * The one error handler: every failure answers `{ data: null, meta: { code, message } }` with a Spanish
 * message. 5xx say nothing about internals and are logged with the request id.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const code = typeof error.statusCode === 'number' ? error.statusCode : 500;
      let status = code >= 400 && code < 600 ? code : 500;
      let message: string;
      if (error instanceof HttpError) {
        message = error.message;
      } else if (status < 500) {
        message = MESSAGE_BY_STATUS[status] ?? messages.badRequest;
      } else {
        message = MESSAGE_BY_STATUS[status] ?? messages.internal;
        if (!MESSAGE_BY_STATUS[status]) status = 500;
      }
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode: status, reason: error.message }, 'request rejected');
      return reply.code(status).send(errorEnvelope(status, message));
    });

    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorEnvelope(404, messages.notFound)));
  },
  { name: 'errors' },
);
