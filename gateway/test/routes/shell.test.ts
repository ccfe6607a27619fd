import zlib from 'node:zlib';
import type { App } from '../../src/app';
import { abortCanary, startCanary, switchVersion } from '../../src/release/actions';
import { FolderBackend } from '../../src/release/folder-backend';
import { signQaOverride } from '../../src/release/qa-override';
import {
  SHELL_FILES,
  buildTestApp,
  createDefaultReleases,
  createReleases,
  type TestReleases,
} from '../helpers/build-app';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The stored index.html inside a served page, without what the gateway inlines (test/routes/shell-page.test.ts). */
// The page as the build wrote it: without the preloads, the inlined data and the page's head (test/seo).
const pageOf = (body: string) =>
  body
    .replace(/<link rel="(preload|canonical|icon|apple-touch-icon|manifest)"[^>]*>/g, '')
    .replace(/<script type="application\/(ld\+)?json"[^>]*>.*?<\/script>/g, '')
    .replace(/<title>.*?<\/title>|<meta (name|property)="[^"]*" content="[^"]*">/g, '')
    .replace(/\?shell=[^"]*/g, '');

describe('shell', () => {
  let releases: TestReleases;
  let app: App;

  beforeEach(async () => {
    releases = createDefaultReleases();
    app = await buildTestApp({ RELEASES_DIR: releases.dir });
  });

  afterEach(async () => {
    await app.close();
    releases.cleanup();
  });

  it('serves index.html at /, revalidated on every load', async () => {
    for (const headers of [HTML, {}]) {
      const res = await app.inject({ url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(pageOf(res.body)).toBe(SHELL_FILES['index.html']);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('serves the Auth0 callback (/?code=…&state=…) the app', async () => {
    const res = await app.inject({ url: '/?code=abc&state=xyz', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(pageOf(res.body)).toBe(SHELL_FILES['index.html']);
  });

  it('serves main.js revalidated and hashed chunks, their maps and assets as immutable', async () => {
    const main = await app.inject({ url: '/main.js' });
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(main.headers['cache-control']).toBe('private, no-cache');

    for (const url of ['/123.abcdef12.js', '/123.abcdef12.js.map', '/assets/logo.0a1b2c3d.svg']) {
      const res = await app.inject({ url });
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: IMMUTABLE,
      });
    }
    expect((await app.inject({ url: '/123.abcdef12.js' })).body).toBe(SHELL_FILES['123.abcdef12.js']);
    expect((await app.inject({ url: '/assets/logo.0a1b2c3d.svg' })).headers['content-type']).toBe('image/svg+xml');
  });

  it.each([
    '/app',
    '/policy/abc',
    '/policy/123',
    '/emision/resultado',
    '/chat/x',
    '/quienes-somos',
    '/insurance/bike',
    '/app/',
  ])('answers the app for the page %s', async (url) => {
    const res = await app.inject({ url, headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(pageOf(res.body)).toBe(SHELL_FILES['index.html']);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/app', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it.each([
    ['/foo.js', HTML],
    ['/foo.js', {}],
    ['/missing.abcdef12.js', {}],
    ['/assets/nope.png', HTML],
    ['/app', { accept: 'application/json' }],
    ['/app', {}],
    ['/api/other', HTML],
    ['/api/v2/user', HTML],
    ['/remotes/x', HTML],
  ])('404 for %s %j', async (url, headers) => {
    const res = await app.inject({ url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: null, meta: { code: 404, message: 'Recurso no encontrado.' } });
  });

  it('404 for other methods on pages', async () => {
    expect((await app.inject({ method: 'POST', url: '/app', headers: HTML })).statusCode).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/.%2e/secret.txt',
    '/%2fetc%2fpasswd',
    '//etc/passwd',
    '/.env',
    '/assets/../../secret.txt',
  ])('never leaves the release for %s', async (url) => {
    const res = await app.inject({ url, headers: HTML });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('TOP-SECRET');
  });

  it('switches the shell version without a restart', async () => {
    releases.add('shell', '1.1.0', { ...SHELL_FILES, 'index.html': '<!doctype html><!-- 1.1.0 -->' });
    releases.setCurrent({ shell: '1.1.0', 'mf-landing': '1.0.0' });
    expect((await app.inject({ url: '/app', headers: HTML })).body).toContain('1.1.0');
  });

  it('keeps serving the chunks of the shell a tab started with after a switch', async () => {
    releases.add('shell', '1.1.0', {
      'index.html': '<!doctype html><!-- 1.1.0 -->',
      'main.js': '/* main 1.1.0 */',
      '777.77777777.js': '/* chunk of 1.1.0 */',
    });
    releases.setCurrent({ shell: '1.1.0', 'mf-landing': '1.0.0' });
    expect((await app.inject({ url: '/main.js' })).body).toBe('/* main 1.1.0 */');
    expect((await app.inject({ url: '/777.77777777.js' })).statusCode).toBe(200);
    // 1.1.0 has no 123.abcdef12.js: a tab still running 1.0.0 gets it from 1.0.0.
    const old = await app.inject({ url: '/123.abcdef12.js' });
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe(SHELL_FILES['123.abcdef12.js']);
    expect(old.headers['cache-control']).toBe(IMMUTABLE);
    // Fixed names are never taken from another shell.
    expect((await app.inject({ url: '/main.js.map' })).statusCode).toBe(404);
  });

  it("gives a page its own shell's main.js even when a switch lands between the page and the script", async () => {
    releases.add('shell', '2.5.0', { ...SHELL_FILES, 'main.js': '/* 2 */' });
    const page = (await app.inject({ url: '/', headers: HTML })).body;
    // The page names its shell's main.js; hashed files need no pin (the same name is the same bytes).
    expect(page).toContain('<script defer src="/main.js?shell=1.0.0"></script>');
    await switchVersion(new FolderBackend(releases.dir), 'shell', '2.5.0', { who: 't', why: 't' });
    expect((await app.inject({ url: '/main.js?shell=1.0.0' })).body).toBe(SHELL_FILES['main.js']);
    expect((await app.inject({ url: '/main.js' })).body).toBe('/* 2 */');
    expect((await app.inject({ url: '/', headers: HTML })).body).toContain('src="/main.js?shell=2.5.0"');
    // A version that is not stored (or not a version name): the browser's shell, as without the pin.
    expect((await app.inject({ url: '/main.js?shell=9.9.9' })).body).toBe('/* 2 */');
    expect((await app.inject({ url: '/main.js?shell=..%2F..%2Fsecret.txt' })).body).toBe('/* 2 */');
  });

  it("serves each browser its shell: a canary's cohort, a QA pin, the cohort fixed at the first page load", async () => {
    releases.add('shell', '2.0.0', { ...SHELL_FILES, 'index.html': '<!-- 2.0.0 -->', 'main.js': '/* 2 */' });
    const store = new FolderBackend(releases.dir);
    await switchVersion(store, 'shell', '1.0.0', { who: 't', why: 't' });
    await startCanary(store, 'shell', '2.0.0', 50, { who: 't', why: 't' });

    const first = await app.inject({ url: '/', headers: HTML });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(String(first.headers['set-cookie'])).toMatch(/^mf_bucket=[\w-]{16,};/);
    expect((await app.inject({ url: '/main.js' })).headers['set-cookie']).toBeUndefined();

    let canary = 0;
    for (let i = 0; i < 60; i++) {
      const cookie = `mf_bucket=browser-${String(i).padStart(10, '0')}`;
      const index = (await app.inject({ url: '/', headers: { ...HTML, cookie } })).body;
      const main = (await app.inject({ url: '/main.js', headers: { cookie } })).body;
      // index.html and main.js of the same shell for the same browser.
      expect(index.includes('2.0.0')).toBe(main === '/* 2 */');
      if (main === '/* 2 */') canary++;
    }
    expect(canary).toBeGreaterThan(15);
    expect(canary).toBeLessThan(45);

    const token = signQaOverride(app.config.release.signingSecret, {
      versions: { shell: '2.0.0' },
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const cookie = `mf_qa=${token}; mf_bucket=browser-0000000000`;
    await abortCanary(store, 'shell', { who: 't', why: 't' });
    expect(pageOf((await app.inject({ url: '/app', headers: { ...HTML, cookie } })).body)).toBe('<!-- 2.0.0 -->');
    const manifest = (await app.inject({ url: '/remotes.json', headers: { cookie } })).json();
    expect(manifest.override.versions).toEqual({ shell: '2.0.0' });
    expect(pageOf((await app.inject({ url: '/app', headers: HTML })).body)).toBe(SHELL_FILES['index.html']);
  });

  it('gzips text assets for clients that accept it', async () => {
    const res = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SHELL_FILES['main.js']);
  });
});

describe('shell before the first release', () => {
  it.each([
    ['no current.json', (r: TestReleases) => r],
    [
      'a current shell whose folder is missing',
      (r: TestReleases) => {
        r.setCurrent({ shell: '3.0.0' });
        return r;
      },
    ],
  ])('answers 503 with a Spanish page (%s)', async (_name, prepare) => {
    const releases = prepare(createReleases());
    const app = await buildTestApp({ RELEASES_DIR: releases.dir });
    try {
      for (const url of ['/', '/app']) {
        const res = await app.inject({ url, headers: HTML });
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toContain('La aplicación se está actualizando. Probá de nuevo en unos segundos.');
        expect(res.body).toContain('lang="es-UY"');
      }
      // The rest of the gateway keeps working.
      expect((await app.inject({ url: '/config.json' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/remotes.json' })).json()).toEqual({ revision: 0, remotes: [] });
    } finally {
      await app.close();
      releases.cleanup();
    }
  });
});
