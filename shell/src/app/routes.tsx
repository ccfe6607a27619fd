import { Navigate, matchPath, useRoutes, type RouteObject } from 'react-router';
import { paths, RemoteMount, screenRoutes } from 'shared-ui';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RootLayout } from './layout/root-layout';

/** A route whose screen is an exposed module of a remote. */
export interface RemoteRoute {
  path: string;
  remote: string;
  module: string;
  guarded: boolean;
}

/** shared-ui's route table (config/screen-routes.ts) with each address's pattern from `paths`. */
export const remoteRoutes: readonly RemoteRoute[] = screenRoutes.map(({ address, ...route }) => ({
  path: paths[address].path,
  ...route,
}));

/** Addresses that only lead home (spec: /login and /register redirect to /; so does anything unknown). */
export const redirectsHome: readonly string[] = [paths.login.path, paths.register.path, '*'];

function remoteElement(route: RemoteRoute) {
  const screen = <RemoteMount remote={route.remote} module={route.module} />;
  return route.guarded ? <RequireAuth>{screen}</RequireAuth> : screen;
}

/** The shell's route objects: one layout route (RootLayout) around every screen. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout viewName={routePattern} />,
      children: [
        ...remoteRoutes.map((route) => ({ path: route.path, element: remoteElement(route) })),
        ...redirectsHome.map((path) => ({ path, element: <Navigate to={paths.home.href()} replace /> })),
      ],
    },
  ];
}

const routes = createRoutes();

/** Renders the route table inside whichever router is around it (BrowserRouter, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Route pattern of an address (`/policy/:id`), used as the monitoring view name. */
export function routePattern(pathname: string): string {
  const match = remoteRoutes
    .map((route) => matchPath(route.path, pathname))
    .filter((m): m is NonNullable<typeof m> => m !== null)
    // The most specific pattern wins (static segments over :params), like the router.
    .sort((a, b) => staticScore(b.pattern.path) - staticScore(a.pattern.path))[0];
  return match ? match.pattern.path : pathname;
}

function staticScore(path: string): number {
  return path.split('/').filter((s) => s && !s.startsWith(':')).length;
}
