// Subpath entry 'shared-ui/prerender': what a remote's publish-time prerender entry (its src/app/prerender.tsx,
// run by tooling/webpack/prerender-config.cjs after the browser build) renders its public screens with. Only
// the Node prerender build imports it: react-dom/server stays out of every browser bundle.
import type { ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type { PrerenderedPages } from 'contracts/runtime';

/** A public screen to prerender: its address, its route pattern, the file its HTML goes to, the screen. */
export interface PrerenderScreen {
  address: string;
  pattern: string;
  file: string;
  Page: ComponentType;
}

/**
 * No IntersectionObserver on the server would make useNearViewport start "near" (and draw the sections the
 * browser draws only when scrolled to): as in the browser, they start out of view.
 */
function likeTheBrowser(): void {
  const scope = globalThis as { IntersectionObserver?: unknown };
  scope.IntersectionObserver ??= class {
    observe() {}
    disconnect() {}
  };
}

/**
 * Each screen rendered alone, as RemoteMount draws it inside the shell's <main> (no element of its own around
 * it), at its address, plus `pages.json` (address → file, and the remotes the HTML assumes are served). The
 * gateway puts a screen's HTML into the shell's prerendered frame for the version of the remote the request
 * is served, and the browser hydrates it with the same module: what a screen draws first must not depend on
 * the browser nor on React's useId (its ids depend on where the screen sits in the shell's tree).
 */
export function prerenderScreens(screens: readonly PrerenderScreen[]): Record<string, string> {
  likeTheBrowser();
  const files: Record<string, string> = {};
  // The prerender build's federation stand-in registers every remote of the registry: links to all of them
  // are drawn, so the gateway serves this HTML only when the browser's snapshot has them all.
  const assumes = (getInstance()?.options.remotes ?? []).map((remote) => remote.name).sort();
  const pages: PrerenderedPages = { assumes, pages: {} };
  for (const { address, pattern, file, Page } of screens) {
    files[file] = renderToString(
      <StaticRouter location={address}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </StaticRouter>,
    );
    pages.pages[address] = file;
  }
  files['pages.json'] = `${JSON.stringify(pages, null, 2)}\n`;
  return files;
}
