import { createPgDb } from '../../src/db/pg-db';

// Runs against a PostgreSQL server only (TEST_DATABASE_URL); PGlite's named statements: pglite-db.test.ts.
const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('pg db: named statements', () => {
  it('prepares a named query once per connection and answers it like an unnamed one', async () => {
    const db = createPgDb({ connectionString: url!, max: 1 });
    try {
      const sql = 'SELECT $1::int + 1 AS n';
      const first = await db.query<{ n: number }>(sql, [1], { name: 'test.plus-one' });
      const again = await db.query<{ n: number }>(sql, [41], { name: 'test.plus-one' });
      await db.query('SELECT $1::int AS unnamed', [1]);
      expect(first.rows).toEqual([{ n: 2 }]);
      expect(again.rows).toEqual([{ n: 42 }]);
      const { rows } = await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name');
      expect(rows.map((r) => r.name)).toEqual(['test.plus-one']);
    } finally {
      await db.close();
    }
  });
});

/*
 * A PostgreSQL restart cuts connections that a transaction holds between two queries. The process must
 * survive it (pg emits 'error' on a checked-out client, which nothing else listens to), the transaction
 * must fail, and the pool must serve the next query on a fresh connection. Needs a real server.
 */

onPostgres('createPgDb with the server cutting a connection mid-transaction', () => {
  it('rejects the transaction, keeps the process alive and serves the next query', async () => {
    const db = createPgDb({ connectionString: url!, max: 2 });
    const admin = createPgDb({ connectionString: url!, max: 1 });
    try {
      const transaction = db.transaction(async (tx) => {
        const [{ pid }] = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [{ pid: number }];
        // As a fast shutdown does: the server ends this backend while the transaction waits on other work.
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.query('SELECT 1');
      });
      await expect(transaction).rejects.toThrow();
      const { rows } = await db.query<{ ok: number }>('SELECT 1 AS ok');
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
      await admin.close();
    }
  });
});
