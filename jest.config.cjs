// One jest run over every package that has a jest.config.cjs (see scripts/test.mjs).
const fs = require('node:fs');
const path = require('node:path');

const projects = fs
  .readdirSync(__dirname)
  .filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs')))
  .map((d) => `<rootDir>/${d}`);

module.exports = { projects, testTimeout: 20000 };
