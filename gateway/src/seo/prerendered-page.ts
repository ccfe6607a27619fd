import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PRERENDER_FEEDBACK_SLOT,
  PRERENDER_FRAME_NAME,
  PRERENDER_PAGES_NAME,
  PRERENDER_SCREEN_SLOT,
  PRERENDERED_ATTRIBUTE,
  type PrerenderedFrame,
  type PrerenderedPages,
} from 'contracts';
import type { FirstRemoteFiles, FirstScreen } from '../lib/shell-page';
import type { LiveReleases } from '../release/serving';

/*
 * A public screen's HTML in the served page, so that what runs no script (link previewers, crawlers) and a
 * person before the JavaScript arrives see the page itself: the shell's frame (prerendered when the shell
 * was built) around the screen's HTML (prerendered when its remote version was built), both read from the
 * versions this request is served (active, canary cohort or QA pin), so a switch or rollback serves that
 * version's own HTML. The shell then hydrates it (shell/src/bootstrap.tsx).
 */

// Stored versions never change: each file is read once per store (a handful of versions are ever live).
const filesByStore = new WeakMap<LiveReleases, Map<string, Promise<string | null>>>();

function readStored(releases: LiveReleases, pkg: string, version: string, file: string): Promise<string | null> {
  let files = filesByStore.get(releases);
  if (!files) {
    files = new Map();
    filesByStore.set(releases, files);
  }
  const cache = files;
  const key = `${pkg}@${version}/${file}`;
  let text = cache.get(key);
  if (!text) {
    text = (async () => {
      const found = await releases.resolve(pkg, version, file);
      return found ? readFile(path.join(found.dir, found.file), 'utf8') : null;
    })();
    text.catch(() => cache.delete(key));
    if (cache.size > 500) cache.clear();
    cache.set(key, text);
  }
  return text;
}

async function readJson<T>(releases: LiveReleases, pkg: string, version: string, file: string): Promise<T | null> {
  const text = await readStored(releases, pkg, version, file);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The frame of the banner this configuration draws, with its feedback address in place. */
function frameFor(frames: PrerenderedFrame, feedbackUrl: string | null): string | null {
  if (!feedbackUrl) return typeof frames.plain === 'string' ? frames.plain : null;
  const kind = feedbackUrl.startsWith('http') ? 'external' : 'internal';
  const frame = frames[kind];
  if (typeof frame !== 'string') return null;
  // What React wrote for the stand-in address (an attribute value, escaped): the same escaping here.
  return frame.split(`"${escapeAttr(PRERENDER_FEEDBACK_SLOT[kind])}"`).join(`"${escapeAttr(feedbackUrl)}"`);
}

/**
 * The prerendered content of `#root` for `pathname`, or null when there is none to serve: the remote that
 * draws the address has no prerendered HTML for it in the version this browser gets, the shell has no
 * frame, or the snapshot lacks a remote the HTML links to (then the browser draws the page, as before).
 */
export async function prerenderedRoot(
  releases: LiveReleases,
  options: {
    shellVersion: string;
    firstScreen: FirstScreen | null;
    pathname: string;
    remotes: ReadonlyArray<{ name: string; package: string; version: string }>;
    feedbackUrl: string | null;
  },
): Promise<string | null> {
  const address = options.pathname.length > 1 ? options.pathname.replace(/\/$/, '') : options.pathname;
  const route = options.firstScreen?.routes.find(({ pattern }) => pattern.test(address));
  const remote = route && options.remotes.find((r) => r.name === route.remote);
  if (!remote) return null;
  const pages = await readJson<PrerenderedPages>(releases, remote.package, remote.version, PRERENDER_PAGES_NAME);
  const file = pages?.pages?.[address];
  if (!pages || typeof file !== 'string' || !/^[\w.-]+\.html$/.test(file)) return null;
  const served = new Set(options.remotes.map((r) => r.name));
  if (!Array.isArray(pages.assumes) || !pages.assumes.every((name) => served.has(name))) return null;
  const dir = path.posix.dirname(PRERENDER_PAGES_NAME);
  const [screen, frames] = await Promise.all([
    readStored(releases, remote.package, remote.version, `${dir}/${file}`),
    readJson<PrerenderedFrame>(releases, 'shell', options.shellVersion, PRERENDER_FRAME_NAME),
  ]);
  const frame = frames && frameFor(frames, options.feedbackUrl);
  if (screen === null || !frame || !frame.includes(PRERENDER_SCREEN_SLOT)) return null;
  return frame.replace(PRERENDER_SCREEN_SLOT, () => screen);
}

// A stylesheet written into the page costs its size on every page load (the file alone is cached): the first
// screen's are a few KB each. Past this, or with a url() (it would resolve against the page, not the file), it
// stays a link.
const MAX_INLINE_STYLE = 32 * 1024;

/**
 * The first screen's stylesheets of a prerendered page (URL → text), read from the versions this request is
 * served, to be written into the page: it is drawn with the HTML, without waiting for a stylesheet request
 * (what held Lighthouse's mobile LCP back: render-blocking requests behind a slow network's round trips).
 */
export async function firstScreenStyles(
  releases: LiveReleases,
  options: { shellVersion: string; firstScreen: FirstScreen | null; firstRemote: FirstRemoteFiles | null },
): Promise<Map<string, string>> {
  const wanted = [
    ...(options.firstScreen?.bootstrap ?? []).map((file) => ({
      url: `/${file}`,
      pkg: 'shell',
      version: options.shellVersion,
      file,
    })),
    ...(options.firstRemote?.files ?? []).map((file, i) => ({
      url: options.firstRemote!.chunks[i]!,
      pkg: options.firstRemote!.package,
      version: options.firstRemote!.version,
      file,
    })),
  ].filter(({ file }) => file.endsWith('.css'));
  const texts = await Promise.all(
    wanted.map(({ pkg, version, file }) => readStored(releases, pkg, version, file).catch(() => null)),
  );
  const styles = new Map<string, string>();
  wanted.forEach(({ url }, i) => {
    const css = texts[i];
    if (typeof css === 'string' && css.length <= MAX_INLINE_STYLE && !/url\(/i.test(css)) styles.set(url, css);
  });
  return styles;
}

// As the build writes it: html-webpack-plugin's minifier drops the quotes.
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;

/**
 * The shell's page with `content` in `#root`, marked for the shell to hydrate. The "enable JavaScript"
 * notice goes: the page reads without it.
 */
export function withPrerenderedRoot(html: string, content: string): string {
  if (!EMPTY_ROOT.test(html)) return html;
  return html
    .replace(NOSCRIPT, '')
    .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${content}</div>`);
}
