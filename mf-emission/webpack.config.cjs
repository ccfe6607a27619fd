const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3003,
  title: 'Seguros · Emisión',
  // Exposed modules: tooling/webpack/remote-registry.json (one registry for every build and the shell).
});
