// Stands in for @module-federation/runtime-core's utils/preload.js in the shell's production build
// (federation-runtime-files.cjs, `runtimeStandIns`; why: README.md beside this file).
//
// The original preloads a remote's assets ahead of use (`preloadRemote`, and the snapshot plugin already left
// out of the build), ~2.7 KB minified in main.js. This app never preloads a remote: /remotes.json names the
// versions to load and each screen loads its remote when it mounts. Same exports; each says so if called.
function unsupported() {
  throw new Error(
    '[shell] this build of the federation runtime does not preload remotes (preloadRemote); ' +
      'a remote loads when its screen mounts.',
  );
}

export function defaultPreloadArgs(preloadConfig) {
  return { resourceCategory: 'sync', share: true, depsRemote: true, recordPreloadedAssets: true, ...preloadConfig };
}

export const formatPreloadArgs = unsupported;
export const preloadAssets = unsupported;

export function normalizePreloadExposes(exposes) {
  if (!exposes) return [];
  return exposes.map((expose) => (expose.startsWith('./') ? expose.replace('./', '') : expose));
}
