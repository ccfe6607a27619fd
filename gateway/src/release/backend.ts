import {
  StaleRevisionError,
  type ChangeMeta,
  type HistoryEntry,
  type PublishOptions,
  type ReleaseInfo,
  type Snapshot,
} from './model';

/*
 * The interface every place of the release store implements, so the release actions, the CLI, the admin
 * page and the serving side take either:
 *
 *   - `FolderBackend` (folder-backend.ts, the default): a folder shared by every gateway and the release CLI.
 *   - `S3Backend` (s3-backend.ts): an S3-compatible bucket (RELEASE_STORE_URL=s3://bucket/prefix),
 *     compare-and-swap with conditional PUTs; gateways keep a local read-through cache of version files.
 *
 * Plus what both backends share: the compare-and-swap retry loop and the retention walk.
 */

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
