// The one Module Federation configuration shared by the shell and all six remotes.
// Verified recipe (../shared/DESIGN.md): singletons without eager, trailing-slash keys so
// react/jsx-runtime and react-dom/client are shared too, dts off, versions from the catalog.
const path = require('node:path');

const SINGLETONS = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  'react-router': 'react-router',
  'react-router/': 'react-router',
  'react-router-dom': 'react-router-dom',
  zustand: 'zustand',
  '@auth0/auth0-react': '@auth0/auth0-react',
  'shared-ui': 'shared-ui',
};

function versionOf(pkg, fromDir) {
  const file = require.resolve(`${pkg}/package.json`, { paths: [fromDir, path.join(fromDir, '../shared-ui')] });
  return require(file).version;
}

function sharedConfig(fromDir) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, pkg]) => [
      key,
      { singleton: true, requiredVersion: `^${versionOf(pkg, fromDir)}`, strictVersion: false },
    ]),
  );
}

/** Federation names must be JavaScript identifiers: mf-landing becomes mf_landing. */
function federationName(packageName) {
  return packageName.replace(/-/g, '_');
}

module.exports = { SINGLETONS, sharedConfig, federationName };
