// The federation runtime of a prerender build (prerender-config.cjs): there is no container in Node. Every
// registry remote counts as registered (the HTML is rendered as if all were served, and the gateway uses it
// only when they are), and a remote module loads as a placeholder element: the shell's prerendered frame
// marks with it where the gateway puts the screen's own prerendered HTML.
const { createElement } = require('react');
const registry = require('./remote-registry.json');

const instance = {
  options: { remotes: Object.keys(registry).map((name) => ({ name, entry: `/remotes/${name}/remoteEntry.js` })) },
  moduleCache: new Map(),
};

module.exports = {
  getInstance: () => instance,
  registerRemotes: () => undefined,
  loadRemote: async (id) => ({ default: () => createElement('template', { 'data-prerender-screen': id }) }),
};
