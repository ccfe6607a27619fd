/**
 * The one database interface the api codes against. Two implementations: embedded PGlite (default)
 * and a `pg` Pool (DATABASE_URL). Write plain PostgreSQL with $1, $2... placeholders; both accept it.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated, deleted or returned by the statement. */
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Makes the statement a named prepared statement: each PostgreSQL connection (or PGlite's one session)
   * parses it once and, after a few runs, reuses a generic plan instead of planning it on every call (the
   * wallet read's plan cost as much as running it). Only for a fixed SQL text; one name, one text. Outside a
   * transaction; inside one, and on PGlite with parameters other than text and numbers, it runs unnamed.
   */
  name?: string;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * Connection use now, for the metrics. pg: the Pool's own counts. PGlite has one embedded connection that
 * runs one statement or transaction at a time: `busy` is 1 while one runs and `waiting` counts the
 * queries and transactions queued behind it (started on this Db, not yet running).
 */
export interface DbPoolStats {
  connections: number;
  busy: number;
  waiting: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  poolStats(): DbPoolStats;
  /**
   * Runs `fn` inside BEGIN/COMMIT on one connection; rolls back and rethrows if it throws.
   * Use only the `tx` handed to `fn` inside it: on PGlite, `db.query` waits for the transaction to end.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (a lower-case identifier) sent by any
   * instance on this database (`SELECT pg_notify(channel, payload)`); resolves to the unsubscribe. pg: one
   * connection of its own (DATABASE_LISTEN_URL when set), reconnected after a loss; PGlite: its own LISTEN.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A LISTEN channel name: a plain lower-case identifier (it cannot be a bind parameter). */
export function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid LISTEN channel: ${channel}`);
  return channel;
}
