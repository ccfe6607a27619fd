import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { inCanary } from './canary';
import { FileReleaseStore, type CanaryState, type Snapshot } from './release-store';

/*
 * What the gateway serves from the release store (layout and writes in release-store.ts): the active
 * snapshot, re-read when snapshot.json changes, so a switch needs no restart, and any stored version's files.
 */

export const PACKAGE = /^(shell|mf-[a-z0-9]+(-[a-z0-9]+)*)$/;
export const REMOTE_PACKAGE = /^mf-[a-z0-9]+(-[a-z0-9]+)*$/;
const VERSION = /^[0-9A-Za-z._-]+$/;
// A path segment inside a release: no leading dot (so no `.`, `..`, dotfiles), no separators or encodings.
const SEGMENT = /^[\w@+~-][\w.@+~-]*$/;
const HASHED = /\.[0-9a-f]{8}\./;

export function isValidVersion(version: string): boolean {
  return VERSION.test(version) && version !== '.' && version !== '..' && version.length <= 128;
}

/**
 * Splits a request path (already URL-decoded) inside a release into safe segments; null when any
 * segment could leave the folder or name a hidden file (`..`, `.env`, `a\b`, `%2e`, empty segments).
 */
export function safeSegments(filePath: string): string[] | null {
  if (filePath.length === 0 || filePath.length > 512) return null;
  const segments = filePath.split('/');
  return segments.every((s) => SEGMENT.test(s)) ? segments : null;
}

/** Fixed-name entry files must be revalidated; content-hashed files never change. */
export function cacheControlFor(fileName: string): string {
  return HASHED.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** `mf-landing` → `mf_landing`, the name the package's federation container registers. */
export function federationName(pkg: string): string {
  return pkg.replace(/-/g, '_');
}

export interface Release {
  package: string;
  version: string;
  /** Absolute folder of this version. */
  dir: string;
}

export interface RemoteEntry {
  name: string;
  package: string;
  version: string;
  entry: string;
}

export interface ReleaseSnapshot {
  revision: number;
  shell: Release | null;
  remotes: Release[];
  /** package → candidate version and share (only candidates whose files are present). */
  canary: Record<string, CanaryState>;
}

/** How one browser's versions differ from the snapshot: its canary cohorts and its QA pins. */
export interface BrowserChoice {
  bucketId: string | null;
  /** package → version pinned by a valid QA cookie. */
  pinned: Record<string, string>;
}

const EMPTY: ReleaseSnapshot = { revision: 0, shell: null, remotes: [], canary: {} };

export class ReleaseStore {
  private key: string | null = null;
  private snapshot: ReleaseSnapshot = EMPTY;
  private loading: Promise<ReleaseSnapshot> | null = null;
  readonly files: FileReleaseStore;

  constructor(
    readonly root: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.files = new FileReleaseStore(root);
  }

  /**
   * The active snapshot; re-reads snapshot.json (or the legacy current.json) only when its mtime, size
   * or inode changed. A stat per call, so every gateway on the store sees a switch on its next request.
   */
  async current(): Promise<ReleaseSnapshot> {
    let stat;
    try {
      stat = await statFirst([this.files.snapshotFile, path.join(this.root, 'current.json')]);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      if (this.key !== 'missing')
        this.log.warn({ file: this.files.snapshotFile }, 'no snapshot.json in the release store yet');
      this.key = 'missing';
      this.snapshot = EMPTY;
      return EMPTY;
    }
    const key = `${stat.file}:${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    if (key === this.key) return this.snapshot;
    // One read for all the requests that notice the change at the same time.
    this.loading ??= this.load(key).finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /**
   * The remotes one page load registers, all from one snapshot: the active versions, the canary
   * candidate for browsers in its cohort, and the versions a QA cookie pins (when stored).
   */
  async remoteEntries(choice: BrowserChoice = { bucketId: null, pinned: {} }): Promise<{
    revision: number;
    remotes: RemoteEntry[];
    pinned: Record<string, string>;
  }> {
    const snapshot = await this.current();
    const pinned: Record<string, string> = {};
    const remotes: RemoteEntry[] = [];
    for (const r of snapshot.remotes) {
      let version = r.version;
      const canary = snapshot.canary[r.package];
      if (canary && choice.bucketId && inCanary(choice.bucketId, r.package, canary.percent)) version = canary.version;
      const pin = choice.pinned[r.package];
      if (pin && (await this.files.hasVersion(r.package, pin))) {
        version = pin;
        pinned[r.package] = pin;
      }
      remotes.push({
        name: federationName(r.package),
        package: r.package,
        version,
        entry: `/remotes/${r.package}/${version}/remoteEntry.js`,
      });
    }
    return { revision: snapshot.revision, remotes, pinned };
  }

  /**
   * The path of `filePath` inside `pkg@version` relative to that version's folder, or null when the
   * package, version or file does not exist or the path is not safe. Any stored version is served, not
   * only the current one, so pages loaded before a switch keep finding their chunks.
   */
  async resolve(pkg: string, version: string, filePath: string): Promise<{ dir: string; file: string } | null> {
    if (!PACKAGE.test(pkg) || !isValidVersion(version)) return null;
    return this.resolveIn(path.join(this.root, pkg, version), filePath);
  }

  /** Same as `resolve` inside an already known release folder. */
  async resolveIn(dir: string, filePath: string): Promise<{ dir: string; file: string } | null> {
    const segments = safeSegments(filePath);
    if (!segments) return null;
    const absolute = path.resolve(dir, ...segments);
    if (!absolute.startsWith(dir + path.sep)) return null;
    return (await isFile(absolute)) ? { dir, file: segments.join('/') } : null;
  }

  private async load(key: string): Promise<ReleaseSnapshot> {
    let parsed: Snapshot;
    try {
      parsed = await this.files.read();
    } catch (error) {
      // Keep serving the last good releases; writers rename whole files, so this is a hand edit.
      this.log.error(
        { err: error, file: this.files.snapshotFile },
        'the release snapshot is unreadable; keeping the previous releases',
      );
      this.key = key;
      return this.snapshot;
    }

    const next: ReleaseSnapshot = { revision: parsed.revision, shell: null, remotes: [], canary: {} };
    for (const [pkg, version] of Object.entries(parsed.remotes)) {
      const release = { package: pkg, version, dir: path.join(this.root, pkg, version) };
      if (!(await this.files.hasVersion(pkg, version))) {
        this.log.warn({ package: pkg, version }, 'release listed in the snapshot is missing, skipped');
        continue;
      }
      if (pkg === 'shell') next.shell = release;
      else next.remotes.push(release);
    }
    for (const [pkg, canary] of Object.entries(parsed.canary)) {
      if (await this.files.hasVersion(pkg, canary.version)) next.canary[pkg] = canary;
      else this.log.warn({ package: pkg, version: canary.version }, 'canary version is missing, skipped');
    }
    this.log.info(
      {
        revision: next.revision,
        shell: next.shell?.version ?? null,
        remotes: Object.fromEntries(next.remotes.map((r) => [r.package, r.version])),
        canary: next.canary,
      },
      'releases loaded',
    );
    this.key = key;
    this.snapshot = next;
    return next;
  }
}

async function statFirst(files: string[]) {
  let last: unknown;
  for (const file of files) {
    try {
      const { mtimeMs, size, ino } = await fs.stat(file);
      return { file, mtimeMs, size, ino };
    } catch (error) {
      if (!isNotFound(error)) throw error;
      last = error;
    }
  }
  throw last;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}
