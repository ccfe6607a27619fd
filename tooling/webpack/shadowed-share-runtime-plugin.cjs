// A webpack plugin of the production builds (create-config.cjs).

/**
 * webpack's RuntimePlugin adds its own `sharing` runtime module (the share scope and its initialiser, with a
 * table of every provided module) and the federation plugin adds its own beside it, one stage later, which
 * assigns __webpack_require__.S and .I again: webpack's copy is overwritten before anything calls it.
 * Leaving it out saves ~0.3 KB gzip in main.js and in every remoteEntry.js. Only when the later module
 * really assigns both; otherwise nothing changes.
 */
class ShadowedShareRuntimePlugin {
  apply(compiler) {
    const { RuntimeGlobals } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShadowedShareRuntimePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('ShadowedShareRuntimePlugin', () => {
        for (const chunk of compilation.chunks) {
          const sharing = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)]
            .filter((m) => m.name === 'sharing')
            .sort((a, b) => a.stage - b.stage);
          const last = sharing.pop();
          for (const shadowed of sharing) {
            const generate = shadowed.generate.bind(shadowed);
            shadowed.generate = () => {
              const code = last.generate() ?? '';
              const reassigns =
                code.includes(`${RuntimeGlobals.shareScopeMap} = `) &&
                code.includes(`${RuntimeGlobals.initializeSharing} = `);
              return reassigns ? null : generate();
            };
          }
        }
      });
    });
  }
}

module.exports = { ShadowedShareRuntimePlugin };
