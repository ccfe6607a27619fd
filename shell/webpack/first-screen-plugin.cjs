const path = require('node:path');
const { readFileSync } = require('node:fs');

const TABLE = path.join(__dirname, '../src/config/first-modules.json');

/**
 * Emits `first-screen.json`: what the gateway needs to send with the page so the browser starts the first
 * screen's downloads at once instead of round trip after round trip (main.js → bootstrap → remoteEntry.js):
 * - `bootstrap`: the files of the `bootstrap` chunk group and of the shared modules (React, the router…)
 *   its chunks consume, which webpack would otherwise ask for only once main.js has run;
 * - `routes`: the address → remote table of src/config/first-modules.json, the one the shell itself reads.
 * Written by the build from the same compilation, it cannot name a file the version does not have.
 */
class FirstScreenPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      compilation.fileDependencies.add(TABLE);
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const group = compilation.namedChunkGroups.get('bootstrap');
          if (!group) throw new Error('FirstScreenPlugin: no "bootstrap" chunk group');
          // A shared module is loaded from the chunk of the version the share scope picks: the shell's own
          // provided copy (loaded-first, registered before any remote), not the consuming side's fallback.
          const provided = new Map();
          for (const module of compilation.modules) {
            if (module.type !== 'provide-module') continue;
            const blockChunks = module.blocks.flatMap(
              (b) => compilation.chunkGraph.getBlockChunkGroup(b)?.chunks ?? [],
            );
            provided.set(module._name, blockChunks);
          }
          const chunks = new Set(group.chunks);
          for (const chunk of group.chunks) {
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type !== 'consume-shared-module') continue;
              for (const c of provided.get(module.options.shareKey) ?? []) chunks.add(c);
            }
          }
          const files = [...chunks]
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => /\.(js|css)$/.test(file))
            .sort();
          const body = { bootstrap: files, routes: JSON.parse(readFileSync(TABLE, 'utf8')) };
          compilation.emitAsset('first-screen.json', new sources.RawSource(`${JSON.stringify(body)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstScreenPlugin };
