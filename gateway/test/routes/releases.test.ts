import type { App } from '../../src/app';
import { startCanary, switchVersion, trainCanary } from '../../src/release/actions';
import { FolderBackend } from '../../src/release/folder-backend';
import { signQaOverride } from '../../src/release/qa-override';
import { SHELL_FILES, buildTestApp, createDefaultReleases, type TestReleases } from '../helpers/build-app';

const SECRET = 'route-test-secret-of-at-least-32-characters';
const ADMIN = 'admin-token-for-the-route-tests-0123';

function cookieOf(setCookie: string | string[] | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = list.find((c) => c.startsWith(`${name}=`));
  return found?.split(';')[0];
}

describe('releases through the gateway', () => {
  let releases: TestReleases;
  let app: App;
  let store: FolderBackend;

  beforeEach(async () => {
    releases = createDefaultReleases();
    store = new FolderBackend(releases.dir);
    app = await buildTestApp({
      RELEASES_DIR: releases.dir,
      RELEASE_SIGNING_SECRET: SECRET,
      RELEASE_ADMIN_TOKEN: ADMIN,
    });
  });

  afterEach(async () => {
    await app.close();
    releases.cleanup();
  });

  const versionFor = async (cookie?: string) => {
    const res = await app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
    return { res, version: res.json().remotes[0].version as string, body: res.json() };
  };

  it('gives each new browser a bucket cookie and the snapshot revision', async () => {
    await switchVersion(store, 'mf-landing', '1.0.0', { who: 't', why: 't' });
    const { res, body } = await versionFor();
    expect(body.revision).toBe(1);
    expect(cookieOf(res.headers['set-cookie'], 'mf_bucket')).toMatch(/^mf_bucket=[\w-]{16,}$/);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('serves the canary to its share of browsers, the same one on every reload', async () => {
    await startCanary(store, 'mf-landing', '2.0.0', 30, { who: 't', why: 't' });
    const seen: Record<string, number> = {};
    for (let i = 0; i < 200; i++) {
      const cookie = `mf_bucket=browser-${String(i).padStart(10, '0')}`;
      const first = (await versionFor(cookie)).version;
      expect((await versionFor(cookie)).version).toBe(first);
      seen[first] = (seen[first] ?? 0) + 1;
    }
    expect(seen['2.0.0']).toBeGreaterThan(40);
    expect(seen['2.0.0']).toBeLessThan(80);
    expect(seen['1.0.0']! + seen['2.0.0']!).toBe(200);
  });

  it('pins a QA browser to a stored version through the signed link, and ignores a forged cookie', async () => {
    const token = signQaOverride(SECRET, {
      versions: { 'mf-landing': '2.0.0' },
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const link = await app.inject({ url: `/__release/qa?token=${token}` });
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe('/');
    const cookie = cookieOf(link.headers['set-cookie'], 'mf_qa')!;
    const pinned = await versionFor(`${cookie}; mf_bucket=browser-0000000001`);
    expect(pinned.version).toBe('2.0.0');
    expect(pinned.body.override.versions).toEqual({ 'mf-landing': '2.0.0' });

    const forged = signQaOverride('not-the-gateway-secret-but-32-chars-long', {
      versions: { 'mf-landing': '2.0.0' },
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    expect((await app.inject({ url: `/__release/qa?token=${forged}` })).statusCode).toBe(403);
    const ignored = await versionFor(`mf_qa=${forged}; mf_bucket=browser-0000000001`);
    expect(ignored.version).toBe('1.0.0');
    expect(ignored.body.override).toBeUndefined();
  });

  it('refuses an expired link and a version that is not in the store', async () => {
    const expired = signQaOverride(SECRET, {
      versions: { 'mf-landing': '2.0.0' },
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    const res = await app.inject({ url: `/__release/qa?token=${expired}` });
    expect(res.statusCode).toBe(410);
    expect(res.json().meta.message).toBe('El enlace de QA venció. Pedí uno nuevo.');
    const unknown = signQaOverride(SECRET, {
      versions: { 'mf-landing': '9.9.9' },
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    const refused = await app.inject({ url: `/__release/qa?token=${unknown}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().meta.message).toBe('La versión 9.9.9 de mf-landing no está en el almacén.');
  });

  it("a release train's canary: a new browser's first page gets the shell and every remote from one set", async () => {
    // Shells that say what they share (webpack's share-scope table in main.js), told apart by their page.
    const shell = (router: string) => ({
      ...SHELL_FILES,
      'main.js': `var s={react:[{version:"19.3.1",get:()=>1}],"react-router":[{version:"${router}",get:()=>2}]};`,
      'index.html': `<!doctype html><html><head><meta name="shell" content="${router}"></head><body></body></html>`,
    });
    releases.add('shell', '1.0.0', shell('7.18.5'));
    releases.add('shell', '2.0.0', shell('8.5.1'));
    await trainCanary(store, { shell: '2.0.0', 'mf-landing': '2.0.0' }, 50, { who: 't', why: 't' }, { name: 'r8' });
    const got: Record<string, number> = {};
    for (let i = 0; i < 60; i++) {
      // No cookie: the shell route gives the browser its bucket and the page's snapshot uses the same one.
      const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      const cookies = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .filter((c) => c.startsWith('mf_bucket='));
      expect(cookies).toHaveLength(1);
      const router = /<meta name="shell" content="([^"]+)">/.exec(res.body)![1];
      const landing = /\/remotes\/mf-landing\/([^/]+)\/remoteEntry\.js/.exec(res.body)![1];
      const pair = `${router} ${landing}`;
      expect(['7.18.5 1.0.0', '8.5.1 2.0.0']).toContain(pair);
      got[pair] = (got[pair] ?? 0) + 1;
      // The same browser again: the same set.
      const again = await app.inject({ url: '/remotes.json', headers: { cookie: cookies[0]!.split(';')[0]! } });
      expect(again.json().remotes[0].version).toBe(landing);
    }
    expect(Object.keys(got).sort()).toEqual(['7.18.5 1.0.0', '8.5.1 2.0.0']);
  });

  describe('the release managers page', () => {
    it('is refused without the token and shows nothing of the store', async () => {
      const res = await app.inject({ url: '/__release/admin' });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Token de administración');
      expect(res.body).not.toContain('mf-landing');
      const wrong = await app.inject({ url: '/__release/admin', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);
      const post = await app.inject({
        method: 'POST',
        url: '/__release/admin/action',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=switch&package=mf-landing&version=2.0.0&why=x&revision=0',
      });
      expect(post.statusCode).toBe(401);
      expect((await store.read()).remotes['mf-landing']).toBe('1.0.0');
    });

    it('lists remotes, versions and history with a strict CSP, and switches with compare-and-swap', async () => {
      const auth = { authorization: `Bearer ${ADMIN}` };
      const res = await app.inject({ url: '/__release/admin', headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
      expect(res.body).toContain('Snapshot activo: revisión <strong>0</strong>');
      expect(res.body).toContain('2.0.0');

      const form = { ...auth, 'content-type': 'application/x-www-form-urlencoded' };
      const ok = await app.inject({
        method: 'POST',
        url: '/__release/admin/action',
        headers: form,
        payload: 'action=switch&package=mf-landing&version=2.0.0&why=nueva+portada&revision=0',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('Listo: revisión 1.');
      expect(ok.body).toContain('nueva portada');
      expect((await store.read()).remotes['mf-landing']).toBe('2.0.0');

      // The same form again still says revision 0: refused, nothing written.
      const stale = await app.inject({
        method: 'POST',
        url: '/__release/admin/action',
        headers: form,
        payload: 'action=rollback&package=mf-landing&why=otra&revision=0',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.body).toContain('La revisión cambió');
      expect((await store.read()).revision).toBe(1);

      const crossSite = await app.inject({
        method: 'POST',
        url: '/__release/admin/action',
        headers: { ...form, origin: 'https://evil.example' },
        payload: 'action=rollback&package=mf-landing&why=x&revision=1',
      });
      expect(crossSite.statusCode).toBe(403);
    });

    const login = (name: string, token: string, headers: Record<string, string> = {}, on: App = app) =>
      on.inject({
        method: 'POST',
        url: '/__release/admin/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({ name, token }).toString(),
      });

    it('signs a person in with their name and the token: a signed session, not the token, in the cookie', async () => {
      const res = await login('Ana QA', ADMIN);
      expect(res.statusCode).toBe(303);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(
        /^mf_release_admin=[\w-]+\.[\w-]+; Path=\/__release\/admin; Max-Age=28800; HttpOnly; SameSite=Strict$/,
      );
      expect(setCookie).not.toContain(encodeURIComponent(ADMIN));
      expect(setCookie).not.toContain(ADMIN);
      const cookie = cookieOf(res.headers['set-cookie'], 'mf_release_admin')!;

      const page = await app.inject({ url: '/__release/admin', headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Sesión de <strong>Ana QA</strong>');
      const changed = await app.inject({
        method: 'POST',
        url: '/__release/admin/action',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=switch&package=mf-landing&version=2.0.0&why=portada&revision=0',
      });
      expect(changed.statusCode).toBe(200);
      expect((await store.history(1))[0]).toMatchObject({ who: 'Ana QA (página de versiones)', why: 'portada' });

      // Without a name there is no session.
      expect((await login('  ', ADMIN)).statusCode).toBe(400);
    });

    it('refuses the raw token as a cookie, a forged or altered session and one opened with an older token', async () => {
      const cookie = cookieOf((await login('Ana QA', ADMIN)).headers['set-cookie'], 'mf_release_admin')!;
      const [payload, signature] = cookie.slice('mf_release_admin='.length).split('.');
      const forged = Buffer.from(JSON.stringify({ sid: 'x', who: 'Eva', exp: 4102444800 })).toString('base64url');
      for (const value of [encodeURIComponent(ADMIN), `${forged}.${signature}`, `${payload}.${signature}x`, payload]) {
        const res = await app.inject({ url: '/__release/admin', headers: { cookie: `mf_release_admin=${value}` } });
        expect(res.statusCode).toBe(401);
      }
      const rotated = await buildTestApp({
        RELEASES_DIR: releases.dir,
        RELEASE_SIGNING_SECRET: SECRET,
        RELEASE_ADMIN_TOKEN: `${ADMIN}-rotated`,
      });
      try {
        expect((await rotated.inject({ url: '/__release/admin', headers: { cookie } })).statusCode).toBe(401);
      } finally {
        await rotated.close();
      }
    });

    it("'Salir' ends the session in this browser", async () => {
      const cookie = cookieOf((await login('Ana QA', ADMIN)).headers['set-cookie'], 'mf_release_admin')!;
      const page = await app.inject({ url: '/__release/admin', headers: { cookie } });
      expect(page.body).toContain(
        '<form method="post" action="/__release/admin/logout"><button type="submit">Salir</button>',
      );
      const out = await app.inject({
        method: 'POST',
        url: '/__release/admin/logout',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(out.statusCode).toBe(303);
      expect(String(out.headers['set-cookie'])).toMatch(/^mf_release_admin=; Path=\/__release\/admin; Max-Age=0;/);
    });

    it('limits logins per IP, right or wrong (10 per 15 minutes)', async () => {
      for (let i = 0; i < 10; i++) {
        expect((await login('Eva', `wrong-${i}`, {})).statusCode).toBe(401);
      }
      const limited = await login('Ana QA', ADMIN);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['set-cookie']).toBeUndefined();
    });

    it('marks every gateway cookie Secure when the request came over https (TRUST_PROXY)', async () => {
      const behind = await buildTestApp({
        RELEASES_DIR: releases.dir,
        RELEASE_SIGNING_SECRET: SECRET,
        RELEASE_ADMIN_TOKEN: ADMIN,
        TRUST_PROXY: '1',
      });
      try {
        const https = { 'x-forwarded-proto': 'https' };
        expect(String((await login('Ana QA', ADMIN, https, behind)).headers['set-cookie'])).toMatch(/; Secure$/);
        const bucket = await behind.inject({ url: '/remotes.json', headers: https });
        expect(String(bucket.headers['set-cookie'])).toMatch(/^mf_bucket=.*; Secure$/);
        const qa = signQaOverride(SECRET, {
          versions: { 'mf-landing': '2.0.0' },
          exp: Math.floor(Date.now() / 1000) + 60,
        });
        const pinned = await behind.inject({ url: `/__release/qa?token=${qa}`, headers: https });
        expect(String(pinned.headers['set-cookie'])).toMatch(/^mf_qa=.*; Secure$/);
        // Plain http: no Secure (the browser would drop the cookie).
        expect(String((await login('Ana QA', ADMIN, {}, behind)).headers['set-cookie'])).not.toContain('Secure');
      } finally {
        await behind.close();
      }
    });

    it('does not exist when RELEASE_ADMIN_TOKEN is unset', async () => {
      const bare = await buildTestApp({ RELEASES_DIR: releases.dir, RELEASE_SIGNING_SECRET: SECRET });
      try {
        const res = await bare.inject({ url: '/__release/admin', headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(404);
      } finally {
        await bare.close();
      }
    });
  });
});
