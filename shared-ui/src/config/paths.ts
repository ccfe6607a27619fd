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
