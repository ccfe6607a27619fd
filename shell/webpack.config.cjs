const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, host: true, port: 3000, title: 'Seguros' });
