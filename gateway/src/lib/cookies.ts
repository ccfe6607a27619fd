/** The request's cookies (no dependency: the gateway reads two of its own). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!(name in out)) {
      try {
        out[name] = decodeURIComponent(value);
      } catch {
        out[name] = value;
      }
    }
  }
  return out;
}

/**
 * A Set-Cookie value. `secure` when the request came over https (`request.protocol`, which follows
 * X-Forwarded-Proto from the proxies TRUST_PROXY trusts): the browser then never sends it over plain http.
 */
export function serializeCookie(
  name: string,
  value: string,
  {
    maxAge,
    path = '/',
    sameSite = 'Lax',
    secure = false,
  }: { maxAge: number; path?: string; sameSite?: 'Lax' | 'Strict'; secure?: boolean },
): string {
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=${sameSite}${
    secure ? '; Secure' : ''
  }`;
}
