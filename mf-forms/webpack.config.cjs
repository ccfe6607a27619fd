const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3006,
  title: 'Seguros · Formularios',
  // Exposed modules: tooling/webpack/remote-registry.json (one registry for every build and the shell).
});
