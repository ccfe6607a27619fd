// Signs a demo user in against idp-dev: `accessToken` the way the browser does (authorization code + PKCE),
// returning an access token for the product API; `signInInBrowser` through the login form in a Playwright
// browser context. Used by `npm run bench` and `npm run chaos`; works against any running idp-dev.
import { createHash, randomBytes } from 'node:crypto';

const APP_ORIGIN = 'http://localhost:8080';

class Jar {
  cookies = new Map();
  store(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }
  header() {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

async function go(jar, url, init = {}) {
  const headers = new Headers(init.headers);
  if (jar.cookies.size) headers.set('cookie', jar.header());
  const res = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(res);
  return res;
}

function next(res, base) {
  const loc = res.headers.get('location');
  if (!loc) throw new Error(`idp-dev: se esperaba una redirección y llegó ${res.status}`);
  return new URL(loc, base).href;
}

/**
 * @param {{ idpUrl?: string, email?: string, password?: string, clientId?: string, audience?: string }} o
 * @returns {Promise<string>} the access token
 */
export async function accessToken({
  idpUrl = 'http://localhost:8083',
  email = 'ana@example.com',
  password = 'demo1234',
  clientId = 'seguros-web',
  audience = 'https://api.seguros.uy',
} = {}) {
  const jar = new Jar();
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: clientId,
    scope: 'openid profile email offline_access',
    audience,
    redirect_uri: APP_ORIGIN,
    response_type: 'code',
    response_mode: 'query',
    state: randomBytes(12).toString('base64url'),
    nonce: randomBytes(12).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const interaction = next(await go(jar, `${idpUrl}/authorize?${params}`), idpUrl);
  const page = await (await go(jar, interaction)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error('idp-dev: no encontré el formulario de inicio de sesión');
  const login = await go(jar, new URL(action, idpUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const done = await go(jar, next(login, idpUrl));
  const code = new URL(next(done, idpUrl)).searchParams.get('code');
  if (!code) throw new Error('idp-dev: el inicio de sesión no devolvió un código');
  const token = await fetch(`${idpUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      code_verifier: verifier,
      redirect_uri: APP_ORIGIN,
    }),
  });
  const body = await token.json();
  if (!body.access_token) throw new Error(`idp-dev: ${body.error ?? token.status}`);
  return body.access_token;
}

/** Signs a demo user in through idp-dev's login form in a Playwright browser context (its cookies stay there). */
export async function signInInBrowser(
  context,
  { appUrl = APP_ORIGIN, email = 'ana@example.com', password = 'demo1234' } = {},
) {
  const page = await context.newPage();
  await page.goto(`${appUrl}/app`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${appUrl}/app`);
  return page;
}
