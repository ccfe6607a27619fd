// @swc/jest with the workspace's swc options (swc.cjs), for sources and the ES-module-only dependencies
// (esm-deps.cjs). React Router 8 reads `import.meta.hot` (Vite's HMR flag) in one module; `import.meta` has
// no CommonJS form, so there it is `undefined`, as in any build without HMR.
// Its one option, `verbatimModuleSyntax`, follows the package's tsconfig: on for the browser packages
// (tsconfig/web.json, as their webpack build), off for the servers' CommonJS (tsconfig/node.json), where swc
// drops imports used only as types like tsc and tsx do.
const { createTransformer: createSwcTransformer } = require('@swc/jest');
const swc = require('./swc.cjs');

const prepare = (source, file) =>
  file.includes('node_modules') && source.includes('import.meta.hot')
    ? source.replace(/\bimport\.meta\.hot\b/g, 'undefined')
    : source;

function createTransformer({ verbatimModuleSyntax = false } = {}) {
  const inner = createSwcTransformer({
    ...swc,
    jsc: { ...swc.jsc, transform: { ...swc.jsc.transform, verbatimModuleSyntax } },
  });
  return {
    ...inner,
    process: (source, file, options) => inner.process(prepare(source, file), file, options),
    processAsync: (source, file, options) => inner.processAsync(prepare(source, file), file, options),
    getCacheKey: (source, file, options) => inner.getCacheKey(prepare(source, file), file, options),
  };
}

module.exports = { createTransformer };
