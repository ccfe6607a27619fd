import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/*
 * The release store, written by the release script:
 *   <root>/<package>/<version>/…   a copied webpack dist
 *   <root>/current.json            { "shell": "<version>", "mf-landing": "<version>", ... } (written atomically)
 * current.json is re-read when it changes, so switching a version needs no restart.
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
  shell: Release | null;
  remotes: Release[];
}

const EMPTY: ReleaseSnapshot = { shell: null, remotes: [] };

export class ReleaseStore {
  private key: string | null = null;
  private snapshot: ReleaseSnapshot = EMPTY;
  private loading: Promise<ReleaseSnapshot> | null = null;

  constructor(
    readonly root: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The current releases; re-reads current.json only when its mtime, size or inode changed. */
  async current(): Promise<ReleaseSnapshot> {
    let stat;
    try {
      stat = await fs.stat(this.currentFile());
    } catch (error) {
      if (!isNotFound(error)) throw error;
      if (this.key !== 'missing')
        this.log.warn({ file: this.currentFile() }, 'no current.json in the release store yet');
      this.key = 'missing';
      this.snapshot = EMPTY;
      return EMPTY;
    }
    const key = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    if (key === this.key) return this.snapshot;
    // One read for all the requests that notice the change at the same time.
    this.loading ??= this.load(key).finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** The shell and remotes listed in current.json whose files are present. */
  async remoteEntries(): Promise<RemoteEntry[]> {
    const { remotes } = await this.current();
    return remotes.map((r) => ({
      name: federationName(r.package),
      package: r.package,
      version: r.version,
      entry: `/remotes/${r.package}/${r.version}/remoteEntry.js`,
    }));
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

  private currentFile() {
    return path.join(this.root, 'current.json');
  }

  private async load(key: string): Promise<ReleaseSnapshot> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await fs.readFile(this.currentFile(), 'utf8'));
    } catch (error) {
      // Keep serving the last good releases; the release script writes atomically, so this is a hand edit.
      this.log.error(
        { err: error, file: this.currentFile() },
        'current.json is unreadable; keeping the previous releases',
      );
      this.key = key;
      return this.snapshot;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      this.log.error(
        { file: this.currentFile() },
        'current.json must be an object of package → version; keeping the previous releases',
      );
      this.key = key;
      return this.snapshot;
    }

    const next: ReleaseSnapshot = { shell: null, remotes: [] };
    for (const [pkg, version] of Object.entries(parsed)) {
      if (!PACKAGE.test(pkg) || typeof version !== 'string' || !isValidVersion(version)) {
        this.log.warn({ package: pkg, version }, 'current.json: invalid package or version, skipped');
        continue;
      }
      const release = { package: pkg, version, dir: path.join(this.root, pkg, version) };
      const entryFile = pkg === 'shell' ? 'index.html' : 'remoteEntry.js';
      if (!(await isFile(path.join(release.dir, entryFile)))) {
        this.log.warn(
          { package: pkg, version, missing: path.join(release.dir, entryFile) },
          'release listed in current.json is missing, skipped',
        );
        continue;
      }
      if (pkg === 'shell') next.shell = release;
      else next.remotes.push(release);
    }
    this.log.info(
      {
        shell: next.shell?.version ?? null,
        remotes: Object.fromEntries(next.remotes.map((r) => [r.package, r.version])),
      },
      'releases loaded',
    );
    this.key = key;
    this.snapshot = next;
    return next;
  }
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
