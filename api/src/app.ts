import fp from 'fastify-plugin';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEFAULT_BODY_MAX_BYTES } from 'contracts';
import type { JWTVerifyGetKey } from 'jose';
import type { DestinationStream } from 'pino';
import { OneLinePerRequest, genReqId, loggerOptions, requestId, type LogLevel } from 'server-kit';
import { loadConfig, type Config } from './config';
import type { Db } from './db/db';
import assistant from './modules/assistant/assistant-service';
import catalogue from './modules/catalogue/catalogue-service';
import claims from './modules/claims/claims-service';
import contact from './modules/contact/contact-service';
import files from './modules/files/files-plugin';
import leads from './modules/leads/leads-service';
import outbox, { type OutboxPluginOptions } from './modules/outbox/outbox-plugin';
import policies from './modules/policies/policies-service';
import policyImport from './modules/policy-import/policy-import-service';
import profile from './modules/profile/profile-service';
import quotes from './modules/quotes/quotes-service';
import reminders from './modules/reminders/reminders-plugin';
import type { SbiClient } from './modules/sbi/sbi-client';
import emissions from './modules/sbi/emissions-service';
import partnerPolicies from './modules/sbi/partner-policies-service';
import sbiCatalogue from './modules/sbi/sbi-catalogue';
import sbi from './modules/sbi/sbi-plugin';
import insuranceRequests from './modules/insurance-requests/insurance-requests-service';
import usersRepository from './modules/users/users-repository';
import auth from './plugins/auth';
import bodyParser from './plugins/body-parser';
import configPlugin from './plugins/config';
import db from './plugins/db';
import errors, { frameworkErrors } from './plugins/errors';
import metrics from './plugins/metrics';
import swagger from './plugins/swagger';
import categoriesRoutes from './routes/api/v1/categories';
import chatRoutes from './routes/api/v1/chat';
import adminClaimsRoutes from './routes/api/v1/admin/claims';
import claimsRoutes from './routes/api/v1/claims';
import coverageRoutes from './routes/api/v1/coverage';
import emailRoutes from './routes/api/v1/email';
import guidesRoutes from './routes/api/v1/guides';
import leadsRoutes from './routes/api/v1/leads';
import policyRoutes from './routes/api/v1/policy';
import quoteRoutes from './routes/api/v1/quote';
import sbiRoutes from './routes/api/v1/sbi';
import insuranceRequestsRoutes from './routes/api/v1/solicitudes';
import userRoutes from './routes/api/v1/user';
import visitorRoutes from './routes/api/v1/visitor';
import healthRoutes from './routes/healthz';

export interface AppOptions {
  config: Config;
  /** An open database (tests); default: the one the configuration selects, opened and closed by the app. */
  db?: Db | undefined;
  /** Token signing keys (tests); default: the issuer's JWKS. */
  keys?: JWTVerifyGetKey | undefined;
  /** The partner's client (tests); default: an HTTP client for `config.sbi`. */
  sbi?: SbiClient | undefined;
  /** Outbox worker tuning (tests shorten backoff and lease). */
  outbox?: OutboxPluginOptions['worker'] | undefined;
}

/** The api as a plugin: infrastructure first, then repositories and services, then routes. */
export async function app(fastify: FastifyInstance, opts: AppOptions) {
  await fastify.register(configPlugin, { config: opts.config });
  await fastify.register(requestId);
  await fastify.register(errors);
  await fastify.register(bodyParser);
  await fastify.register(db, { db: opts.db });
  await fastify.register(metrics);
  await fastify.register(auth, { keys: opts.keys });
  await fastify.register(swagger);

  await fastify.register(sbi, { client: opts.sbi });
  await fastify.register(outbox, { worker: opts.outbox });
  // Before the services that store files (policies, claims, insurance requests).
  await fastify.register(files);

  await fastify.register(usersRepository);
  await fastify.register(policies);
  await fastify.register(policyImport);
  await fastify.register(profile);
  await fastify.register(reminders);
  await fastify.register(quotes);
  await fastify.register(catalogue);
  await fastify.register(leads);
  await fastify.register(contact);
  await fastify.register(sbiCatalogue);
  await fastify.register(emissions);
  await fastify.register(partnerPolicies);
  await fastify.register(claims);
  await fastify.register(insuranceRequests);
  await fastify.register(assistant);

  await fastify.register(healthRoutes, { prefix: '/healthz' });
  await fastify.register(userRoutes, { prefix: '/api/v1/user' });
  await fastify.register(policyRoutes, { prefix: '/api/v1/policy' });
  await fastify.register(quoteRoutes, { prefix: '/api/v1/quote' });
  await fastify.register(categoriesRoutes, { prefix: '/api/v1/categories' });
  await fastify.register(coverageRoutes, { prefix: '/api/v1/coverage' });
  await fastify.register(guidesRoutes, { prefix: '/api/v1/guides' });
  await fastify.register(leadsRoutes, { prefix: '/api/v1/leads' });
  await fastify.register(emailRoutes, { prefix: '/api/v1/email' });
  await fastify.register(sbiRoutes, { prefix: '/api/v1/sbi' });
  await fastify.register(claimsRoutes, { prefix: '/api/v1/claims' });
  await fastify.register(adminClaimsRoutes, { prefix: '/api/v1/admin/claims' });
  await fastify.register(insuranceRequestsRoutes, { prefix: '/api/v1/solicitudes' });
  await fastify.register(chatRoutes, { prefix: '/api/v1/chat' });
  await fastify.register(visitorRoutes, { prefix: '/api/v1/visitor' });
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
      : {
          logger: opts.logger
            ? {
                ...loggerOptions({ level: opts.logger.level ?? config.logLevel, name: 'api' }),
                ...(opts.logger.stream !== undefined && { stream: opts.logger.stream }),
              }
            : false,
        }),
    genReqId,
    logController: new OneLinePerRequest(),
    frameworkErrors,
    // The gateway refuses larger bodies itself, from the same table (contracts/src/body-limits.ts).
    bodyLimit: DEFAULT_BODY_MAX_BYTES,
    // Opening PGlite and migrating can take several seconds on a cold start.
    pluginTimeout: 60_000,
    ...opts.fastify,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Not encapsulated, so `app.db`, `app.usersRepository`... are reachable on the returned instance.
  await fastify.register(fp(app, { name: 'app' }), {
    config,
    db: opts.db,
    keys: opts.keys,
    sbi: opts.sbi,
    outbox: opts.outbox,
  });
  return fastify;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
