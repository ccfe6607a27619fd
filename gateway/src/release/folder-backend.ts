import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { StoreBase, type SnapshotCheck, type StoreHooks } from './backend';
import { describeDist, digestDir, exists, isFile, isNotFound, readText, writeAtomic } from './local-files';
import {
  ReleaseError,
  StaleRevisionError,
  emptySnapshot,
  historyEntryOf,
  immutableError,
  isFilePath,
  isPackageName,
  isVersionName,
  nextSnapshot,
  parseReleaseInfo,
  parseSnapshot,
  releaseInfoText,
  serializeSnapshot,
  type ChangeMeta,
  type HistoryEntry,
  type PublishOptions,
  type ReleaseInfo,
  type Snapshot,
  type SnapshotState,
} from './model';

/*
 * The release store in a folder (RELEASES_DIR, the default), shared by every gateway and the release CLI.
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
 * never gets one. The S3 backend follows the same protocol (see s3-backend.ts).
 *
 * Before this store existed the active versions lived in current.json (package → version); it is read as
 * revision 0 until the first write.
 */

export interface LockOptions {
  /** How long to wait for the lock before giving up. Default 10 s. */
  timeoutMs?: number;
  /** A lock older than this is taken to be left by a crashed writer and removed. Default 30 s. */
  staleMs?: number;
  hooks?: StoreHooks;
}

export class FolderBackend extends StoreBase {
  private readonly hooks: StoreHooks;

  constructor(
    readonly root: string,
    private readonly lockOptions: LockOptions = {},
  ) {
    super();
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
  async write(expected: number, next: SnapshotState, change: ChangeMeta): Promise<Snapshot> {
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
