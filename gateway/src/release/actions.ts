import type { ReleaseBackend } from './backend';
import { ReleaseError, StaleRevisionError, type ChangeMeta, type Snapshot } from './model';

/*
 * The changes a release manager makes (CLI and admin page alike). Each is one compare-and-swap write of
 * a new snapshot revision with its history line. With `expectedRevision` a change made from a stale view
 * is refused (StaleRevisionError); without it the change is re-applied to the newest snapshot.
 */

export interface Actor {
  who: string;
  why: string;
  /** The revision the person looked at; omitted: the newest. */
  expectedRevision?: number;
}

type Change = { next: Pick<Snapshot, 'remotes' | 'canary'>; meta: ChangeMeta };

async function apply(store: ReleaseBackend, actor: Actor, change: (s: Snapshot) => Promise<Change> | Change) {
  if (actor.expectedRevision !== undefined) {
    const current = await store.read();
    // Checked before the change is computed, so its reason is the stale view, not what the change finds.
    if (current.revision !== actor.expectedRevision)
      throw new StaleRevisionError(actor.expectedRevision, current.revision);
    const { next, meta } = await change(current);
    return store.write(actor.expectedRevision, next, meta);
  }
  // Validation is async (stored versions) but update's callback is not: validate first, then apply.
  for (let attempt = 0; ; attempt++) {
    const current = await store.read();
    const { next, meta } = await change(current);
    try {
      return await store.write(current.revision, next, meta);
    } catch (error) {
      if (attempt >= 20 || (error as Error).name !== 'StaleRevisionError') throw error;
    }
  }
}

async function needVersion(store: ReleaseBackend, pkg: string, version: string) {
  if (!(await store.hasVersion(pkg, version)))
    throw new ReleaseError(`No existe la versión ${version} de ${pkg} en el almacén. Publicala primero.`);
}

const meta = (actor: Actor, action: string, pkg: string, from: string | null, to: string | null): ChangeMeta => ({
  who: actor.who,
  why: actor.why,
  action,
  package: pkg,
  from,
  to,
});

export async function switchVersion(store: ReleaseBackend, pkg: string, version: string, actor: Actor) {
  await needVersion(store, pkg, version);
  return apply(store, actor, (s) => {
    const { [pkg]: _dropped, ...canary } = s.canary;
    return {
      next: { remotes: { ...s.remotes, [pkg]: version }, canary },
      meta: meta(actor, 'switch', pkg, s.remotes[pkg] ?? null, version),
    };
  });
}

/** Back to the version the package had before its current one (looked up in the stored snapshots). */
export async function rollback(store: ReleaseBackend, pkg: string, actor: Actor) {
  return apply(store, actor, async (s) => {
    const active = s.remotes[pkg];
    if (!active) throw new ReleaseError(`${pkg} no tiene una versión activa.`);
    let previous: string | null = null;
    for (let r = s.revision - 1; r >= 1 && previous === null; r--) {
      const older = await store.readRevision(r);
      const v = older?.remotes[pkg];
      if (v && v !== active && (await store.hasVersion(pkg, v))) previous = v;
    }
    // Before the first stored snapshot (a store migrated from current.json): the history's "from".
    if (!previous) {
      const last = (await store.history())
        .reverse()
        .find((h) => h.package === pkg && h.to === active && ['switch', 'promote', 'rollback'].includes(h.action));
      if (last?.from && (await store.hasVersion(pkg, last.from))) previous = last.from;
    }
    if (!previous) throw new ReleaseError(`No hay una versión anterior de ${pkg} en el historial.`);
    const { [pkg]: _dropped, ...canary } = s.canary;
    return {
      next: { remotes: { ...s.remotes, [pkg]: previous }, canary },
      meta: meta(actor, 'rollback', pkg, active, previous),
    };
  });
}

export function parsePercent(value: string | number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 100)
    throw new ReleaseError('El porcentaje debe ser un número entre 0 y 100 (sin incluir 0).');
  return Math.round(n * 100) / 100;
}

export async function startCanary(store: ReleaseBackend, pkg: string, version: string, percent: number, actor: Actor) {
  await needVersion(store, pkg, version);
  const share = parsePercent(percent);
  return apply(store, actor, (s) => {
    const active = s.remotes[pkg];
    if (!active) throw new ReleaseError(`${pkg} no tiene una versión activa: usá switch.`);
    if (active === version) throw new ReleaseError(`${version} ya es la versión activa de ${pkg}.`);
    const before = s.canary[pkg];
    return {
      next: { remotes: s.remotes, canary: { ...s.canary, [pkg]: { version, percent: share } } },
      meta: meta(
        actor,
        'canary',
        pkg,
        before ? `${before.version} ${before.percent}%` : active,
        `${version} ${share}%`,
      ),
    };
  });
}

export async function promote(store: ReleaseBackend, pkg: string, actor: Actor) {
  return apply(store, actor, (s) => {
    const canary = s.canary[pkg];
    if (!canary) throw new ReleaseError(`${pkg} no tiene un canary en curso.`);
    const { [pkg]: _dropped, ...rest } = s.canary;
    return {
      next: { remotes: { ...s.remotes, [pkg]: canary.version }, canary: rest },
      meta: meta(actor, 'promote', pkg, s.remotes[pkg] ?? null, canary.version),
    };
  });
}

export async function abortCanary(store: ReleaseBackend, pkg: string, actor: Actor) {
  return apply(store, actor, (s) => {
    const canary = s.canary[pkg];
    if (!canary) throw new ReleaseError(`${pkg} no tiene un canary en curso.`);
    const { [pkg]: _dropped, ...rest } = s.canary;
    return {
      next: { remotes: s.remotes, canary: rest },
      meta: meta(actor, 'abort', pkg, `${canary.version} ${canary.percent}%`, s.remotes[pkg] ?? null),
    };
  });
}

export async function turnOff(store: ReleaseBackend, pkg: string, actor: Actor) {
  return apply(store, actor, (s) => {
    const { [pkg]: active, ...remotes } = s.remotes;
    const { [pkg]: _dropped, ...canary } = s.canary;
    return { next: { remotes, canary }, meta: meta(actor, 'off', pkg, active ?? null, null) };
  });
}

/** A QA link (npm run release -- qa) lives at most this long: a version published more recently may be pinned. */
export const QA_LINK_MAX_DAYS = 7;

export interface PruneResult {
  /** Removed (or, in a dry run, to be removed), by package. */
  removed: { package: string; version: string; publishedAt: string | null }[];
  /** How many stored versions stay. */
  kept: number;
}

/**
 * Removes the stored versions that no snapshot of the last `days` days named: open tabs can no longer be
 * using them. Never the active, canary or any retained version (the active shell included), and never one
 * published in the last `days` days or the last week, whichever is longer: a version published and not
 * switched to yet (for a canary, or for QA, whose links last a week) is named by no snapshot at all.
 * The snapshot is read again right before each removal, so a version switched to meanwhile stays.
 */
export async function prune(
  store: ReleaseBackend,
  options: { days: number; dryRun?: boolean; now?: number },
): Promise<PruneResult> {
  const now = options.now ?? Date.now();
  const keep = await store.retained(options.days, now);
  const publishedCutoff = now - Math.max(options.days, QA_LINK_MAX_DAYS) * 86_400_000;
  const result: PruneResult = { removed: [], kept: 0 };
  for (const pkg of await store.packages()) {
    for (const version of await store.versions(pkg)) {
      const published = await store.publishedAt(pkg, version);
      if (keep.get(pkg)?.has(version) || (published && published.getTime() >= publishedCutoff)) {
        result.kept++;
        continue;
      }
      if (!options.dryRun) {
        const latest = await store.read();
        if (latest.remotes[pkg] === version || latest.canary[pkg]?.version === version) {
          result.kept++;
          continue;
        }
        await store.removeVersion(pkg, version);
      }
      result.removed.push({ package: pkg, version, publishedAt: published?.toISOString() ?? null });
    }
  }
  return result;
}
