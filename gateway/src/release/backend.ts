import {
  StaleRevisionError,
  type ChangeMeta,
  type HistoryEntry,
  type PublishOptions,
  type ReleaseInfo,
  type Snapshot,
  type SnapshotState,
} from './model';

/*
 * The interface every place of the release store implements, so the release actions, the CLI, the admin
 * page and the serving side take either:
 *
 *   - `FolderBackend` (folder-backend.ts, the default): a folder shared by every gateway and the release CLI.
 *   - `S3Backend` (s3-backend.ts): an S3-compatible bucket (RELEASE_STORE_URL=s3://bucket/prefix),
 *     compare-and-swap with conditional PUTs; gateways keep a local read-through cache of version files.
 *
 * Both extend `StoreBase`, which holds what they share once: the compare-and-swap retry loop (`update`)
 * and the retention walk (`retained`). A backend only implements reading, the conditional write and files.
 */

/** What a reader that keeps a copy of the snapshot gets from `readIfChanged`. */
export type SnapshotCheck =
  | { changed: false }
  | { changed: true; tag: string; snapshot: Snapshot }
  | { changed: true; tag: string; error: Error };

/** A change computed from the snapshot it applies to; null: nothing to write. May read the store (async). */
export type SnapshotChange = (current: Snapshot) => SnapshotWrite | null | Promise<SnapshotWrite | null>;

export interface SnapshotWrite {
  next: SnapshotState;
  meta: ChangeMeta;
}

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
  write(expected: number, next: SnapshotState, change: ChangeMeta): Promise<Snapshot>;
  /**
   * Read, change, compare-and-swap; retried on a stale revision with the change recomputed from the newer
   * snapshot (so a refusal the change throws is judged against what is really there).
   */
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
  /** Versions named by a snapshot written in the last `days` days, plus the active, canary and train ones. */
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

/**
 * What every backend shares, written once: `update` (read, apply, compare-and-swap, retried) and
 * `retained` (the retention walk). The rest is the backend's own.
 */
export abstract class StoreBase implements ReleaseBackend {
  abstract readonly location: string;
  abstract read(): Promise<Snapshot>;
  abstract readIfChanged(tag: string | null): Promise<SnapshotCheck>;
  abstract readRevision(revision: number): Promise<Snapshot | null>;
  abstract write(expected: number, next: SnapshotState, change: ChangeMeta): Promise<Snapshot>;
  abstract history(limit?: number): Promise<HistoryEntry[]>;
  abstract packages(): Promise<string[]>;
  abstract versions(pkg: string): Promise<string[]>;
  abstract hasVersion(pkg: string, version: string): Promise<boolean>;
  abstract releaseInfo(pkg: string, version: string): Promise<ReleaseInfo | null>;
  abstract readFile(pkg: string, version: string, file: string): Promise<Buffer | null>;
  abstract publish(
    pkg: string,
    version: string,
    distDir: string,
    who: string,
    options?: PublishOptions,
  ): Promise<'published' | 'unchanged'>;
  abstract publishedAt(pkg: string, version: string): Promise<Date | null>;
  abstract removeVersion(pkg: string, version: string): Promise<void>;
  abstract localFile(pkg: string, version: string, file: string): Promise<{ dir: string; file: string } | null>;
  abstract localDir(pkg: string, version: string): string;

  update(change: SnapshotChange, attempts = 20): Promise<Snapshot> {
    return updateWithRetry(this, change, attempts);
  }

  retained(days: number, now = Date.now()): Promise<Map<string, Set<string>>> {
    return retainedVersions(this, days, now);
  }
}

/** Read, apply, compare-and-swap, with a short jittered wait between tries. */
async function updateWithRetry(
  store: Pick<ReleaseBackend, 'read' | 'write'>,
  change: SnapshotChange,
  attempts: number,
): Promise<Snapshot> {
  for (let i = 0; ; i++) {
    const current = await store.read();
    const result = await change(current);
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
 * Versions named by the active snapshot (its canary too) and by every stored
 * snapshot that was still active `days` ago or later. A snapshot stays "named" until the one after it
 * replaced it more than `days` ago. updatedAt only grows with the revision, so the walk goes from the
 * newest back and stops at the first snapshot replaced before the cutoff.
 */
async function retainedVersions(
  store: Pick<ReleaseBackend, 'read' | 'readRevision'>,
  days: number,
  now = Date.now(),
): Promise<Map<string, Set<string>>> {
  const keep = new Map<string, Set<string>>();
  const add = (s: Snapshot) => {
    for (const [pkg, v] of Object.entries(s.remotes)) (keep.get(pkg) ?? keep.set(pkg, new Set()).get(pkg)!).add(v);
    for (const [pkg, c] of Object.entries(s.canary))
      (keep.get(pkg) ?? keep.set(pkg, new Set()).get(pkg)!).add(c.version);
    for (const [pkg, v] of Object.entries(s.train?.versions ?? {}))
      (keep.get(pkg) ?? keep.set(pkg, new Set()).get(pkg)!).add(v);
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
