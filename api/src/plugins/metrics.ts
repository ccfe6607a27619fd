import fp from 'fastify-plugin';
import { Gauge, metricsPlugin } from 'server-kit';

/**
 * Prometheus metrics at GET /metrics on the api's own port (the gateway proxies only /api/v1, so this is
 * never public): the HTTP histogram of server-kit, process metrics and the database connections.
 * The outbox and the partner client add theirs to `app.metrics`.
 */
export default fp(
  async (app) => {
    await app.register(metricsPlugin);
    const { db } = app;
    const kind = db.kind;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections by state: open (total) and busy. PGlite: one embedded connection, busy while it runs a statement or transaction.',
      labelNames: ['db', 'state'] as const,
      registers: [app.metrics],
      collect() {
        const stats = db.poolStats();
        this.set({ db: kind, state: 'total' }, stats.connections);
        this.set({ db: kind, state: 'busy' }, stats.busy);
      },
    });
    new Gauge({
      name: 'db_pool_waiting',
      help: 'Queries waiting for a connection. PGlite: statements and transactions queued behind the one running.',
      labelNames: ['db'] as const,
      registers: [app.metrics],
      collect() {
        this.set({ db: kind }, db.poolStats().waiting);
      },
    });
  },
  { name: 'metrics-api', dependencies: ['db'] },
);
