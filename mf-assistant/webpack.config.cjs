const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3005,
  title: 'Seguros · Asistente',
  // Exposed modules: tooling/webpack/remote-registry.json (one registry for every build and the shell).
});
