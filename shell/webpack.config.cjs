const path = require('node:path');
const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  host: true,
  port: 3000,
  title: 'Seguros',
  runtimePlugins: [path.join(__dirname, 'src/lib/federation-error-plugin.ts')],
});
