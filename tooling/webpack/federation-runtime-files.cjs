// Where the federation runtime's files are, for the builds: pnpm keeps each package's dependencies beside it,
// so the runtime packages the plugin brings are found by walking from @module-federation/enhanced. From
// there: aliases that make every build take their ES module files, and the shell's production stand-ins
// for the runtime files this app never uses (why: runtime-stand-ins/README.md).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** Real directories of the federation runtime packages the plugin brings (pnpm keeps them apart). */
function federationPackageDirs() {
  // pnpm keeps each package's dependencies beside it: walk enhanced → runtime-tools → runtime → runtime-core.
  const scopes = [];
  const addScope = (pkgDir) => {
    const scope = path.dirname(fs.realpathSync(pkgDir));
    if (!scopes.includes(scope)) scopes.push(scope);
  };
  addScope(path.join(path.dirname(require.resolve('@module-federation/enhanced/webpack')), '../..'));
  for (let i = 0; i < scopes.length; i++) {
    for (const dep of ['runtime-tools', 'runtime', 'webpack-bundler-runtime']) {
      const dir = path.join(scopes[i], dep);
      if (fs.existsSync(path.join(dir, 'package.json'))) addScope(dir);
    }
  }
  const dirs = {};
  for (const name of [
    'runtime',
    'runtime-core',
    'sdk',
    'error-codes',
    'webpack-bundler-runtime',
    'inject-external-runtime-core-plugin',
  ]) {
    const dir = scopes.map((sc) => path.join(sc, name)).find((d) => fs.existsSync(path.join(d, 'package.json')));
    if (dir) dirs[name] = fs.realpathSync(dir);
  }
  return dirs;
}

/**
 * ES module entry of a federation runtime package. The runtime reaches runtime-core, sdk and error-codes
 * both through require() (CommonJS build) and import (ESM build); pointing both at the ESM build keeps
 * one copy of the runtime in the shell instead of two (~24 KB gzip).
 */
function federationEsmAliases(dirs) {
  const aliases = {};
  for (const name of ['runtime-core', 'sdk', 'error-codes']) {
    const dir = dirs[name];
    if (!dir) continue;
    aliases[`@module-federation/${name}$`] = path.join(
      dir,
      require(path.join(dir, 'package.json')).exports['.'].import.default,
    );
  }
  if (aliases['@module-federation/runtime-core$']) {
    aliases['@module-federation/runtime-tools/runtime-core$'] = aliases['@module-federation/runtime-core$'];
  }
  // The plugin that hands the shell's runtime core to remotes (provideExternalRuntime) is named by the path of
  // its CommonJS build, which wraps the core in an interop helper; its ES module build does the same.
  const inject = dirs['inject-external-runtime-core-plugin'];
  if (inject) {
    const { exports } = require(path.join(inject, 'package.json'));
    aliases[`${path.join(inject, exports['.'].require.default)}$`] = path.join(inject, exports['.'].import.default);
  }
  return aliases;
}

/**
 * Federation runtime files the production builds replace (why: runtime-stand-ins/README.md), and in which
 * builds: the shell's (`host`) or the remotes' (which carry no runtime core: they use the shell's).
 */
const RUNTIME_STAND_INS = [
  {
    pkg: 'runtime-core',
    file: 'dist/plugins/snapshot/SnapshotHandler.js',
    standIn: 'snapshot-handler.mjs',
    builds: ['host'],
  },
  { pkg: 'runtime-core', file: 'dist/utils/preload.js', standIn: 'preload.mjs', builds: ['host'] },
  {
    pkg: 'webpack-bundler-runtime',
    file: 'dist/remotes.js',
    standIn: 'bundler-remotes.mjs',
    builds: ['host', 'remote'],
  },
  { pkg: 'error-codes', file: 'dist/desc.mjs', standIn: 'error-codes-desc.mjs', builds: ['remote'] },
];

/**
 * The federation runtime without what this app never uses: in the shell (`host`), manifest snapshots,
 * preloading and static remotes (~2.5 KB gzip of main.js); in a remote, the static-remotes handler, whose
 * import of the sdk also kept the sdk's logger, and the error descriptions its code never reads (~0.9 KB
 * gzip of every remoteEntry.js). Refuses to build when a package no longer has a file it replaces, rather
 * than silently keeping it or replacing something else.
 */
function runtimeStandIns(dirs, { host }) {
  const replacements = new Map();
  for (const { pkg, file, standIn, builds } of RUNTIME_STAND_INS) {
    if (!builds.includes(host ? 'host' : 'remote')) continue;
    const original = dirs[pkg] && path.join(dirs[pkg], file);
    if (!original || !fs.existsSync(original)) {
      throw new Error(
        `create-config: @module-federation/${pkg} no tiene ${file}; revisá tooling/webpack/runtime-stand-ins/ ` +
          'para esta versión del runtime de federación.',
      );
    }
    replacements.set(original, path.join(__dirname, 'runtime-stand-ins', standIn));
  }
  return {
    // The stand-ins import runtime-core's and error-codes' own helpers from their files.
    alias: {
      '@mf-runtime-core-dist': path.join(dirs['runtime-core'], 'dist'),
      '@mf-error-codes-dist': path.join(dirs['error-codes'], 'dist'),
    },
    plugin: new webpack.NormalModuleReplacementPlugin(
      /[\\/](SnapshotHandler\.js|preload\.js|remotes\.js|desc\.mjs)$/,
      (resource) => {
        const standIn = replacements.get(path.resolve(resource.context, resource.request));
        if (standIn) resource.request = standIn;
      },
    ),
  };
}

module.exports = { federationPackageDirs, federationEsmAliases, RUNTIME_STAND_INS, runtimeStandIns };
