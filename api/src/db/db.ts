/**
 * The one database interface the api codes against. Two implementations: embedded PGlite (default)
 * and a `pg` Pool (DATABASE_URL). Write plain PostgreSQL with $1, $2... placeholders; both accept it.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated, deleted or returned by the statement. */
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs `fn` inside BEGIN/COMMIT on one connection; rolls back and rethrows if it throws.
   * Use only the `tx` handed to `fn` inside it: on PGlite, `db.query` waits for the transaction to end.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
