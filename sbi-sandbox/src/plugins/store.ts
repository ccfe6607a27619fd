import fp from 'fastify-plugin';
import { Store } from '../lib/store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seeded policies and emissions (persisted under SBI_DATA_DIR). */
    store: Store;
  }
}

export default fp(
  async (app) => {
    const store = new Store({ dataDir: app.config.dataDir });
    app.log.info({ dataDir: app.config.dataDir, emisiones: store.listEmisiones().length }, 'state loaded');
    app.decorate('store', store);
  },
  { name: 'store', dependencies: ['config'] },
);
