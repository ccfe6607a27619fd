import fp from 'fastify-plugin';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { JWTVerifyGetKey } from 'jose';
import type { DestinationStream } from 'pino';
import { loadConfig, type Config, type LogLevel } from './config';
import type { Db } from './db/db';
import { genReqId, loggerOptions } from './lib/logger';
import usersRepository from './modules/users/users-repository';
import auth from './plugins/auth';
import bodyParser from './plugins/body-parser';
import configPlugin from './plugins/config';
import db from './plugins/db';
import errors from './plugins/errors';
import requestId from './plugins/request-id';
import swagger from './plugins/swagger';
import userRoutes from './routes/api/v1/user';
import healthRoutes from './routes/healthz';

export interface AppOptions {
  config: Config;
  /** An open database (tests); default: the one the configuration selects, opened and closed by the app. */
  db?: Db;
  /** Token signing keys (tests); default: the issuer's JWKS. */
  keys?: JWTVerifyGetKey;
}

/** The api as a plugin: infrastructure first, then repositories and services, then routes. */
export async function app(fastify: FastifyInstance, opts: AppOptions) {
  await fastify.register(configPlugin, { config: opts.config });
  await fastify.register(requestId);
  await fastify.register(errors);
  await fastify.register(bodyParser);
  await fastify.register(db, { db: opts.db });
  await fastify.register(auth, { keys: opts.keys });
  await fastify.register(swagger);

  await fastify.register(usersRepository);

  await fastify.register(healthRoutes, { prefix: '/healthz' });
  await fastify.register(userRoutes, { prefix: '/api/v1/user' });
}

export interface BuildAppOptions extends Partial<AppOptions> {
  /** Logs (JSON, redacted as in production) at this level to this stream; default none. */
  logger?: false | { level?: LogLevel; stream?: DestinationStream };
  /** A pino logger made by the caller (server.ts); takes precedence over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Server timeouts and other Fastify options. */
  fastify?: Omit<FastifyServerOptions, 'logger' | 'loggerInstance'>;
}

/**
 * A Fastify instance with everything registered, plugins loaded (the database is open and migrated),
 * not yet listening. Routes may still be added before the first request or `ready()`.
 */
export async function buildApp(opts: BuildAppOptions = {}) {
  const config = opts.config ?? loadConfig();
  const fastify = Fastify({
    ...(opts.loggerInstance
      ? { loggerInstance: opts.loggerInstance }
      : { logger: opts.logger ? { ...loggerOptions(opts.logger.level ?? config.logLevel), stream: opts.logger.stream } : false }),
    genReqId,
    // Opening PGlite and migrating can take several seconds on a cold start.
    pluginTimeout: 60_000,
    ...opts.fastify,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Not encapsulated, so `app.db`, `app.usersRepository`... are reachable on the returned instance.
  await fastify.register(fp(app, { name: 'app' }), { config, db: opts.db, keys: opts.keys });
  return fastify;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
