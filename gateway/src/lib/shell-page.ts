import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseStore } from './releases';

/** The ids the shell reads the inlined data by (shell/src/lib/startup.ts). */
export const SNAPSHOT_ELEMENT_ID = 'remotes-snapshot';
export const CONFIG_ELEMENT_ID = 'runtime-config';

/** What a shell build says about its first screen (shell/webpack/first-screen-plugin.cjs). */
export interface FirstScreen {
  /** The bootstrap chunk group's files and the shared modules it consumes, relative to the shell's root. */
  bootstrap: string[];
  /** Address pattern → the remote that draws it, the table the shell itself reads. */
  routes: Array<{ pattern: RegExp; remote: string }>;
}

interface ShellPage {
  html: string;
  firstScreen: FirstScreen | null;
}

const SAFE_FILE = /^[\w.-]+(\/[\w.-]+)*\.(js|css)$/;

function parseFirstScreen(text: string): FirstScreen | null {
  try {
    const raw = JSON.parse(text) as { bootstrap?: unknown; routes?: unknown };
    const bootstrap = Array.isArray(raw.bootstrap)
      ? raw.bootstrap.filter((f): f is string => typeof f === 'string' && SAFE_FILE.test(f))
      : [];
    const routes = Array.isArray(raw.routes)
      ? raw.routes.flatMap((r: { pattern?: unknown; remote?: unknown }) =>
          typeof r?.pattern === 'string' && typeof r.remote === 'string'
            ? [{ pattern: new RegExp(r.pattern), remote: r.remote }]
            : [],
        )
      : [];
    return { bootstrap, routes };
  } catch {
    return null;
  }
}

// A stored version never changes, so its page is read once (a handful of shells are ever live).
const pages = new Map<string, Promise<ShellPage | null>>();

/** index.html and first-screen.json of a stored shell version (null when it has no index.html). */
export function loadShellPage(releases: ReleaseStore, version: string): Promise<ShellPage | null> {
  const key = version;
  let page = pages.get(key);
  if (!page) {
    page = (async () => {
      const index = await releases.resolve('shell', version, 'index.html');
      if (!index) return null;
      const html = await readFile(path.join(index.dir, index.file), 'utf8');
      const meta = await releases.resolve('shell', version, 'first-screen.json');
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

/** The remoteEntry.js the page at `pathname` renders first, from this browser's snapshot. */
export function firstRemoteEntry(
  firstScreen: FirstScreen | null,
  pathname: string,
  remotes: ReadonlyArray<{ name: string; entry: string }>,
): string | null {
  const address = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const route = firstScreen?.routes.find(({ pattern }) => pattern.test(address));
  return (route && remotes.find((r) => r.name === route.remote)?.entry) ?? null;
}

/**
 * The shell's index.html for one page load: the browser's remotes snapshot and the runtime config inlined
 * as JSON data blocks (not executed, so the CSP's `script-src 'self'` holds), and preload hints for what
 * main.js would otherwise ask for round trip after round trip: the bootstrap chunks and the first
 * screen's remoteEntry.js. Same request mode as the loaders' own `<script>`/`<link>` (no crossorigin).
 */
export function renderShellPage(
  page: ShellPage,
  data: { snapshot: unknown; config: unknown; remoteEntry: string | null },
): string {
  const hints = (page.firstScreen?.bootstrap ?? []).map((file) =>
    file.endsWith('.css')
      ? `<link rel="preload" as="style" href="/${escapeAttr(file)}">`
      : `<link rel="preload" as="script" href="/${escapeAttr(file)}">`,
  );
  if (data.remoteEntry) hints.unshift(`<link rel="preload" as="script" href="${escapeAttr(data.remoteEntry)}">`);
  const inserted = [
    ...hints,
    `<script type="application/json" id="${SNAPSHOT_ELEMENT_ID}">${jsonForScript(data.snapshot)}</script>`,
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${jsonForScript(data.config)}</script>`,
  ].join('');
  const at = page.html.search(/<\/head>/i);
  return at === -1 ? inserted + page.html : page.html.slice(0, at) + inserted + page.html.slice(at);
}
