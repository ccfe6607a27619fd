import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseBackend } from './backend';
import {
  checkRemoteCompatibility,
  providedShared,
  readFederationFacts,
  shellProvides,
  type RemoteRegistry,
} from './compat-rules';

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
}

export function workspaceCompat(repoRoot: string): WorkspaceCompat {
  const facts = readFederationFacts(repoRoot);
  return {
    checkRemoteCompatibility: (pkg, distDir, { provides, registry = facts.registry }) =>
      checkRemoteCompatibility(pkg, distDir, { provides, registry }),
    shellProvides: (shellDir) => shellProvides(shellDir, facts.singletons),
    providedShared,
  };
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
  compat: WorkspaceCompat,
  version: string,
): Promise<Record<string, string> | null> {
  const info = await store.releaseInfo('shell', version);
  if (info?.shared && Object.keys(info.shared).length > 0) return info.shared;
  const main = await store.readFile('shell', version, 'main.js');
  return main ? compat.providedShared(main.toString('utf8')) : null;
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
