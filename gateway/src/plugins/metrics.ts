import fp from 'fastify-plugin';
import { Counter, metricsPlugin } from 'server-kit';

declare module 'fastify' {
  interface FastifyInstance {
    /** `gateway_upstream_errors_total{kind}`: the api did not answer (timeout) or could not be reached. */
    upstreamErrors: Counter<'kind'>;
  }
}

/**
 * The gateway's Prometheus metrics: server-kit's HTTP histogram and process metrics, and the api's failures
 * as the proxy saw them. Never served on the public port: server.ts serves `app.metrics` on
 * GATEWAY_METRICS_PORT, bound to GATEWAY_METRICS_HOST (127.0.0.1).
 */
export default fp(
  async (app) => {
    await app.register(metricsPlugin, { expose: false });
    app.decorate(
      'upstreamErrors',
      new Counter({
        name: 'gateway_upstream_errors_total',
        help: 'Proxied /api/v1 requests the api failed: timeout (no headers within API_TIMEOUT_MS), unreachable, or busy (no place on any instance within API_QUEUE_TIMEOUT_MS).',
        labelNames: ['kind'] as const,
        registers: [app.metrics],
      }),
    );
  },
  { name: 'metrics-gateway' },
);
