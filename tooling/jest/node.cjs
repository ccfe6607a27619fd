// Jest preset for servers (gateway, api, sbi-sandbox, idp-dev) and plain TypeScript packages.
const path = require('node:path');
const transformIgnorePatterns = require('./esm-deps.cjs');

module.exports = function nodePreset(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    // Also when a package runs alone (pnpm --filter X test): api suites migrate a database per file.
    testTimeout: 60000,
    rootDir: dir,
    testEnvironment: 'node',
    roots: ['<rootDir>/src', '<rootDir>/test'].filter((r) =>
      require('node:fs').existsSync(r.replace('<rootDir>', dir)),
    ),
    testMatch: ['**/__tests__/**/*.test.ts', '**/test/**/*.test.ts'],
    transform: { '^.+\\.(t|j|mj)sx?$': require.resolve('./swc-transform.cjs') },
    transformIgnorePatterns,
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@/(.*)$': '<rootDir>/src/$1' },
    ...overrides,
  };
};
