import pg from 'pg';
import { checkChannel, type Db, type Queryable, type QueryOptions, type QueryResult } from './db';

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
  /** Where LISTEN connects (a session: not a transaction-mode pooler). Default `connectionString`. */
  listenConnectionString?: string;
}

/** PostgreSQL server through a `pg` connection pool. */
export function createPgDb({
  connectionString,
  searchPath,
  max = 10,
  preparedStatements = true,
  listenConnectionString,
}: PgDbOptions): Db {
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
    listen: (channel, handler) => listen(listenConnectionString ?? connectionString, checkChannel(channel), handler),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1000;

/** The application_name of the LISTEN connections of this process. */
export const listenApplicationName = () => `api listen ${process.pid}`;

/**
 * LISTEN on a connection of its own (outside the pool: it is held for the process's life). A lost connection
 * (a server restart) is replaced after a second, LISTENing again; notifications sent meanwhile are lost, so
 * callers keep a slower check of their own.
 */
async function listen(
  connectionString: string,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const reconnect = () => {
    if (closed || retry) return;
    const lost = client;
    client = null;
    lost?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = null;
      connect().catch(reconnect);
    }, RECONNECT_MS);
    retry.unref();
  };
  const connect = async () => {
    // Named, so an operator (or a test) finds this process's LISTEN connection in pg_stat_activity.
    const c = new pg.Client({ connectionString, application_name: listenApplicationName() });
    c.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    c.on('error', reconnect);
    c.on('end', () => {
      if (client === c) reconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    if (closed) await c.end();
    else client = c;
  };
  await connect().catch(reconnect);
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

function queryable(target: pg.Pool | pg.PoolClient, prepared: boolean): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      const values = params ? [...params] : undefined;
      const result = await (prepared && options?.name
        ? target.query({ name: options.name, text: sql, ...(values !== undefined && { values }) })
        : target.query(sql, values));
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}
