import type { loadRemote as LoadRemote, registerRemotes as RegisterRemotes } from '@module-federation/enhanced/runtime';
import { CONFIG_ELEMENT_ID, CONFIG_URL, REMOTES_URL, SNAPSHOT_ELEMENT_ID } from 'contracts/runtime';
import { firstModuleFor, firstModuleId } from '@/config/first-remote';
import { parseRemotesManifest, type QaOverrideInfo } from '@/config/remotes-manifest';
import { validateRuntimeConfig, type RuntimeConfig } from '@/config/runtime-config';
import { renderStartupError } from './startup-error';

export interface StartupDeps {
  root: HTMLElement;
  fetch: typeof fetch;
  registerRemotes: typeof RegisterRemotes;
  /** The federation runtime's loadRemote: starts the first screen's module while React loads. */
  loadRemote?: typeof LoadRemote;
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
 * What the page carries under `id` (the gateway inlines this page load's snapshot and config), else
 * what `url` answers. Inlined text that is not JSON rejects like a malformed answer would.
 */
async function readJson(deps: StartupDeps, id: string, url: string): Promise<unknown> {
  const inline = deps.root.ownerDocument.getElementById(id);
  if (inline?.getAttribute('type') === 'application/json') return JSON.parse(inline.textContent ?? '');
  return fetchJson(deps.fetch, url);
}

/**
 * Starts downloading the module the current address renders (its remoteEntry.js, then its chunks and the
 * shared modules they need) beside the shell's bootstrap chunks, instead of after React's first render:
 * about one round trip and the time React takes to reach RemoteMount. `loadFactory: false` fetches
 * without running the module; RemoteMount's own loadRemote later finds the chunks loaded or in flight.
 * A failure here is left to RemoteMount, which loads again and shows its Spanish fallback.
 */
function prefetchFirstModule(deps: StartupDeps, remotes: ReadonlyArray<{ name: string }>): void {
  const first = firstModuleFor(deps.root.ownerDocument.location.pathname);
  if (!first || !deps.loadRemote || !remotes.some((r) => r.name === first.remote)) return;
  deps.loadRemote(firstModuleId(first), { loadFactory: false, from: 'runtime' }).catch(() => undefined);
}

/**
 * Shell startup: read and validate /config.json, register the remotes of /remotes.json (both inlined in
 * the page by the gateway, fetched when they are not), then load React. Resolves to true when the app mounted, false when the error screen is shown instead.
 */
export async function start(deps: StartupDeps): Promise<boolean> {
  const [configResult, remotesResult] = await Promise.allSettled([
    readJson(deps, CONFIG_ELEMENT_ID, CONFIG_URL),
    readJson(deps, SNAPSHOT_ELEMENT_ID, REMOTES_URL),
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
    if (remotes.length > 0) {
      deps.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
      prefetchFirstModule(deps, remotes);
    }
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
