import fp from 'fastify-plugin';
import { Catalog } from '../lib/tariff';

declare module 'fastify' {
  interface FastifyInstance {
    /** Products and tariff from data/. */
    catalog: Catalog;
  }
}

export default fp<{ catalog?: Catalog | undefined }>(
  async (app, opts) => {
    app.decorate('catalog', opts.catalog ?? Catalog.load());
  },
  { name: 'catalog' },
);
