// What a test needs to fake the Module Federation runtime (it throws outside a federated build).
// Use with: jest.mock('@module-federation/enhanced/runtime', () => federationRuntimeMock());
export function federationRuntimeMock() {
  return {
    loadRemote: jest.fn(),
    getInstance: jest.fn(() => null),
    registerRemotes: jest.fn(),
  };
}

/** Makes shared-ui's RemoteMount see these remotes as registered by the shell. */
export function registerFakeRemotes(getInstance: unknown, names: string[]): void {
  (getInstance as jest.Mock).mockReturnValue({
    options: { remotes: names.map((name) => ({ name, entry: `http://localhost/${name}/remoteEntry.js`, type: 'var' })) },
    moduleCache: new Map(),
  });
}
