import pg from 'pg';
import type { Db, Queryable, QueryOptions, QueryResult } from './db';

export interface PgDbOptions {
  connectionString: string;
  /** Schema every connection uses first (tests isolate each file in its own schema). */
  searchPath?: string;
  /** Connections in the pool (DATABASE_POOL_MAX). Default 10. */
  max?: number;
  /**
   * Named prepared statements (`QueryOptions.name`); false sends every query unnamed, for a transaction-mode
   * pooler that cannot keep them (DATABASE_PREPARED_STATEMENTS=false). Default true.
   */
  preparedStatements?: boolean;
}

/** PostgreSQL server through a `pg` connection pool. */
export function createPgDb({ connectionString, searchPath, max = 10, preparedStatements = true }: PgDbOptions): Db {
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) {
    throw new Error(`Invalid schema name for search_path: ${searchPath}`);
  }
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  return {
    kind: 'pg',
    ...queryable(pool, preparedStatements),
    poolStats: () => ({
      connections: pool.totalCount,
      busy: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection whose ROLLBACK failed is in an unknown state: destroy it instead of reusing it.
      let broken: Error | undefined;
      // The server may drop a checked-out connection between two queries (a restart): pg then emits 'error'
      // on the client, which the pool's idle handler no longer covers and would crash the process. The next
      // query fails instead, the transaction rolls back and the connection is destroyed.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client, preparedStatements));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

function queryable(target: pg.Pool | pg.PoolClient, prepared: boolean): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      const values = params ? [...params] : undefined;
      const result = await (prepared && options?.name
        ? target.query({ name: options.name, text: sql, values })
        : target.query(sql, values));
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}
