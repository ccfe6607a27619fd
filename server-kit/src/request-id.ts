import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** The header that carries one request's id gateway → api → partner, and back to the browser. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Letters, digits and `_.:-`: nothing that could forge a log line or a header.
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The caller's `x-request-id` when it looks like an id, else a new UUID. Fastify's `genReqId`; idp-dev
 * calls it for each node:http request.
 */
export function genReqId(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}

/**
 * Echoes the request id (made by `genReqId`) in the answer, so a person reporting a problem and the logs
 * of gateway → api → sbi-sandbox share one id. Callers of another service pass `request.id` on as
 * `x-request-id`.
 */
export const requestId = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
