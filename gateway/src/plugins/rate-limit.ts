import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { HttpError, messages } from '../lib/http';

/**
 * Form uploads (claims, requests, policy PDFs, each up to 30 MB) and what anyone may send the team without
 * signing in (the contact message with its attachments, up to 36 MB; a lead, forwarded to the spreadsheet):
 * a smaller budget per IP, counted apart from the other /api/v1 calls. Paths the api would route as one of
 * these while not matching here (encoded, dot segments) are refused by the proxy first (routes/proxy.ts).
 */
const UPLOAD_ROUTES = /^\/api\/v1\/(claims|solicitudes|policy\/import-pdf|email\/send|leads)\/?(\?|$)/;

function isUpload(request: FastifyRequest): boolean {
  return request.method === 'POST' && UPLOAD_ROUTES.test(request.url);
}

/**
 * Per-IP request limits, applied only to routes that opt in with `config: { rateLimit: {} }` (the
 * /api/v1 proxy; static files are not limited). Counters live in Redis when REDIS_URL is set, so every
 * gateway instance shares them, and in memory otherwise.
 */
export default fp(
  async (app) => {
    const { max, windowMs, redisUrl, uploads } = app.config.rateLimit;
    let redis: Redis | undefined;
    if (redisUrl) {
      // Fail fast: a slow or absent Redis must not hold requests (skipOnError lets them through).
      redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      // ioredis retries every couple of seconds while Redis is away: log the outage once, and the recovery.
      let down = false;
      redis.on('error', (err) => {
        if (!down) app.log.warn({ err }, 'rate-limit redis unreachable; requests are not limited meanwhile');
        down = true;
      });
      redis.on('ready', () => {
        if (down) app.log.info('rate-limit redis reachable again');
        down = false;
      });
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
      // Start counting in Redis from the first request when it is there; without it, start anyway
      // (unlimited until it answers) rather than keep the site down.
      const ready = await waitUntilReady(redis, 2000);
      if (!ready) app.log.warn('rate-limit redis not reachable yet; requests are not limited until it is');
    }

    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => (isUpload(request) ? `uploads:${request.ip}` : request.ip),
      max: (request) => (isUpload(request) ? uploads.max : max),
      timeWindow: (request) => (isUpload(request) ? uploads.windowMs : windowMs),
      ...(redis ? { redis, nameSpace: 'seguros-gateway-rl:' } : {}),
      skipOnError: true,
      errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
      onExceeded: (request) => request.log.warn({ ip: request.ip }, 'rate limit exceeded'),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'errors'] },
);

function waitUntilReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
