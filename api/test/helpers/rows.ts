import type { Db, Queryable } from '../../src/db/db';
import { createTestDb, type TestDb } from './build-app';

/*
 * Rows the repositories' database tests start from, written straight in SQL so a repository is tested against
 * rows it did not write itself.
 */

/** The users row of a sign-in, made if missing. */
export async function userRow(q: Queryable, sub: string, name: string | null = null): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO users (auth_sub, name) VALUES ($1, $2)
     ON CONFLICT (auth_sub) DO UPDATE SET auth_sub = EXCLUDED.auth_sub RETURNING id`,
    [sub, name],
  );
  return rows[0]!.id;
}

/** A policies row of that owner: status 'activa' unless `columns` say otherwise. */
export async function policyRow(q: Queryable, ownerId: string, columns: Record<string, unknown> = {}): Promise<string> {
  const all: Record<string, unknown> = { owner_user_id: ownerId, status: 'activa', ...columns };
  const names = Object.keys(all);
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO policies (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(all),
  );
  return rows[0]!.id;
}

/** A stored file (a 4-byte PDF in the database). */
export async function fileRow(q: Queryable, contentType = 'application/pdf'): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO files (content_type, size_bytes, sha256, content) VALUES ($1, 4, 'x', '\\x25504446'::bytea) RETURNING id`,
    [contentType],
  );
  return rows[0]!.id;
}

/** A migrated database for one test file (PGlite, or PostgreSQL with TEST_DATABASE_URL), emptied before each test. */
export function useRepositoryDb(): { readonly db: Db } {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  beforeEach(async () => {
    await testDb!.reset();
  });
  afterAll(async () => {
    await testDb?.close();
  });
  return {
    get db() {
      return testDb!.db;
    },
  };
}
