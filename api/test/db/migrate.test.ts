import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from '../../src/db/migrate';
import { createPgliteDb } from '../../src/db/pglite-db';
import { createTestDb, type TestDb } from '../helpers/build-app';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb({ migrated: false });
});

afterAll(async () => {
  await testDb?.close();
});

async function recorded() {
  const { rows } = await testDb.db.query<{ version: number; name: string }>(
    'SELECT version, name FROM schema_migrations ORDER BY version',
  );
  return rows;
}

describe('migrate', () => {
  it('applies every migration once, even when two instances start together, then does nothing', async () => {
    const all = readMigrations().map((m) => m.name);
    expect(all[0]).toBe('001_users.sql');

    const [first, second] = await Promise.all([migrate(testDb.db), migrate(testDb.db)]);
    expect([...first, ...second].sort()).toEqual(all);

    expect(await migrate(testDb.db)).toEqual([]);
    expect((await recorded()).map((r) => r.name)).toEqual(all);
    // The tables exist.
    await expect(
      testDb.db.query('SELECT id, auth_sub, email, name, nickname, created_at, updated_at FROM users'),
    ).resolves.toEqual({ rows: [], rowCount: 0 });
  });

  it('refuses a migration edited after it was applied', async () => {
    const [users] = readMigrations();
    await expect(migrate(testDb.db, [{ ...users!, checksum: 'edited' }])).rejects.toThrow(/001_users\.sql changed/);
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    const broken = {
      version: 999,
      name: '999_broken.sql',
      sql: 'CREATE TABLE half (id int); SELECT nope;',
      checksum: 'x',
    };
    await expect(migrate(testDb.db, [broken])).rejects.toThrow();
    expect((await recorded()).map((r) => r.version)).not.toContain(999);
    const { rows } = await testDb.db.query(`SELECT 1 FROM pg_tables WHERE tablename = 'half'`);
    expect(rows).toEqual([]);
  });
});

describe('embedded database on disk', () => {
  it('keeps data and applies nothing again after a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
    try {
      const first = await createPgliteDb(dir);
      expect(await migrate(first)).toEqual(readMigrations().map((m) => m.name));
      await first.query(`INSERT INTO users (auth_sub) VALUES ('auth0|kept')`);
      await first.close();

      const second = await createPgliteDb(dir);
      expect(await migrate(second)).toEqual([]);
      expect((await second.query('SELECT auth_sub FROM users')).rows).toEqual([{ auth_sub: 'auth0|kept' }]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('readMigrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('orders files by number', () => {
    fs.writeFileSync(path.join(dir, '010_b.sql'), 'SELECT 2;');
    fs.writeFileSync(path.join(dir, '002_a.sql'), 'SELECT 1;');
    expect(readMigrations(dir).map((m) => m.version)).toEqual([2, 10]);
  });

  it('rejects badly named or duplicate files', () => {
    fs.writeFileSync(path.join(dir, 'users.sql'), '');
    expect(() => readMigrations(dir)).toThrow(/001_description\.sql/);
    fs.rmSync(path.join(dir, 'users.sql'));
    fs.writeFileSync(path.join(dir, '001_a.sql'), '');
    fs.writeFileSync(path.join(dir, '001_b.sql'), '');
    expect(() => readMigrations(dir)).toThrow(/share number 1/);
  });
});
