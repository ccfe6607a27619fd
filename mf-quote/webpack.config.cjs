const createConfig = require('tooling/webpack/create-config.cjs');
const { withPrerender } = require('tooling/webpack/prerender-config.cjs');

const browser = createConfig({
  dir: __dirname,
  port: 3002,
  title: 'Seguros · Cotizar',
  // Exposed modules: tooling/webpack/remote-registry.json (one registry for every build and the shell).
});

// The public screens' HTML, rendered right after the browser build into dist/prerender/ (src/app/prerender.tsx).
module.exports = (env, argv) => withPrerender(browser(env, argv), { dir: __dirname });
