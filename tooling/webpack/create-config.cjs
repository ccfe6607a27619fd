// Webpack configuration for every browser build (shell and remotes).
// Usage in a package's webpack.config.cjs:
//   module.exports = require('tooling/webpack/create-config.cjs')({ dir: __dirname, port: 3001 });
// A remote's exposed modules come from the one registry (remote-registry.json), not from its own config.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, federationName, reactRouterImplementation } = require('./federation.cjs');
const { REGISTRY_FILE, exposesFor } = require('./remote-registry.cjs');
const { ExposedFilesPlugin } = require('./exposed-files-plugin.cjs');
const { federationEsmAliases, federationPackageDirs, runtimeStandIns } = require('./federation-runtime-files.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { frameworkSplitChunks } = require('./framework-chunk.cjs');
const { ShadowedShareRuntimePlugin } = require('./shadowed-share-runtime-plugin.cjs');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    // As tsconfig/web.json says: imports are kept as written, only `import type` ones go.
    transform: { react: { runtime: 'automatic' }, verbatimModuleSyntax: true },
    target: 'es2020',
  },
};

/** Where a production build's hidden source maps go, beside its `dist` (never published or served). */
const SOURCE_MAPS_DIR = 'dist-maps';

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
    const standIns = !dev ? runtimeStandIns(runtimeDirs, { host: Boolean(o.host) }) : null;
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

module.exports.SOURCE_MAPS_DIR = SOURCE_MAPS_DIR;
