import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * The release store on a filesystem (the default backend; shared by every gateway and the release CLI):
 *
 *   <root>/<package>/<version>/…          an immutable copy of a webpack dist (+ .release.json: digest, who, when)
 *   <root>/snapshot.json                  the active snapshot { revision, updatedAt, remotes, canary }
 *   <root>/snapshots/<revision>.json      every snapshot ever written (what `rollback` and retention read)
 *   <root>/history.jsonl                  append-only: one line per change (who, when, from → to, why)
 *   <root>/.lock                          held while a writer checks the revision and renames a new snapshot
 *
 * A write is compare-and-swap: the writer says which revision it read; under the lock the store re-reads
 * snapshot.json and refuses the write when the revision moved (StaleRevisionError), so no update is lost.
 * snapshot.json is replaced by write-temp + rename, so readers (other gateways) never see half a file.
 *
 * Before this store existed the active versions lived in current.json (package → version); it is read as
 * revision 0 until the first write.
 *
 * Another backend (an S3-compatible bucket with `If-Match` conditional PUTs on snapshot.json) would
 * implement the same five operations: read, compare-and-swap write, append history, put a version once,
 * list versions. Only the filesystem one is written.
 */

export const PACKAGE_NAME = /^(shell|mf-[a-z0-9]+(-[a-z0-9]+)*)$/;
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]{0,127}$/;

export interface CanaryState {
  version: string;
  /** Share of browsers that get `version`, 0–100 (two decimals). */
  percent: number;
}

export interface Snapshot {
  revision: number;
  updatedAt: string;
  /** package → active version (the shell included). */
  remotes: Record<string, string>;
  /** package → candidate version and share, while a canary runs. */
  canary: Record<string, CanaryState>;
}

export interface HistoryEntry {
  revision: number;
  at: string;
  who: string;
  action: string;
  package: string;
  from: string | null;
  to: string | null;
  why: string;
}

export interface ChangeMeta {
  who: string;
  why: string;
  action: string;
  package: string;
  from: string | null;
  to: string | null;
}

export class StaleRevisionError extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(
      `La revisión cambió (esperaba ${expected}, ahora es ${actual}): otro cambio llegó antes. Volvé a leer y probá de nuevo.`,
    );
    this.name = 'StaleRevisionError';
  }
}

export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

export function isPackageName(value: string): boolean {
  return PACKAGE_NAME.test(value);
}

export function isVersionName(value: string): boolean {
  return VERSION_NAME.test(value);
}

export function emptySnapshot(): Snapshot {
  return { revision: 0, updatedAt: new Date(0).toISOString(), remotes: {}, canary: {} };
}

/** Validates what snapshot.json (or a hand-edited one) holds; null when it is not a snapshot. */
export function parseSnapshot(raw: unknown): Snapshot | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (!Number.isInteger(r.revision) || typeof r.remotes !== 'object' || r.remotes === null) return null;
  const remotes: Record<string, string> = {};
  for (const [pkg, version] of Object.entries(r.remotes as Record<string, unknown>)) {
    if (isPackageName(pkg) && typeof version === 'string' && isVersionName(version)) remotes[pkg] = version;
  }
  const canary: Record<string, CanaryState> = {};
  const rawCanary = typeof r.canary === 'object' && r.canary !== null ? (r.canary as Record<string, unknown>) : {};
  for (const [pkg, value] of Object.entries(rawCanary)) {
    const c = value as Partial<CanaryState> | null;
    if (
      isPackageName(pkg) &&
      typeof c?.version === 'string' &&
      isVersionName(c.version) &&
      typeof c.percent === 'number' &&
      c.percent >= 0 &&
      c.percent <= 100
    ) {
      canary[pkg] = { version: c.version, percent: c.percent };
    }
  }
  return {
    revision: r.revision as number,
    updatedAt: typeof r.updatedAt === 'string' ? r.updatedAt : new Date(0).toISOString(),
    remotes,
    canary,
  };
}

export interface LockOptions {
  /** How long to wait for the lock before giving up. Default 10 s. */
  timeoutMs?: number;
  /** A lock older than this is taken to be left by a crashed writer and removed. Default 30 s. */
  staleMs?: number;
}

export class FileReleaseStore {
  constructor(
    readonly root: string,
    private readonly lockOptions: LockOptions = {},
  ) {}

  get snapshotFile() {
    return path.join(this.root, 'snapshot.json');
  }

  /** The active snapshot; the legacy current.json as revision 0; an empty revision 0 when neither exists. */
  async read(): Promise<Snapshot> {
    const text = await readText(this.snapshotFile);
    if (text !== null) {
      const parsed = parseSnapshot(JSON.parse(text));
      if (!parsed) throw new ReleaseError(`${this.snapshotFile} no es un snapshot válido.`);
      return parsed;
    }
    const legacy = await readText(path.join(this.root, 'current.json'));
    if (legacy === null) return emptySnapshot();
    const remotes = JSON.parse(legacy) as unknown;
    return parseSnapshot({ revision: 0, remotes }) ?? emptySnapshot();
  }

  /** One stored snapshot by revision (for rollback). */
  async readRevision(revision: number): Promise<Snapshot | null> {
    const text = await readText(path.join(this.root, 'snapshots', `${revision}.json`));
    return text === null ? null : parseSnapshot(JSON.parse(text));
  }

  /**
   * Compare-and-swap: writes `next` as revision expected + 1 when the active revision is still
   * `expected`; otherwise throws StaleRevisionError and writes nothing. Appends the history line.
   */
  async write(expected: number, next: Pick<Snapshot, 'remotes' | 'canary'>, change: ChangeMeta): Promise<Snapshot> {
    return this.withLock(async () => {
      const current = await this.read();
      if (current.revision !== expected) throw new StaleRevisionError(expected, current.revision);
      const snapshot: Snapshot = {
        revision: expected + 1,
        updatedAt: new Date().toISOString(),
        remotes: sortKeys(next.remotes),
        canary: sortKeys(next.canary),
      };
      const body = `${JSON.stringify(snapshot, null, 2)}\n`;
      await fs.mkdir(path.join(this.root, 'snapshots'), { recursive: true });
      await writeAtomic(path.join(this.root, 'snapshots', `${snapshot.revision}.json`), body);
      const entry: HistoryEntry = { revision: snapshot.revision, at: snapshot.updatedAt, ...change };
      await fs.appendFile(path.join(this.root, 'history.jsonl'), `${JSON.stringify(entry)}\n`);
      // The rename is the moment every gateway sees the new revision.
      await writeAtomic(this.snapshotFile, body);
      // The legacy package → version file, for a gateway still running the code from before snapshots.
      await writeAtomic(path.join(this.root, 'current.json'), `${JSON.stringify(snapshot.remotes, null, 2)}\n`);
      return snapshot;
    });
  }

  /**
   * Reads, applies `change` and writes with compare-and-swap, retrying when another writer got in
   * between (the change is recomputed from the newer snapshot, so it is never applied to a stale one).
   */
  async update(
    change: (current: Snapshot) => { next: Pick<Snapshot, 'remotes' | 'canary'>; meta: ChangeMeta } | null,
    attempts = 20,
  ): Promise<Snapshot> {
    for (let i = 0; ; i++) {
      const current = await this.read();
      const result = change(current);
      if (!result) return current;
      try {
        return await this.write(current.revision, result.next, result.meta);
      } catch (error) {
        if (!(error instanceof StaleRevisionError) || i >= attempts) throw error;
      }
    }
  }

  async history(limit = 1000): Promise<HistoryEntry[]> {
    const text = await readText(path.join(this.root, 'history.jsonl'));
    if (text === null) return [];
    const lines = text.split('\n').filter(Boolean);
    return lines.slice(-limit).map((l) => JSON.parse(l) as HistoryEntry);
  }

  async versions(pkg: string): Promise<string[]> {
    if (!isPackageName(pkg)) return [];
    let entries;
    try {
      entries = await fs.readdir(path.join(this.root, pkg), { withFileTypes: true });
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
    const dirs = entries.filter((e) => e.isDirectory() && isVersionName(e.name) && !e.name.includes('.tmp-'));
    const withTime = await Promise.all(
      dirs.map(async (e) => ({ v: e.name, at: (await fs.stat(path.join(this.root, pkg, e.name))).mtimeMs })),
    );
    return withTime.sort((a, b) => b.at - a.at).map((e) => e.v);
  }

  async packages(): Promise<string[]> {
    let entries;
    try {
      entries = await fs.readdir(this.root, { withFileTypes: true });
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
    return entries
      .filter((e) => e.isDirectory() && isPackageName(e.name))
      .map((e) => e.name)
      .sort();
  }

  async hasVersion(pkg: string, version: string): Promise<boolean> {
    if (!isPackageName(pkg) || !isVersionName(version)) return false;
    const entry = pkg === 'shell' ? 'index.html' : 'remoteEntry.js';
    try {
      return (await fs.stat(path.join(this.root, pkg, version, entry))).isFile();
    } catch {
      return false;
    }
  }

  /**
   * Copies a built dist into the store as pkg@version, once. Publishing the same bytes again is a no-op
   * ('unchanged'); different bytes under an existing version are refused: versions are immutable.
   */
  async publish(pkg: string, version: string, distDir: string, who: string): Promise<'published' | 'unchanged'> {
    if (!isPackageName(pkg)) throw new ReleaseError(`Paquete inválido: ${pkg}.`);
    if (!isVersionName(version)) throw new ReleaseError(`Versión inválida: ${version}.`);
    const digest = await digestDir(distDir);
    const target = path.join(this.root, pkg, version);
    if (await exists(target)) {
      const stored = await digestDir(target);
      if (stored === digest) return 'unchanged';
      throw new ReleaseError(
        `${pkg} ${version} ya está publicada con otro contenido; las versiones no se reescriben. Publicá una versión nueva.`,
      );
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    await fs.cp(distDir, tmp, {
      recursive: true,
      filter: (src) => !path.basename(src).startsWith('.') || src === distDir,
    });
    await fs.writeFile(
      path.join(tmp, '.release.json'),
      `${JSON.stringify({ package: pkg, version, digest, publishedAt: new Date().toISOString(), by: who }, null, 2)}\n`,
    );
    try {
      await fs.rename(tmp, target);
    } catch (error) {
      await fs.rm(tmp, { recursive: true, force: true });
      // Another publisher won the race: fine when it published the same bytes.
      if ((await exists(target)) && (await digestDir(target)) === digest) return 'unchanged';
      throw error;
    }
    return 'published';
  }

  /**
   * Versions named by any snapshot written in the last `days` days, plus the active and canary ones:
   * these must stay served so open tabs keep finding their chunks.
   */
  async retained(days: number, now = Date.now()): Promise<Map<string, Set<string>>> {
    const keep = new Map<string, Set<string>>();
    const add = (s: Snapshot) => {
      for (const [pkg, v] of Object.entries(s.remotes)) (keep.get(pkg) ?? keep.set(pkg, new Set()).get(pkg)!).add(v);
      for (const [pkg, c] of Object.entries(s.canary))
        (keep.get(pkg) ?? keep.set(pkg, new Set()).get(pkg)!).add(c.version);
    };
    const active = await this.read();
    add(active);
    let files: string[] = [];
    try {
      files = await fs.readdir(path.join(this.root, 'snapshots'));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    const cutoff = now - days * 86_400_000;
    for (const f of files.filter((name) => /^\d+\.json$/.test(name))) {
      const revision = Number.parseInt(f, 10);
      const s = await this.readRevision(revision);
      // A snapshot stays "named" until the one after it replaced it more than `days` ago.
      const next = await this.readRevision(revision + 1);
      if (s && (!next || Date.parse(next.updatedAt) >= cutoff)) add(s);
    }
    return keep;
  }

  /** Takes the store's lock file (O_EXCL create), runs fn, releases it. */
  async withLock<T>(fn: () => Promise<T>): Promise<T> {
    const lock = path.join(this.root, '.lock');
    const timeoutMs = this.lockOptions.timeoutMs ?? 10_000;
    const staleMs = this.lockOptions.staleMs ?? 30_000;
    await fs.mkdir(this.root, { recursive: true });
    const started = Date.now();
    let handle: fs.FileHandle | null = null;
    for (let wait = 2; handle === null; wait = Math.min(wait * 2, 50)) {
      try {
        handle = await fs.open(lock, 'wx');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const age = await fs.stat(lock).then(
          (s) => Date.now() - s.mtimeMs,
          () => 0,
        );
        if (age > staleMs) await fs.rm(lock, { force: true });
        else if (Date.now() - started > timeoutMs)
          throw new ReleaseError(`El almacén está bloqueado (${lock}); probá de nuevo.`);
        else await new Promise((r) => setTimeout(r, wait + Math.random() * wait));
      }
    }
    try {
      await handle.writeFile(`${process.pid}\n`);
      return await fn();
    } finally {
      await handle.close();
      await fs.rm(lock, { force: true });
    }
  }
}

/** sha256 over the sorted relative paths and contents of a folder's files (dotfiles excluded). */
export async function digestDir(dir: string): Promise<string> {
  const files: string[] = [];
  async function walk(rel: string) {
    for (const e of await fs.readdir(path.join(dir, rel), { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(child);
      else if (e.isFile()) files.push(child);
    }
  }
  await walk('');
  files.sort();
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(`${f}\0`);
    hash.update(await fs.readFile(path.join(dir, f)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

async function writeAtomic(file: string, body: string) {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
}

async function readText(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.stat(file);
    return true;
  } catch {
    return false;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}
