// Bench only: what the one-bundle build (./webpack.config.cjs) puts where the shell and shared-ui import
// `@module-federation/enhanced/runtime`. The screens are already in the bundle, so "loading a remote" is
// handing over a module that is there; the rest of the shell (RemoteMount, availability) runs unchanged.
import { screens } from 'monolith-screens';

const remotes = [...new Set(Object.keys(screens).map((id) => id.split('/')[0]))].map((name) => ({
  name,
  entry: `monolith:${name}`,
}));
const instance = { options: { remotes }, moduleCache: new Map() };

export function getInstance() {
  return instance;
}

/** /remotes.json names no remote the bundle lacks a use for: nothing to register. */
export function registerRemotes() {}

export function loadRemote(id) {
  const screen = screens[id];
  return screen ? Promise.resolve(screen) : Promise.reject(new Error(`${id} no está en el bundle monolítico.`));
}
