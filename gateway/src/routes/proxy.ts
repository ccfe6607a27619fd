import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope, messages } from '../lib/http';

/**
 * /api/v1/* → API_URL/api/v1/*, unbuffered both ways: the gateway registers no body parser here (the
 * plugin hands the raw request stream to undici, so multipart and large uploads pass untouched), and
 * answers, event streams included, are piped as they arrive.
 */
export default async function proxyRoutes(app: FastifyInstance) {
  const { apiUrl, apiTimeoutMs } = app.config;

  await app.register(proxy, {
    upstream: apiUrl,
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    // The only rate-limited routes (see plugins/rate-limit.ts).
    config: { rateLimit: {} },
    // Fastify already logs each request once, with its id.
    disableRequestLogging: true,
    undici: {
      connections: 128,
      pipelining: 1,
      // The api must start answering within this time...
      headersTimeout: apiTimeoutMs,
      // ...but a body may stay open and quiet as long as it needs: the assistant streams its answer (SSE).
      bodyTimeout: 0,
      // reply-from turns certificate checks off unless asked; an https API_URL must be verified.
      // (undici reads `tls`; its option types only declare `connect`.)
      ...({ tls: { rejectUnauthorized: true } } as object),
    },
    replyOptions: {
      rewriteRequestHeaders(request, headers) {
        // Client first, this hop last; only hops TRUST_PROXY trusts are kept (a client-sent chain is a lie).
        // `request.ips` exists only when a proxy is trusted.
        const chain = request.ips ? [...request.ips].reverse() : [request.socket.remoteAddress ?? ''];
        return {
          ...headers,
          'x-request-id': request.id,
          'x-forwarded-for': chain.join(', '),
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.host,
        };
      },
      rewriteHeaders(headers) {
        // Hop-by-hop: the api's keep-alive terms are not the gateway's (its own keepAliveTimeout applies).
        const { 'x-powered-by': _poweredBy, 'keep-alive': _keepAlive, connection: _connection, ...rest } = headers;
        return rest;
      },
      // A 503 from the api goes straight to the browser instead of being retried by the gateway.
      retryDelay: () => null,
      onError(reply, { error }) {
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        const status = timedOut ? 504 : 502;
        // reply-from has already logged the cause (with the request id) as "response errored".
        reply.log.error({ upstream: apiUrl, status }, timedOut ? 'api did not answer in time' : 'api unreachable');
        // An upload the api never read cannot be drained for keep-alive: close the connection after answering.
        if (!reply.request.raw.complete) reply.header('connection', 'close');
        void reply
          .code(status)
          .send(errorEnvelope(status, timedOut ? messages.upstreamTimeout : messages.upstreamDown));
      },
    },
  });
}
