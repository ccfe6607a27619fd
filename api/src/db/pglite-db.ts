import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db';

/** Embedded PostgreSQL (WASM). `dataDir` is an absolute directory or `memory://`. */
export async function createPgliteDb(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
