// Stands in for @module-federation/webpack-bundler-runtime's dist/remotes.js in every production build
// (federation-runtime-files.cjs, `runtimeStandIns`; why: README.md beside this file).
//
// The original loads a build's static remotes (`import('mf_x/Y')` with `remotes` in the webpack config)
// through `__webpack_require__.f.remotes`. No build declares any (`remotes: {}`): the shell registers remotes
// at runtime from /remotes.json and everyone loads them with the runtime's loadRemote, so webpack never
// emits that handler and this function is never called. ~1.8 KB minified in main.js with its options
// helper; in a remote's remoteEntry.js, its import of the sdk kept the sdk's logger.
export function remotes() {
  throw new Error(
    '[federation] this build has no static remotes; remotes are registered from /remotes.json and loaded with loadRemote.',
  );
}
