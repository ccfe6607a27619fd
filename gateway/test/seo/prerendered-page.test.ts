import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../../src/app';
import { signQaOverride } from '../../src/release/qa-override';
import { SHELL_FILES, buildTestApp, createDefaultReleases, type TestReleases } from '../helpers/build-app';

const HTML = { accept: 'text/html' };
const TABLE = path.join(__dirname, '../../../shell/src/config/first-modules.json');
const FIRST_SCREEN = JSON.stringify({
  bootstrap: ['123.abcdef12.js', 'bootstrap.0a1b2c3d.css'],
  auth: [],
  routes: JSON.parse(fs.readFileSync(TABLE, 'utf8')),
});
// What the shell's prerender writes (shell/src/app/prerender.tsx): the frame by kind of feedback link.
const FRAME = JSON.stringify({
  plain: '<div class="shell"><aside>beta</aside><main id="contenido"><!--prerendered-screen--></main><div></div></div>',
  external:
    '<div class="shell"><aside>beta<a href="https://feedback.prerender.invalid" target="_blank">Dejanos tu opinión</a></aside><main id="contenido"><!--prerendered-screen--></main><div></div></div>',
  internal:
    '<div class="shell"><aside>beta<a href="mailto:feedback@prerender.invalid">Dejanos tu opinión</a></aside><main id="contenido"><!--prerendered-screen--></main><div></div></div>',
});

/** What a landing version's prerender writes (mf-landing/src/app/prerender.tsx), and its first screen's chunks. */
function landingPrerender(version: string, assumes: string[] = ['mf_landing']): Record<string, string> {
  return {
    'prerender/pages.json': JSON.stringify({
      assumes,
      pages: { '/': 'home.html', '/insurance/home': 'home-insurance.html' },
    }),
    'prerender/home.html': `<div><h1>Inicio ${version}</h1></div>`,
    'prerender/home-insurance.html': `<div><h1>Hogar ${version}</h1></div>`,
    'exposed-files.json': JSON.stringify({
      './LandingPage': ['77.aaaaaaaa.css', '78.aaaaaaaa.js', '79.aaaaaaaa.css', '80.aaaaaaaa.css'],
    }),
    '77.aaaaaaaa.css': `.hero{content:"${version}</style>"}`,
    // Relative to the file, so it stays a link (inlined, it would resolve against the page).
    '79.aaaaaaaa.css': '.hero{background:url(assets/hero.svg)}',
  };
}

const rootOf = (body: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<\/body>/.exec(body)?.[0] ?? '';
const stylesheets = (body: string) =>
  [...body.matchAll(/<link rel="stylesheet" href="([^"]+)" data-href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
const inlineStyles = (body: string) =>
  [...body.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)].map((m) => `${m[1]} ${m[2]}`);

describe('the prerendered public screens in the served page', () => {
  let releases: TestReleases;
  let app: App;

  async function start(env: Record<string, string> = {}) {
    app = await buildTestApp({ RELEASES_DIR: releases.dir, ...env });
  }

  beforeEach(() => {
    releases = createDefaultReleases();
    releases.add('shell', '1.0.0', {
      'first-screen.json': FIRST_SCREEN,
      'bootstrap.0a1b2c3d.css': 'a{}',
      'prerender/frame.json': FRAME,
      // As the production build writes it (minified: no quotes around the id).
      'index.html': SHELL_FILES['index.html']!.replace(
        '<div id="root">',
        '<noscript>Necesitás habilitar JavaScript para usar esta aplicación.</noscript><div id=root>',
      ),
    });
    releases.add('mf-landing', '1.0.0', landingPrerender('1.0.0'));
    releases.add('mf-landing', '2.0.0', landingPrerender('2.0.0'));
  });
  afterEach(async () => {
    await app.close();
    releases.cleanup();
  });

  it("puts the active version's screen in the shell's frame, marked for hydration, with its stylesheets in the page", async () => {
    await start();
    const page = (await app.inject({ url: '/', headers: HTML })).body;
    expect(page).toContain(
      '<div id="root" data-prerendered=""><div class="shell"><aside>beta<a href="mailto:beta@seguros.uy?subject=Feedback%20beta">Dejanos tu opinión</a></aside><main id="contenido"><div><h1>Inicio 1.0.0</h1></div></main><div></div></div></div>',
    );
    expect(page).not.toContain('<noscript>');
    // Written into the page, named as webpack's CSS chunk loader looks for them (so it adds no second copy);
    // linked when one cannot be (a url() inside, or the file missing).
    expect(inlineStyles(page)).toEqual([
      'bootstrap.0a1b2c3d.css a{}',
      '77.aaaaaaaa.css .hero{content:"1.0.0<\\/style>"}',
    ]);
    expect(stylesheets(page)).toEqual([
      '/remotes/mf-landing/1.0.0/79.aaaaaaaa.css 79.aaaaaaaa.css',
      '/remotes/mf-landing/1.0.0/80.aaaaaaaa.css 80.aaaaaaaa.css',
    ]);
    expect(page).not.toContain('rel="preload" as="style"');
    const insurance = (await app.inject({ url: '/insurance/home/', headers: HTML })).body;
    expect(rootOf(insurance)).toContain('<h1>Hogar 1.0.0</h1>');
  });

  it("leaves a shell started by boot.js its script hints, main.js's too, for after the paint; stylesheets stay in the head", async () => {
    // As shell/webpack/boot-script-plugin.cjs writes index.html: main.js preloaded, boot.js the only script.
    releases.add('shell', '1.1.0', {
      'first-screen.json': FIRST_SCREEN,
      'bootstrap.0a1b2c3d.css': 'a{}',
      'prerender/frame.json': FRAME,
      'boot.js': '/* boot */',
      'index.html':
        '<!doctype html><html lang="es-UY"><head><link rel=preload as=script href=/main.js><script defer src=/boot.js></script></head><body><div id=root></div></body></html>',
    });
    releases.setCurrent({ shell: '1.1.0', 'mf-landing': '1.0.0' });
    await start();
    const page = (await app.inject({ url: '/', headers: HTML })).body;
    const head = page.slice(0, page.indexOf('</head>'));
    const later = /<template id="after-paint">(.*?)<\/template>/.exec(head)?.[1] ?? '';
    expect([...later.matchAll(/<link rel="?preload"? as="?script"? href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/main.js?shell=1.1.0',
      '/remotes/mf-landing/1.0.0/remoteEntry.js',
      '/123.abcdef12.js',
      '/remotes/mf-landing/1.0.0/78.aaaaaaaa.js',
    ]);
    // Nothing outside the template asks for a script before the page is drawn, but boot.js.
    const outside = head.replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).not.toMatch(/as="?script/);
    expect(outside).toContain('<script defer src="/boot.js?shell=1.1.0"></script>');
    expect(inlineStyles(page)).toContain('bootstrap.0a1b2c3d.css a{}');
    expect(stylesheets(page)).toContain('/remotes/mf-landing/1.0.0/79.aaaaaaaa.css 79.aaaaaaaa.css');
    // A prerendered screen with a form (the quote forms) keeps its hints in the head: typing starts early there.
    releases.add('mf-landing', '1.0.1', {
      ...landingPrerender('1.0.1'),
      'prerender/home.html': '<div><h1>Inicio</h1><form><label>Email<input name="email"></label></form></div>',
    });
    releases.setCurrent({ shell: '1.1.0', 'mf-landing': '1.0.1' });
    const form = (await app.inject({ url: '/', headers: HTML })).body;
    expect(form).not.toContain('<template id="after-paint">');
    expect(form).toContain('<link rel=preload as=script href="/main.js?shell=1.1.0">');
    // A page without prerendered HTML is drawn by the app: its hints stay in the head.
    const app_ = (await app.inject({ url: '/app', headers: HTML })).body;
    expect(app_).not.toContain('<template');
    expect(app_).toContain('<link rel=preload as=script href="/main.js?shell=1.1.0">');
  });

  it('follows a switch and a QA pin: each version serves its own HTML', async () => {
    await start();
    const token = signQaOverride(app.config.release.signingSecret, {
      versions: { 'mf-landing': '2.0.0' },
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const pinned = (await app.inject({ url: '/', headers: { ...HTML, cookie: `mf_qa=${token}` } })).body;
    expect(rootOf(pinned)).toContain('<h1>Inicio 2.0.0</h1>');
    expect(inlineStyles(pinned)).toContain('77.aaaaaaaa.css .hero{content:"2.0.0<\\/style>"}');
    expect(rootOf((await app.inject({ url: '/', headers: HTML })).body)).toContain('<h1>Inicio 1.0.0</h1>');
    releases.setCurrent({ shell: '1.0.0', 'mf-landing': '2.0.0' });
    expect(rootOf((await app.inject({ url: '/', headers: HTML })).body)).toContain('<h1>Inicio 2.0.0</h1>');
  });

  it('escapes an https feedback address into the frame that opens it in a new tab', async () => {
    await start({ FEEDBACK_URL: 'https://forms.example/beta?a=1&b="2"' });
    const page = (await app.inject({ url: '/', headers: HTML })).body;
    expect(page).toContain('<a href="https://forms.example/beta?a=1&amp;b=&quot;2&quot;" target="_blank">');
  });

  it('serves the empty root when the HTML would link to a remote this browser is not served, or there is none', async () => {
    releases.add('mf-landing', '3.0.0', landingPrerender('3.0.0', ['mf_landing', 'mf_quote']));
    releases.setCurrent({ shell: '1.0.0', 'mf-landing': '3.0.0' });
    await start();
    const empty = '<div id=root></div>';
    const home = (await app.inject({ url: '/', headers: HTML })).body;
    expect(home).toContain(empty);
    expect(home).toContain('<noscript>');
    expect(stylesheets(home)).toEqual([]);
    expect(inlineStyles(home)).toEqual([]);
    releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0' });
    // No prerendered HTML for the address, nor for a screen another remote draws.
    expect((await app.inject({ url: '/privacy', headers: HTML })).body).toContain(empty);
    expect((await app.inject({ url: '/app', headers: HTML })).body).toContain(empty);
    // A shell built without a frame.
    releases.add('shell', '0.9.0', { ...SHELL_FILES, 'first-screen.json': FIRST_SCREEN });
    releases.setCurrent({ shell: '0.9.0', 'mf-landing': '1.0.0' });
    expect((await app.inject({ url: '/', headers: HTML })).body).not.toContain('data-prerendered');
  });
});
