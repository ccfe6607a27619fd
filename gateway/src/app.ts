import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { OneLinePerRequest, configPlugin, genReqId, requestId } from 'server-kit';
import type { Config } from './config';
import errors from './plugins/errors';
import metrics from './plugins/metrics';
import rateLimit from './plugins/rate-limit';
import releases from './plugins/releases';
import securityHeaders from './plugins/security-headers';
import healthRoutes from './routes/healthz';
import proxyRoutes from './routes/proxy';
import releaseAdminRoutes from './routes/release-admin';
import releaseQaRoutes from './routes/release-qa';
import remotesRoutes from './routes/remotes';
import runtimeConfigRoutes from './routes/runtime-config';
import shellRoutes from './routes/shell';
import siteFileRoutes from './seo/site-files';

/** The gateway as a plugin: infrastructure first, then the release store, then routes. */
export async function app(fastify: FastifyInstance, opts: { config: Config }) {
  await fastify.register(configPlugin, { config: opts.config });
  await fastify.register(requestId);
  await fastify.register(metrics);
  await fastify.register(errors);
  await fastify.register(securityHeaders);
  await fastify.register(rateLimit);
  await fastify.register(releases);

  await fastify.register(healthRoutes);
  await fastify.register(proxyRoutes);
  // Encapsulated: the admin page's form parser stays inside it.
  await fastify.register(releaseAdminRoutes);
  await fastify.register(releaseQaRoutes);

  // Release files are sent precompressed when the build left `x.br`/`x.gz` beside them (brotli 11 / gzip 9,
  // tooling/webpack/precompress.cjs), chosen by Accept-Encoding; anything else over 1 KB (older
  // releases, /config.json, /remotes.json) is gzip-compressed on the way out. Scoped here so /api/v1
  // answers (event streams) are never buffered by a compressor.
  await fastify.register(async (assets) => {
    await assets.register(compress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });
    // Decorates reply.sendFile only; each route passes the folder of the release it serves.
    await assets.register(fastifyStatic, {
      serve: false,
      cacheControl: false,
      dotfiles: 'deny',
      acceptRanges: false,
      preCompressed: true,
    });
    await assets.register(runtimeConfigRoutes);
    await assets.register(remotesRoutes);
    await assets.register(siteFileRoutes);
    await assets.register(shellRoutes);
  });
}

export interface BuildAppOptions {
  /** pino options, or false (default) for no logs. */
  logger?: FastifyServerOptions['logger'];
  /** A pino logger made by the caller (server.ts); takes precedence over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Server timeouts and other Fastify options. */
  fastify?: Omit<FastifyServerOptions, 'logger' | 'loggerInstance'>;
}

/** A Fastify instance with everything registered, not yet listening. */
export async function buildApp(config: Config, opts: BuildAppOptions = {}) {
  const fastify = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? false }),
    genReqId,
    logController: new OneLinePerRequest(),
    trustProxy: trustProxyOption(config.trustProxy),
    ...opts.fastify,
  });
  // Not encapsulated, so `app.config` and `app.releases` are reachable on the returned instance.
  await fastify.register(fp(app, { name: 'app' }), { config });
  return fastify;
}

/** Fastify's types take a hop count as a function (what it builds from a number itself). */
function trustProxyOption(value: Config['trustProxy']): NonNullable<FastifyServerOptions['trustProxy']> {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
