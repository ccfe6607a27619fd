import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../../src/app';
import { startCanary } from '../../src/release/actions';
import { FolderBackend } from '../../src/release/folder-backend';
import { signQaOverride } from '../../src/release/qa-override';
import { jsonForScript } from '../../src/lib/shell-page';
import { SHELL_FILES, buildTestApp, createDefaultReleases, type TestReleases } from '../helpers/build-app';

const HTML = { accept: 'text/html' };
const TABLE = path.join(__dirname, '../../../shell/src/config/first-modules.json');
// What the shell build writes (shell/webpack/first-screen-plugin.cjs), with the shell's real route table.
const FIRST_SCREEN = JSON.stringify({
  bootstrap: ['123.abcdef12.js', 'bootstrap.0a1b2c3d.css'],
  auth: ['auth.5e55104a.js'],
  routes: JSON.parse(fs.readFileSync(TABLE, 'utf8')),
});

/** A wallet build: remoteEntry.js, ./AppPage's chunks and exposed-files.json naming them (as its build writes). */
function walletFiles(version: string, hash: string): Record<string, string> {
  return {
    'remoteEntry.js': `var mf_wallet; /* ${version} */`,
    [`985.${hash}.js`]: `/* ${version} AppPage */`,
    [`749.${hash}.css`]: '.page{}',
    [`566.${hash}.js`]: `/* ${version} PolicyPage */`,
    'exposed-files.json': JSON.stringify({
      './AppPage': [`749.${hash}.css`, `985.${hash}.js`],
      './PolicyPage': [`566.${hash}.js`],
    }),
  };
}

function inlined(body: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(body);
  if (!match) throw new Error(`no ${id} in the page`);
  return JSON.parse(match[1]!);
}
const preloads = (body: string) =>
  [...body.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"(?: fetchpriority="low")?>/g)].map((m) => [
    m[1],
    m[2],
  ]);
const lowPriority = (body: string) =>
  [...body.matchAll(/<link rel="preload" as="\w+" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);

describe('the shell page', () => {
  let releases: TestReleases;
  let app: App;

  beforeEach(async () => {
    releases = createDefaultReleases();
    releases.add('shell', '1.0.0', {
      'first-screen.json': FIRST_SCREEN,
      'bootstrap.0a1b2c3d.css': 'a{}',
      'auth.5e55104a.js': '/* the Auth0 SDK */',
    });
    app = await buildTestApp({ RELEASES_DIR: releases.dir });
  });
  afterEach(async () => {
    await app.close();
    releases.cleanup();
  });

  it('carries the same snapshot /remotes.json gives that browser, and the runtime config', async () => {
    const cookie = 'mf_bucket=browser-0000000001';
    const page = await app.inject({ url: '/app', headers: { ...HTML, cookie } });
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const manifest = (await app.inject({ url: '/remotes.json', headers: { cookie } })).json();
    expect(inlined(page.body, 'remotes-snapshot')).toEqual(manifest);
    expect(inlined(page.body, 'runtime-config')).toEqual((await app.inject({ url: '/config.json' })).json());
  });

  it("honours the canary cohort and the QA pin in the page's snapshot", async () => {
    const store = new FolderBackend(releases.dir);
    await startCanary(store, 'mf-landing', '2.0.0', 50, { who: 't', why: 't' });
    const versions = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const cookie = `mf_bucket=browser-${String(i).padStart(10, '0')}`;
      const page = (await app.inject({ url: '/', headers: { ...HTML, cookie } })).body;
      const manifest = (await app.inject({ url: '/remotes.json', headers: { cookie } })).json();
      expect(inlined(page, 'remotes-snapshot')).toEqual(manifest);
      versions.add(manifest.remotes[0].version);
    }
    expect([...versions].sort()).toEqual(['1.0.0', '2.0.0']);

    const token = signQaOverride(app.config.release.signingSecret, {
      versions: { 'mf-landing': '2.0.0' },
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const page = (await app.inject({ url: '/', headers: { ...HTML, cookie: `mf_qa=${token}` } })).body;
    expect(inlined(page, 'remotes-snapshot')).toMatchObject({
      remotes: [{ name: 'mf_landing', version: '2.0.0', entry: '/remotes/mf-landing/2.0.0/remoteEntry.js' }],
      override: { versions: { 'mf-landing': '2.0.0' } },
    });
    expect(preloads(page)).toContainEqual(['script', '/remotes/mf-landing/2.0.0/remoteEntry.js']);
  });

  it('preloads the bootstrap files and the first remote, all of which the active version serves', async () => {
    const home = await app.inject({ url: '/', headers: HTML });
    const hints = preloads(home.body);
    expect(hints).toEqual([
      ['script', '/remotes/mf-landing/1.0.0/remoteEntry.js'],
      ['script', '/123.abcdef12.js'],
      ['style', '/bootstrap.0a1b2c3d.css'],
    ]);
    for (const [, url] of hints) expect((await app.inject({ url: url! })).statusCode).toBe(200);
    // /app is drawn by mf_wallet, which this snapshot has not: no remote hint, the shell's still.
    expect(preloads((await app.inject({ url: '/app', headers: HTML })).body).map(([, url]) => url)).toEqual([
      '/123.abcdef12.js',
      '/bootstrap.0a1b2c3d.css',
    ]);
  });

  describe("the first screen's own chunks", () => {
    beforeEach(() => {
      releases.add('mf-wallet', '1.0.0', walletFiles('1.0.0', 'aaaaaaaa'));
      releases.add('mf-wallet', '2.0.0', walletFiles('2.0.0', 'bbbbbbbb'));
      releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0', 'mf-wallet': '1.0.0' });
    });
    const remoteHints = async (url: string, cookie = '') =>
      preloads((await app.inject({ url, headers: { ...HTML, cookie } })).body).filter(([, href]) =>
        href!.startsWith('/remotes/'),
      );

    it("preloads the exposed module's chunks of the version served, after the shell's files", async () => {
      const page = (await app.inject({ url: '/app', headers: HTML })).body;
      const hints = preloads(page);
      expect(hints).toEqual([
        ['script', '/remotes/mf-wallet/1.0.0/remoteEntry.js'],
        ['script', '/123.abcdef12.js'],
        ['style', '/bootstrap.0a1b2c3d.css'],
        ['style', '/remotes/mf-wallet/1.0.0/749.aaaaaaaa.css'],
        ['script', '/remotes/mf-wallet/1.0.0/985.aaaaaaaa.js'],
      ]);
      for (const [, url] of hints) expect((await app.inject({ url: url! })).statusCode).toBe(200);
      // Another address, another exposed module.
      expect(await remoteHints('/policy/0b8f5a52-6a8b-4d4b-9d43-3f1f4fb1b7a1')).toEqual([
        ['script', '/remotes/mf-wallet/1.0.0/remoteEntry.js'],
        ['script', '/remotes/mf-wallet/1.0.0/566.aaaaaaaa.js'],
      ]);
    });

    it("follows a switch, the canary cohort and a QA pin: never another version's files", async () => {
      const v2 = [
        ['script', '/remotes/mf-wallet/2.0.0/remoteEntry.js'],
        ['style', '/remotes/mf-wallet/2.0.0/749.bbbbbbbb.css'],
        ['script', '/remotes/mf-wallet/2.0.0/985.bbbbbbbb.js'],
      ];
      const token = signQaOverride(app.config.release.signingSecret, {
        versions: { 'mf-wallet': '2.0.0' },
        exp: Math.floor(Date.now() / 1000) + 600,
      });
      expect(await remoteHints('/app', `mf_qa=${token}`)).toEqual(v2);
      releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0', 'mf-wallet': '2.0.0' });
      expect(await remoteHints('/app')).toEqual(v2);
      releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0', 'mf-wallet': '1.0.0' });

      const store = new FolderBackend(releases.dir);
      await startCanary(store, 'mf-wallet', '2.0.0', 50, { who: 't', why: 't' });
      const seen = new Set<string>();
      for (let i = 0; i < 30; i++) {
        const cookie = `mf_bucket=browser-${String(i).padStart(10, '0')}`;
        const hints = await remoteHints('/app', cookie);
        const { version } = (await app.inject({ url: '/remotes.json', headers: { cookie } }))
          .json()
          .remotes.find((r: { name: string }) => r.name === 'mf_wallet');
        expect(hints.every(([, href]) => href!.startsWith(`/remotes/mf-wallet/${version}/`))).toBe(true);
        expect(hints).toHaveLength(3);
        seen.add(version);
      }
      expect([...seen].sort()).toEqual(['1.0.0', '2.0.0']);
    });

    it('preloads only remoteEntry.js of a remote built without exposed-files.json', async () => {
      const { 'exposed-files.json': _, ...older } = walletFiles('0.9.0', 'cccccccc');
      releases.add('mf-wallet', '0.9.0', older);
      releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0', 'mf-wallet': '0.9.0' });
      expect(await remoteHints('/app')).toEqual([['script', '/remotes/mf-wallet/0.9.0/remoteEntry.js']]);
    });
  });

  it('preloads the Auth0 SDK only for a browser whose cookies say it signed in', async () => {
    const { auth } = (await app.inject({ url: '/config.json' })).json();
    const sdk = ['script', '/auth.5e55104a.js'];
    expect(preloads((await app.inject({ url: '/', headers: HTML })).body)).not.toContainEqual(sdk);
    const signedIn = `mf_bucket=browser-0000000001; auth0.${auth.clientId}.is.authenticated=true`;
    for (const url of ['/', '/app']) {
      const page = (await app.inject({ url, headers: { ...HTML, cookie: signedIn } })).body;
      expect(preloads(page)).toContainEqual(sdk);
      // Not needed to draw the frame: at low priority, and the only hints that are.
      expect(lowPriority(page)).toEqual([sdk[1]]);
    }
    expect((await app.inject({ url: '/auth.5e55104a.js' })).statusCode).toBe(200);
  });

  it('serves a shell built without first-screen.json with no hints', async () => {
    releases.add('shell', '0.9.0', SHELL_FILES);
    releases.setCurrent({ shell: '0.9.0', 'mf-landing': '1.0.0' });
    const page = (await app.inject({ url: '/', headers: HTML })).body;
    expect(preloads(page)).toEqual([]);
    expect(inlined(page, 'remotes-snapshot')).toMatchObject({ remotes: [{ name: 'mf_landing' }] });
  });

  it('keeps the CSP strict: the inlined blocks are data, never script', async () => {
    const page = await app.inject({ url: '/', headers: HTML });
    const csp = String(page.headers['content-security-policy']);
    expect(csp.split(';')).toContain("script-src 'self'");
    const inlineScripts = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    // The snapshot, the runtime config and the landing's schema.org data (test/seo).
    expect(inlineScripts).toHaveLength(3);
    for (const attrs of inlineScripts) expect(attrs).toMatch(/^ type="application\/(json" id="[\w-]+"|ld\+json")$/);
  });
});

describe('jsonForScript', () => {
  it('cannot close the element or break a line, and reads back unchanged', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!--', c: 'x\u2028y\u2029z', d: 'a&b' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
