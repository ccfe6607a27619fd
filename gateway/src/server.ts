import { fastifyListener, metricsListener, runServer } from 'server-kit';
import { buildApp } from './app';
import { loadConfig } from './config';

void runServer({
  name: 'gateway',
  loadConfig: () => loadConfig(process.env),
  start: async (config, logger) => {
    const app = await buildApp(config, {
      loggerInstance: logger,
      fastify: {
        // Time to receive a whole request (uploads included); answers (event streams) are not limited by it.
        requestTimeout: 120_000,
        // Longer than the usual load-balancer idle timeout (60 s), so the balancer closes idle sockets first.
        keepAliveTimeout: 65_000,
      },
    });
    const gateway = fastifyListener(app, config);
    if (!config.metrics) return gateway;
    // Prometheus scrapes here, on a private interface; the public port has no /metrics.
    const metrics = metricsListener(app.metrics, config.metrics, (err) =>
      logger.error({ err }, 'metrics scrape failed'),
    );
    return {
      listen: async () => {
        await metrics.listen();
        await gateway.listen();
      },
      close: async () => {
        await Promise.all([gateway.close(), metrics.close()]);
      },
    };
  },
  ready: (config) => ({ releasesDir: config.releasesDir, api: config.apiUrl, metrics: config.metrics }),
  // Open event streams would keep closing waiting forever.
  closeGraceMs: 10_000,
});
