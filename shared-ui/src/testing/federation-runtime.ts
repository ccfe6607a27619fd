// The one test double of `@module-federation/enhanced/runtime` (the real runtime throws outside a federated
// build). tooling's jest preset maps the module here for every browser package, so no test declares
// jest.mock for it: import loadRemote/getInstance from the runtime as the code does and configure them as
// jest mocks, or use the helpers of ./federation.ts. Test-only; never exported from the package entry.
export const loadRemote = jest.fn();
/** No instance: no remote is registered until a test says so (registerFakeRemotes). */
export const getInstance = jest.fn(() => null);
export const registerRemotes = jest.fn();
