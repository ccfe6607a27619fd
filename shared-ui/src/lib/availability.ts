// Which routes and remote modules exist right now, so that links, buttons and tabs leading to a missing
// one are not shown at all (instead of a screen that can only say it is not available).
//
// The shell publishes it once at start-up: the route patterns it serves with an available screen and the
// modules of the remote registry whose remote /remotes.json registered. Without a shell (a remote run
// standalone, a unit test) nothing is published and everything counts as available.
import { useMemo } from 'react';
import { matchPath } from 'react-router';
import { create } from 'zustand';
import { appTabOf, paths, type AppNavigationState } from '../config/paths';
import { appTabModules, type RemoteModuleRef } from '../config/remote-modules';
import { remoteModuleId } from './remotes';

export interface PublishedAvailability {
  /** Route patterns with an available screen, as in `paths` (`/policy/:id`). */
  routes: ReadonlySet<string>;
  /** Available modules as loadRemote ids (`mf_wallet/AppPage`). */
  modules: ReadonlySet<string>;
}

interface AvailabilityState {
  /** null until a shell publishes: everything counts as available. */
  published: PublishedAvailability | null;
}

export const useAvailabilityStore = create<AvailabilityState>()(() => ({ published: null }));

/** Called by the shell at start-up (and by tests that play the shell). */
export function publishAvailability(input: { routes: Iterable<string>; modules: Iterable<RemoteModuleRef> }): void {
  useAvailabilityStore.setState({
    published: {
      routes: new Set(input.routes),
      modules: new Set([...input.modules].map(({ remote, module }) => remoteModuleId(remote, module))),
    },
  });
}

/** Back to "no shell": everything available. For tests. */
export function clearAvailability(): void {
  useAvailabilityStore.setState({ published: null });
}

function current(): PublishedAvailability | null {
  return useAvailabilityStore.getState().published;
}

export function isModuleAvailable(ref: RemoteModuleRef, published = current()): boolean {
  return published === null || published.modules.has(remoteModuleId(ref.remote, ref.module));
}

const KNOWN_PATTERNS: readonly string[] = Object.values(paths).map((p) => p.path);

function staticSegments(pattern: string): number {
  return pattern.split('/').filter((s) => s && !s.startsWith(':')).length;
}

/**
 * The route pattern an address opens, chosen like the router does: static segments outrank `:params`,
 * so `/insurance/other` is its own route, not `/insurance/:type`.
 */
function patternOf(pathname: string, served: ReadonlySet<string>): string | null {
  let best: string | null = null;
  for (const pattern of new Set([...KNOWN_PATTERNS, ...served])) {
    if (!matchPath(pattern, pathname)) continue;
    if (best === null || staticSegments(pattern) > staticSegments(best)) best = pattern;
  }
  return best;
}

/**
 * True when a link to `to` (with its navigation state) leads somewhere that exists: a route the shell
 * serves and, for an /app tab that embeds another remote's module, that module.
 */
export function isLinkAvailable(to: string, state?: unknown, published = current()): boolean {
  if (published === null) return true;
  const pathname = to.split(/[?#]/)[0] || '/';
  const pattern = patternOf(pathname, published.routes);
  if (pattern === null || !published.routes.has(pattern)) return false;
  if (pattern === paths.app.path) {
    // The tab of the navigation state, or of the address (`/app?tab=consultas`).
    const tab =
      (state as AppNavigationState | null | undefined)?.tab ?? appTabOf(to.split('#')[0]?.slice(pathname.length) ?? '');
    const embedded = tab ? appTabModules[tab] : undefined;
    if (embedded && !isModuleAvailable(embedded, published)) return false;
  }
  return true;
}

export interface Availability {
  /** A link to `to` with this navigation state leads somewhere that exists. */
  canOpen: (to: string, state?: unknown) => boolean;
  /** This remote module can be mounted. */
  canMount: (ref: RemoteModuleRef) => boolean;
}

/** Availability checks for a component (re-renders when the shell publishes). */
export function useAvailability(): Availability {
  const published = useAvailabilityStore((s) => s.published);
  return useMemo(
    () => ({
      canOpen: (to, state) => isLinkAvailable(to, state, published),
      canMount: (ref) => isModuleAvailable(ref, published),
    }),
    [published],
  );
}
