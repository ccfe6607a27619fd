import fp from 'fastify-plugin';
import { createDb } from '../db/create-db';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  /** A database opened by the caller (tests); the caller closes it. Default: the one `app.config` selects. */
  db?: Db;
}

/** Opens the database, applies pending migrations and exposes it as `app.db`. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const db = opts.db ?? (await createDb(app.config));
    if (!opts.db) app.addHook('onClose', () => db.close());

    const applied = await migrate(db);
    app.log.info({ db: db.kind, applied }, applied.length ? 'migrations applied' : 'database schema up to date');

    app.decorate('db', db);
  },
  { name: 'db', dependencies: ['config'] },
);
