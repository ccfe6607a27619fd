import fp from 'fastify-plugin';
import { registerOutboxMetrics } from './outbox-metrics';
import { createMailer, type MailMessage, type Mailer } from './mailer';
import { OutboxWorker, type OutboxOptions } from './outbox';

declare module './outbox' {
  interface OutboxTopics {
    'mail.send': MailMessage;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Register topic handlers, `drain()` in tests. Write messages with `enqueue(tx, topic, payload)`. */
    outbox: OutboxWorker;
    mailer: Mailer;
  }
}

export interface OutboxPluginOptions {
  /** Backoff, batch and lease settings (tests shorten them). */
  worker?: Partial<Omit<OutboxOptions, 'pollMs' | 'log'>> | undefined;
}

/**
 * The outbox worker and the mailer. The worker polls every OUTBOX_POLL_MS once the app is ready
 * (never when it is 0: tests call `app.outbox.drain()`), and stops before the database closes.
 */
export default fp<OutboxPluginOptions>(
  async (app, opts) => {
    const worker = new OutboxWorker(app.db, {
      ...opts.worker,
      pollMs: app.config.outbox.pollMs,
      log: app.log.child({ module: 'outbox' }),
    });
    const mailer = createMailer(app.config.mail);
    worker.register('mail.send', (message, meta) => mailer.send(message, meta));

    registerOutboxMetrics(app.metrics, app.db, (err) =>
      app.log.warn({ err }, 'outbox metrics: reading the outbox failed'),
    );

    app.decorate('outbox', worker);
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => {
      worker.start();
    });
    app.addHook('preClose', async () => {
      await worker.stop();
      mailer.close();
    });
  },
  { name: 'outbox', dependencies: ['config', 'db', 'metrics'] },
);
