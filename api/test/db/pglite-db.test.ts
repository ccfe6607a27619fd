import { createPgliteDb } from '../../src/db/pglite-db';
import type { Db } from '../../src/db/db';

describe('pglite db: named statements', () => {
  let db: Db;
  const sql = 'SELECT to_json(t) AS row, t.id, t.at FROM t WHERE t.name <> $1 AND t.id < $2 ORDER BY t.id';

  beforeAll(async () => {
    db = await createPgliteDb('memory://');
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL, at timestamptz NOT NULL DEFAULT now());
      INSERT INTO t (id, name) SELECT g, 'n' || g FROM generate_series(1, 50) g;`);
  });
  afterAll(() => db.close());

  it('answers a named query with the same rows and types as an unnamed one, call after call', async () => {
    const plain = await db.query(sql, ['n1', 6]);
    for (let i = 0; i < 8; i++) expect(await db.query(sql, ['n1', 6], { name: 'test.rows' })).toEqual(plain);
    expect(plain.rows).toHaveLength(4);
    const first = plain.rows[0] as { row: { id: number }; id: number; at: Date };
    expect(first.row.id).toBe(2);
    expect(first.at).toBeInstanceOf(Date);
  });

  it('parses the statement once: it stays in the session until the api stops', async () => {
    await db.query(sql, ['n1', 3], { name: 'test.once' });
    await db.query(sql, ['n1', 3], { name: 'test.once' });
    const { rows } = await db.query<{ name: string }>(
      "SELECT name FROM pg_prepared_statements WHERE name LIKE 'test.once%'",
    );
    expect(rows).toEqual([{ name: 'test.once' }]);
  });

  it('keeps working after a failed parse and after a bind that failed once the statement was parsed', async () => {
    await expect(db.query('SELECT * FROM missing WHERE a = $1', ['x'], { name: 'test.missing' })).rejects.toThrow(
      /missing/,
    );
    await expect(db.query(sql, ['n1', 'no es un número'], { name: 'test.bind' })).rejects.toThrow(/integer/);
    expect((await db.query(sql, ['n1', 4], { name: 'test.bind' })).rows).toHaveLength(2);
  });

  it('serialises concurrent named and unnamed queries without mixing their answers', async () => {
    const limits = [2, 3, 4, 5, 6, 7, 8, 9];
    const results = await Promise.all(
      limits.map((n, i) => db.query(sql, ['n1', n], i % 2 ? { name: 'test.concurrent' } : undefined)),
    );
    expect(results.map((r) => r.rows.length)).toEqual(limits.map((n) => Math.max(0, n - 2)));
  });

  it('refuses one name for two SQL texts', async () => {
    await db.query('SELECT 1 AS one', [], { name: 'test.same' });
    await expect(db.query('SELECT 2 AS two', [], { name: 'test.same' })).rejects.toThrow(/two SQL texts/);
  });

  it('runs unnamed inside a transaction', async () => {
    const rows = await db.transaction(async (tx) => (await tx.query(sql, ['n1', 3], { name: 'test.tx' })).rows);
    expect(rows).toHaveLength(1);
    const { rows: prepared } = await db.query("SELECT name FROM pg_prepared_statements WHERE name = 'test.tx'");
    expect(prepared).toEqual([]);
  });

  it('never runs a named statement between two statements of a transaction', async () => {
    await db.exec('CREATE TABLE marks (v text NOT NULL)');
    let named: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO marks VALUES ('in the transaction')");
        // Started while the transaction is open: it must wait for the transaction's end, not join it.
        named = db.query('INSERT INTO marks VALUES ($1)', ['named'], { name: 'test.mark' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.query('SELECT 1');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await named;
    expect((await db.query('SELECT v FROM marks')).rows).toEqual([{ v: 'named' }]);
  });

  it('refuses a query once closed', async () => {
    const other = await createPgliteDb('memory://');
    await other.close();
    await expect(other.query('SELECT 1', [], { name: 'test.closed' })).rejects.toThrow(/closed/);
  });
});
