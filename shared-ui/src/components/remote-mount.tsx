import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isModuleAvailable, useAvailabilityStore } from '../lib/availability';
import { isRemoteNotRegisteredError, isRemoteRegistered, remoteModuleId, resetRemote } from '../lib/remotes';
import { ErrorBoundary, ErrorFallback } from './error-boundary';
import { Spinner } from './spinner';
import styles from './remote-mount.module.css';

export const REMOTE_ERROR_MESSAGE = 'No pudimos cargar esta sección.';
export const REMOTE_UNAVAILABLE_MESSAGE = 'Esta sección todavía no está disponible.';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Components of the remote modules loaded so far, by id: a later mount draws them in its first render. */
const loaded = new Map<string, AnyComponent>();
/** Loads in flight, by id, shared by every mount and preload (shared-ui is a singleton). */
const inFlight = new Map<string, Promise<AnyComponent>>();

function pickComponent(module: unknown, id: string): AnyComponent {
  const candidate =
    module && typeof module === 'object' && 'default' in module ? (module as { default: unknown }).default : module;
  if (typeof candidate === 'function' || (candidate && typeof candidate === 'object' && '$$typeof' in candidate)) {
    return candidate as AnyComponent;
  }
  throw new Error(`El módulo remoto ${id} no exporta un componente.`);
}

/**
 * Loads (once) the component a remote module exports. A failed load is forgotten, so the next call tries
 * again. The shell calls it for the first screen's module before React renders, so that screen is drawn
 * as soon as the session allows instead of after a spinner.
 */
export function loadRemoteComponent(remote: string, module: string): Promise<AnyComponent> {
  const id = remoteModuleId(remote, module);
  const done = loaded.get(id);
  if (done) return Promise.resolve(done);
  let pending = inFlight.get(id);
  if (!pending) {
    pending = loadRemote<unknown>(id)
      .then((exports) => {
        const component = pickComponent(exports, id);
        loaded.set(id, component);
        return component;
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}

export interface RemoteMountProps<P extends object = Record<string, unknown>> {
  /** Federation name from /remotes.json, e.g. `mf_forms`. */
  remote: string;
  /** Exposed module, e.g. `./InsuranceRequestForm`. */
  module: string;
  /** Props for the remote component. */
  props?: P;
  /** Replaces the Spanish failure / unavailable message (no retry button then). */
  fallback?: ReactNode;
  /** Shown while loading; a spinner by default. */
  loading?: ReactNode;
  /** Render nothing at all while loading, on failure or when the remote is missing. */
  silent?: boolean;
}

function Unavailable() {
  return (
    <div role="note" className={styles.unavailable}>
      {REMOTE_UNAVAILABLE_MESSAGE}
    </div>
  );
}

/**
 * Renders another remote's exposed module at runtime, with an error boundary that shows a
 * Spanish fallback and 'Reintentar'. A remote that fails never takes the rest of the page down.
 */
export function RemoteMount<P extends object = Record<string, unknown>>({
  remote,
  module,
  props,
  fallback,
  loading,
  silent = false,
}: RemoteMountProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const id = remoteModuleId(remote, module);
  // A module the shell did not publish (not in the remote registry) would only fail to load.
  const available = useAvailabilityStore((s) => isModuleAvailable({ remote, module }, s.published));

  if (!available || !isRemoteRegistered(remote)) {
    if (silent) return null;
    return <>{fallback ?? <Unavailable />}</>;
  }

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <ErrorBoundary
      key={`${id}#${attempt}`}
      name={id}
      fallback={({ error }) => {
        if (silent) return null;
        if (fallback !== undefined) return fallback;
        if (isRemoteNotRegisteredError(error)) return <Unavailable />;
        return <ErrorFallback message={REMOTE_ERROR_MESSAGE} onRetry={retry} />;
      }}
    >
      <RemoteModule remote={remote} module={module} props={props} loading={silent ? null : loading} />
    </ErrorBoundary>
  );
}

/**
 * The module's component once loaded; `loading` (a spinner by default) until then; a failed load is thrown
 * to the error boundary around it. Loading is component state, not Suspense: React holds back the content
 * of a Suspense boundary that showed its fallback until 300 ms after that fallback, and a remote screen
 * whose chunks are already here would wait for that timer.
 */
function RemoteModule({
  remote,
  module,
  props,
  loading,
}: {
  remote: string;
  module: string;
  props: object | undefined;
  loading: ReactNode | undefined;
}) {
  const id = remoteModuleId(remote, module);
  const [state, setState] = useState<{ component?: AnyComponent; error?: unknown }>(() => {
    const component = loaded.get(id);
    return component ? { component } : {};
  });

  useEffect(() => {
    if (state.component || state.error) return;
    let live = true;
    loadRemoteComponent(remote, module).then(
      (component) => live && setState({ component }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [remote, module, state]);

  if (state.error) throw state.error;
  if (!state.component) return <>{loading === undefined ? <Spinner label="Cargando…" /> : loading}</>;
  const Component = state.component;
  return <Component {...(props ?? {})} />;
}
