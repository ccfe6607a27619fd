const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3001,
  title: 'Seguros · Inicio',
  exposes: {
    './LandingPage': './src/app/exposed/landing-page.tsx',
  },
});
