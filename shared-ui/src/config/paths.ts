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
  app: { path: '/app', href: () => '/app' },
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

/** Paths starting with these form the app area: no public header, extra navigation when signed in. */
export const APP_AREA_PREFIXES = ['/app', '/policy', '/profile', '/chat'] as const;

export function isAppArea(pathname: string): boolean {
  return APP_AREA_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Anchor id of the landing's solicitation section. */
export const SOLICITUD_ANCHOR = 'solicitud';

/**
 * Tabs of /app. Navigate with `navigate(paths.app.href(), { state: appTabState('consultas') })`; the wallet
 * preselects the tab from `location.state.tab` and then clears the state.
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

/**
 * A return path that is safe to navigate to after sign-in: same-origin, absolute path only
 * (never `//host` or a full URL), else null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}
