const createConfig = require('tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3002,
  title: 'Seguros · Cotizar',
  // Fixed contract with the shell's route table: default-export screens without props, each in its own chunk.
  exposes: {
    './BikeQuotePage': './src/app/exposed/bike-quote-page.tsx',
    './HomeQuotePage': './src/app/exposed/home-quote-page.tsx',
    './HomePlansPage': './src/app/exposed/home-plans-page.tsx',
    './HomeCustomPage': './src/app/exposed/home-custom-page.tsx',
    './ComparePage': './src/app/exposed/compare-page.tsx',
  },
});
