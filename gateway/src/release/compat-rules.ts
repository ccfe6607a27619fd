// The compatibility rules run before a remote is published (npm run release -- publish <remote>), and
// before any change goes live (singletonProblems, for every shell/remote pair a browser may get, compat.ts):
//   1. every shared singleton the remote's build requires (requiredVersion in its remoteEntry.js) must be
//      satisfied by the version the shell provides, and the shell must provide it;
//   2. every exposed module the remote registry names for it must still be exposed.
// What they read from the workspace the CLI publishes from is data, not code: the federation config's
// shared singletons and the remote registry (tooling/webpack/shared-singletons.json, remote-registry.json).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** Federation name → its package and exposed modules (tooling/webpack/remote-registry.json). */
export type RemoteRegistry = Record<string, { package: string; exposes?: Record<string, string> }>;

export interface FederationFacts {
  /** Shared key → the package whose version it carries (`react/` → react). */
  singletons: Record<string, string>;
  registry: RemoteRegistry;
}

/** The workspace's shared singletons and remote registry, as the builds read them. */
export function readFederationFacts(repoRoot: string): FederationFacts {
  const dir = path.join(repoRoot, 'tooling', 'webpack');
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
  return {
    singletons: read('shared-singletons.json') as Record<string, string>,
    registry: read('remote-registry.json') as RemoteRegistry,
  };
}

/** `{ shareKey: requiredVersion }` of a built remoteEntry.js (webpack's consume-shared table). */
export function requiredShared(remoteEntrySource: string): Record<string, string> {
  return Object.fromEntries(Object.entries(consumedShared(remoteEntrySource)).map(([k, c]) => [k, c.range]));
}

/** Each consumed share key's required range and whether the build consumes it as a singleton. */
export function consumedShared(remoteEntrySource: string): Record<string, { range: string; singleton: boolean }> {
  const out: Record<string, { range: string; singleton: boolean }> = {};
  const re = /requiredVersion:"([^"]+)"[^{}]*?shareKey:"([^"]+)"/g;
  for (let m = re.exec(remoteEntrySource); m; m = re.exec(remoteEntrySource)) {
    const start = remoteEntrySource.lastIndexOf('{', m.index);
    const entry = remoteEntrySource.slice(start, m.index + m[0].length);
    out[m[2]!] = { range: m[1]!, singleton: /singleton:(!0|true)/.test(entry) };
  }
  return out;
}

/**
 * Why a remote's build (its remoteEntry.js source) cannot run beside a shell providing `provides`: a
 * singleton range the shell's version does not satisfy (a major the shell does not have), or a singleton
 * the shell does not share at all (the remote would load a second copy: two routers, two Reacts). `remote`
 * and `shell` name them in the reasons ("mf-quote 2.0.0", "el shell 1.4.0").
 */
export function singletonProblems(
  remote: string,
  remoteEntrySource: string,
  provides: Record<string, string>,
  shell = 'el shell',
): string[] {
  const reasons: string[] = [];
  for (const [key, { range, singleton }] of Object.entries(consumedShared(remoteEntrySource))) {
    const base = key.replace(/\/.*$/, '').replace(/^(@[^/]+)\/.*$/, '$1');
    const sharedKey = key in provides ? key : key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : base;
    const have = provides[sharedKey];
    if (have === undefined) {
      // Not shared by the shell: the remote brings its own, which breaks only a singleton.
      if (singleton) reasons.push(`${remote} comparte ${key} ${range} como singleton y ${shell} no lo provee.`);
      continue;
    }
    const ok = satisfies(have, range);
    if (ok === null) reasons.push(`${remote} pide ${key} con un rango que no sé comprobar (${range}).`);
    else if (!ok) reasons.push(`${remote} necesita ${key} ${range} y ${shell} trae ${have}.`);
  }
  return reasons;
}

/**
 * `{ shareKey: version }` a built shell provides: webpack's share-scope table in its main.js
 * (`react:[{version:"19.3.1",get:…}]`). Only what the shell really shares appears; null when the table is
 * not found (another bundler output), so the caller can fall back to the workspace's versions.
 */
export function providedShared(mainSource: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  const re = /(?:"([^"]+)"|([A-Za-z_$][\w$]*)):\[\{version:"([^"]+)",get:/g;
  for (let m = re.exec(mainSource); m; m = re.exec(mainSource)) out[(m[1] ?? m[2])!] = m[3]!;
  return Object.keys(out).length > 0 ? out : null;
}

/** The exposed module names (`./LandingPage`) of a built remoteEntry.js. */
export function exposedModules(remoteEntrySource: string): string[] {
  const names = new Set<string>();
  const re = /"(\.\/[\w./-]+)":\(\)=>/g;
  for (let m = re.exec(remoteEntrySource); m; m = re.exec(remoteEntrySource)) names.add(m[1]!);
  return [...names];
}

/** The versions the workspace's shell provides for each shared key, resolved the way federation.cjs does. */
export function shellProvides(shellDir: string, singletons: Record<string, string>): Record<string, string> {
  const require = createRequire(path.join(shellDir, 'package.json'));
  const out: Record<string, string> = {};
  for (const [key, pkg] of Object.entries(singletons)) {
    const file = require.resolve(`${pkg}/package.json`, { paths: [shellDir, path.join(shellDir, '../shared-ui')] });
    out[key.replace(/\/$/, '')] = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return out;
}

type Semver = [number, number, number];

function parse(version: string): Semver | null {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a: Semver, b: Semver): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** semver's satisfies for the ranges the builds write: ^x.y.z, ~x.y.z, x.y.z, >=x.y.z, * (null: unknown range). */
export function satisfies(version: string, range: string): boolean | null {
  const v = parse(version);
  if (!v) return false;
  if (range === '*' || range === '') return true;
  const m = /^(\^|~|>=|=)?v?(\d+\.\d+\.\d+)$/.exec(range.trim());
  if (!m) return null;
  const r = parse(m[2]!)!;
  const op = m[1] ?? '=';
  if (compare(v, r) < 0) return false;
  if (op === '>=') return true;
  if (op === '=') return compare(v, r) === 0;
  if (op === '~') return v[0] === r[0] && v[1] === r[1];
  // ^: the left-most non-zero part is fixed.
  if (r[0] > 0) return v[0] === r[0];
  if (r[1] > 0) return v[0] === 0 && v[1] === r[1];
  return v[0] === 0 && v[1] === 0 && v[2] === r[2];
}

/**
 * Reasons (Spanish, one per problem) why `pkg`'s build in `distDir` cannot be published next to a shell
 * providing `provides` and the registry `registry`.
 */
export function checkRemoteCompatibility(
  pkg: string,
  distDir: string,
  { provides, registry }: { provides: Record<string, string>; registry: RemoteRegistry },
): string[] {
  const reasons: string[] = [];
  const entryFile = path.join(distDir, 'remoteEntry.js');
  if (!fs.existsSync(entryFile)) return [`${pkg}: falta remoteEntry.js en ${distDir}.`];
  const source = fs.readFileSync(entryFile, 'utf8');
  reasons.push(...singletonProblems(pkg, source, provides));

  const entry = Object.values(registry).find((r) => r.package === pkg);
  if (entry) {
    const exposed = new Set(exposedModules(source));
    for (const name of Object.keys(entry.exposes ?? {})) {
      if (!exposed.has(name))
        reasons.push(`${pkg} ya no expone ${name}, que el registro de remotes (remote-registry.json) nombra.`);
    }
  }
  return [...new Set(reasons)];
}
