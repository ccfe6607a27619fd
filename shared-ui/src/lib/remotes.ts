import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';

type FederationInstance = NonNullable<ReturnType<typeof getInstance>>;
type RegisteredRemote = FederationInstance['options']['remotes'][number];

function findRemote(name: string): { instance: FederationInstance; remote: RegisteredRemote } | null {
  let instance: FederationInstance | null;
  try {
    instance = getInstance();
  } catch {
    // Outside a federated build (tests, tools) there is no runtime instance.
    instance = null;
  }
  const remote = instance?.options.remotes.find((r) => r.name === name || r.alias === name);
  return instance && remote ? { instance, remote } : null;
}

/** True when the shell registered this remote from /remotes.json (a remote switched off is not). */
export function isRemoteRegistered(name: string): boolean {
  return findRemote(name) !== null;
}

/** `mf_forms` + `./InsuranceRequestForm` → `mf_forms/InsuranceRequestForm`, the id loadRemote expects. */
export function remoteModuleId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

/**
 * Forgets a failed remote entry so the next load really fetches remoteEntry.js again. Only when the
 * entry itself never loaded: a loaded container is kept (its already-rendered modules stay valid, and a
 * failed chunk of it is retried by webpack on the next request anyway).
 */
export function resetRemote(name: string): void {
  const found = findRemote(name);
  if (!found) return;
  const cached = found.instance.moduleCache.get(found.remote.name) as { remoteEntryExports?: unknown } | undefined;
  if (cached?.remoteEntryExports) return;
  const { name: remoteName, alias, shareScope, type } = found.remote;
  const entry = 'entry' in found.remote ? found.remote.entry : undefined;
  if (!entry) return;
  registerRemotes(
    [
      {
        name: remoteName,
        entry,
        ...(alias !== undefined && { alias }),
        ...(shareScope !== undefined && { shareScope }),
        ...(type !== undefined && { type }),
      },
    ],
    { force: true },
  );
}

/** True for the runtime's "remote not registered" error (RUNTIME-004). */
export function isRemoteNotRegisteredError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /RUNTIME[-_]004/.test(message) || message.includes('not registered');
}
