// The compatibility check run before a remote is published (npm run release -- publish <remote>):
//   1. every shared singleton the remote's build requires (requiredVersion in its remoteEntry.js) must be
//      satisfied by the version the shell provides (federation.cjs's SINGLETONS, resolved from shell/);
//   2. every exposed module the registry (remote-registry.json) names for it must still be exposed.
// Returns the readable reasons a build is refused for; an empty list means it may be published.
const fs = require('node:fs');
const path = require('node:path');
const { SINGLETONS } = require('../webpack/federation.cjs');
const REGISTRY = require('../webpack/remote-registry.json');

/** `{ shareKey: requiredVersion }` of a built remoteEntry.js (webpack's consume-shared table). */
function requiredShared(remoteEntrySource) {
  const out = {};
  const re = /requiredVersion:"([^"]+)"[^{}]*?shareKey:"([^"]+)"/g;
  for (let m = re.exec(remoteEntrySource); m; m = re.exec(remoteEntrySource)) out[m[2]] = m[1];
  return out;
}

/**
 * `{ shareKey: version }` a built shell provides: webpack's share-scope table in its main.js
 * (`react:[{version:"19.3.1",get:…}]`). Only what the shell really shares appears; null when the table is
 * not found (another bundler output), so the caller can fall back to the workspace's versions.
 */
function providedShared(mainSource) {
  const out = {};
  const re = /(?:"([^"]+)"|([A-Za-z_$][\w$]*)):\[\{version:"([^"]+)",get:/g;
  for (let m = re.exec(mainSource); m; m = re.exec(mainSource)) out[m[1] ?? m[2]] = m[3];
  return Object.keys(out).length > 0 ? out : null;
}

/** The exposed module names (`./LandingPage`) of a built remoteEntry.js. */
function exposedModules(remoteEntrySource) {
  const names = new Set();
  const re = /"(\.\/[\w./-]+)":\(\)=>/g;
  for (let m = re.exec(remoteEntrySource); m; m = re.exec(remoteEntrySource)) names.add(m[1]);
  return [...names];
}

/** The versions the shell provides for each shared key, resolved the way federation.cjs does. */
function shellProvides(shellDir) {
  const out = {};
  for (const [key, pkg] of Object.entries(SINGLETONS)) {
    const file = require.resolve(`${pkg}/package.json`, { paths: [shellDir, path.join(shellDir, '../shared-ui')] });
    out[key.replace(/\/$/, '')] = JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  return out;
}

function parse(version) {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** semver's satisfies for the ranges the builds write: ^x.y.z, ~x.y.z, x.y.z, >=x.y.z, * (null: unknown range). */
function satisfies(version, range) {
  const v = parse(version);
  if (!v) return false;
  if (range === '*' || range === '') return true;
  const m = /^(\^|~|>=|=)?v?(\d+\.\d+\.\d+)$/.exec(range.trim());
  if (!m) return null;
  const r = parse(m[2]);
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
 * providing `provides` (default: the workspace's shell) and the registry `registry`.
 */
function checkRemoteCompatibility(pkg, distDir, { provides, registry = REGISTRY, shellDir } = {}) {
  const reasons = [];
  const entryFile = path.join(distDir, 'remoteEntry.js');
  if (!fs.existsSync(entryFile)) return [`${pkg}: falta remoteEntry.js en ${distDir}.`];
  const source = fs.readFileSync(entryFile, 'utf8');
  const shell = provides ?? shellProvides(shellDir ?? path.join(__dirname, '../../shell'));

  for (const [key, range] of Object.entries(requiredShared(source))) {
    const base = key.replace(/\/.*$/, '').replace(/^(@[^/]+)\/.*$/, '$1');
    const sharedKey = key in shell ? key : key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : base;
    const have = shell[sharedKey];
    if (have === undefined) continue; // not a singleton the shell provides: the remote brings its own
    const ok = satisfies(have, range);
    if (ok === null) reasons.push(`${pkg} pide ${key} con un rango que no sé comprobar (${range}).`);
    else if (!ok) reasons.push(`${pkg} necesita ${key} ${range} y el shell trae ${have}.`);
  }

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

module.exports = {
  checkRemoteCompatibility,
  requiredShared,
  providedShared,
  exposedModules,
  shellProvides,
  satisfies,
};
