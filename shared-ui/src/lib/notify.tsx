import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';
import type * as ReactToastify from 'react-toastify';

// One toast area for the whole app (top centre, below the top bar, in the app's type; a new screen clears the
// toasts of the one before: see toast-containers): 5 s, drag to dismiss at 80 %; product toasts (quotes,
// purchases) close after 3 s (spec). Remotes call these helpers rather than importing react-toastify
// themselves: shared-ui is a singleton, so every toast reaches the shell's one <Toasts />. react-toastify
// itself is downloaded with the first toast, not with the first page.

const CONTAINER = 'toasts';

type Kind = 'success' | 'error' | 'info';
type ToastifyModule = typeof ReactToastify;

let toastify: Promise<ToastifyModule> | null = null;
function loadToastify(): Promise<ToastifyModule> {
  toastify ??= import(/* webpackChunkName: "toasts" */ 'react-toastify').catch((error: unknown) => {
    toastify = null;
    throw error;
  });
  return toastify;
}

let markReady: () => void = () => {};
const containersReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

let wanted = false;
const listeners = new Set<() => void>();
function requestContainers() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function show(kind: Kind, message: string, options?: ToastOptions): void {
  requestContainers();
  // The same message shown twice at once is noise: one toast per kind and text.
  const toastId = `${kind}:${message}`;
  Promise.all([loadToastify(), containersReady])
    .then(([{ toast }]) => {
      toast[kind](message, { ...options, containerId: CONTAINER, toastId });
    })
    .catch((error: unknown) => console.error('[shared-ui] No se pudo mostrar el aviso', message, error));
}

export interface Notifier {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
  info: (message: string, options?: ToastOptions) => void;
}

export const notify: Notifier = {
  success: (message, options) => show('success', message, options),
  error: (message, options) => show('error', message, options),
  info: (message, options) => show('info', message, options),
};

export const notifyProduct: Pick<Notifier, 'success' | 'error'> = {
  success: (message, options) => show('success', message, { autoClose: 3000, ...options }),
  error: (message, options) => show('error', message, { autoClose: 3000, ...options }),
};

const ToastContainers = lazy(() => import(/* webpackChunkName: "toasts" */ './toast-containers'));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast area. The shell renders this once; a remote running standalone renders its own. */
export function Toasts() {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainers onReady={markReady} />
    </Suspense>
  );
}
