import { Navigate, matchPath, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, RemoteMount } from 'shared-ui';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RootLayout } from './layout/root-layout';

/** A route whose screen is an exposed module of a remote. */
export interface RemoteRoute {
  path: string;
  remote: string;
  module: string;
  guarded: boolean;
}

// The screens whose module exists today: every module named here is exposed by its remote in the remote
// registry (tooling/webpack/remote-registry.json; a test checks it). A screen still to come is added
// together with its module and the links to it; until then its address redirects home like any unknown one.
export const remoteRoutes: readonly RemoteRoute[] = [
  { path: paths.home.path, remote: 'mf_landing', module: './LandingPage', guarded: false },
  { path: paths.about.path, remote: 'mf_landing', module: './AboutPage', guarded: false },
  { path: paths.privacy.path, remote: 'mf_landing', module: './PrivacyPage', guarded: false },
  { path: paths.insurance.path, remote: 'mf_landing', module: './InsurancePage', guarded: false },
  { path: paths.insuranceOther.path, remote: 'mf_forms', module: './OtherInsurancePage', guarded: false },
  { path: paths.compare.path, remote: 'mf_quote', module: './ComparePage', guarded: false },
  { path: paths.quoteBike.path, remote: 'mf_quote', module: './BikeQuotePage', guarded: false },
  { path: paths.quoteHome.path, remote: 'mf_quote', module: './HomeQuotePage', guarded: false },
  { path: paths.quoteHomeForm.path, remote: 'mf_quote', module: './HomePlansPage', guarded: false },
  { path: paths.quoteHomeCustom.path, remote: 'mf_quote', module: './HomeCustomPage', guarded: false },
  { path: paths.app.path, remote: 'mf_wallet', module: './AppPage', guarded: true },
  { path: paths.policy.path, remote: 'mf_wallet', module: './PolicyPage', guarded: true },
  { path: paths.serviceNew.path, remote: 'mf_wallet', module: './ServiceNewPage', guarded: true },
  { path: paths.profile.path, remote: 'mf_wallet', module: './ProfilePage', guarded: true },
  { path: paths.emission.path, remote: 'mf_emission', module: './EmissionPage', guarded: true },
  { path: paths.emissionResult.path, remote: 'mf_emission', module: './EmissionResultPage', guarded: true },
  { path: paths.emissionResultEs.path, remote: 'mf_emission', module: './EmissionResultPage', guarded: true },
  { path: paths.chat.path, remote: 'mf_assistant', module: './ChatPage', guarded: true },
  { path: paths.chatConversation.path, remote: 'mf_assistant', module: './ChatPage', guarded: true },
];

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
