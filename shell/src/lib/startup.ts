import type { registerRemotes as RegisterRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesManifest, type QaOverrideInfo } from '@/config/remotes-manifest';
import { validateRuntimeConfig, type RuntimeConfig } from '@/config/runtime-config';
import { renderStartupError } from './startup-error';

export const CONFIG_URL = '/config.json';
export const REMOTES_URL = '/remotes.json';

export interface StartupDeps {
  root: HTMLElement;
  fetch: typeof fetch;
  registerRemotes: typeof RegisterRemotes;
  /** import('./bootstrap'): the async boundary the federation runtime needs before shared modules. */
  loadBootstrap: () => Promise<{ mount: (root: HTMLElement, config: RuntimeConfig) => void }>;
  /** Shows the versions a QA link pinned for this browser (the releases feature's badge). */
  showQaOverride?: (override: QaOverrideInfo) => void;
}

async function fetchJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * Shell startup: read and validate /config.json, register the remotes of /remotes.json, then load
 * React. Resolves to true when the app mounted, false when the error screen is shown instead.
 */
export async function start(deps: StartupDeps): Promise<boolean> {
  const [configResult, remotesResult] = await Promise.allSettled([
    fetchJson(deps.fetch, CONFIG_URL),
    fetchJson(deps.fetch, REMOTES_URL),
  ]);

  if (configResult.status === 'rejected') {
    console.error('[shell] No se pudo leer /config.json', configResult.reason);
    renderStartupError(deps.root, {
      title: 'No pudimos iniciar la aplicación',
      message: 'No se pudo leer la configuración (/config.json). Probá de nuevo en unos minutos.',
    });
    return false;
  }
  const validation = validateRuntimeConfig(configResult.value);
  if (!validation.ok) {
    console.error('[shell] /config.json inválido', validation.errors);
    renderStartupError(deps.root, {
      title: 'No pudimos iniciar la aplicación',
      message: 'La configuración (/config.json) está incompleta o es inválida:',
      details: validation.errors,
    });
    return false;
  }

  // /remotes.json is read once: every remote of this page load comes from the same snapshot, by explicit
  // version path, so a switch while the page is open never mixes versions or loses a chunk.
  let override: QaOverrideInfo | null = null;
  if (remotesResult.status === 'fulfilled') {
    const manifest = parseRemotesManifest(remotesResult.value);
    const { remotes, problems } = manifest;
    override = manifest.override;
    if (problems.length > 0) console.warn('[shell] remotes.json', problems);
    if (manifest.revision !== null)
      deps.root.ownerDocument.documentElement.dataset.remotesRevision = String(manifest.revision);
    if (remotes.length > 0) deps.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  } else {
    // Without remotes the shell still works: every remote route says it is not available yet.
    console.error('[shell] No se pudo leer /remotes.json', remotesResult.reason);
  }

  try {
    const { mount } = await deps.loadBootstrap();
    mount(deps.root, validation.config);
    if (override) deps.showQaOverride?.(override);
    return true;
  } catch (error) {
    console.error('[shell] No se pudo cargar la aplicación', error);
    renderStartupError(deps.root, {
      title: 'No pudimos cargar la aplicación',
      message: 'Revisá tu conexión y probá de nuevo.',
    });
    return false;
  }
}
