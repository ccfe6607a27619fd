// Jest preset for the browser packages (shell, mf-*, shared-ui): jsdom, React, CSS modules.
const path = require('node:path');
const swc = require('./swc.cjs');
const transformIgnorePatterns = require('./esm-deps.cjs');

module.exports = function webPreset(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j|mj)sx?$': [require.resolve('@swc/jest'), swc] },
    transformIgnorePatterns,
    // Jest applies the first matching entry: styles and files before the `@/` alias.
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'file-stub.cjs'),
      '^@/(.*)$': '<rootDir>/src/$1',
    },
    setupFiles: [path.join(__dirname, 'web-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'web-setup.cjs')],
    ...overrides,
  };
};
