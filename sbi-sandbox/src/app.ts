import fp from 'fastify-plugin';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { configPlugin, genReqId, requestId } from 'server-kit';
import { loadConfig, type Config } from './config';
import type { Catalog } from './lib/tariff';
import apiKey from './plugins/api-key';
import catalog from './plugins/catalog';
import errors from './plugins/errors';
import faults from './plugins/faults';
import notifier from './plugins/notifier';
import store from './plugins/store';
import adminRoutes from './routes/admin';
import emisionesRoutes from './routes/emisiones';
import healthRoutes from './routes/healthz';
import pagosRoutes from './routes/pagos';
import polizasRoutes from './routes/polizas';
import productosRoutes from './routes/productos';

/** Beyond the kit's redaction: the token of a payment link is as good as the payment, never in the logs. */
export const LOG_SETTINGS = { secretPathPrefixes: ['/pagar'] };

export interface AppOptions {
  config: Config;
  /** Products and tariff (tests); default: read from data/. buildApp passes on its own optional one. */
  catalog?: Catalog | undefined;
}

/** The sandbox as a plugin: infrastructure, then domain decorators, then routes. */
export async function app(fastify: FastifyInstance, opts: AppOptions) {
  await fastify.register(configPlugin, { config: opts.config });
  await fastify.register(requestId);
  await fastify.register(errors);
  await fastify.register(apiKey);
  await fastify.register(faults);

  await fastify.register(catalog, { catalog: opts.catalog });
  await fastify.register(store);
  await fastify.register(notifier);

  await fastify.register(healthRoutes, { prefix: '/healthz' });
  await fastify.register(pagosRoutes, { prefix: '/pagar' });

  // The partner API: faults first (an outage happens before any check), then the API key.
  await fastify.register(
    async (v1) => {
      v1.addHook('onRequest', v1.faults.hook);
      v1.addHook('onRequest', v1.requireApiKey);
      await v1.register(productosRoutes, { prefix: '/productos' });
      await v1.register(emisionesRoutes, { prefix: '/emisiones' });
      await v1.register(polizasRoutes, { prefix: '/polizas' });
    },
    { prefix: '/v1' },
  );

  if (opts.config.adminEnabled) {
    await fastify.register(
      async (admin) => {
        admin.addHook('onRequest', admin.requireApiKey);
        await admin.register(adminRoutes);
      },
      { prefix: '/__admin' },
    );
  }
}

export interface BuildAppOptions extends Partial<AppOptions> {
  /** pino options, or false (default) for no logs. */
  logger?: FastifyServerOptions['logger'];
  /** A pino logger made by the caller (server.ts); takes precedence over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Server timeouts and other Fastify options. */
  fastify?: Omit<FastifyServerOptions, 'logger' | 'loggerInstance'>;
}

/** A Fastify instance with everything registered and loaded, not yet listening. */
export async function buildApp(opts: BuildAppOptions = {}) {
  const config = opts.config ?? loadConfig();
  const fastify = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? false }),
    genReqId,
    // Unknown fields are an error ("El campo X no está permitido."), not silently dropped.
    ajv: { customOptions: { removeAdditional: false } },
    ...opts.fastify,
  });
  // Not encapsulated, so `app.store`, `app.faults`... are reachable on the returned instance.
  await fastify.register(fp(app, { name: 'app' }), { config, catalog: opts.catalog });
  await fastify.ready();
  return fastify;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
