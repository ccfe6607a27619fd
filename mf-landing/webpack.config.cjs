const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3001,
  title: 'Seguros · Inicio',
  // Fixed contract with the shell: default-export pages without props, each in its own chunk.
  exposes: {
    './LandingPage': './src/app/exposed/landing-page.tsx',
    './AboutPage': './src/app/exposed/about-page.tsx',
    './PrivacyPage': './src/app/exposed/privacy-page.tsx',
    './InsurancePage': './src/app/exposed/insurance-page.tsx',
  },
});
