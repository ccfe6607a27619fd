// Test doubles for the Module Federation runtime (it throws outside a federated build), as shared-ui's
// RemoteMount and remotes helpers use it. Test-only; never exported from the package entry.
// Use with: jest.mock('@module-federation/enhanced/runtime', () =>
//   jest.requireActual('shared-ui/testing/federation').federationRuntimeMock());
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
    options: {
      remotes: names.map((name) => ({ name, entry: `http://localhost/${name}/remoteEntry.js`, type: 'var' })),
    },
    moduleCache: new Map(),
  });
}
