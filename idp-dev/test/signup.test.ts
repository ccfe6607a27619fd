// Auth0's sign-up screen (`screen_hint=signup`): a new account is stored, signed in at once, and can sign in
// again later (also after a restart, from IDP_DATA_DIR/users.json).
import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  AUDIENCE,
  CookieJar,
  authorizeUrl,
  exchangeCode,
  form,
  location,
  removeTempDirs,
  request,
  startIdp,
  tempDir,
  type RunningIdp,
} from './helpers.js';

jest.setTimeout(30_000);

let idp: RunningIdp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await tempDir();
  idp = await startIdp({ dataDir });
});

afterAll(async () => {
  await idp.close();
  await removeTempDirs();
});

/** /authorize with screen_hint=signup → the sign-up page; returns its form action and the auth request. */
async function openSignup(jar: CookieJar) {
  const auth = authorizeUrl(idp, { screen_hint: 'signup' });
  const start = await request(jar, auth.url);
  expect(start.status).toBe(303);
  const page = await request(jar, location(start, idp.url).href);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return { auth, html, action: new URL(action!, idp.url).href };
}

async function signUp(jar: CookieJar, data: Record<string, string>) {
  const { auth, action } = await openSignup(jar);
  const submitted = await request(jar, action, form(data));
  return { auth, submitted };
}

describe('sign-up screen', () => {
  it('opens on screen_hint=signup: Spanish, labelled, with a way back to the login', async () => {
    const { html, action } = await openSignup(new CookieJar());
    expect(html).toContain('<h1>Creá tu cuenta</h1>');
    expect(html).toMatch(/<label for="name">Nombre y apellido<\/label>\s*<input id="name" name="name"/);
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toMatch(
      /<label for="password">Contraseña<\/label>\s*<input id="password"[^>]*autocomplete="new-password"/,
    );
    expect(html).toContain('<button type="submit">Crear cuenta</button>');
    expect(action).toMatch(/\/interaction\/[\w-]+\/signup$/);
    const loginHref = /¿Ya tenés cuenta\? <a href="([^"]+)">Iniciá sesión<\/a>/.exec(html)?.[1];
    expect(loginHref).toMatch(/\/interaction\/[\w-]+\/login$/);
  });

  it('the login screen links to it', async () => {
    const jar = new CookieJar();
    const start = await request(jar, authorizeUrl(idp).url);
    const html = await (await request(jar, location(start, idp.url).href)).text();
    const href = /¿No tenés cuenta\? <a href="([^"]+)">Registrate gratis<\/a>/.exec(html)?.[1];
    expect(href).toMatch(/\/interaction\/[\w-]+\/signup$/);
    const signup = await request(jar, new URL(href!, idp.url).href);
    expect(await signup.text()).toContain('<h1>Creá tu cuenta</h1>');
  });

  it('stores the new account, signs it in, and it signs in again later (also after a restart)', async () => {
    const jar = new CookieJar();
    const { auth, submitted } = await signUp(jar, {
      name: '  Carla   Gómez ',
      email: 'Carla@Example.com',
      password: 'una-clave-larga',
    });
    expect(submitted.status).toBe(303);
    const done = await request(jar, location(submitted, idp.url).href);
    const callback = location(done, idp.url);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    const tokens = (await (await exchangeCode(idp, code!, auth.verifier)).json()) as Record<string, string>;
    const jwks = createRemoteJWKSet(new URL(`${idp.url}/.well-known/jwks.json`));
    const access = await jwtVerify(tokens.access_token!, jwks, { audience: AUDIENCE });
    expect(access.payload).toMatchObject({ email: 'carla@example.com', name: 'Carla Gómez', nickname: 'carla' });
    expect(String(access.payload.sub)).toMatch(/^auth0\|[0-9a-f-]{36}$/);

    // The login form, with the new account's password.
    const jar2 = new CookieJar();
    const start = await request(jar2, authorizeUrl(idp).url);
    const interaction = location(start, idp.url);
    await request(jar2, interaction.href);
    const login = await request(
      jar2,
      `${interaction.href}/login`,
      form({ email: 'carla@example.com', password: 'una-clave-larga' }),
    );
    expect(login.status).toBe(303);

    await idp.close();
    idp = await startIdp({ dataDir });
    const jar3 = new CookieJar();
    const start3 = await request(jar3, authorizeUrl(idp).url);
    const interaction3 = location(start3, idp.url);
    await request(jar3, interaction3.href);
    const login3 = await request(
      jar3,
      `${interaction3.href}/login`,
      form({ email: 'carla@example.com', password: 'una-clave-larga' }),
    );
    expect(login3.status).toBe(303);
  });

  it.each([
    [{ name: '', email: 'nuevo@example.com', password: 'una-clave-larga' }, 400, 'Escribí tu nombre y apellido.'],
    [{ name: 'Nuevo', email: 'no-es-email', password: 'una-clave-larga' }, 400, 'Escribí un email válido.'],
    [{ name: 'Nuevo', email: 'nuevo@example.com', password: 'corta' }, 400, 'al menos 8 caracteres'],
    [
      { name: 'Otra Ana', email: 'ana@example.com', password: 'una-clave-larga' },
      409,
      'Ya hay una cuenta con ese email.',
    ],
  ])('refuses %j with %i, keeping what was typed but the password', async (data, status, message) => {
    const { submitted } = await signUp(new CookieJar(), data);
    expect(submitted.status).toBe(status);
    expect(submitted.headers.get('location')).toBeNull();
    const html = await submitted.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(message);
    if (data.email) expect(html).toContain(`value="${data.email}"`);
    expect(html).not.toContain(data.password);
  });
});
