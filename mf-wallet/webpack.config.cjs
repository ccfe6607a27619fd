const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3004,
  title: 'Seguros · Mi cuenta',
  // Fixed contract with the shell's route table: default-export pages without props, each in its own chunk.
  exposes: {
    './AppPage': './src/app/exposed/app-page.tsx',
    './PolicyPage': './src/app/exposed/policy-page.tsx',
  },
});
