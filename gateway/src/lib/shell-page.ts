import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_ELEMENT_ID, EXPOSED_FILES_NAME, FIRST_SCREEN_NAME, SNAPSHOT_ELEMENT_ID } from 'contracts';
import type { LiveReleases } from '../release/serving';

/** What a shell build says about its first screen (shell/webpack/first-screen-plugin.cjs). */
export interface FirstScreen {
  /** The bootstrap chunk group's files and the shared modules it consumes, relative to the shell's root. */
  bootstrap: string[];
  /** The Auth0 SDK's files (the `auth` chunk group) not already in `bootstrap`. */
  auth: string[];
  /** Address pattern → the remote module that draws it, the table the shell itself reads. */
  routes: Array<{ pattern: RegExp; remote: string; module: string | null }>;
}

interface ShellPage {
  html: string;
  firstScreen: FirstScreen | null;
}

const SAFE_FILE = /^[\w.-]+(\/[\w.-]+)*\.(js|css)$/;

const safeFiles = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string' && SAFE_FILE.test(f)) : [];

function parseFirstScreen(text: string): FirstScreen | null {
  try {
    const raw = JSON.parse(text) as { bootstrap?: unknown; auth?: unknown; routes?: unknown };
    const routes = Array.isArray(raw.routes)
      ? raw.routes.flatMap((r: { pattern?: unknown; remote?: unknown; module?: unknown }) =>
          typeof r?.pattern === 'string' && typeof r.remote === 'string'
            ? [
                {
                  pattern: new RegExp(r.pattern),
                  remote: r.remote,
                  module: typeof r.module === 'string' ? r.module : null,
                },
              ]
            : [],
        )
      : [];
    return { bootstrap: safeFiles(raw.bootstrap), auth: safeFiles(raw.auth), routes };
  } catch {
    return null;
  }
}

// A root script or stylesheet with a fixed name (main.js), not a content-hashed one.
const FIXED_ROOT_FILE = /(\s(?:src|href)=)(["']?)\/([\w-]+\.(?:js|css))\2(?=[\s>])/g;

/**
 * The page's own fixed-name files (main.js) asked for from its shell version (`?shell=<version>`): the
 * browser fetches them after the page, and a switch or a train landing in between must not give this page
 * the other set's main.js beside the remotes of its snapshot. Hashed files are the same in every version.
 */
export function pinFixedFiles(html: string, version: string): string {
  return html.replace(FIXED_ROOT_FILE, (_m, attr: string, quote: string, file: string) =>
    /\.[0-9a-f]{8}\./.test(file) ? _m : `${attr}"/${file}?shell=${encodeURIComponent(version)}"`,
  );
}

// A stored version never changes, so its page is read once (a handful of shells are ever live).
const pages = new Map<string, Promise<ShellPage | null>>();

/** index.html and first-screen.json of a stored shell version (null when it has no index.html). */
export function loadShellPage(releases: LiveReleases, version: string): Promise<ShellPage | null> {
  const key = version;
  let page = pages.get(key);
  if (!page) {
    page = (async () => {
      const index = await releases.resolve('shell', version, 'index.html');
      if (!index) return null;
      const html = pinFixedFiles(await readFile(path.join(index.dir, index.file), 'utf8'), version);
      const meta = await releases.resolve('shell', version, FIRST_SCREEN_NAME);
      const firstScreen = meta ? parseFirstScreen(await readFile(path.join(meta.dir, meta.file), 'utf8')) : null;
      return { html, firstScreen };
    })();
    page.catch(() => pages.delete(key));
    if (pages.size > 50) pages.clear();
    pages.set(key, page);
  }
  return page;
}

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` escaped so no value can close the
 * element or open a comment, U+2028/U+2029 escaped for older parsers. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a remote version's build says about its exposed modules (tooling/webpack/exposed-files-plugin.cjs). */
function parseExposedFiles(text: string): Map<string, string[]> {
  try {
    const raw = JSON.parse(text) as unknown;
    if (!raw || typeof raw !== 'object') return new Map();
    return new Map(Object.entries(raw).map(([module, files]) => [module, safeFiles(files)]));
  } catch {
    return new Map();
  }
}

// Stored versions never change: each one's list is read once per store.
const exposedFilesByStore = new WeakMap<LiveReleases, Map<string, Promise<Map<string, string[]>>>>();

/** Exposed module → its chunk files, of `pkg@version` (empty for a build without exposed-files.json). */
function loadExposedFiles(releases: LiveReleases, pkg: string, version: string): Promise<Map<string, string[]>> {
  let exposedFiles = exposedFilesByStore.get(releases);
  if (!exposedFiles) {
    exposedFiles = new Map();
    exposedFilesByStore.set(releases, exposedFiles);
  }
  const cache = exposedFiles;
  const key = `${pkg}@${version}`;
  let files = cache.get(key);
  if (!files) {
    files = (async () => {
      const found = await releases.resolve(pkg, version, EXPOSED_FILES_NAME);
      return found ? parseExposedFiles(await readFile(path.join(found.dir, found.file), 'utf8')) : new Map();
    })();
    files.catch(() => cache.delete(key));
    if (cache.size > 200) cache.clear();
    cache.set(key, files);
  }
  return files;
}

/**
 * What the page at `pathname` renders first, from this browser's snapshot: the remote's remoteEntry.js and
 * the chunks of the exposed module that draws it, as URLs of the version this browser gets (active, its
 * canary cohort's or its QA pin's), so a switch, canary or pin never preloads another version's files.
 */
export async function firstRemoteFiles(
  releases: LiveReleases,
  firstScreen: FirstScreen | null,
  pathname: string,
  remotes: ReadonlyArray<{ name: string; package: string; version: string; entry: string }>,
): Promise<FirstRemoteFiles | null> {
  const address = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const route = firstScreen?.routes.find(({ pattern }) => pattern.test(address));
  const remote = route && remotes.find((r) => r.name === route.remote);
  if (!route || !remote) return null;
  const files = route.module
    ? (await loadExposedFiles(releases, remote.package, remote.version)).get(route.module)
    : [];
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  return {
    entry: remote.entry,
    chunks: (files ?? []).map((file) => base + file),
    package: remote.package,
    version: remote.version,
    files: files ?? [],
  };
}

/** The first screen's remote files: URLs as the page asks for them, and where they are stored. */
export interface FirstRemoteFiles {
  entry: string;
  chunks: string[];
  package: string;
  version: string;
  /** `chunks` as file names in the version (the same order). */
  files: string[];
}

/**
 * Whether this browser may hold a session: the cookie auth0-spa-js sets on sign-in (the same names the
 * shell's session hint reads), in which case the shell loads the Auth0 SDK at once.
 */
export function hasSessionCookie(cookies: Record<string, string>, clientId: string): boolean {
  return [
    `auth0.${clientId}.is.authenticated`,
    `_legacy_auth0.${clientId}.is.authenticated`,
    'auth0.is.authenticated',
    '_legacy_auth0.is.authenticated',
  ].some((name) => name in cookies);
}

const preload = (url: string, priority?: 'low') =>
  `<link rel="preload" as="${url.endsWith('.css') ? 'style' : 'script'}" href="${escapeAttr(url)}"${
    priority ? ` fetchpriority="${priority}"` : ''
  }>`;

// `data-href`: the stylesheet as webpack's CSS chunk loader (mini-css-extract-plugin) names it, the file relative
// to its build's public path; it looks for a <link> or <style> with it before adding its own <link>. Without it,
// a remote's stylesheet (its loader compares absolute URLs) was linked a second time once its chunk loaded.
const cssName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const stylesheet = (url: string) =>
  `<link rel="stylesheet" href="${escapeAttr(url)}" data-href="${escapeAttr(cssName(url))}">`;
const inlineStyle = (url: string, css: string) =>
  `<style data-href="${escapeAttr(cssName(url))}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;

/** The `<template>` whose script hints shell/public/boot.js adds once a prerendered page is on screen. */
export const AFTER_PAINT_TEMPLATE_ID = 'after-paint';
// A shell whose index.html runs boot.js (shell/webpack/boot-script-plugin.cjs) and preloads main.js with it.
const BOOT_SCRIPT = /<script[^>]*\ssrc="?\/boot\.js/;
const MAIN_PRELOAD = /<link rel="?preload"? as="?script"? href="?\/main\.js[^>]*>/;

/**
 * The shell's index.html for one page load: the browser's remotes snapshot and the runtime config inlined
 * as JSON data blocks (not executed, so the CSP's `script-src 'self'` holds), and preload hints for what
 * main.js would otherwise ask for round trip after round trip: the first screen's remoteEntry.js, the
 * bootstrap chunks, the first screen's own chunks and, with a session, the Auth0 SDK. Same request mode as
 * the loaders' own `<script>`/`<link>` (no crossorigin). The SDK's hints come last, at low priority.
 *
 * A page with its screen's prerendered HTML is drawn by that HTML and its stylesheets alone, so when the shell
 * starts through boot.js its script hints (main.js's too) go in `<template id="after-paint">`, which boot.js
 * adds once the page is on screen: downloaded beside the first paint they were counted as what it waits for
 * (Lighthouse takes a high-priority script that ends before the paint for a render-blocking one), and their
 * arrival ran the app's scripts between the frame's paint and its display.
 */
export function renderShellPage(
  page: ShellPage,
  data: {
    snapshot: unknown;
    config: unknown;
    firstRemote: { entry: string; chunks: string[] } | null;
    session: boolean;
    /** The page carries its screen's prerendered HTML: the first screen's stylesheets are linked, not preloaded. */
    stylesheets?: boolean;
    /** Of those stylesheets, the ones written into the page (URL → text), so drawing it waits for no request. */
    inlineStyles?: ReadonlyMap<string, string> | undefined;
    /**
     * The prerendered screen has a form (the quote and request forms): its scripts are not held for after the
     * paint, so what a person starts typing is in React's hands as early as before.
     */
    hasForm?: boolean;
  },
): string {
  const afterPaint = Boolean(data.stylesheets) && !data.hasForm && BOOT_SCRIPT.test(page.html);
  const hints = [
    ...(data.firstRemote ? [data.firstRemote.entry] : []),
    ...(page.firstScreen?.bootstrap ?? []).map((file) => `/${file}`),
    ...(data.firstRemote?.chunks ?? []),
  ].map((url) => {
    if (!data.stylesheets || !url.endsWith('.css')) return preload(url);
    const css = data.inlineStyles?.get(url);
    return css === undefined ? stylesheet(url) : inlineStyle(url, css);
  });
  // The SDK (~57 KB) is needed once the frame is drawn, to check the session: at low priority it leaves
  // the bandwidth to what draws the frame, and it is not counted among what blocks the first paint.
  if (data.session) hints.push(...(page.firstScreen?.auth ?? []).map((file) => preload(`/${file}`, 'low')));
  let html = page.html;
  let head = hints;
  if (afterPaint) {
    const main = MAIN_PRELOAD.exec(html);
    if (main) html = html.replace(main[0], '');
    const later = hints.filter((hint) => hint.startsWith('<link rel="preload" as="script"'));
    head = [
      ...hints.filter((hint) => !later.includes(hint)),
      `<template id="${AFTER_PAINT_TEMPLATE_ID}">${[...(main ? [main[0]] : []), ...later].join('')}</template>`,
    ];
  }
  const inserted = [
    ...head,
    `<script type="application/json" id="${SNAPSHOT_ELEMENT_ID}">${jsonForScript(data.snapshot)}</script>`,
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${jsonForScript(data.config)}</script>`,
  ].join('');
  const at = html.search(/<\/head>/i);
  return at === -1 ? inserted + html : html.slice(0, at) + inserted + html.slice(at);
}
