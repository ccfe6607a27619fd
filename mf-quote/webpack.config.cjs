const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3002,
  title: 'Seguros · Cotizar',
  // Exposed modules: tooling/webpack/remote-registry.json (one registry for every build and the shell).
});
