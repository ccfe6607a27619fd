import { Transform } from 'node:stream';
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { bodyLimitOf, type BodyLimit } from 'contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, messages } from '../lib/http';
import { RETRYABLE_METHODS, Upstreams, isLostBeforeAnswer } from '../lib/upstreams';

/** Requests whose streamed body (no Content-Length) went over the api's limit while being proxied. */
const overLimit = new WeakMap<object, BodyLimit>();

interface Answer {
  header(name: string, value: string): unknown;
  code(status: number): { send(body: unknown): unknown };
}

function tooLarge(reply: Answer, limit: BodyLimit) {
  // The rest of the body is not read: the connection cannot be reused.
  reply.header('connection', 'close');
  return reply.code(413).send(errorEnvelope(413, limit.message));
}

/**
 * Refuses a body larger than the api reads on that route (contracts/src/body-limits.ts), with the api's
 * envelope and wording. The api would answer the same 413, but it answers and closes while the gateway is
 * still sending the body: the gateway then sees a reset instead of the answer, and the person got a 502.
 * A declared Content-Length is checked before proxying; a chunked body is counted as it streams through.
 */
async function refuseOversizedBody(request: FastifyRequest, reply: FastifyReply) {
  const limit = bodyLimitOf(request.method, request.url.split('?', 1)[0] ?? '', request.headers['content-type']);
  const declared = Number(request.headers['content-length']);
  if (declared > limit.maxBytes) return tooLarge(reply, limit);
  const body = request.body;
  if (Number.isNaN(declared) && body && typeof (body as NodeJS.ReadableStream).pipe === 'function') {
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen <= limit.maxBytes) return callback(null, chunk);
        overLimit.set(request, limit);
        callback(new Error(`request body over ${limit.maxBytes} bytes`));
      },
    });
    const source = body as NodeJS.ReadableStream;
    source.on('error', (error) => counted.destroy(error));
    request.body = source.pipe(counted);
  }
}

/**
 * Paths the api's router would read as another one: a percent-encoded unreserved character (a letter,
 * digit, '-', '.', '_' or '~'; the router decodes it, and no client of ours writes one: encodeURIComponent
 * leaves them as they are) or a '.' or '..' segment (the proxy resolves it). `/api/v1/%73olicitudes` and
 * `/api/v1/./claims` reach POST /solicitudes and /claims, while the gateway, classifying the raw URL, gave
 * them the general rate limit and body limit instead of the upload ones. They are refused before being counted.
 */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/i;
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;

/** 400 for an /api/v1 path the api would route as another one, before the rate limit counts it. */
async function refuseAmbiguousPath(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?', 1)[0] ?? '';
  if (ENCODED_UNRESERVED.test(path) || DOT_SEGMENT.test(path)) {
    request.log.info('api path with an encoded unreserved character or a dot segment');
    return reply.code(400).send(errorEnvelope(400, messages.badUrl));
  }
}

/** The assistant's answer streams (text/event-stream): they may stay open for minutes and wait for no place. */
const ANSWER_STREAM = /^\/api\/v1\/(?:chat\/conversations\/[^/]+\/stream|visitor)\/?$/;

/**
 * /api/v1/* → API_URL/api/v1/*, unbuffered both ways: the gateway registers no body parser here (the
 * plugin hands the raw request stream to undici, so multipart and large uploads pass untouched), and
 * answers, event streams included, are piped as they arrive.
 */
export default async function proxyRoutes(app: FastifyInstance) {
  const { apiUrls, apiTimeoutMs, apiHealthIntervalMs, apiMaxInFlight, apiQueueTimeoutMs } = app.config;
  // API_URL may list several instances (lib/upstreams.ts); with one, this is a plain proxy.
  const upstreams = new Upstreams(apiUrls, {
    intervalMs: apiHealthIntervalMs,
    maxInFlight: apiMaxInFlight,
    onChange: ({ url, up }) =>
      up
        ? app.log.info({ upstream: url }, 'api back in rotation')
        : app.log.warn({ upstream: url }, 'api out of rotation'),
  });
  app.addHook('onReady', async () => upstreams.start());
  app.addHook('onClose', async () => upstreams.stop());
  // The instance each request went to; the requests already sent a second time.
  const sentTo = new WeakMap<object, string>();
  const retried = new WeakSet<object>();
  // Ends the request's count on the instance it is on (lib/upstreams.ts balances by requests in flight);
  // the responses already closed (answered, failed, or abandoned by the client).
  const ending = new WeakMap<object, () => void>();
  const closed = new WeakSet<object>();
  const sendTo = (request: object, url: string) => {
    ending.get(request)?.();
    sentTo.set(request, url);
    if (!closed.has(request)) ending.set(request, upstreams.begin(url));
  };
  // The instance `admit` gave the request a place on.
  const admitted = new WeakMap<object, string>();
  const options: { reply?: FastifyHttpProxyOptions['replyOptions'] } = {};

  /**
   * Waits for a place on an instance (lib/upstreams.ts `acquire`, API_MAX_IN_FLIGHT), so that the
   * connections to each api stay about that many and are reused instead of opened per request when an
   * instance goes; answers 503 after API_QUEUE_TIMEOUT_MS without one. Answer streams take none: they are
   * few, may last minutes, and must neither hold reads back nor wait behind them.
   */
  async function admit(request: FastifyRequest, reply: FastifyReply) {
    if (ANSWER_STREAM.test(request.url.split('?', 1)[0] ?? '')) return;
    const left = new AbortController();
    const onClose = () => left.abort();
    reply.raw.once('close', onClose);
    const slot = await upstreams.acquire(apiQueueTimeoutMs, left.signal);
    reply.raw.off('close', onClose);
    if (!slot) {
      if (left.signal.aborted) return reply.hijack();
      app.upstreamErrors.inc({ kind: 'busy' });
      request.log.warn({ waitedMs: apiQueueTimeoutMs, waiting: upstreams.waiting }, 'no place on any api in time');
      if (!request.raw.complete) reply.header('connection', 'close');
      return reply.header('retry-after', '5').code(503).send(errorEnvelope(503, messages.upstreamBusy));
    }
    admitted.set(request, slot.url);
    sentTo.set(request, slot.url);
    if (closed.has(request)) slot.end();
    else ending.set(request, slot.end);
  }

  // A hook of this context: it runs before the route's own ones (the rate limit's onRequest).
  app.addHook('onRequest', refuseAmbiguousPath);
  app.addHook('onRequest', async (request, reply) => {
    // The response closes once whatever happens: sent, failed, or its client gone.
    reply.raw.once('close', () => {
      closed.add(request);
      ending.get(request)?.();
    });
  });

  await app.register(proxy, {
    // With several instances reply-from must take each request's origin from getUpstream, not a base.
    upstream: apiUrls.length > 1 ? '' : apiUrls[0]!,
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    // The only rate-limited routes (see plugins/rate-limit.ts).
    config: { rateLimit: {} },
    // Fastify already logs each request once, with its id.
    disableRequestLogging: true,
    // A body the api would refuse takes no place.
    async preHandler(request, reply) {
      await refuseOversizedBody(request, reply);
      if (reply.sent) return reply;
      return admit(request, reply);
    },
    undici: {
      // API_MAX_IN_FLIGHT for everything but answer streams (admit), and room for those.
      connections: apiMaxInFlight + 96,
      pipelining: 1,
      // The api must start answering within this time...
      headersTimeout: apiTimeoutMs,
      // ...but a body may stay open and quiet as long as it needs: the assistant streams its answer (SSE).
      bodyTimeout: 0,
      // reply-from turns certificate checks off unless asked; an https API_URL must be verified.
      // (undici reads `tls`; its option types only declare `connect`.)
      ...({ tls: { rejectUnauthorized: true } } as object),
    },
    replyOptions: (options.reply = {
      getUpstream(request) {
        const placed = admitted.get(request);
        if (placed) return placed;
        const url = upstreams.pick();
        sendTo(request, url);
        return url;
      },
      rewriteRequestHeaders(request, headers) {
        // Client first, this hop last; only hops TRUST_PROXY trusts are kept (a client-sent chain is a lie).
        // `request.ips` exists only when a proxy is trusted.
        const chain = request.ips ? [...request.ips].reverse() : [request.socket.remoteAddress ?? ''];
        // `expect: 100-continue` was answered by this hop already; undici refuses to send it (the request
        // failed as "api unreachable", a 502 for a client's header).
        const { expect: _expect, ...forwarded } = headers;
        return {
          ...forwarded,
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
        const limit = overLimit.get(reply.request);
        if (limit) {
          reply.log.info({ maxBytes: limit.maxBytes }, 'request body too large for the api');
          void tooLarge(reply, limit);
          return;
        }
        const failedAt = sentTo.get(reply.request) ?? apiUrls[0]!;
        if (isLostBeforeAnswer(error)) {
          upstreams.failed(failedAt);
          // No answer came (refused, or the connection closed under it): a read goes once to another
          // instance; a write never does (it may have been applied).
          if (apiUrls.length > 1 && RETRYABLE_METHODS.has(reply.request.method) && !retried.has(reply.request)) {
            retried.add(reply.request);
            const next = upstreams.pick(failedAt);
            sendTo(reply.request, next);
            reply.log.warn({ upstream: failedAt, retry: next }, 'api unreachable, read retried on another instance');
            void reply.from(reply.request.raw.url, { ...options.reply, getUpstream: () => next });
            return;
          }
        }
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        const status = timedOut ? 504 : 502;
        app.upstreamErrors.inc({ kind: timedOut ? 'timeout' : 'unreachable' });
        // reply-from has already logged the cause (with the request id) as "response errored".
        reply.log.error({ upstream: failedAt, status }, timedOut ? 'api did not answer in time' : 'api unreachable');
        // An upload the api never read cannot be drained for keep-alive: close the connection after answering.
        if (!reply.request.raw.complete) reply.header('connection', 'close');
        void reply
          .code(status)
          .send(errorEnvelope(status, timedOut ? messages.upstreamTimeout : messages.upstreamDown));
      },
    }),
  });
}
