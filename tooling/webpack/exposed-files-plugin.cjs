// The file's name is contracts' (build-files.json): the gateway reads it by the same (gateway/src/lib/shell-page.ts).
const { exposedFiles: EXPOSED_FILES } = require('contracts/build-files.json');

/**
 * Emits `exposed-files.json`: for each exposed module (`./AppPage`), the files of its own chunks (JS and
 * CSS, relative to remoteEntry.js) that the federation runtime downloads on `get('./AppPage')`. Published
 * with the version, it lets the gateway preload the first screen's chunks from the page itself instead of
 * after remoteEntry.js has run: the files of exactly the version this browser is served (active, canary or
 * QA pin), since the list is read from that version's folder. Shared modules the chunks consume come from
 * the shell and are not listed.
 */
class ExposedFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ExposedFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ExposedFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const exposed = {};
          for (const module of compilation.modules) {
            for (const block of module.blocks) {
              if (!block.dependencies.some((d) => d.type === 'container exposed')) continue;
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              const files = (group?.chunks ?? [])
                .flatMap((chunk) => [...chunk.files])
                .filter((file) => /\.(js|css)$/.test(file));
              exposed[block.loc.name] = [...new Set(files)].sort();
            }
          }
          if (Object.keys(exposed).length === 0) return;
          const sorted = Object.fromEntries(Object.entries(exposed).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset(EXPOSED_FILES, new sources.RawSource(`${JSON.stringify(sorted)}\n`));
        },
      );
    });
  }
}

module.exports = { ExposedFilesPlugin, EXPOSED_FILES };
