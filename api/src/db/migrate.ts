import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

/** api/migrations: `NNN_description.sql`, applied in numeric order, never edited once applied. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d+)_[a-z0-9_]+\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name must look like 001_description.sql: ${file}`);
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return { version: Number(match[1]), name: file, sql, checksum: sha256(sql) };
    })
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(`Two migrations share number ${migrations[i]!.version}`);
    }
  }
  return migrations;
}

// Every step holds this transaction-level advisory lock, so api instances starting together apply each
// migration once: the second waits, then sees it recorded. Keyed by schema so test schemas do not queue.
const LOCK = `SELECT pg_advisory_xact_lock(hashtext('schema_migrations:' || coalesce(current_schema(), '')))`;

/**
 * Applies the pending migrations, each in its own transaction, recording them in `schema_migrations`.
 * Safe to run again (does nothing) and from several processes at once. Returns the names applied.
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query(LOCK);
      const { rows } = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      const done = rows[0];
      if (done) {
        if (done.checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} changed after it was applied; add a new migration instead`);
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.name);
  }
  return applied;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
