import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import {
  APP_ORIGIN,
  AUDIENCE,
  CLIENT_ID,
  CookieJar,
  authorizeUrl,
  exchangeCode,
  form,
  location,
  obtainCode,
  removeTempDirs,
  request,
  signIn,
  startIdp,
  type RunningIdp,
} from './helpers.js';

jest.setTimeout(30_000);

let idp: RunningIdp;
let jwks: ReturnType<typeof createRemoteJWKSet>;

beforeAll(async () => {
  idp = await startIdp();
  jwks = createRemoteJWKSet(new URL(`${idp.url}/.well-known/jwks.json`));
});

afterAll(async () => {
  await idp.close();
  await removeTempDirs();
});

describe('discovery and health', () => {
  it('publishes the issuer with a trailing slash and Auth0 paths', async () => {
    const res = await fetch(`${idp.url}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${idp.url}/`);
    expect(doc.issuer).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(doc.authorization_endpoint).toBe(`${idp.url}/authorize`);
    expect(doc.token_endpoint).toBe(`${idp.url}/oauth/token`);
    expect(doc.jwks_uri).toBe(`${idp.url}/.well-known/jwks.json`);
    expect(doc.userinfo_endpoint).toBe(`${idp.url}/userinfo`);
    expect(doc.response_modes_supported).toEqual(expect.arrayContaining(['query', 'web_message']));
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('GET /healthz answers {"status":"ok"}', async () => {
    const res = await fetch(`${idp.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('publishes one RS256 signing key', async () => {
    const res = await fetch(`${idp.url}/.well-known/jwks.json`, { headers: { origin: APP_ORIGIN } });
    const body = (await res.json()) as { keys: Array<Record<string, unknown>> };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(body.keys[0]).not.toHaveProperty('d');
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });
});

describe('login page', () => {
  it('is Spanish, labelled, self-contained', async () => {
    const jar = new CookieJar();
    const res = await request(jar, authorizeUrl(idp).url);
    const page = await request(jar, location(res, idp.url).href);
    const html = await page.text();
    expect(html).toContain('<html lang="es-UY">');
    expect(html).toContain('<h1>Iniciar sesión</h1>');
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toMatch(
      /<label for="password">Contraseña<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(html).toContain('<button type="submit">Ingresar</button>');
    expect(html).toContain(
      'Usuarios de prueba: <code>ana@example.com</code> / <code>bruno@example.com</code> / <code>ana.perez@example.com</code>, contraseña <code>demo1234</code>',
    );
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'nonce-[^']+'/);
    expect(csp).not.toMatch(/https?:\/\/(?!localhost:8080)/);
    expect(html).not.toMatch(/<(script|img|iframe)\b/);
    // Nothing external: the only link is the same interaction's sign-up screen.
    expect(html).not.toMatch(/(src|href)="(?!data:|\/interaction\/[\w-]+\/signup")[^"]*"/);
  });
});

describe('authorization code + PKCE (as auth0-spa-js does it)', () => {
  it('issues ID, access (JWT for the audience) and refresh tokens; refresh rotates', async () => {
    const jar = new CookieJar();
    const { auth, callback } = await obtainCode(idp, jar);
    expect(callback.origin).toBe(APP_ORIGIN);
    expect(callback.searchParams.get('state')).toBe(auth.state);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const res = await exchangeCode(idp, code!, auth.verifier);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const tokens = (await res.json()) as Record<string, string | number>;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(typeof tokens.refresh_token).toBe('string');

    const idToken = await jwtVerify(String(tokens.id_token), jwks, {
      issuer: `${idp.url}/`,
      audience: CLIENT_ID,
      algorithms: ['RS256'],
    });
    expect(idToken.payload.iss).toBe(`${idp.url}/`);
    expect(idToken.payload).toMatchObject({
      sub: 'auth0|ana-0001',
      nonce: auth.nonce,
      name: 'Ana Pérez',
      nickname: 'ana',
      email: 'ana@example.com',
      email_verified: true,
    });

    const accessToken = await jwtVerify(String(tokens.access_token), jwks, {
      issuer: `${idp.url}/`,
      audience: AUDIENCE,
      algorithms: ['RS256'],
    });
    expect(decodeProtectedHeader(String(tokens.access_token)).alg).toBe('RS256');
    expect(accessToken.payload).toMatchObject({
      iss: `${idp.url}/`,
      aud: AUDIENCE,
      sub: 'auth0|ana-0001',
      email: 'ana@example.com',
      name: 'Ana Pérez',
      nickname: 'ana',
    });
    expect(String(accessToken.payload.scope).split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email']),
    );
    expect(accessToken.payload.exp! - accessToken.payload.iat!).toBe(3600);

    // Refresh grant, as auth0-spa-js sends it (no audience, no scope).
    const refreshed = await fetch(
      `${idp.url}/oauth/token`,
      form({
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: String(tokens.refresh_token),
        redirect_uri: APP_ORIGIN,
      }),
    );
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Record<string, string>;
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const refreshedAt = await jwtVerify(next.access_token!, jwks, { issuer: `${idp.url}/`, audience: AUDIENCE });
    expect(refreshedAt.payload.email).toBe('ana@example.com');
    await jwtVerify(next.id_token!, jwks, { issuer: `${idp.url}/`, audience: CLIENT_ID });

    // The rotated-out refresh token is no longer valid.
    const reused = await fetch(
      `${idp.url}/oauth/token`,
      form({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: String(tokens.refresh_token) }),
    );
    expect(reused.status).toBe(400);

    // The code is single use; replaying it revokes what it issued.
    expect((await exchangeCode(idp, code!, auth.verifier)).status).toBe(400);
  });

  it("has Ana's namesake: the same name, another person (sub and e-mail)", async () => {
    const jar = new CookieJar();
    const { auth, submitted } = await signIn(idp, jar, { email: 'ana.perez@example.com' });
    expect(submitted.status).toBe(303);
    const done = await request(jar, location(submitted, idp.url).href);
    const code = location(done, idp.url).searchParams.get('code');
    const tokens = (await (await exchangeCode(idp, code!, auth.verifier)).json()) as Record<string, string>;
    const access = await jwtVerify(String(tokens.access_token), jwks, { issuer: `${idp.url}/`, audience: AUDIENCE });
    expect(access.payload).toMatchObject({
      sub: 'auth0|ana-namesake-0003',
      email: 'ana.perez@example.com',
      name: 'Ana Pérez',
    });
  });

  it('rejects a wrong code_verifier', async () => {
    const jar = new CookieJar();
    const { callback } = await obtainCode(idp, jar);
    const res = await exchangeCode(idp, callback.searchParams.get('code')!, 'x'.repeat(43));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('accepts any path on an allowed origin as redirect_uri, and nothing else', async () => {
    const deep = `${APP_ORIGIN}/app/mis-polizas?tab=activas`;
    const jar = new CookieJar();
    const { auth, callback } = await obtainCode(idp, jar, { redirect_uri: deep });
    expect(`${callback.origin}${callback.pathname}`).toBe(`${APP_ORIGIN}/app/mis-polizas`);
    expect(callback.searchParams.get('tab')).toBe('activas');
    const res = await exchangeCode(idp, callback.searchParams.get('code')!, auth.verifier, deep);
    expect(res.status).toBe(200);

    for (const bad of ['http://evil.example/', 'http://localhost:8081/', `${APP_ORIGIN}/#frag`]) {
      const rejected = await fetch(authorizeUrl(idp, { redirect_uri: bad }).url, { redirect: 'manual' });
      expect(rejected.status).toBe(400);
      expect(rejected.headers.get('location')).toBeNull();
      expect(await rejected.text()).toContain('La dirección de retorno no está permitida');
    }
  });

  it('rejects an unknown audience', async () => {
    const res = await fetch(authorizeUrl(idp, { audience: 'https://otra.api' }).url, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const back = location(res, idp.url);
    expect(back.origin).toBe(APP_ORIGIN);
    expect(back.searchParams.get('error')).toBe('invalid_target');
  });
});

describe('consent', () => {
  it('prompt=consent is approved without showing a page', async () => {
    const jar = new CookieJar();
    await obtainCode(idp, jar);
    const auth = authorizeUrl(idp, { prompt: 'consent' });
    const start = await request(jar, auth.url);
    const interaction = location(start, idp.url);
    expect(interaction.pathname).toMatch(/^\/interaction\//);
    const approved = await request(jar, interaction.href);
    expect(approved.status).toBe(303);
    const done = await request(jar, location(approved, idp.url).href);
    const callback = location(done, idp.url);
    expect(callback.origin).toBe(APP_ORIGIN);
    const res = await exchangeCode(idp, callback.searchParams.get('code')!, auth.verifier);
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as Record<string, string>;
    expect(tokens.scope!.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(tokens.refresh_token).toBeTruthy();
  });
});

describe('switching accounts', () => {
  it('prompt=login with another user issues tokens for that user', async () => {
    const jar = new CookieJar();
    await obtainCode(idp, jar);
    const { auth, submitted } = await signIn(idp, jar, { email: 'bruno@example.com', extra: { prompt: 'login' } });
    expect(submitted.status).toBe(303);
    const resume = location(submitted, idp.url).href;
    // oidc-provider first ends ana's session with a self-submitting form, then resumes.
    const interim = await request(jar, resume);
    expect(interim.status).toBe(200);
    const html = await interim.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
    const fields = Object.fromEntries([...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const loggedOut = await request(jar, action, form(fields));
    expect(location(loggedOut, idp.url).href).toBe(resume);
    const done = await request(jar, resume);
    const code = location(done, idp.url).searchParams.get('code')!;
    const tokens = (await (await exchangeCode(idp, code, auth.verifier)).json()) as Record<string, string>;
    const { payload } = await jwtVerify(tokens.access_token!, jwks, { issuer: `${idp.url}/`, audience: AUDIENCE });
    expect(payload).toMatchObject({
      sub: 'auth0|bruno-0002',
      email: 'bruno@example.com',
      name: 'Bruno Silva',
      nickname: 'bruno',
    });
  });
});

describe('wrong credentials', () => {
  it('re-renders the form with the error and the email, and issues no code', async () => {
    const jar = new CookieJar();
    const { auth, interaction, submitted } = await signIn(idp, jar, { password: 'incorrecta' });
    expect(submitted.status).toBe(401);
    expect(submitted.headers.get('location')).toBeNull();
    const html = await submitted.text();
    expect(html).toContain('<p class="alert" role="alert" id="login-error">Email o contraseña incorrectos.</p>');
    expect(html).toContain('value="ana@example.com"');
    expect(html).not.toContain('incorrecta');

    // Resuming the authorization without a login leads back to the login page, never to a code.
    const uid = interaction.pathname.split('/').pop();
    const resumed = await request(jar, `${idp.url}/authorize/${uid}`);
    const target = location(resumed, idp.url);
    expect(target.origin).toBe(idp.url);
    expect(target.searchParams.has('code')).toBe(false);
    expect(auth.url).toContain('code_challenge');

    // An unknown email gets the same answer.
    const { submitted: unknown } = await signIn(idp, new CookieJar(), { email: 'nadie@example.com' });
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain('Email o contraseña incorrectos.');
  });
});

describe('CORS', () => {
  it('answers the /oauth/token preflight for the app origin', async () => {
    const res = await fetch(`${idp.url}/oauth/token`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,auth0-client',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('auth0-client');
  });

  it('refuses token requests from other origins', async () => {
    const res = await fetch(`${idp.url}/oauth/token`, {
      ...form({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: 'x' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('silent authentication (prompt=none, response_mode=web_message)', () => {
  it('returns a code to the parent window when signed in, login_required otherwise', async () => {
    const jar = new CookieJar();
    await obtainCode(idp, jar);

    const silent = authorizeUrl(idp, { prompt: 'none', response_mode: 'web_message' });
    const res = await request(jar, silent.url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('authorization_response');
    const data = JSON.parse(/var data = (\{.*\});/.exec(html)![1]!) as {
      response: Record<string, string>;
      redirect_uri: string;
    };
    expect(data.redirect_uri).toBe(APP_ORIGIN);
    expect(data.response.state).toBe(silent.state);
    const tokenRes = await exchangeCode(idp, data.response.code!, silent.verifier);
    expect(tokenRes.status).toBe(200);

    const anonymous = await fetch(authorizeUrl(idp, { prompt: 'none', response_mode: 'web_message' }).url);
    expect(await anonymous.text()).toContain('login_required');
  });
});

describe('GET /v2/logout', () => {
  it('ends the session and redirects straight to returnTo', async () => {
    const jar = new CookieJar();
    const { auth, callback } = await obtainCode(idp, jar);
    const tokens = (await (
      await exchangeCode(idp, callback.searchParams.get('code')!, auth.verifier)
    ).json()) as Record<string, string>;
    expect(jar.names()).toContain('_session');

    const res = await request(
      jar,
      `${idp.url}/v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent(APP_ORIGIN)}`,
    );
    expect([302, 303]).toContain(res.status);
    expect(new URL(res.headers.get('location')!).href).toBe(new URL(APP_ORIGIN).href);
    expect(jar.names()).not.toContain('_session');

    // The IdP session is gone (silent sign-in fails) and so is the refresh token.
    const silent = await request(jar, authorizeUrl(idp, { prompt: 'none', response_mode: 'web_message' }).url);
    expect(await silent.text()).toContain('login_required');
    const refresh = await fetch(
      `${idp.url}/oauth/token`,
      form({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: tokens.refresh_token! }),
    );
    expect(refresh.status).toBe(400);
  });

  it('accepts deep returnTo paths and refuses foreign ones', async () => {
    const ok = await fetch(
      `${idp.url}/v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent(`${APP_ORIGIN}/adios`)}`,
      {
        redirect: 'manual',
      },
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe(`${APP_ORIGIN}/adios`);

    const bad = await fetch(`${idp.url}/v2/logout?client_id=${CLIENT_ID}&returnTo=http://evil.example/`, {
      redirect: 'manual',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('location')).toBeNull();

    const unknownClient = await fetch(`${idp.url}/v2/logout?client_id=otro&returnTo=${APP_ORIGIN}`, {
      redirect: 'manual',
    });
    expect(unknownClient.status).toBe(400);
  });
});
