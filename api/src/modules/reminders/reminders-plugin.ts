import fp from 'fastify-plugin';
import { ReminderWorker } from './reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Expiry reminders: `run()` in tests; runs by itself every REMINDERS_INTERVAL_MS once the app is ready. */
    reminders: ReminderWorker;
  }
}

/**
 * The reminders worker, started like the outbox worker: once the app is ready (never when
 * REMINDERS_INTERVAL_MS is 0), and stopped before the database closes. Safe on several instances.
 */
export default fp(
  async (app) => {
    const worker = new ReminderWorker(app.db, {
      intervalMs: app.config.reminders.intervalMs,
      outboxRetentionDays: app.config.outbox.retentionDays,
      log: app.log.child({ module: 'reminders' }),
      sweepObjects: () => app.files.sweepObjects(),
    });
    app.decorate('reminders', worker);
    app.addHook('onReady', async () => {
      worker.start();
    });
    app.addHook('preClose', async () => {
      await worker.stop();
    });
  },
  { name: 'reminders', dependencies: ['config', 'db', 'outbox', 'files'] },
);
