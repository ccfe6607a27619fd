// Jest preset for the browser packages (shell, mf-*, shared-ui): jsdom, React, CSS modules.
const path = require('node:path');
const transformIgnorePatterns = require('./esm-deps.cjs');

const FEDERATION_RUNTIME_DOUBLE = path.join(__dirname, '../../shared-ui/src/testing/federation-runtime.ts');

module.exports = function webPreset(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    // Also when a package runs alone (pnpm --filter X test): api suites migrate a database per file.
    testTimeout: 60000,
    rootDir: dir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j|mj)sx?$': [require.resolve('./swc-transform.cjs'), { verbatimModuleSyntax: true }] },
    transformIgnorePatterns,
    // Jest applies the first matching entry: styles and files before the `@/` alias.
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'css-module-stub.cjs'),
      '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'file-stub.cjs'),
      // The real runtime throws outside a federated build: every browser test gets shared-ui's one double.
      '^@module-federation/enhanced/runtime$': FEDERATION_RUNTIME_DOUBLE,
      '^@/(.*)$': '<rootDir>/src/$1',
    },
    setupFiles: [path.join(__dirname, 'web-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'web-setup.cjs')],
    ...overrides,
  };
};
