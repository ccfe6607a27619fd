import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin (webpack `runtimePlugins`): a remote that fails to load is logged and the
 * error is passed on, so RemoteMount's boundary shows its Spanish fallback and the rest of the app keeps
 * working. It never swallows the error into an empty module: that would hide the retry.
 */
export default function federationErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-errors',
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args;
      console.error(`[shell] No se pudo cargar ${id} (${lifecycle})`, error);
      if (typeof window !== 'undefined') {
        window.dispatchEvent(new CustomEvent('shell:remote-error', { detail: { id, lifecycle } }));
      }
      return undefined;
    },
  };
}
