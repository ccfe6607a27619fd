// Webpack configuration for every browser build (shell and remotes).
// Usage in a package's webpack.config.cjs:
//   module.exports = require('tooling/webpack/create-config.cjs')({ dir: __dirname, port: 3001 });
// A remote's exposed modules come from the one registry (remote-registry.json), not from its own config.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, federationName, reactRouterImplementation } = require('./federation.cjs');
const { REGISTRY_FILE, exposesFor } = require('./remote-registry.cjs');
const { ExposedFilesPlugin } = require('./exposed-files-plugin.cjs');

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

/** Federation runtime files the shell's production build replaces (why: runtime-stand-ins/README.md). */
const RUNTIME_STAND_INS = [
  { pkg: 'runtime-core', file: 'dist/plugins/snapshot/SnapshotHandler.js', standIn: 'snapshot-handler.mjs' },
  { pkg: 'runtime-core', file: 'dist/utils/preload.js', standIn: 'preload.mjs' },
  { pkg: 'webpack-bundler-runtime', file: 'dist/remotes.js', standIn: 'bundler-remotes.mjs' },
];

/**
 * The shell's federation runtime without manifest snapshots, preloading and static remotes, which this app
 * never uses (~2.5 KB gzip of main.js). Refuses to build when a package no longer has a file it replaces,
 * rather than silently keeping it or replacing something else.
 */
function runtimeStandIns(dirs) {
  const replacements = new Map();
  for (const { pkg, file, standIn } of RUNTIME_STAND_INS) {
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
    // The stand-ins import runtime-core's own helpers from its files.
    alias: { '@mf-runtime-core-dist': path.join(dirs['runtime-core'], 'dist') },
    plugin: new webpack.NormalModuleReplacementPlugin(/[\\/](SnapshotHandler|preload|remotes)\.js$/, (resource) => {
      const standIn = replacements.get(path.resolve(resource.context, resource.request));
      if (standIn) resource.request = standIn;
    }),
  };
}

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

const PRECOMPRESSED = /\.(js|css|html|svg|json)$/;

/** Where a production build's hidden source maps go, beside its `dist` (never published or served). */
const SOURCE_MAPS_DIR = 'dist-maps';

function precompressPlugins() {
  // Same floor as the gateway's on-the-fly compression: smaller files are sent as they are.
  const common = { test: PRECOMPRESSED, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/** Module types of the federation plugin's provide and consume modules, whose async blocks load fallbacks. */
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/** A chunk loaded only as a shared module's own copy (provided, or a consumer's fallback). */
function isSharedFallbackChunk(chunk) {
  const groups = [...chunk.groupsIterable];
  return (
    groups.length > 0 &&
    groups.every(
      (g) => g.origins.length > 0 && g.origins.every((o) => o.module && SHARED_MODULE_TYPES.has(o.module.type)),
    )
  );
}

/**
 * React, react-dom, scheduler, the router and zustand (the shared singletons every screen needs) in one
 * chunk instead of seven. The shell provides them and loads every one before its first render, on every
 * route, so one file costs nothing extra and compresses as one (~2.5 KB gzip less than seven files). In a
 * remote they are fallbacks, downloaded only when the shell's are not used; one chunk keeps its
 * remoteEntry.js's chunk tables shorter (~0.1 KB gzip).
 * Only shared-module chunks are merged: a screen's own chunk that bundles a non-shared part of these
 * packages (zustand/middleware in mf-quote) keeps its copy, or loading it would fetch the whole group and
 * download React a second time. shared-ui stays apart: its modules consume zustand from the share scope,
 * and a chunk that both provides and consumes a shared module would wait on itself.
 */
function frameworkSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      framework: {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|zustand)[\\/]|[\\/]react-router-shared\.mjs$/,
        name: 'framework',
        chunks: isSharedFallbackChunk,
        enforce: true,
        priority: 20,
      },
    },
  };
}

/**
 * webpack's RuntimePlugin adds its own `sharing` runtime module (the share scope and its initialiser, with a
 * table of every provided module) and the federation plugin adds its own beside it, one stage later, which
 * assigns __webpack_require__.S and .I again: webpack's copy is overwritten before anything calls it.
 * Leaving it out saves ~0.3 KB gzip in main.js and in every remoteEntry.js. Only when the later module
 * really assigns both; otherwise nothing changes.
 */
class ShadowedShareRuntimePlugin {
  apply(compiler) {
    const { RuntimeGlobals } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShadowedShareRuntimePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('ShadowedShareRuntimePlugin', () => {
        for (const chunk of compilation.chunks) {
          const sharing = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)]
            .filter((m) => m.name === 'sharing')
            .sort((a, b) => a.stage - b.stage);
          const last = sharing.pop();
          for (const shadowed of sharing) {
            const generate = shadowed.generate.bind(shadowed);
            shadowed.generate = () => {
              const code = last.generate() ?? '';
              const reassigns =
                code.includes(`${RuntimeGlobals.shareScopeMap} = `) &&
                code.includes(`${RuntimeGlobals.initializeSharing} = `);
              return reassigns ? null : generate();
            };
          }
        }
      });
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir            package directory (__dirname of its webpack config)
 * @param {boolean} [o.host]        true for the shell (exposes nothing); otherwise a remote listed in remote-registry.json
 * @param {string[]} [o.runtimePlugins] federation runtime plugins (shell)
 * @param {number} o.port           dev-server port
 * @param {string} [o.title]        standalone page title
 */
module.exports = function createConfig(o) {
  const pkg = require(path.join(o.dir, 'package.json'));
  const exposes = o.host ? {} : exposesFor(o.dir);
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const dev = mode === 'development';
    const runtimeDirs = federationPackageDirs();
    const standIns = o.host && !dev ? runtimeStandIns(runtimeDirs) : null;
    return {
      mode,
      context: o.dir,
      entry: { main: './src/index.ts' },
      // No eval-based source maps: the gateway's CSP (script-src 'self') forbids eval, in development too.
      // Production maps are hidden (no sourceMappingURL comment) and written outside dist, to `dist-maps/`
      // (output.sourceMapFilename below): dist is what is published and served, and full source maps in
      // public gave away the whole source. scripts/bench/weight.mjs reads them from there.
      devtool: dev ? 'cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // Remotes are served from a versioned path they do not know at build time.
        publicPath: o.host ? '/' : 'auto',
        // Entry files (main.js, remoteEntry.js) keep fixed names and are served without caching; only
        // chunks carry a hash. A hash in `filename` crashes the federation runtime module on webpack
        // 5.111 (module-federation/core#5077).
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        // Relative to `path`: <package>/dist-maps/<file>.map beside <package>/dist/<file>.
        sourceMapFilename: dev ? '[file].map' : `../${SOURCE_MAPS_DIR}/[file].map`,
        uniqueName: federationName(pkg.name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          '@': path.join(o.dir, 'src'),
          '@react-router-implementation$': reactRouterImplementation(o.dir),
          ...federationEsmAliases(runtimeDirs),
          ...standIns?.alias,
        },
        // shared-ui is consumed from source; keep one resolution for the whole workspace.
        symlinks: true,
      },
      module: {
        rules: [
          {
            test: /\.[mc]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions },
          },
          {
            test: /\.css$/,
            use: [
              // Production stylesheets are CSS files beside the chunk that imports them, loaded with it
              // (a <link>, in parallel): no CSS text nor style-loader's runtime inside the JavaScript.
              dev ? require.resolve('style-loader') : MiniCssExtractPlugin.loader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  // css-loader follows `devtool` and would embed each stylesheet's source map (base64, with the
                  // source text) in the production JavaScript: about a third of every CSS module's weight.
                  sourceMap: dev,
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: dev ? '[name]__[local]' : '[hash:base64:8]',
                  },
                },
              },
            ],
          },
          {
            test: /\.(png|jpe?g|svg|webp|ico)$/i,
            type: 'asset/resource',
            generator: { filename: 'assets/[name].[contenthash:8][ext]' },
          },
        ],
      },
      plugins: [
        ...(standIns ? [standIns.plugin] : []),
        new ShadowedShareRuntimePlugin(),
        new ModuleFederationPlugin({
          name: federationName(pkg.name),
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(o.dir),
          shareStrategy: 'loaded-first',
          runtimePlugins: o.runtimePlugins || [],
          dts: false,
          manifest: false,
          // The federation runtime core is ~25 KB gzip. The shell provides it once; composed (production)
          // remotes reuse it instead of each shipping a copy. Development builds keep their own so a
          // remote still runs standalone (webpack serve).
          // `optimization`: browser-only builds of remoteEntry.js remotes, so the runtime's Node script loader
          // and its manifest snapshot plugin (mf-manifest.json remotes, preloading) are dropped at build time.
          experiments: {
            ...(o.host ? { provideExternalRuntime: true } : { externalRuntime: !dev }),
            // A remote declares no static remotes (it reaches others through the host's runtime, loadRemote),
            // so its bundler runtime needs no `remotes` handler; the shell keeps it (registerRemotes).
            optimization: { disableSnapshot: true, target: 'web', ...(o.host ? {} : { disableRemote: true }) },
          },
        }),
        ...(dev
          ? []
          : [
              new MiniCssExtractPlugin({
                filename: '[name].css',
                chunkFilename: '[name].[contenthash:8].css',
                // CSS modules are scoped by class name; the order between chunks does not decide anything.
                ignoreOrder: true,
              }),
            ]),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: o.title || 'Seguros',
          chunks: ['main'],
          // Standalone pages are served at the root of their own server (deep links included).
          publicPath: '/',
        }),
        // exposed-files.json: each exposed module's chunks, which the gateway preloads for the first screen.
        ...(o.host ? [] : [new ExposedFilesPlugin()]),
        // Precompressed copies beside each text file (`x.js.br`, `x.js.gz`), made once here at the slowest,
        // smallest settings and served by the gateway by Accept-Encoding: brotli 11 is ~13% smaller than
        // gzip and far too slow to run per request. Part of the dist, so of the release's digest too.
        ...(dev ? [] : precompressPlugins()),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(!dev ? { splitChunks: frameworkSplitChunks() } : {}),
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(o.dir, 'node_modules/.cache/webpack'),
        name: `${mode}`,
        buildDependencies: {
          config: [
            __filename,
            path.join(__dirname, 'federation.cjs'),
            path.join(__dirname, 'remote-registry.cjs'),
            path.join(__dirname, 'exposed-files-plugin.cjs'),
            REGISTRY_FILE,
          ],
        },
      },
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
      },
      stats: 'errors-warnings',
    };
  };
};

// For tooling/test (runtime-stand-ins.test.ts): where the federation runtime packages are, what is replaced.
module.exports.RUNTIME_STAND_INS = RUNTIME_STAND_INS;
module.exports.federationPackageDirs = federationPackageDirs;
module.exports.SOURCE_MAPS_DIR = SOURCE_MAPS_DIR;
