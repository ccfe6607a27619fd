// The one Module Federation configuration shared by the shell and all six remotes.
// Verified recipe (../shared/DESIGN.md): singletons without eager, trailing-slash keys so
// react/jsx-runtime and react-dom/client are shared too, dts off, versions from the catalog.
const path = require('node:path');

// Shared key → the package whose version it carries. Data, so the release CLI's compatibility check
// (gateway/src/release/compat-rules.ts) reads the same list the builds share.
const SINGLETONS = require('./shared-singletons.json');

function versionOf(pkg, fromDir) {
  const file = require.resolve(`${pkg}/package.json`, { paths: [fromDir, path.join(fromDir, '../shared-ui')] });
  return require(file).version;
}

/** The router singleton is provided from an explicit API module (see react-router-shared.mjs). */
const ROUTER_SHARED_MODULE = path.join(__dirname, 'react-router-shared.mjs');
const ROUTER_KEYS = new Set(['react-router']);

function sharedConfig(fromDir) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, pkg]) => {
      const version = versionOf(pkg, fromDir);
      const config = { singleton: true, requiredVersion: `^${version}`, strictVersion: false };
      return [key, ROUTER_KEYS.has(key) ? { ...config, import: ROUTER_SHARED_MODULE, version } : config];
    }),
  );
}

/** React Router's ES module build, which the shared router module re-exports from. */
function reactRouterImplementation(fromDir) {
  const pkgFile = require.resolve('react-router/package.json', { paths: [fromDir] });
  // React Router 8's exports map: `default` is the production build (`development` under that condition).
  const entry = require(pkgFile).exports['.'].default;
  const file = path.join(path.dirname(pkgFile), entry);
  const production = file.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
  return require('node:fs').existsSync(production) ? production : file;
}

/** Federation names must be JavaScript identifiers: mf-landing becomes mf_landing. */
function federationName(packageName) {
  return packageName.replace(/-/g, '_');
}

module.exports = { SINGLETONS, ROUTER_SHARED_MODULE, sharedConfig, federationName, reactRouterImplementation };
