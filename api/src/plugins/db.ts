import fp from 'fastify-plugin';
import { createDb } from '../db/create-db';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  /** A database opened by the caller (tests); the caller closes it. Default: the one `app.config` selects. */
  db?: Db | undefined;
}

/** Opens the database, applies pending migrations, loads the catalogue seeds and exposes it as `app.db`. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const db = opts.db ?? (await createDb(app.config));
    if (!opts.db) app.addHook('onClose', () => db.close());

    const applied = await migrate(db);
    app.log.info({ db: db.kind, applied }, applied.length ? 'migrations applied' : 'database schema up to date');
    if (await seed(db)) app.log.info('catalogue loaded from api/seeds');

    app.decorate('db', db);
  },
  { name: 'db', dependencies: ['config'] },
);
