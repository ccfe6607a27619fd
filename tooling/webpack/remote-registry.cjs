// The one remote registry: which remotes exist and which modules each one exposes.
//
// remote-registry.json maps a federation name to its package and its exposed modules:
//   { "mf_wallet": { "package": "mf-wallet", "exposes": { "./AppPage": "./src/app/exposed/app-page.tsx" } } }
// (source files relative to the package directory). Read by:
//   - create-config.cjs: a remote's `exposes` come from here, never from its own webpack.config.cjs;
//   - the shell: at start-up it publishes the modules of the registered remotes as available, and its
//     route-table test fails when a route names a module its remote does not expose.
// Generated (`npm run screens`, tooling/screens/) from each remote's src/app/exposed/: a file `foo-page.tsx`
// there is the exposed module `./FooPage`. A shell test fails when the JSON is not up to date.
const fs = require('node:fs');
const path = require('node:path');
const { federationName } = require('./federation.cjs');

const REGISTRY_FILE = path.join(__dirname, 'remote-registry.json');

/** @returns {Record<string, { package: string, exposes: Record<string, string> }>} */
function readRegistry() {
  return JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8'));
}

/**
 * The exposed modules of the package at `dir` (`{ './AppPage': './src/…' }`), checked so that a typo
 * fails the build with a readable message instead of a broken remoteEntry.
 */
function exposesFor(dir, registry = readRegistry()) {
  const packageName = require(path.join(dir, 'package.json')).name;
  const name = federationName(packageName);
  const entry = registry[name];
  if (!entry) {
    throw new Error(`${packageName} no figura en ${REGISTRY_FILE}: agregá "${name}" con sus módulos expuestos.`);
  }
  if (entry.package !== packageName) {
    throw new Error(`${REGISTRY_FILE}: "${name}" dice package "${entry.package}", pero el paquete es ${packageName}.`);
  }
  for (const [module, file] of Object.entries(entry.exposes)) {
    if (!module.startsWith('./')) throw new Error(`${REGISTRY_FILE}: ${name} expone "${module}"; debe empezar con ./`);
    if (!fs.existsSync(path.join(dir, file))) {
      throw new Error(`${REGISTRY_FILE}: ${name} expone ${module} desde ${file}, que no existe en ${dir}.`);
    }
  }
  return { ...entry.exposes };
}

module.exports = { REGISTRY_FILE, readRegistry, exposesFor };
