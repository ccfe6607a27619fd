// Helpers for the federation runtime double (./federation-runtime.ts, which tooling's jest preset puts in
// place of `@module-federation/enhanced/runtime`). Test-only; never exported from the package entry.
import { createElement, type ComponentType } from 'react';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';

/**
 * Makes RemoteMount and the remotes helpers see these remotes as registered by the shell from
 * /remotes.json (an empty list: none deployed). Returns the runtime's module cache.
 */
export function registerFakeRemotes(names: string[]): Map<string, unknown> {
  const moduleCache = new Map<string, unknown>();
  (getInstance as jest.Mock).mockReturnValue({
    options: {
      remotes: names.map((name) => ({ name, entry: `http://localhost/remotes/${name}/remoteEntry.js`, type: 'var' })),
    },
    moduleCache,
  });
  return moduleCache;
}

/**
 * Registers these remotes (registerFakeRemotes) and makes loadRemote answer each module id
 * ('mf_forms/InsuranceRequestForm') with the component given for it, or else with a marker,
 * <p data-testid="remote">remote:mf_forms/InsuranceRequestForm</p>, so a test sees which screen mounted.
 */
export function fakeRemotes(names: string[], modules: Record<string, ComponentType> = {}): Map<string, unknown> {
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => ({
    default: modules[id] ?? (() => createElement('p', { 'data-testid': 'remote' }, `remote:${id}`)),
  }));
  return registerFakeRemotes(names);
}
