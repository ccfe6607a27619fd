// Helpers for the mocked federation runtime (src/__mocks__/@module-federation/enhanced/runtime.ts).
// Test files declare jest.mock('@module-federation/enhanced/runtime') themselves.
import { createElement } from 'react';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';

/**
 * Registers these remotes and makes every exposed module render a marker with its id, e.g.
 * "remote:mf_landing/LandingPage", so a test can see which screen a route mounted.
 */
export function fakeRemotes(names: string[]) {
  (getInstance as jest.Mock).mockReturnValue({
    options: { remotes: names.map((name) => ({ name, entry: `http://localhost/remotes/${name}/remoteEntry.js` })) },
    moduleCache: new Map(),
  });
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => ({
    default: () => createElement('p', { 'data-testid': 'remote' }, `remote:${id}`),
  }));
}

export const ALL_REMOTES = ['mf_landing', 'mf_quote', 'mf_emission', 'mf_wallet', 'mf_assistant', 'mf_forms'];
