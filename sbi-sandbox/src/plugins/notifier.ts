import fp from 'fastify-plugin';
import { Notifier } from '../lib/notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the signed "emission issued" notifications. */
    notifier: Notifier;
  }
}

export default fp(
  async (app) => {
    const notifier = new Notifier(app.store, app.config.webhook, app.log.child({ component: 'notifier' }));
    app.decorate('notifier', notifier);
    app.addHook('onReady', async () => notifier.resumePending());
    app.addHook('onClose', async () => notifier.close());
  },
  { name: 'notifier', dependencies: ['config', 'store'] },
);
