// Every route of the product (both spec documents), with href builders. No string literals elsewhere.
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  about: { path: '/quienes-somos', href: () => '/quienes-somos' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  insurance: {
    path: '/insurance/:type',
    href: (type: 'bike' | 'home') => `/insurance/${type}`,
  },
  insuranceOther: { path: '/insurance/other', href: () => '/insurance/other' },
  compare: {
    path: '/insurance/:type/compare',
    href: (type: 'bike' | 'home') => `/insurance/${type}/compare`,
  },
  quoteBike: { path: '/quote/bike', href: () => '/quote/bike' },
  quoteHome: { path: '/quote/home', href: () => '/quote/home' },
  quoteHomeForm: { path: '/quote/home/form', href: () => '/quote/home/form' },
  quoteHomeCustom: { path: '/quote/home/custom', href: () => '/quote/home/custom' },
  /** /app, or one of its tabs: `/app?tab=consultas` (the first tab, 'seguros', is plain /app). */
  app: { path: '/app', href: (tab?: AppTab) => (tab && tab !== appTabs.policies ? `/app?tab=${tab}` : '/app') },
  serviceNew: { path: '/service/new', href: () => '/service/new' },
  policy: { path: '/policy/:id', href: (id: string) => `/policy/${encodeURIComponent(id)}` },
  emission: {
    path: '/policy/:id/emission',
    href: (id: string) => `/policy/${encodeURIComponent(id)}/emission`,
  },
  emissionResult: { path: '/emission/result', href: () => '/emission/result' },
  emissionResultEs: { path: '/emision/resultado', href: () => '/emision/resultado' },
  profile: { path: '/profile', href: () => '/profile' },
  chat: { path: '/chat', href: () => '/chat' },
  chatConversation: {
    path: '/chat/:id',
    href: (id: string) => `/chat/${encodeURIComponent(id)}`,
  },
} as const;

/**
 * Paths starting with these form the app area: no public header, the account's navigation when signed in.
 * The spec's four, plus the other signed-in screens (adding a policy, the emission result), so every screen
 * of the account has the same navigation.
 */
export const APP_AREA_PREFIXES = ['/app', '/policy', '/profile', '/chat', '/service', '/emission', '/emision'] as const;

export function isAppArea(pathname: string): boolean {
  return APP_AREA_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Anchor id of the landing's insurance request section. */
export const INSURANCE_REQUEST_ANCHOR = 'solicitud';

/**
 * Tabs of /app. The selected one is in the address (`?tab=consultas`, `paths.app.href('consultas')`), so a
 * reload or Back keeps it. Navigation state `appTabState('reclamos')` still selects one on arrival (the wallet
 * moves it into the address).
 */
export const appTabs = {
  policies: 'seguros',
  consultas: 'consultas',
  explore: 'explorar',
  claims: 'reclamos',
} as const;
export type AppTab = (typeof appTabs)[keyof typeof appTabs];

/** Navigation state understood by /app. */
export interface AppNavigationState {
  tab?: AppTab;
  /** With the claims tab: the policy a claim is about ('Denunciar tu Siniestro'); the claims form fills it in. */
  policyNumber?: string;
}

export function appTabState(tab: AppTab): AppNavigationState {
  return { tab };
}

/** The /app tab an address names (`?tab=`), if it is one. */
export function appTabOf(search: string): AppTab | null {
  const tab = new URLSearchParams(search).get('tab');
  return tab && (Object.values(appTabs) as string[]).includes(tab) ? (tab as AppTab) : null;
}

/**
 * A return path that is safe to navigate to after sign-in: same-origin, absolute path only
 * (never `//host` or a full URL), else null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}
