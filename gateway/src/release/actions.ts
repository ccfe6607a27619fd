import { createHash } from 'node:crypto';
import type { ReleaseBackend, SnapshotWrite } from './backend';
import { inconsistencies } from './compat';
import {
  ReleaseError,
  StaleRevisionError,
  TRAIN_NAME,
  isPackageName,
  type ChangeMeta,
  type Snapshot,
  type SnapshotState,
  type TrainStep,
} from './model';

/*
 * The changes a release manager makes (CLI and admin page alike). Each is one compare-and-swap write of
 * a new snapshot revision with its history line. With `expectedRevision` a change made from a stale view
 * is refused (StaleRevisionError); without it the change is re-applied to the newest snapshot.
 *
 * Before a change goes live, every shell/remote pair a browser could get from the new snapshot is checked
 * (compat.ts `inconsistencies`): a shared singleton's major cannot move one package at a time. A release
 * train (train*) moves a set of versions (the shell and remotes) as one revision: switch, canary with one
 * cohort for the whole set, promote, abort, rollback.
 */

export interface Actor {
  who: string;
  why: string;
  /** The revision the person looked at; omitted: the newest. */
  expectedRevision?: number;
}

async function apply(
  store: ReleaseBackend,
  actor: Actor,
  change: (s: Snapshot) => Promise<SnapshotWrite> | SnapshotWrite,
): Promise<Snapshot> {
  if (actor.expectedRevision !== undefined) {
    const current = await store.read();
    // Checked before the change is computed, so its reason is the stale view, not what the change finds.
    if (current.revision !== actor.expectedRevision)
      throw new StaleRevisionError(actor.expectedRevision, current.revision);
    const { next, meta } = await change(current);
    return store.write(actor.expectedRevision, next, meta);
  }
  // The backend's compare-and-swap loop: the change is recomputed (and re-validated) on a newer snapshot.
  return store.update(change);
}

/** Refuses a next state some browser would get an inconsistent shell/remote pair from. */
async function consistent(store: ReleaseBackend, next: SnapshotState, what: string, strict = false) {
  const reasons = await inconsistencies(store, next, { strict });
  if (reasons.length > 0)
    throw new ReleaseError(
      `${what}: el conjunto quedaría inconsistente (un singleton compartido no puede cambiar de versión mayor en un paquete solo; usá un tren: npm run release -- train …):\n  - ${reasons.join('\n  - ')}`,
    );
}

/** A one-package change may not touch a package whose candidate rides in the train's canary. */
function notInTrain(s: Snapshot, pkg: string) {
  if (s.train && pkg in s.train.versions)
    throw new ReleaseError(
      `${pkg} va en el tren «${s.train.name}» en canary: cambialo con el tren (train promote, train abort o train rollback).`,
    );
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
  return apply(store, actor, async (s) => {
    notInTrain(s, pkg);
    const { [pkg]: _dropped, ...canary } = s.canary;
    const next = { ...s, remotes: { ...s.remotes, [pkg]: version }, canary };
    await consistent(store, next, `No se cambia ${pkg} a ${version}`);
    return { next, meta: meta(actor, 'switch', pkg, s.remotes[pkg] ?? null, version) };
  });
}

/** Back to the version the package had before its current one (looked up in the stored snapshots). */
export async function rollback(store: ReleaseBackend, pkg: string, actor: Actor) {
  return apply(store, actor, async (s) => {
    const active = s.remotes[pkg];
    if (!active) throw new ReleaseError(`${pkg} no tiene una versión activa.`);
    notInTrain(s, pkg);
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
    const next = { ...s, remotes: { ...s.remotes, [pkg]: previous }, canary };
    await consistent(store, next, `No se vuelve ${pkg} a ${previous}`);
    return { next, meta: meta(actor, 'rollback', pkg, active, previous) };
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
  return apply(store, actor, async (s) => {
    const active = s.remotes[pkg];
    if (!active) throw new ReleaseError(`${pkg} no tiene una versión activa: usá switch.`);
    if (active === version) throw new ReleaseError(`${version} ya es la versión activa de ${pkg}.`);
    notInTrain(s, pkg);
    const before = s.canary[pkg];
    const next = { ...s, canary: { ...s.canary, [pkg]: { version, percent: share } } };
    await consistent(store, next, `No se abre el canary de ${pkg} ${version}`);
    return {
      next,
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
      next: { ...s, remotes: { ...s.remotes, [pkg]: canary.version }, canary: rest },
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
      next: { ...s, canary: rest },
      meta: meta(actor, 'abort', pkg, `${canary.version} ${canary.percent}%`, s.remotes[pkg] ?? null),
    };
  });
}

export async function turnOff(store: ReleaseBackend, pkg: string, actor: Actor) {
  return apply(store, actor, (s) => {
    notInTrain(s, pkg);
    const { [pkg]: active, ...remotes } = s.remotes;
    const { [pkg]: _dropped, ...canary } = s.canary;
    return { next: { ...s, remotes, canary }, meta: meta(actor, 'off', pkg, active ?? null, null) };
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
        if (
          latest.remotes[pkg] === version ||
          latest.canary[pkg]?.version === version ||
          latest.train?.versions[pkg] === version
        ) {
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

/* ── Release trains ─────────────────────────────────────────────────────────────────────────────────── */

/** package → version: the set a train moves together. */
export type TrainSet = Record<string, string>;

export interface TrainOptions {
  /** The train's name (its canary cohort is derived from it); default: derived from the set. */
  name?: string;
}

const TRAIN_ACTIONS = new Set(['train-switch', 'train-promote', 'train-rollback']);

/** The name a train without --name gets: the same set, the same name (and so the same cohort). */
export function trainNameOf(set: TrainSet): string {
  const text = Object.entries(set)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([p, v]) => `${p}@${v}`)
    .join(' ');
  return `tren-${createHash('sha256').update(text).digest('hex').slice(0, 8)}`;
}

async function needTrainSet(store: ReleaseBackend, set: TrainSet, options: TrainOptions): Promise<string> {
  const packages = Object.keys(set);
  if (packages.length < 2)
    throw new ReleaseError('Un tren mueve al menos dos paquetes (el shell y remotes): para uno solo usá switch.');
  for (const pkg of packages) {
    if (!isPackageName(pkg)) throw new ReleaseError(`Paquete desconocido: ${pkg}.`);
    await needVersion(store, pkg, set[pkg]!);
  }
  const name = options.name ?? trainNameOf(set);
  if (!TRAIN_NAME.test(name))
    throw new ReleaseError(
      `Nombre de tren inválido: «${name}» (minúsculas, dígitos, punto, guion; hasta 64 caracteres).`,
    );
  return name;
}

const describeSet = (set: Record<string, string | null>) =>
  Object.entries(set)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([p, v]) => `${p}@${v ?? '—'}`)
    .join(' ');

function trainMeta(actor: Actor, action: string, name: string, set: Record<string, TrainStep>): ChangeMeta {
  const from = Object.fromEntries(Object.entries(set).map(([p, s]) => [p, s.from]));
  const to = Object.fromEntries(Object.entries(set).map(([p, s]) => [p, s.to]));
  return { ...meta(actor, action, `tren:${name}`, describeSet(from), describeSet(to)), set };
}

/** The active snapshot with `set` active: their per-package canaries end (like switch). */
function withActive(s: SnapshotState, set: Record<string, string | null>): SnapshotState {
  const remotes = { ...s.remotes };
  const canary = { ...s.canary };
  for (const [pkg, version] of Object.entries(set)) {
    if (version === null) delete remotes[pkg];
    else remotes[pkg] = version;
    delete canary[pkg];
  }
  const { train: _train, ...rest } = s;
  return { ...rest, remotes, canary };
}

function noTrainRunning(s: Snapshot, what: string) {
  if (s.train)
    throw new ReleaseError(`${what}: el tren «${s.train.name}» está en canary; promovelo o abortalo primero.`);
}

/** Makes every version of the set active for everyone, as one revision; refused unless the result is consistent. */
export async function trainSwitch(store: ReleaseBackend, set: TrainSet, actor: Actor, options: TrainOptions = {}) {
  const name = await needTrainSet(store, set, options);
  return apply(store, actor, async (s) => {
    noTrainRunning(s, `No se cambia el tren «${name}»`);
    const steps = Object.fromEntries(Object.entries(set).map(([p, v]) => [p, { from: s.remotes[p] ?? null, to: v }]));
    if (Object.values(steps).every((step) => step.from === step.to))
      throw new ReleaseError(`El tren «${name}» ya está activo: nada que cambiar.`);
    const next = withActive(s, set);
    await consistent(store, next, `No se cambia el tren «${name}»`, true);
    return { next, meta: trainMeta(actor, 'train-switch', name, steps) };
  });
}

/**
 * Gives the whole set to `percent` % of browsers, one cohort for the set (a browser in it gets every
 * version of the train, never some). Run again with the same name and a larger share: the cohort grows,
 * the browsers already in stay.
 */
export async function trainCanary(
  store: ReleaseBackend,
  set: TrainSet,
  percent: number,
  actor: Actor,
  options: TrainOptions = {},
) {
  const name = await needTrainSet(store, set, options);
  const share = parsePercent(percent);
  return apply(store, actor, async (s) => {
    if (s.train && s.train.name !== name)
      throw new ReleaseError(
        `Ya corre el tren «${s.train.name}» en canary: promovelo o abortalo antes de abrir «${name}».`,
      );
    for (const pkg of Object.keys(set)) {
      if (!s.remotes[pkg]) throw new ReleaseError(`${pkg} no tiene una versión activa: usá train switch.`);
      // Its own cohort would cut across the train's: the set would reach some browsers only in part.
      if (s.canary[pkg])
        throw new ReleaseError(`${pkg} tiene su propio canary (${s.canary[pkg].version}): abortalo antes del tren.`);
    }
    if (Object.entries(set).every(([pkg, version]) => s.remotes[pkg] === version))
      throw new ReleaseError(`El tren «${name}» ya está activo: nada que probar.`);
    const next: SnapshotState = {
      remotes: s.remotes,
      canary: s.canary,
      train: { name, versions: { ...set }, percent: share },
    };
    await consistent(store, next, `No se abre el canary del tren «${name}»`, true);
    const steps = Object.fromEntries(
      Object.entries(set).map(([p, v]) => [p, { from: s.train?.versions[p] ?? s.remotes[p] ?? null, to: v }]),
    );
    const m = trainMeta(actor, 'train-canary', name, steps);
    return {
      next,
      meta: { ...m, from: s.train ? `${m.from} ${s.train.percent}%` : m.from, to: `${m.to} ${share}%` },
    };
  });
}

/** The train's canary set becomes active for everyone, as one revision. */
export async function trainPromote(store: ReleaseBackend, actor: Actor) {
  return apply(store, actor, (s) => {
    if (!s.train) throw new ReleaseError('No hay un tren en canary.');
    const { name, versions } = s.train;
    const steps = Object.fromEntries(
      Object.entries(versions).map(([p, v]) => [p, { from: s.remotes[p] ?? null, to: v }]),
    );
    // Every pair it serves was served to the cohort already (and checked when the canary opened).
    return { next: withActive(s, versions), meta: trainMeta(actor, 'train-promote', name, steps) };
  });
}

/** Ends the train's canary: everyone gets the active versions again. */
export async function trainAbort(store: ReleaseBackend, actor: Actor) {
  return apply(store, actor, (s) => {
    if (!s.train) throw new ReleaseError('No hay un tren en canary.');
    const { name, versions, percent } = s.train;
    const steps = Object.fromEntries(
      Object.entries(versions).map(([p, v]) => [p, { from: v, to: s.remotes[p] ?? null }]),
    );
    const { train: _train, ...next } = s;
    const m = trainMeta(actor, 'train-abort', name, steps);
    return { next, meta: { ...m, from: `${m.from} ${percent}%` } };
  });
}

/**
 * Restores, as one revision, exactly the set the last train change (switch, promote or rollback)
 * replaced: each package back to its version before it (a package the train added is removed again).
 * Refused when a package of that train changed since (the set is no longer the train's) or a train
 * is in canary.
 */
export async function trainRollback(store: ReleaseBackend, actor: Actor) {
  return apply(store, actor, async (s) => {
    noTrainRunning(s, 'No se vuelve atrás el tren');
    let last: ChangeMeta | null = null;
    for (let r = s.revision; r >= 1 && !last; r--) {
      const older = r === s.revision ? s : await store.readRevision(r);
      if (older?.change?.set && TRAIN_ACTIONS.has(older.change.action)) last = older.change;
    }
    if (!last?.set) throw new ReleaseError('No hay un cambio de tren en el historial para volver atrás.');
    const name = last.package.replace(/^tren:/, '');
    const moved = Object.entries(last.set).filter(([pkg, step]) => (s.remotes[pkg] ?? null) !== step.to);
    if (moved.length > 0)
      throw new ReleaseError(
        `No se vuelve atrás el tren «${name}»: ${moved.map(([p]) => `${p} (ahora ${s.remotes[p] ?? '—'})`).join(', ')} cambió después. Armá un tren con las versiones que querés.`,
      );
    const restore = Object.fromEntries(Object.entries(last.set).map(([p, step]) => [p, step.from]));
    if ('shell' in restore && restore.shell === null)
      throw new ReleaseError(
        `No se vuelve atrás el tren «${name}»: antes de él no había shell activo y el sitio quedaría sin shell.`,
      );
    for (const [pkg, version] of Object.entries(restore))
      if (version !== null && !(await store.hasVersion(pkg, version)))
        throw new ReleaseError(`No se vuelve atrás el tren «${name}»: ${pkg} ${version} ya no está en el almacén.`);
    const next = withActive(s, restore);
    await consistent(store, next, `No se vuelve atrás el tren «${name}»`);
    const steps = Object.fromEntries(
      Object.entries(last.set).map(([p, step]) => [p, { from: step.to, to: step.from }]),
    );
    return { next, meta: trainMeta(actor, 'train-rollback', name, steps) };
  });
}
