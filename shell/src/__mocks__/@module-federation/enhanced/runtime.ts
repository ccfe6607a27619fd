// Jest stand-in for the federation runtime (it throws outside a federated build). Configure it with
// fakeRemotes() from src/testing/federation.ts.
export const loadRemote = jest.fn();
export const getInstance = jest.fn(() => null);
export const registerRemotes = jest.fn();
