const path = require('node:path');
const { readFileSync } = require('node:fs');

const TABLE = path.join(__dirname, '../src/config/first-modules.json');
// The file's name is contracts' (build-files.json): the gateway reads it by the same (gateway/src/lib/shell-page.ts).
const { firstScreen: FIRST_SCREEN } = require('contracts/build-files.json');

/**
 * The files a chunk group needs before its code runs: its own chunks and, for every shared module they
 * consume, the chunks of the copy the share scope picks — the shell's own provided copy (loaded-first,
 * registered before any remote), not the consuming side's fallback — and so on for what those consume
 * (react-dom/client consumes react-dom, shared-ui consumes zustand): webpack would otherwise ask for each
 * level only once the level above has downloaded.
 */
function groupFiles(compilation, group, provided) {
  const chunks = new Set(group.chunks);
  const queue = [...group.chunks];
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const c of provided.get(module.options.shareKey) ?? []) {
        if (chunks.has(c)) continue;
        chunks.add(c);
        queue.push(c);
      }
    }
  }
  return [...chunks]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => /\.(js|css)$/.test(file))
    .sort();
}

/**
 * Emits `first-screen.json`: what the gateway needs to send with the page so the browser starts the first
 * screen's downloads at once instead of round trip after round trip (main.js → bootstrap → remoteEntry.js):
 * - `bootstrap`: the files of the `bootstrap` chunk group and of the shared modules (React, the router…)
 *   its chunks consume, which webpack would otherwise ask for only once main.js has run;
 * - `auth`: the same for the `auth` chunk group (the Auth0 SDK), minus what `bootstrap` already names:
 *   the gateway preloads it for a browser whose cookies say it holds a session, the case in which the
 *   shell loads it at once (src/features/auth/lib/session-hint.ts);
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
          const group = (name) => {
            const found = compilation.namedChunkGroups.get(name);
            if (!found) throw new Error(`FirstScreenPlugin: no "${name}" chunk group`);
            return found;
          };
          const provided = new Map();
          for (const module of compilation.modules) {
            if (module.type !== 'provide-module') continue;
            const blockChunks = module.blocks.flatMap(
              (b) => compilation.chunkGraph.getBlockChunkGroup(b)?.chunks ?? [],
            );
            provided.set(module._name, blockChunks);
          }
          const bootstrap = groupFiles(compilation, group('bootstrap'), provided);
          const auth = groupFiles(compilation, group('auth'), provided).filter((f) => !bootstrap.includes(f));
          const body = { bootstrap, auth, routes: JSON.parse(readFileSync(TABLE, 'utf8')) };
          compilation.emitAsset(FIRST_SCREEN, new sources.RawSource(`${JSON.stringify(body)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstScreenPlugin };
