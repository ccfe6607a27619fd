const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3003,
  title: 'Seguros · Emisión',
  // Fixed contract with the shell: default-export pages without props, each in its own chunk.
  exposes: {
    './EmissionPage': './src/app/exposed/emission-page.tsx',
    './EmissionResultPage': './src/app/exposed/emission-result-page.tsx',
  },
});
