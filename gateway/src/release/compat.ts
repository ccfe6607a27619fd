import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseBackend } from './backend';
import {
  checkRemoteCompatibility,
  exposedModules,
  providedShared,
  readFederationFacts,
  shellProvides,
  singletonProblems,
  type RemoteRegistry,
} from './compat-rules';
import type { SnapshotState } from './model';

/*
 * The compatibility check at publish, against what is live: a remote must work with the shell the store
 * serves (the active one, and a canary's while one runs), not with whatever shell the workspace holds.
 * The rules themselves (which singleton ranges a build requires, which modules it exposes) are in
 * compat-rules.ts.
 *
 * What a stored shell provides comes from its .release.json (`shared`, recorded when it was published),
 * else from its published main.js (webpack's share-scope table), for shells published before that was
 * recorded. The workspace's shell is the fallback only when no shell is published.
 */

/** The compatibility rules bound to the workspace the CLI publishes from (its singletons and registry). */
export interface WorkspaceCompat {
  checkRemoteCompatibility(
    pkg: string,
    distDir: string,
    options: { provides: Record<string, string>; registry?: RemoteRegistry },
  ): string[];
  shellProvides(shellDir: string): Record<string, string>;
  providedShared(mainSource: string): Record<string, string> | null;
  /** The exposed modules a shell built from this workspace may mount, by package (its remote registry). */
  shellMounts(): Record<string, string[]>;
}

export function workspaceCompat(repoRoot: string): WorkspaceCompat {
  const facts = readFederationFacts(repoRoot);
  return {
    checkRemoteCompatibility: (pkg, distDir, { provides, registry = facts.registry }) =>
      checkRemoteCompatibility(pkg, distDir, { provides, registry }),
    shellProvides: (shellDir) => shellProvides(shellDir, facts.singletons),
    providedShared,
    shellMounts: () => mountsOf(facts.registry),
  };
}

/** Package → its exposed module names, from a remote registry. */
export function mountsOf(registry: RemoteRegistry): Record<string, string[]> {
  return Object.fromEntries(Object.values(registry).map((r) => [r.package, Object.keys(r.exposes ?? {}).sort()]));
}

/** What a shell build in `distDir` provides: its main.js's table, else the workspace shell's resolved versions. */
export function shellBuildProvides(
  compat: WorkspaceCompat,
  distDir: string,
  workspaceShell: string,
): Record<string, string> {
  const main = path.join(distDir, 'main.js');
  const fromBuild = fs.existsSync(main) ? compat.providedShared(fs.readFileSync(main, 'utf8')) : null;
  return fromBuild ?? compat.shellProvides(workspaceShell);
}

/** A stored shell's provided versions: .release.json, else its published main.js; null when neither says. */
export async function storedShellProvides(
  store: ReleaseBackend,
  compat: Pick<WorkspaceCompat, 'providedShared'>,
  version: string,
): Promise<Record<string, string> | null> {
  const info = await store.releaseInfo('shell', version);
  if (info?.shared && Object.keys(info.shared).length > 0) return info.shared;
  const main = await store.readFile('shell', version, 'main.js');
  return main ? compat.providedShared(main.toString('utf8')) : null;
}

/**
 * Every shell and remote version a browser may get together from `state`: outside the train's cohort,
 * the active version or its canary (each package's cohort is its own, so any mix of them); inside it,
 * the train's versions for its packages and the same choices for the others.
 */
export function servedPairs(state: SnapshotState): { shell: string; remote: string; version: string }[] {
  const choices = (pkg: string, train: boolean): string[] => {
    const inTrain = train ? state.train?.versions[pkg] : undefined;
    if (inTrain) return [inTrain];
    const active = state.remotes[pkg];
    const canary = state.canary[pkg]?.version;
    return [...new Set([active, canary].filter((v): v is string => v !== undefined))];
  };
  const remotes = [...new Set([...Object.keys(state.remotes), ...Object.keys(state.train?.versions ?? {})])].filter(
    (p) => p !== 'shell',
  );
  const pairs = new Map<string, { shell: string; remote: string; version: string }>();
  for (const train of state.train ? [false, true] : [false])
    for (const shell of choices('shell', train))
      for (const remote of remotes)
        for (const version of choices(remote, train))
          pairs.set(`${shell} ${remote} ${version}`, { shell, remote, version });
  return [...pairs.values()];
}

/**
 * Why `state` cannot go live: for every shell/remote pair a browser may get (servedPairs), the remote's
 * stored remoteEntry.js against what the stored shell provides (singletonProblems) and against the modules
 * it mounts (`mounts` of its .release.json: a renamed or removed exposed module must go with its shell in a
 * train). A shell that does not say what it shares is skipped, unless `strict` (a release train must prove
 * its set consistent); one that does not say what it mounts is not checked for that.
 */
export async function inconsistencies(
  store: ReleaseBackend,
  state: SnapshotState,
  { strict = false }: { strict?: boolean } = {},
): Promise<string[]> {
  const reasons = new Set<string>();
  const provides = new Map<string, Promise<Record<string, string> | null>>();
  const entries = new Map<string, Promise<Buffer | null>>();
  const mounts = new Map<string, Promise<Record<string, string[]> | null>>();
  for (const { shell, remote, version } of servedPairs(state)) {
    if (!provides.has(shell)) provides.set(shell, storedShellProvides(store, { providedShared }, shell));
    const shared = await provides.get(shell)!;
    if (!shared) {
      if (strict) reasons.add(`el shell ${shell} no dice qué singletons comparte: no se puede comprobar el conjunto.`);
      continue;
    }
    const key = `${remote}@${version}`;
    if (!entries.has(key)) entries.set(key, store.readFile(remote, version, 'remoteEntry.js'));
    const entry = await entries.get(key)!;
    if (!entry) {
      reasons.add(`${remote} ${version} no tiene remoteEntry.js en el almacén.`);
      continue;
    }
    const source = entry.toString('utf8');
    for (const reason of singletonProblems(`${remote} ${version}`, source, shared, `el shell ${shell}`))
      reasons.add(reason);
    if (!mounts.has(shell))
      mounts.set(
        shell,
        store.releaseInfo('shell', shell).then((info) => info?.mounts ?? null),
      );
    const wanted = (await mounts.get(shell)!)?.[remote] ?? [];
    const exposed = new Set(exposedModules(source));
    for (const name of wanted)
      if (!exposed.has(name)) reasons.add(`${remote} ${version} no expone ${name}, que el shell ${shell} monta.`);
  }
  return [...reasons];
}

export interface ShellTarget {
  /** For people: "el shell activo 1.4.0-ab12 del almacén". */
  label: string;
  provides: Record<string, string>;
}

/** The shells a remote published now must work with, each with what it provides. */
export async function shellsToCheck(
  store: ReleaseBackend,
  compat: WorkspaceCompat,
  workspaceShell: string,
): Promise<ShellTarget[]> {
  const snapshot = await store.read();
  const targets: ShellTarget[] = [];
  const candidates: { version: string; label: string }[] = [];
  if (snapshot.remotes.shell) candidates.push({ version: snapshot.remotes.shell, label: 'el shell activo' });
  const canary = snapshot.canary.shell;
  if (canary) candidates.push({ version: canary.version, label: `el shell en canary (${canary.percent}%)` });
  const train = snapshot.train;
  if (train?.versions.shell)
    candidates.push({ version: train.versions.shell, label: `el shell del tren «${train.name}» (${train.percent}%)` });
  if (candidates.length === 0) {
    // None active: the newest published shell, if any.
    const [newest] = await store.versions('shell');
    if (newest) candidates.push({ version: newest, label: 'el último shell publicado' });
  }
  for (const { version, label } of candidates) {
    const provides = await storedShellProvides(store, compat, version);
    if (provides) targets.push({ label: `${label} ${version} del almacén`, provides });
    else
      targets.push({
        label: `el shell del workspace (${label} ${version} no dice qué versiones comparte)`,
        provides: compat.shellProvides(workspaceShell),
      });
  }
  if (targets.length === 0)
    targets.push({
      label: 'el shell del workspace (no hay ningún shell publicado)',
      provides: compat.shellProvides(workspaceShell),
    });
  return targets;
}

/**
 * The readable refusal for a remote build, or null when it may be published. Names the shell(s) it was
 * checked against.
 */
export async function checkRemoteAgainstStore(
  store: ReleaseBackend,
  compat: WorkspaceCompat,
  pkg: string,
  version: string,
  distDir: string,
  workspaceShell: string,
): Promise<string | null> {
  const targets = await shellsToCheck(store, compat, workspaceShell);
  const blocks: string[] = [];
  targets.forEach((target, i) => {
    // The registry's exposed modules do not depend on the shell: checked once.
    const reasons = compat.checkRemoteCompatibility(pkg, distDir, {
      provides: target.provides,
      ...(i > 0 ? { registry: {} } : {}),
    });
    if (reasons.length > 0) blocks.push(`comprobado contra ${target.label}:\n  - ${reasons.join('\n  - ')}`);
  });
  return blocks.length === 0 ? null : `No se publica ${pkg} ${version}, ${blocks.join('\ny ')}`;
}
