import fp from 'fastify-plugin';

/**
 * Makes a service's validated configuration available as `app.config` (plugin name `config`, which
 * other plugins list in their `dependencies`). Each service types it by declaration merging:
 * `declare module 'fastify' { interface FastifyInstance { config: Config } }`.
 */
export const configPlugin = fp<{ config: object }>(
  async (app, { config }) => {
    // The property is typed by each service's declaration merging, which this package cannot see.
    app.decorate<unknown, string>('config', config);
  },
  { name: 'config' },
);
