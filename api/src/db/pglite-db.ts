import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Mutex, PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';
import { checkChannel, type Db, type QueryOptions, type Queryable, type QueryResult } from './db';

/** Embedded PostgreSQL (WASM). `dataDir` is an absolute directory or `memory://`. */
export async function createPgliteDb(dataDir: string): Promise<Db> {
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    if (!dataDir.startsWith('memory://')) checkMajorVersion(dataDir);
    pglite = await PGlite.create(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  // Held by every transaction this Db starts and by every named statement: a named statement, which speaks
  // the protocol under PGlite's query lock only (runExclusive), must never land between two statements of
  // a transaction. PGlite.query and PGlite.exec take PGlite's own transaction lock.
  const transactions = new Mutex();
  const top = queryable(pglite, namedStatements(pglite, transactions));
  // Statements and transactions started on the Db and not finished; PGlite runs one of them at a time.
  let inFlight = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: readonly unknown[], options?: QueryOptions) =>
      counted(() => top.query<T>(sql, params, options)),
    exec: (sql) => counted(() => top.exec(sql)),
    transaction: (fn) =>
      counted(() => transactions.runExclusive(() => pglite.transaction((tx) => fn(queryable(tx, null))))),
    poolStats: () => ({ connections: 1, busy: Math.min(inFlight, 1), waiting: Math.max(inFlight - 1, 0) }),
    listen: (channel, handler) => pglite.listen(checkChannel(channel), handler),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}

/** The PostgreSQL major version the embedded engine (PGlite 0.5) runs; a data folder is bound to its major. */
export const PGLITE_PG_MAJOR = 18;

/** The error when the embedded database's folder was made by another PostgreSQL major version. */
export class DataDirVersionError extends Error {
  constructor(dataDir: string, found: string) {
    super(
      `The embedded database in ${dataDir} was made by PostgreSQL ${found} (an older PGlite); this api embeds ` +
        `PostgreSQL ${PGLITE_PG_MAJOR} (PGlite 0.5), which cannot open it. Its data is development data: move the ` +
        `folder aside (or delete it) and the api creates a new one with the migrations on the next start.`,
    );
    this.name = 'DataDirVersionError';
  }
}

/**
 * PGlite 0.5 cannot open a folder written by PGlite 0.3 (PostgreSQL 17) and says only "PGlite failed to
 * initialize properly": name the cause and the remedy before it tries.
 */
function checkMajorVersion(dataDir: string): void {
  let found: string;
  try {
    found = fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
  } catch {
    return; // a new folder
  }
  if (found !== String(PGLITE_PG_MAJOR)) throw new DataDirVersionError(dataDir, found);
}

/** The error when another process holds the embedded database's folder. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number, lockFile: string) {
    super(
      `The embedded database in ${dataDir} is in use by another api process (pid ${pid}). PGlite serves one ` +
        `process: stop that one, or give every instance a PostgreSQL server (DATABASE_URL). If no api is ` +
        `running there, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PGlite opens its folder with no lock of its own, and two processes writing one folder corrupt it. So the
 * api holds `<dataDir>.lock` (created exclusively, holding its pid) while the database is open; a second
 * process — or a second open in this one — is refused. A lock whose process is gone (a crash, kill -9) is
 * taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === mine) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockFile);
    if (holder && holder.host === os.hostname() && isAlive(holder.pid))
      throw new DataDirInUseError(dataDir, holder.pid, lockFile);
    // Its process is gone: take it over.
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function readHolder(lockFile: string): { pid: number; host: string } | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid?: unknown; host?: unknown };
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host }
      : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type NamedQuery = <T>(name: string, sql: string, params: readonly unknown[]) => Promise<QueryResult<T>>;

function queryable(target: PGlite | Transaction, named: NamedQuery | null): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      if (named && options?.name && (params ?? []).every(isTextParam)) return named<T>(options.name, sql, params ?? []);
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

function isTextParam(value: unknown): value is string | number | null {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * Named prepared statements on PGlite's one session. PGlite.query parses (and so plans) its text on every
 * call, and planning the wallet read cost more than running it (EXPLAIN: 0.5–3 ms against 0.45 ms) on the
 * api's only thread. A named statement is parsed once; PostgreSQL then plans it generically after a few
 * runs. PGlite exposes no named statements in its query API, so this speaks the extended protocol itself
 * — Parse (once per name), Bind, Describe, Execute, Sync — with PGlite's public pieces only: its
 * `runExclusive` (no other query runs meanwhile), `execProtocol`, the `protocol` serializer, and its own
 * result parser and type parsers. `runExclusive` does not keep out the statements of a transaction already
 * begun, so `transactions` (held by every transaction of this Db) does.
 */
function namedStatements(pglite: PGlite, transactions: Mutex): NamedQuery {
  const { serialize } = protocol;
  const prepared = new Map<string, string>();
  return async <T>(name: string, sql: string, params: readonly unknown[]) => {
    if (pglite.closed) throw new Error('PGlite is closed');
    return transactions.runExclusive(() =>
      pglite.runExclusive(async () => {
        // Read under the locks: a concurrent first call may have parsed it meanwhile.
        const known = prepared.get(name);
        if (known !== undefined && known !== sql) throw new Error(`Prepared statement ${name} names two SQL texts.`);
        const parts = [
          ...(known === undefined ? [serialize.parse({ name, text: sql })] : []),
          serialize.bind({
            statement: name,
            values: params.map((v) => (v === null ? null : String(v))) as (string | null)[],
          }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ];
        let messages;
        try {
          ({ messages } = await pglite.execProtocol(concat(parts), { syncToFs: false }));
        } catch (error) {
          // Parse may have succeeded before Bind or Execute failed: close the statement so the next call
          // parses it again instead of meeting "prepared statement already exists".
          if (known === undefined) {
            await pglite
              .execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false })
              .catch(() => undefined);
          }
          throw error;
        }
        prepared.set(name, sql);
        const [result] = parse.parseResults(messages, pglite.parsers);
        const rows = (result?.rows ?? []) as T[];
        return { rows, rowCount: result?.affectedRows ?? rows.length };
      }),
    );
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
