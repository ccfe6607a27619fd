// Webpack configuration for every browser build (shell and remotes).
// Usage in a package's webpack.config.cjs:
//   module.exports = require('tooling/webpack/create-config.cjs')({ dir: __dirname, exposes: {...}, port: 3001 });
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, federationName } = require('./federation.cjs');

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
 * @param {boolean} [o.host]        true for the shell
 * @param {Record<string,string>} [o.exposes]  remote entry points
 * @param {string[]} [o.runtimePlugins] federation runtime plugins (shell)
 * @param {number} o.port           dev-server port
 * @param {string} [o.title]        standalone page title
 */
module.exports = function createConfig(o) {
  const pkg = require(path.join(o.dir, 'package.json'));
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const dev = mode === 'development';
    return {
      mode,
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // Remotes are served from a versioned path they do not know at build time.
        publicPath: o.host ? '/' : 'auto',
        // Entry files (main.js, remoteEntry.js) keep fixed names and are served without caching; only
        // chunks carry a hash. A hash in `filename` crashes the federation runtime module on webpack
        // 5.111 (module-federation/core#5077).
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        uniqueName: federationName(pkg.name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { '@': path.join(o.dir, 'src') },
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
          { test: /\.(png|jpe?g|svg|webp|ico)$/i, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(pkg.name),
          filename: 'remoteEntry.js',
          exposes: o.exposes || {},
          remotes: {},
          shared: sharedConfig(o.dir),
          shareStrategy: 'loaded-first',
          runtimePlugins: o.runtimePlugins || [],
          dts: false,
          manifest: false,
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
      cache: { type: 'filesystem', cacheDirectory: path.join(o.dir, 'node_modules/.cache/webpack'), name: `${mode}`, buildDependencies: { config: [__filename, path.join(__dirname, 'federation.cjs')] } },
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
