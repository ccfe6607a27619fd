// Production chunk splitting: the shared React, react-dom, router and zustand copies in one `framework` chunk,
// taking only chunks loaded as a shared module's own copy, so no screen pulls React in twice.

/** Module types of the federation plugin's provide and consume modules, whose async blocks load fallbacks. */
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/** A chunk loaded only as a shared module's own copy (provided, or a consumer's fallback). */
function isSharedFallbackChunk(chunk) {
  const groups = [...chunk.groupsIterable];
  return (
    groups.length > 0 &&
    groups.every(
      (g) => g.origins.length > 0 && g.origins.every((o) => o.module && SHARED_MODULE_TYPES.has(o.module.type)),
    )
  );
}

/**
 * React, react-dom, scheduler, the router and zustand (the shared singletons every screen needs) in one
 * chunk instead of seven. The shell provides them and loads every one before its first render, on every
 * route, so one file costs nothing extra and compresses as one (~2.5 KB gzip less than seven files). In a
 * remote they are fallbacks, downloaded only when the shell's are not used; one chunk keeps its
 * remoteEntry.js's chunk tables shorter (~0.1 KB gzip).
 * Only shared-module chunks are merged: a screen's own chunk that bundles a non-shared part of these
 * packages (zustand/middleware in mf-quote) keeps its copy, or loading it would fetch the whole group and
 * download React a second time. shared-ui stays apart: its modules consume zustand from the share scope,
 * and a chunk that both provides and consumes a shared module would wait on itself.
 */
function frameworkSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      framework: {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|zustand)[\\/]|[\\/]react-router-shared\.mjs$/,
        name: 'framework',
        chunks: isSharedFallbackChunk,
        enforce: true,
        priority: 20,
      },
    },
  };
}

module.exports = { frameworkSplitChunks };
