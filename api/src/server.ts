import { fastifyListener, runServer } from 'server-kit';
import { buildApp } from './app';
import { loadConfig } from './config';

void runServer({
  name: 'api',
  loadConfig: () => loadConfig(process.env),
  start: async (config, logger) => {
    const app = await buildApp({
      config,
      loggerInstance: logger,
      fastify: {
        // Time to receive a whole request; responses (streams) are not limited by it.
        requestTimeout: 30_000,
        // Longer than the gateway's idle keep-alive, so the api never closes a socket the gateway is reusing.
        keepAliveTimeout: 72_000,
      },
    });
    return fastifyListener(app, config);
  },
  ready: (config) => ({ db: config.databaseUrl ? 'postgresql' : 'pglite', sbi: config.sbi.url }),
});
