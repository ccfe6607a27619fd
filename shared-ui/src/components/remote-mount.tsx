import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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

/** One React.lazy per remote module, shared by every mount (shared-ui is a singleton). */
const components = new Map<string, LazyExoticComponent<AnyComponent>>();

function pickComponent(loaded: unknown, id: string): AnyComponent {
  const candidate =
    loaded && typeof loaded === 'object' && 'default' in loaded ? (loaded as { default: unknown }).default : loaded;
  if (typeof candidate === 'function' || (candidate && typeof candidate === 'object' && '$$typeof' in candidate)) {
    return candidate as AnyComponent;
  }
  throw new Error(`El módulo remoto ${id} no exporta un componente.`);
}

function remoteComponent(remote: string, module: string): LazyExoticComponent<AnyComponent> {
  const id = remoteModuleId(remote, module);
  let component = components.get(id);
  if (!component) {
    component = lazy(async () => ({ default: pickComponent(await loadRemote<unknown>(id), id) }));
    components.set(id, component);
  }
  return component;
}

/** Drops the cached (failed) lazy component so the next render calls loadRemote again. */
function forget(remote: string, module: string): void {
  components.delete(remoteModuleId(remote, module));
}

export interface RemoteMountProps<P extends object = Record<string, unknown>> {
  /** Federation name from /remotes.json, e.g. `mf_forms`. */
  remote: string;
  /** Exposed module, e.g. `./RequestForm`. */
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
 * Renders another remote's exposed module at runtime: lazy + Suspense + an error boundary with a
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

  const Component = remoteComponent(remote, module);
  const retry = () => {
    forget(remote, module);
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <ErrorBoundary
      key={`${id}#${attempt}`}
      name={id}
      onError={() => forget(remote, module)}
      fallback={({ error }) => {
        if (silent) return null;
        if (fallback !== undefined) return fallback;
        if (isRemoteNotRegisteredError(error)) return <Unavailable />;
        return <ErrorFallback message={REMOTE_ERROR_MESSAGE} onRetry={retry} />;
      }}
    >
      <Suspense fallback={silent ? null : (loading ?? <Spinner label="Cargando…" />)}>
        <Component {...(props ?? {})} />
      </Suspense>
    </ErrorBoundary>
  );
}
