import type { FastifyBaseLogger } from 'fastify';
import type { ReleaseBackend, SnapshotCheck } from './backend';
import { inCanary, inTrainCohort } from './canary';
import { FolderBackend } from './folder-backend';
import { isPackageName, isVersionName, safeSegments, type CanaryState, type Snapshot, type TrainCanary } from './model';

/*
 * What the gateway serves from the release backend (a folder or a bucket, see backend.ts): the active
 * snapshot, re-read when it changes, so a switch needs no restart, and any stored version's files.
 */

const HASHED = /\.[0-9a-f]{8}\./;

/**
 * Fixed-name entry files must be revalidated (ETag); content-hashed files never change. The shell's
 * fixed-name files at `/` (index.html, main.js) depend on the browser's canary cohort and QA pins
 * (`perBrowser`): private, so a shared cache (a CDN) never stores them.
 */
export function cacheControlFor(fileName: string, { perBrowser = false }: { perBrowser?: boolean } = {}): string {
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return perBrowser ? 'private, no-cache' : 'no-cache';
}

export function isHashedName(fileName: string): boolean {
  return HASHED.test(fileName);
}

/** `mf-landing` → `mf_landing`, the name the package's federation container registers. */
export function federationName(pkg: string): string {
  return pkg.replace(/-/g, '_');
}

export interface Release {
  package: string;
  version: string;
  /** Local folder of this version (the store's folder, or the gateway's cache of a bucket). */
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
  /** The release train in canary (only when every version of its set is present: never part of it). */
  train: TrainCanary | null;
}

/** How one browser's versions differ from the snapshot: its canary cohorts and its QA pins. */
export interface BrowserChoice {
  bucketId: string | null;
  /** package → version pinned by a valid QA cookie. */
  pinned: Record<string, string>;
}

const SLOW_STORE_MS = 1000;

/** The train's versions when this browser is in its cohort (every package of the set), else null. */
function trainFor(snapshot: ReleaseSnapshot, choice: BrowserChoice): Record<string, string> | null {
  const { train } = snapshot;
  if (!train || !choice.bucketId || !inTrainCohort(choice.bucketId, train.name, train.percent)) return null;
  return train.versions;
}

const EMPTY: ReleaseSnapshot = { revision: 0, shell: null, remotes: [], canary: {}, train: null };

export interface LiveReleasesOptions {
  /**
   * How long a read snapshot is used before asking the store again. 0 (the filesystem: a stat per
   * request); 300 ms for a bucket (a conditional GET), so gateways see a change well within a second.
   */
  pollMs?: number;
}

export class LiveReleases {
  private tag: string | null = null;
  private snapshot: ReleaseSnapshot = EMPTY;
  private checking: Promise<ReleaseSnapshot> | null = null;
  private checkedAt = 0;
  private readonly pollMs: number;
  /** Versions known to be stored (QA pins), with when that was learnt. */
  private readonly present = new Map<string, number>();
  /** Where the releases are: a folder (FolderBackend) or a bucket (S3Backend). */
  readonly backend: ReleaseBackend;

  constructor(
    backend: string | ReleaseBackend,
    private readonly log: FastifyBaseLogger,
    options: LiveReleasesOptions = {},
  ) {
    this.backend = typeof backend === 'string' ? new FolderBackend(backend) : backend;
    this.pollMs = options.pollMs ?? (this.backend instanceof FolderBackend ? 0 : 300);
  }

  /**
   * The active snapshot. Asks the backend whether it changed (a stat of snapshot.json, or a conditional
   * GET of the bucket's at most every `pollMs`) and re-reads it only when it did.
   */
  async current(): Promise<ReleaseSnapshot> {
    if (this.pollMs > 0 && Date.now() - this.checkedAt < this.pollMs) return this.snapshot;
    // One check for all the requests that arrive at the same time.
    this.checking ??= this.check().finally(() => {
      this.checking = null;
    });
    if (this.pollMs === 0 || this.tag === null) return this.checking;
    // A slow bucket delays a request by a second at most; then the snapshot read last is served.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<ReleaseSnapshot>((resolve) => {
      timer = setTimeout(() => resolve(this.snapshot), SLOW_STORE_MS);
    });
    try {
      return await Promise.race([this.checking, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async check(): Promise<ReleaseSnapshot> {
    let result: SnapshotCheck;
    try {
      result = await this.backend.readIfChanged(this.tag);
    } catch (error) {
      // The store does not answer: keep serving what was read last, ask again after pollMs.
      this.log.error(
        { err: error, store: this.backend.location },
        'the release store is unreachable; keeping the previous releases',
      );
      this.checkedAt = Date.now();
      return this.snapshot;
    }
    this.checkedAt = Date.now();
    if (!result.changed) return this.snapshot;
    if ('error' in result) {
      // Keep serving the last good releases; writers replace whole files, so this is a hand edit.
      this.log.error(
        { err: result.error, store: this.backend.location },
        'the release snapshot is unreadable; keeping the previous releases',
      );
      this.tag = result.tag;
      return this.snapshot;
    }
    if (result.tag === 'missing') {
      if (this.tag !== 'missing')
        this.log.warn({ store: this.backend.location }, 'no snapshot in the release store yet');
      this.tag = 'missing';
      this.snapshot = EMPTY;
      return EMPTY;
    }
    let next: ReleaseSnapshot;
    try {
      next = await this.load(result.snapshot);
    } catch (error) {
      // Checking the versions failed (a bucket that stopped answering): keep serving, try again later.
      this.log.error(
        { err: error, store: this.backend.location },
        'the release store is unreachable; keeping the previous releases',
      );
      return this.snapshot;
    }
    this.tag = result.tag;
    this.snapshot = next;
    return next;
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
    const train = trainFor(snapshot, choice);
    for (const r of snapshot.remotes) {
      let version = r.version;
      const canary = snapshot.canary[r.package];
      if (canary && choice.bucketId && inCanary(choice.bucketId, r.package, canary.percent)) version = canary.version;
      version = train?.[r.package] ?? version;
      const pin = choice.pinned[r.package];
      if (pin && (await this.isStored(r.package, pin))) {
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
    // A pinned shell is served by the shell route; listed here so the QA badge shows it.
    const shellPin = choice.pinned.shell;
    if (shellPin && snapshot.shell && (await this.isStored('shell', shellPin))) pinned.shell = shellPin;
    return { revision: snapshot.revision, remotes, pinned };
  }

  /**
   * The shell version this browser gets: the active one, the canary's for a browser in its cohort, or the
   * version a valid QA cookie pins (when stored). Null when no shell is active.
   */
  async shellFor(choice: BrowserChoice = { bucketId: null, pinned: {} }): Promise<string | null> {
    const snapshot = await this.current();
    if (!snapshot.shell) return null;
    const pin = choice.pinned.shell;
    if (pin && (await this.isStored('shell', pin))) return pin;
    const inTrain = trainFor(snapshot, choice)?.shell;
    if (inTrain) return inTrain;
    const canary = snapshot.canary.shell;
    if (canary && choice.bucketId && inCanary(choice.bucketId, 'shell', canary.percent)) return canary.version;
    return snapshot.shell.version;
  }

  /**
   * A file of the shell at `/` from `version`; a content-hashed file that version does not have is looked
   * for in the other stored shells (newest first): a tab opened on the shell before a switch keeps
   * lazy-loading its chunks, which the new shell may not have. The same name is the same content.
   */
  async resolveShell(version: string, filePath: string): Promise<{ dir: string; file: string } | null> {
    const found = await this.resolve('shell', version, filePath);
    if (found || !HASHED.test(filePath.slice(filePath.lastIndexOf('/') + 1))) return found;
    for (const other of await this.storedShells()) {
      if (other === version) continue;
      const older = await this.resolve('shell', other, filePath);
      if (older) return older;
    }
    return null;
  }

  private shells: { at: number; versions: Promise<string[]> } | null = null;

  /** The newest stored shells (at most 20), listed again every 30 s. */
  private storedShells(): Promise<string[]> {
    if (!this.shells || Date.now() - this.shells.at > 30_000) {
      const versions = this.backend.versions('shell').then(
        (list) => list.slice(0, 20),
        () => [],
      );
      this.shells = { at: Date.now(), versions };
    }
    return this.shells.versions;
  }

  /** hasVersion, remembered for a minute when true (a QA browser asks on every page load). */
  private async isStored(pkg: string, version: string): Promise<boolean> {
    const key = `${pkg}@${version}`;
    const at = this.present.get(key);
    if (at !== undefined && Date.now() - at < 60_000) return true;
    const stored = await this.backend.hasVersion(pkg, version);
    if (stored) {
      if (this.present.size > 1000) this.present.clear();
      this.present.set(key, Date.now());
    }
    return stored;
  }

  /**
   * The local folder and path to send `filePath` of `pkg@version` from (fetched into the gateway's cache
   * first when the store is a bucket), or null when the package, version or file does not exist or the
   * path is not safe. Any stored version is served, not only the current one, so pages loaded before a
   * switch keep finding their chunks.
   */
  async resolve(pkg: string, version: string, filePath: string): Promise<{ dir: string; file: string } | null> {
    if (!isPackageName(pkg) || !isVersionName(version)) return null;
    const segments = safeSegments(filePath);
    if (!segments) return null;
    return this.backend.localFile(pkg, version, segments.join('/'));
  }

  private async load(parsed: Snapshot): Promise<ReleaseSnapshot> {
    const next: ReleaseSnapshot = { revision: parsed.revision, shell: null, remotes: [], canary: {}, train: null };
    for (const [pkg, version] of Object.entries(parsed.remotes)) {
      const release = { package: pkg, version, dir: this.backend.localDir(pkg, version) };
      if (!(await this.backend.hasVersion(pkg, version))) {
        this.log.warn({ package: pkg, version }, 'release listed in the snapshot is missing, skipped');
        continue;
      }
      if (pkg === 'shell') next.shell = release;
      else next.remotes.push(release);
    }
    for (const [pkg, canary] of Object.entries(parsed.canary)) {
      if (await this.backend.hasVersion(pkg, canary.version)) next.canary[pkg] = canary;
      else this.log.warn({ package: pkg, version: canary.version }, 'canary version is missing, skipped');
    }
    if (parsed.train) {
      const missing: string[] = [];
      for (const [pkg, version] of Object.entries(parsed.train.versions))
        if (!(await this.backend.hasVersion(pkg, version))) missing.push(`${pkg}@${version}`);
      if (missing.length === 0) next.train = parsed.train;
      else
        this.log.warn(
          { train: parsed.train.name, missing },
          'a version of the release train is missing, train skipped',
        );
    }
    this.log.info(
      {
        revision: next.revision,
        shell: next.shell?.version ?? null,
        remotes: Object.fromEntries(next.remotes.map((r) => [r.package, r.version])),
        canary: next.canary,
        train: next.train,
      },
      'releases loaded',
    );
    return next;
  }
}
