/*
 * The release model: what the store holds and the rules every backend follows. Immutable versions of every
 * package, one revisioned snapshot of what is active (with the change that made it), the history of
 * changes, and the one set of names a package, a version or a file inside a version may have.
 */

/** `shell` or a remote (`mf-landing`). */
export const PACKAGE_NAME = /^(shell|mf-[a-z0-9]+(-[a-z0-9]+)*)$/;
/** A remote package: every package name but the shell. */
export const REMOTE_PACKAGE_NAME = /^mf-[a-z0-9]+(-[a-z0-9]+)*$/;
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]{0,127}$/;
// A path segment inside a version: no leading dot (so no `.`, `..`, dotfiles), no separators or encodings.
const FILE_SEGMENT = /^[\w@+~-][\w.@+~-]*$/;
const MAX_FILE_PATH = 512;

export interface CanaryState {
  version: string;
  /** Share of browsers that get `version`, 0–100 (two decimals). */
  percent: number;
}

/**
 * A release train's canary: several packages (the shell and remotes) whose candidate versions go to one
 * cohort together. A browser in the cohort gets every version of the set, never some of them.
 */
export interface TrainCanary {
  /** The train's name; the cohort is derived from it, so raising the share keeps the browsers already in. */
  name: string;
  /** package → candidate version. */
  versions: Record<string, string>;
  /** Share of browsers that get the whole set, 0–100 (two decimals). */
  percent: number;
}

/** What a change writes: the active versions, the per-package canaries and the train's canary. */
export interface SnapshotState {
  /** package → active version (the shell included). */
  remotes: Record<string, string>;
  /** package → candidate version and share, while a canary runs. */
  canary: Record<string, CanaryState>;
  /** The release train in canary, if one runs (at most one). */
  train?: TrainCanary;
}

export interface Snapshot extends SnapshotState {
  revision: number;
  updatedAt: string;
  /** The change that wrote this revision (absent in revision 0 and in snapshots written before it existed). */
  change?: ChangeMeta;
}

/** One package of a train change: its active version before and after (null: none). */
export interface TrainStep {
  from: string | null;
  to: string | null;
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
  /** A train's change: every package it moved (absent for a one-package change). */
  set?: Record<string, TrainStep>;
}

export interface ChangeMeta {
  who: string;
  why: string;
  action: string;
  package: string;
  from: string | null;
  to: string | null;
  /** A train's change: every package it moved, from → to (what `train rollback` restores). */
  set?: Record<string, TrainStep>;
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
  /**
   * Shell only: package → the exposed modules it may mount (its remote registry when published), so a set
   * whose remote no longer exposes one is refused (absent in shells published before it was recorded).
   */
  mounts?: Record<string, string[]>;
}

export interface PublishOptions {
  /** Shell only: the shared singleton versions it provides, recorded in .release.json. */
  shared?: Record<string, string>;
  /** Shell only: the exposed modules it may mount, by package, recorded in .release.json. */
  mounts?: Record<string, string[]>;
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
  return safeSegments(value) !== null;
}

/**
 * Splits a request path (already URL-decoded) inside a version into safe segments; null when any
 * segment could leave the folder or name a hidden file (`..`, `.env`, `a\b`, `%2e`, empty segments).
 */
export function safeSegments(filePath: string): string[] | null {
  if (filePath.length === 0 || filePath.length > MAX_FILE_PATH) return null;
  const segments = filePath.split('/');
  return segments.every((s) => FILE_SEGMENT.test(s)) ? segments : null;
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
  const set = parseTrainSet(c.set);
  return {
    who: c.who as string,
    why: c.why as string,
    action: c.action as string,
    package: c.package as string,
    from: c.from as string | null,
    to: c.to as string | null,
    ...(set ? { set } : {}),
  };
}

function parseTrainSet(raw: unknown): Record<string, TrainStep> | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const set: Record<string, TrainStep> = {};
  const version = (v: unknown) => v === null || (typeof v === 'string' && isVersionName(v));
  for (const [pkg, step] of Object.entries(raw as Record<string, unknown>)) {
    const s = step as Partial<TrainStep> | null;
    if (!isPackageName(pkg) || !s || !version(s.from) || !version(s.to)) return undefined;
    set[pkg] = { from: s.from!, to: s.to! };
  }
  return Object.keys(set).length > 0 ? set : undefined;
}

/** A train name: lowercase words and digits (`router-8`), also what its cohort is hashed from. */
export const TRAIN_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

function parseTrain(raw: unknown): TrainCanary | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const t = raw as Partial<TrainCanary>;
  if (typeof t.name !== 'string' || !TRAIN_NAME.test(t.name)) return undefined;
  if (typeof t.percent !== 'number' || !(t.percent >= 0 && t.percent <= 100)) return undefined;
  if (typeof t.versions !== 'object' || t.versions === null) return undefined;
  const versions: Record<string, string> = {};
  for (const [pkg, v] of Object.entries(t.versions as Record<string, unknown>)) {
    // One bad member and the train is not served at all: a cohort never gets part of a set.
    if (!isPackageName(pkg) || typeof v !== 'string' || !isVersionName(v)) return undefined;
    versions[pkg] = v;
  }
  return Object.keys(versions).length > 0
    ? { name: t.name, versions: sortKeys(versions), percent: t.percent }
    : undefined;
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
  const train = parseTrain(r.train);
  return {
    revision: r.revision as number,
    updatedAt: typeof r.updatedAt === 'string' ? r.updatedAt : new Date(0).toISOString(),
    remotes,
    canary,
    ...(train ? { train } : {}),
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
export function nextSnapshot(current: Snapshot, next: SnapshotState, change: ChangeMeta): Snapshot {
  const at = Math.max(Date.now(), Date.parse(current.updatedAt) || 0);
  return {
    revision: current.revision + 1,
    updatedAt: new Date(at).toISOString(),
    remotes: sortKeys(next.remotes),
    canary: sortKeys(next.canary),
    ...(next.train ? { train: { ...next.train, versions: sortKeys(next.train.versions) } } : {}),
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
    ...(options.mounts ? { mounts: options.mounts } : {}),
    files,
  };
  return `${JSON.stringify(info, null, 2)}\n`;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
