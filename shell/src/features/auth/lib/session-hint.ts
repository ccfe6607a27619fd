// Whether this browser may hold a session, decided without the Auth0 SDK (about 65 KB gzip) so a
// visitor who never signed in does not download it. Mirrors what auth0-spa-js 2.x reads on start:
// the ?code|error=&state= of a redirect back, its "is.authenticated" cookies and its localStorage cache.

export const AUTH0_CACHE_PREFIX = '@@auth0spajs@@';

export function isRedirectBack(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('error')) && params.has('state');
}

export function hasSessionHint(clientId: string, win: Window = window): boolean {
  if (isRedirectBack(win.location.search)) return true;

  const names = new Set([
    `auth0.${clientId}.is.authenticated`,
    `_legacy_auth0.${clientId}.is.authenticated`,
    'auth0.is.authenticated',
    '_legacy_auth0.is.authenticated',
  ]);
  const cookies = win.document.cookie ? win.document.cookie.split(';') : [];
  if (cookies.some((c) => names.has(decodeURIComponent(c.split('=')[0]!.trim())))) return true;

  try {
    const prefix = `${AUTH0_CACHE_PREFIX}::${clientId}::`;
    for (let i = 0; i < win.localStorage.length; i += 1) {
      if (win.localStorage.key(i)?.startsWith(prefix)) return true;
    }
  } catch {
    // Storage blocked: let the SDK decide.
    return true;
  }
  return false;
}
