// The remote registry (tooling/webpack/remote-registry.json): every remote and the modules it exposes.
// The same file gives the remotes' builds their `exposes`, so the shell never names a module no build has.
import registry from 'tooling/webpack/remote-registry.json';
import type { RemoteModuleRef } from 'shared-ui';

export interface RegistryEntry {
  package: string;
  /** Exposed module (`./AppPage`) → source file in the package. */
  exposes: Readonly<Record<string, string>>;
}

export const remoteRegistry: Readonly<Record<string, RegistryEntry>> = registry;

/** True when `remote` is in the registry and exposes `module`. */
export function isExposed({ remote, module }: RemoteModuleRef): boolean {
  const entry = remoteRegistry[remote];
  return entry !== undefined && Object.hasOwn(entry.exposes, module);
}

/** Every exposed module of every remote in the registry. */
export function registryModules(): RemoteModuleRef[] {
  return Object.entries(remoteRegistry).flatMap(([remote, entry]) =>
    Object.keys(entry.exposes).map((module) => ({ remote, module })),
  );
}
