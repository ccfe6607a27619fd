// The Node build of a package's prerender entry, run right after its browser build (production only).
// Usage in a package's webpack.config.cjs, beside createConfig:
//   const browser = createConfig({...});
//   module.exports = (env, argv) => withPrerender(browser(env, argv), { dir: __dirname });
// The entry (src/app/prerender.tsx) exports `prerender()`, which returns `{ <file>: <text> }`; each file is
// written into the browser build's dist/prerender/, so the pages are part of the version that is published
// (its digest, its folder in the release store) and a switch or rollback serves that version's own HTML.
// CSS modules get the browser build's class names (same css-loader naming, same context), and the federation
// runtime is a stand-in: everything the entry renders is bundled.
const fs = require('node:fs');
const path = require('node:path');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

class WritePrerenderedPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderedPlugin', async (compilation) => {
      if (compilation.getErrors().length > 0) return;
      const bundle = path.join(compilation.outputOptions.path, 'prerender.cjs');
      delete require.cache[bundle];
      const files = await require(bundle).prerender();
      const out = path.join(this.dir, 'dist', 'prerender');
      fs.rmSync(out, { recursive: true, force: true });
      fs.mkdirSync(out, { recursive: true });
      for (const [name, text] of Object.entries(files)) {
        if (!/^[\w.-]+$/.test(name)) throw new Error(`prerender: bad file name ${name}`);
        fs.writeFileSync(path.join(out, name), text);
      }
    });
  }
}

function prerenderConfig({ dir, entry = './src/app/prerender.tsx', after }) {
  return {
    name: 'prerender',
    ...(after ? { dependencies: [after] } : {}),
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { prerender: entry },
    output: {
      path: path.join(dir, 'node_modules', '.prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@': path.join(dir, 'src'),
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'prerender-federation.cjs'),
      },
      symlinks: true,
      // The federation stand-in (here in tooling) renders with the package's own React.
      modules: ['node_modules', path.join(dir, 'node_modules')],
    },
    module: {
      rules: [
        {
          test: /\.[mc]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions },
        },
        {
          test: /\.module\.css$/,
          use: {
            loader: require.resolve('css-loader'),
            options: {
              modules: {
                namedExport: false,
                exportLocalsConvention: 'as-is',
                // The browser build's naming (create-config.cjs): the HTML's class names are the stylesheet's.
                localIdentName: '[hash:base64:8]',
                exportOnlyLocals: true,
              },
            },
          },
        },
        // Global stylesheets (tokens.css) are the browser's business.
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [new WritePrerenderedPlugin(dir)],
    stats: 'errors-warnings',
  };
}

/**
 * The browser build, then (production only) the prerender build of the same package. webpack runs them as
 * one multi-compiler: the prerender waits for the browser build (which cleans dist/) to finish.
 */
function withPrerender(browser, o) {
  if (browser.mode === 'development') return browser;
  return [{ ...browser, name: 'browser' }, prerenderConfig({ ...o, after: 'browser' })];
}

module.exports = { withPrerender, prerenderConfig };
