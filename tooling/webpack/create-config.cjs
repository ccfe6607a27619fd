// Webpack configuration for every browser build (shell and remotes).
// Usage in a package's webpack.config.cjs:
//   module.exports = require('tooling/webpack/create-config.cjs')({ dir: __dirname, port: 3001 });
// A remote's exposed modules come from the one registry (remote-registry.json), not from its own config.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, federationName, reactRouterImplementation } = require('./federation.cjs');
const { REGISTRY_FILE, exposesFor } = require('./remote-registry.cjs');

/**
 * ES module entry of a federation runtime package. The runtime reaches runtime-core, sdk and error-codes
 * both through require() (CommonJS build) and import (ESM build); pointing both at the ESM build keeps
 * one copy of the runtime in the shell instead of two (~24 KB gzip).
 */
function federationEsmAliases() {
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
  const find = (name) =>
    scopes.map((sc) => path.join(sc, name)).find((d) => fs.existsSync(path.join(d, 'package.json')));
  const aliases = {};
  for (const name of ['runtime-core', 'sdk', 'error-codes']) {
    const dir = find(name);
    if (!dir) continue;
    aliases[`@module-federation/${name}$`] = path.join(
      fs.realpathSync(dir),
      require(path.join(dir, 'package.json')).exports['.'].import.default,
    );
  }
  if (aliases['@module-federation/runtime-core$']) {
    aliases['@module-federation/runtime-tools/runtime-core$'] = aliases['@module-federation/runtime-core$'];
  }
  return aliases;
}

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

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
    return {
      mode,
      context: o.dir,
      entry: { main: './src/index.ts' },
      // No eval-based source maps: the gateway's CSP (script-src 'self') forbids eval, in development too.
      devtool: dev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // Remotes are served from a versioned path they do not know at build time.
        publicPath: o.host ? '/' : 'auto',
        // Entry files (main.js, remoteEntry.js) keep fixed names and are served without caching; only
        // chunks carry a hash. A hash in `filename` crashes the federation runtime module on webpack
        // 5.111 (module-federation/core#5077).
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: federationName(pkg.name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          '@': path.join(o.dir, 'src'),
          '@react-router-implementation$': reactRouterImplementation(o.dir),
          ...federationEsmAliases(),
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
              require.resolve('style-loader'),
              {
                loader: require.resolve('css-loader'),
                options: {
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
          experiments: o.host ? { provideExternalRuntime: true } : { externalRuntime: !dev },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: o.title || 'Seguros',
          chunks: ['main'],
          // Standalone pages are served at the root of their own server (deep links included).
          publicPath: '/',
        }),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
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
