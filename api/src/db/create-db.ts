import type { Config } from '../config';
import type { Db } from './db';
import { createPgDb } from './pg-db';
import { createPgliteDb } from './pglite-db';

/** The database the configuration selects: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export async function createDb(config: Pick<Config, 'databaseUrl' | 'pgliteDir' | 'databasePool'>): Promise<Db> {
  if (config.databaseUrl)
    return createPgDb({
      connectionString: config.databaseUrl,
      max: config.databasePool.max,
      preparedStatements: config.databasePool.preparedStatements,
      ...(config.databasePool.listenUrl ? { listenConnectionString: config.databasePool.listenUrl } : {}),
    });
  return createPgliteDb(config.pgliteDir);
}
