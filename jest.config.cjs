// One jest run over every package that has a jest.config.cjs (see scripts/test.mjs).
const fs = require('node:fs');
const path = require('node:path');

const projects = fs
  .readdirSync(__dirname)
  .filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs')))
  .map((d) => `<rootDir>/${d}`);

// Generous: api suites open and migrate a database per file, which takes seconds on a loaded 2-core machine.
module.exports = { projects, testTimeout: 60000 };
