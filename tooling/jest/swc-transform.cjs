// @swc/jest with the workspace's swc options (swc.cjs), for sources and the ES-module-only dependencies
// (esm-deps.cjs). React Router 8 reads `import.meta.hot` (Vite's HMR flag) in one module; `import.meta` has
// no CommonJS form, so there it is `undefined`, as in any build without HMR.
const { createTransformer } = require('@swc/jest');
const swc = require('./swc.cjs');

const inner = createTransformer(swc);
const prepare = (source, file) =>
  file.includes('node_modules') && source.includes('import.meta.hot')
    ? source.replace(/\bimport\.meta\.hot\b/g, 'undefined')
    : source;

module.exports = {
  ...inner,
  process: (source, file, options) => inner.process(prepare(source, file), file, options),
  processAsync: (source, file, options) => inner.processAsync(prepare(source, file), file, options),
  getCacheKey: (source, file, options) => inner.getCacheKey(prepare(source, file), file, options),
};
