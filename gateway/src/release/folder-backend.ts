import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * The release store: immutable versions of every package, one revisioned snapshot of what is active, the
 * history of changes. Two backends implement `ReleaseBackend` (below), so the release actions, the CLI,
 * the admin page and the serving side take either:
 *
 *   - `FileReleaseStore` (this file, the default): a folder shared by every gateway and the release CLI.
 *   - `S3ReleaseStore` (release-s3.ts): an S3-compatible bucket (RELEASE_STORE_URL=s3://bucket/prefix),
 *     compare-and-swap with conditional PUTs; gateways keep a local read-through cache of version files.
 *
 * The filesystem layout:
 *
 *   <root>/<package>/<version>/…          an immutable copy of a webpack dist (+ .release.json: digest, who,
 *                                         when, its files and, for a shell, the shared singletons it provides)
 *   <root>/snapshot.json                  the active snapshot { revision, updatedAt, remotes, canary, change }
 *   <root>/snapshots/<revision>.json      every snapshot ever written (what `rollback` and retention read)
 *   <root>/history.jsonl                  append-only: one line per change (who, when, from → to, why)
 *   <root>/.lock                          held while a writer checks the revision and renames a new snapshot
 *
 * A write is compare-and-swap: the writer says which revision it read; under the lock the store re-reads
 * snapshot.json and refuses the write when the revision moved (StaleRevisionError), so no update is lost.
 * snapshot.json is replaced by write-temp + rename, so readers (other gateways) never see half a file.
 *
 * The rename of snapshot.json is the commit point, and the snapshot carries the change that made it
 * (`change`). snapshots/<revision>.json and the history line are derived from it afterwards; a writer that
 * dies between the rename and those writes leaves them missing for that one revision only, and the next
 * writer (under the lock, before its own commit) or any reader of the history fills them in from
 * snapshot.json. So an acknowledged change never loses its history entry, and an unacknowledged one
 * never gets one. The S3 backend follows the same protocol (see release-s3.ts).
 *
 * Before this store existed the active versions lived in current.json (package → version); it is read as
 * revision 0 until the first write.
 */

export const PACKAGE_NAME = /^(shell|mf-[a-z0-9]+(-[a-z0-9]+)*)$/;
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]{0,127}$/;
// A path inside a version: segments with no leading dot and no separators (what safeSegments accepts).
const FILE_PATH = /^[\w@+~-][\w.@+~-]*(\/[\w@+~-][\w.@+~-]*)*$/;

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
  /** The change that wrote this revision (absent in revision 0 and in snapshots written before it existed). */
  change?: ChangeMeta;
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

/** What `.release.json` of a stored version says. */
export interface ReleaseInfo {
  package: string;
  version: string;
  /** digestDir of the files (dotfiles excluded). */
  digest: string;
  publishedAt: string;
  by: string;
  /** Relative path → size and sha256 (absent in versions published before it was recorded). */
  files?: Record<string, { size: number; sha256: string }>;
  /** Shell only: shared singleton key → version it provides (react → 19.3.1), for the compatibility check. */
  shared?: Record<string, string>;
}

export interface PublishOptions {
  /** Shell only: the shared singleton versions it provides, recorded in .release.json. */
  shared?: Record<string, string>;
}

/** What a reader that keeps a copy of the snapshot gets from `readIfChanged`. */
export type SnapshotCheck =
  | { changed: false }
  | { changed: true; tag: string; snapshot: Snapshot }
  | { changed: true; tag: string; error: Error };

export type SnapshotChange = (
  current: Snapshot,
) => { next: Pick<Snapshot, 'remotes' | 'canary'>; meta: ChangeMeta } | null;

/**
 * What every backend implements. Names are validated by the backend (an invalid package or version is
 * "not there"), so callers may pass what a request or a command line gave.
 */
export interface ReleaseBackend {
  /** Where the store is, for people: a folder, or s3://bucket/prefix. */
  readonly location: string;
  /** The active snapshot; an empty revision 0 when none was written yet. */
  read(): Promise<Snapshot>;
  /** For a reader that keeps a copy: the snapshot when it changed since `tag` (null: never read). */
  readIfChanged(tag: string | null): Promise<SnapshotCheck>;
  /** One stored snapshot by revision (for rollback and retention). */
  readRevision(revision: number): Promise<Snapshot | null>;
  /** Compare-and-swap: writes revision expected + 1, or throws StaleRevisionError and writes nothing. */
  write(expected: number, next: Pick<Snapshot, 'remotes' | 'canary'>, change: ChangeMeta): Promise<Snapshot>;
  /** Read, change, compare-and-swap; retried on a stale revision with the change recomputed. */
  update(change: SnapshotChange, attempts?: number): Promise<Snapshot>;
  /** The last `limit` changes, oldest first. */
  history(limit?: number): Promise<HistoryEntry[]>;
  /** Packages that have stored versions. */
  packages(): Promise<string[]>;
  /** A package's stored (complete) versions, newest first. */
  versions(pkg: string): Promise<string[]>;
  hasVersion(pkg: string, version: string): Promise<boolean>;
  /** The version's .release.json; null when it is not stored or has none. */
  releaseInfo(pkg: string, version: string): Promise<ReleaseInfo | null>;
  /** One file of a stored version; null when there is no such file. */
  readFile(pkg: string, version: string, file: string): Promise<Buffer | null>;
  /** Stores a dist as pkg@version, once: the same bytes again is 'unchanged', different bytes are refused. */
  publish(
    pkg: string,
    version: string,
    distDir: string,
    who: string,
    options?: PublishOptions,
  ): Promise<'published' | 'unchanged'>;
  /** Versions named by a snapshot written in the last `days` days, plus the active and canary ones. */
  retained(days: number, now?: number): Promise<Map<string, Set<string>>>;
  /** When a stored version was published (.release.json; a folder's time for one without it); null: not stored. */
  publishedAt(pkg: string, version: string): Promise<Date | null>;
  /** Deletes a stored version (prune). It stops being "present" first, then its files go. */
  removeVersion(pkg: string, version: string): Promise<void>;
  /**
   * Serving: a local folder and path to send `file` of pkg@version from (a remote backend fetches it into
   * its cache first); null when the version has no such file.
   */
  localFile(pkg: string, version: string, file: string): Promise<{ dir: string; file: string } | null>;
  /** Serving: the local folder `localFile` answers from for pkg@version. */
  localDir(pkg: string, version: string): string;
}

/** Test hooks: simulate a writer or publisher that dies between two steps. */
export interface StoreHooks {
  /** After the new snapshot is committed, before its revision object and history entry are written. */
  afterCommit?: (snapshot: Snapshot) => void | Promise<void>;
  /** After a version's files are stored, before .release.json marks it present. */
  beforeSeal?: (pkg: string, version: string) => void | Promise<void>;
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

/** A relative path inside a version that cannot leave it or name a dotfile. */
export function isFilePath(value: string): boolean {
  return value.length <= 512 && FILE_PATH.test(value);
}

export function emptySnapshot(): Snapshot {
  return { revision: 0, updatedAt: new Date(0).toISOString(), remotes: {}, canary: {} };
}

function parseChange(raw: unknown): ChangeMeta | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const c = raw as Record<string, unknown>;
  const text = (v: unknown) => typeof v === 'string';
  const nullable = (v: unknown) => v === null || typeof v === 'string';
  if (!text(c.who) || !text(c.why) || !text(c.action) || !text(c.package) || !nullable(c.from) || !nullable(c.to))
    return undefined;
  return {
    who: c.who as string,
    why: c.why as string,
    action: c.action as string,
    package: c.package as string,
    from: c.from as string | null,
    to: c.to as string | null,
  };
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
  const change = parseChange(r.change);
  return {
    revision: r.revision as number,
    updatedAt: typeof r.updatedAt === 'string' ? r.updatedAt : new Date(0).toISOString(),
    remotes,
    canary,
    ...(change ? { change } : {}),
  };
}

export function parseReleaseInfo(text: string): ReleaseInfo | null {
  try {
    const raw = JSON.parse(text) as Partial<ReleaseInfo>;
    if (typeof raw.digest !== 'string' || typeof raw.version !== 'string') return null;
    return raw as ReleaseInfo;
  } catch {
    return null;
  }
}

/** The snapshot a write makes from the current one. updatedAt never goes back, so retention can stop early. */
export function nextSnapshot(
  current: Snapshot,
  next: Pick<Snapshot, 'remotes' | 'canary'>,
  change: ChangeMeta,
): Snapshot {
  const at = Math.max(Date.now(), Date.parse(current.updatedAt) || 0);
  return {
    revision: current.revision + 1,
    updatedAt: new Date(at).toISOString(),
    remotes: sortKeys(next.remotes),
    canary: sortKeys(next.canary),
    change: { ...change },
  };
}

export function serializeSnapshot(snapshot: Snapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

/** The history entry a snapshot records; null for revision 0 or a snapshot written without one. */
export function historyEntryOf(snapshot: Snapshot): HistoryEntry | null {
  if (snapshot.revision < 1 || !snapshot.change) return null;
  return { revision: snapshot.revision, at: snapshot.updatedAt, ...snapshot.change };
}

/** Shared by the backends: read, apply, compare-and-swap, with a short jittered wait between tries. */
export async function updateWithRetry(
  store: Pick<ReleaseBackend, 'read' | 'write'>,
  change: SnapshotChange,
  attempts = 20,
): Promise<Snapshot> {
  for (let i = 0; ; i++) {
    const current = await store.read();
    const result = change(current);
    if (!result) return current;
    try {
      return await store.write(current.revision, result.next, result.meta);
    } catch (error) {
      if (!(error instanceof StaleRevisionError) || i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 + i * 2)));
    }
  }
}

/**
 * Shared by the backends: versions named by the active snapshot (its canary too) and by every stored
 * snapshot that was still active `days` ago or later. A snapshot stays "named" until the one after it
 * replaced it more than `days` ago. updatedAt only grows with the revision, so the walk goes from the
 * newest back and stops at the first snapshot replaced before the cutoff.
 */
export async function retainedVersions(
  store: Pick<ReleaseBackend, 'read' | 'readRevision'>,
  days: number,
  now = Date.now(),
): Promise<Map<string, Set<string>>> {
  const keep = new Map<string, Set<string>>();
  const add = (s: Snapshot) => {
    for (const [pkg, v] of Object.entries(s.remotes)) (keep.get(pkg) ?? keep.set(pkg, new Set()).get(pkg)!).add(v);
    for (const [pkg, c] of Object.entries(s.canary))
      (keep.get(pkg) ?? keep.set(pkg, new Set()).get(pkg)!).add(c.version);
  };
  const active = await store.read();
  add(active);
  const cutoff = now - days * 86_400_000;
  let successor: Snapshot = active;
  for (let revision = active.revision - 1; revision >= 1; revision--) {
    if (Date.parse(successor.updatedAt) < cutoff) break;
    const s = await store.readRevision(revision);
    if (!s) continue;
    add(s);
    successor = s;
  }
  return keep;
}

export interface LockOptions {
  /** How long to wait for the lock before giving up. Default 10 s. */
  timeoutMs?: number;
  /** A lock older than this is taken to be left by a crashed writer and removed. Default 30 s. */
  staleMs?: number;
  hooks?: StoreHooks;
}

export class FileReleaseStore implements ReleaseBackend {
  private readonly hooks: StoreHooks;

  constructor(
    readonly root: string,
    private readonly lockOptions: LockOptions = {},
  ) {
    this.hooks = lockOptions.hooks ?? {};
  }

  get location() {
    return this.root;
  }

  get snapshotFile() {
    return path.join(this.root, 'snapshot.json');
  }

  private revisionFile(revision: number) {
    return path.join(this.root, 'snapshots', `${revision}.json`);
  }

  private get historyFile() {
    return path.join(this.root, 'history.jsonl');
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

  /**
   * Re-reads only when snapshot.json (or the legacy current.json) changed its mtime, size or inode: a
   * stat per call, so every gateway on the folder sees a switch on its next request.
   */
  async readIfChanged(tag: string | null): Promise<SnapshotCheck> {
    let key = 'missing';
    for (const file of [this.snapshotFile, path.join(this.root, 'current.json')]) {
      try {
        const { mtimeMs, size, ino } = await fs.stat(file);
        key = `${file}:${mtimeMs}:${size}:${ino}`;
        break;
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    if (key === tag) return { changed: false };
    if (key === 'missing') return { changed: true, tag: key, snapshot: emptySnapshot() };
    try {
      return { changed: true, tag: key, snapshot: await this.read() };
    } catch (error) {
      return { changed: true, tag: key, error: error as Error };
    }
  }

  /** One stored snapshot by revision (for rollback); the active one even before its copy is written. */
  async readRevision(revision: number): Promise<Snapshot | null> {
    if (!Number.isInteger(revision) || revision < 1) return null;
    const text = await readText(this.revisionFile(revision));
    if (text !== null) return parseSnapshot(JSON.parse(text));
    const active = await this.read();
    return active.revision === revision ? active : null;
  }

  /**
   * Compare-and-swap: writes `next` as revision expected + 1 when the active revision is still
   * `expected`; otherwise throws StaleRevisionError and writes nothing. Then the revision's copy and
   * history line (repaired by the next writer if this one dies first).
   */
  async write(expected: number, next: Pick<Snapshot, 'remotes' | 'canary'>, change: ChangeMeta): Promise<Snapshot> {
    return this.withLock(async () => {
      const current = await this.read();
      if (current.revision !== expected) throw new StaleRevisionError(expected, current.revision);
      // The previous writer may have died after its commit: its copy and history line first.
      await this.completeRevision(current);
      const snapshot = nextSnapshot(current, next, change);
      // The rename is the commit point: the moment every gateway sees the new revision.
      await writeAtomic(this.snapshotFile, serializeSnapshot(snapshot));
      await this.hooks.afterCommit?.(snapshot);
      await this.completeRevision(snapshot);
      // The legacy package → version file, for a gateway still running the code from before snapshots.
      await writeAtomic(path.join(this.root, 'current.json'), `${JSON.stringify(snapshot.remotes, null, 2)}\n`);
      return snapshot;
    });
  }

  /** Writes a committed snapshot's copy and history line when they are missing (under the lock). */
  private async completeRevision(snapshot: Snapshot) {
    if (snapshot.revision < 1) return;
    if ((await readText(this.revisionFile(snapshot.revision))) === null) {
      await fs.mkdir(path.join(this.root, 'snapshots'), { recursive: true });
      await writeAtomic(this.revisionFile(snapshot.revision), serializeSnapshot(snapshot));
    }
    const entry = historyEntryOf(snapshot);
    if (entry && (await this.lastHistoryRevision()) < entry.revision)
      await fs.appendFile(this.historyFile, `${JSON.stringify(entry)}\n`);
  }

  /** The revision of history.jsonl's last line (0 when empty), reading only its tail. */
  private async lastHistoryRevision(): Promise<number> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.historyFile, 'r');
    } catch (error) {
      if (isNotFound(error)) return 0;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      const length = Math.min(size, 16_384);
      const { buffer } = await handle.read(Buffer.alloc(length), 0, length, size - length);
      const lines = buffer.toString('utf8').split('\n').filter(Boolean);
      const last = lines[lines.length - 1];
      if (!last) return 0;
      try {
        return (JSON.parse(last) as HistoryEntry).revision ?? 0;
      } catch {
        return 0;
      }
    } finally {
      await handle.close();
    }
  }

  /**
   * Reads, applies `change` and writes with compare-and-swap, retrying when another writer got in
   * between (the change is recomputed from the newer snapshot, so it is never applied to a stale one).
   */
  update(change: SnapshotChange, attempts = 20): Promise<Snapshot> {
    return updateWithRetry(this, change, attempts);
  }

  /** history.jsonl, plus the active snapshot's change when its writer died before appending it. */
  async history(limit = 1000): Promise<HistoryEntry[]> {
    const text = await readText(this.historyFile);
    const entries = (text ?? '')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as HistoryEntry);
    const active = historyEntryOf(await this.read());
    const last = entries[entries.length - 1]?.revision ?? 0;
    if (active && active.revision > last) entries.push(active);
    return entries.slice(-limit);
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
    return isFile(path.join(this.root, pkg, version, entry));
  }

  async releaseInfo(pkg: string, version: string): Promise<ReleaseInfo | null> {
    if (!isPackageName(pkg) || !isVersionName(version)) return null;
    const text = await readText(path.join(this.root, pkg, version, '.release.json'));
    return text === null ? null : parseReleaseInfo(text);
  }

  async publishedAt(pkg: string, version: string): Promise<Date | null> {
    const info = await this.releaseInfo(pkg, version);
    if (info && !Number.isNaN(Date.parse(info.publishedAt))) return new Date(info.publishedAt);
    if (!(await this.hasVersion(pkg, version))) return null;
    return (await fs.stat(path.join(this.root, pkg, version))).mtime;
  }

  async readFile(pkg: string, version: string, file: string): Promise<Buffer | null> {
    if (!isPackageName(pkg) || !isVersionName(version) || !isFilePath(file)) return null;
    try {
      return await fs.readFile(path.join(this.root, pkg, version, file));
    } catch (error) {
      if (isNotFound(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  localDir(pkg: string, version: string): string {
    return path.join(this.root, pkg, version);
  }

  async localFile(pkg: string, version: string, file: string): Promise<{ dir: string; file: string } | null> {
    if (!isPackageName(pkg) || !isVersionName(version) || !isFilePath(file)) return null;
    const dir = this.localDir(pkg, version);
    return (await isFile(path.join(dir, file))) ? { dir, file } : null;
  }

  /**
   * Copies a built dist into the store as pkg@version, once. Publishing the same bytes again is a no-op
   * ('unchanged'); different bytes under an existing version are refused: versions are immutable.
   */
  async publish(
    pkg: string,
    version: string,
    distDir: string,
    who: string,
    options: PublishOptions = {},
  ): Promise<'published' | 'unchanged'> {
    if (!isPackageName(pkg)) throw new ReleaseError(`Paquete inválido: ${pkg}.`);
    if (!isVersionName(version)) throw new ReleaseError(`Versión inválida: ${version}.`);
    const { digest, files } = await describeDist(distDir);
    const target = path.join(this.root, pkg, version);
    if (await exists(target)) {
      const stored = await digestDir(target);
      if (stored === digest) return 'unchanged';
      throw immutableError(pkg, version);
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    await fs.cp(distDir, tmp, {
      recursive: true,
      filter: (src) => !path.basename(src).startsWith('.') || src === distDir,
    });
    await this.hooks.beforeSeal?.(pkg, version);
    await fs.writeFile(path.join(tmp, '.release.json'), releaseInfoText(pkg, version, digest, files, who, options));
    try {
      // The rename makes the whole version appear at once.
      await fs.rename(tmp, target);
    } catch (error) {
      await fs.rm(tmp, { recursive: true, force: true });
      // Another publisher won the race: fine when it published the same bytes.
      if ((await exists(target)) && (await digestDir(target)) === digest) return 'unchanged';
      throw error;
    }
    return 'published';
  }

  retained(days: number, now = Date.now()): Promise<Map<string, Set<string>>> {
    return retainedVersions(this, days, now);
  }

  /** Renames the version out of sight first (it stops being served at once), then deletes it. */
  async removeVersion(pkg: string, version: string): Promise<void> {
    if (!isPackageName(pkg) || !isVersionName(version)) return;
    const target = path.join(this.root, pkg, version);
    const doomed = `${target}.tmp-prune-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await fs.rename(target, doomed);
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    await fs.rm(doomed, { recursive: true, force: true });
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

export function immutableError(pkg: string, version: string): ReleaseError {
  return new ReleaseError(
    `${pkg} ${version} ya está publicada con otro contenido; las versiones no se reescriben. Publicá una versión nueva.`,
  );
}

export function releaseInfoText(
  pkg: string,
  version: string,
  digest: string,
  files: Record<string, { size: number; sha256: string }>,
  who: string,
  options: PublishOptions,
): string {
  const info: ReleaseInfo = {
    package: pkg,
    version,
    digest,
    publishedAt: new Date().toISOString(),
    by: who,
    ...(options.shared ? { shared: options.shared } : {}),
    files,
  };
  return `${JSON.stringify(info, null, 2)}\n`;
}

/** The relative paths (sorted, dotfiles and dot-folders excluded) of a folder's files. */
export async function listDist(dir: string): Promise<string[]> {
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
  return files.sort();
}

/** sha256 over the sorted relative paths and contents of a folder's files (dotfiles excluded). */
export async function digestDir(dir: string): Promise<string> {
  return (await describeDist(dir)).digest;
}

/** digestDir plus each file's size and sha256 (what .release.json records). */
export async function describeDist(
  dir: string,
): Promise<{ digest: string; files: Record<string, { size: number; sha256: string }> }> {
  const hash = createHash('sha256');
  const files: Record<string, { size: number; sha256: string }> = {};
  for (const f of await listDist(dir)) {
    const bytes = await fs.readFile(path.join(dir, f));
    hash.update(`${f}\0`);
    hash.update(bytes);
    hash.update('\0');
    files[f] = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
  return { digest: hash.digest('hex'), files };
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

export async function writeAtomic(file: string, body: string | Buffer) {
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

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

export function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}
