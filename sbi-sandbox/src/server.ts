import { fastifyListener, runServer } from 'server-kit';
import { LOG_SETTINGS, buildApp } from './app';
import { loadConfig } from './config';

void runServer({
  name: 'sbi-sandbox',
  loadConfig: () => loadConfig(process.env),
  logger: LOG_SETTINGS,
  start: async (config, logger) => {
    const app = await buildApp({
      config,
      loggerInstance: logger,
      fastify: { requestTimeout: 60_000, keepAliveTimeout: 72_000 },
    });
    return fastifyListener(app, config);
  },
  ready: (config) => ({
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    admin: config.adminEnabled,
    fault: config.fault.mode,
  }),
});
