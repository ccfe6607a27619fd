import type { Page, Request } from '@playwright/test';

/** Records every script the page downloads (URL and body size) from now on. */
export function recordScripts(page: Page) {
  const scripts: { url: string; request: Request }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push({ url: request.url(), request });
  });
  return scripts;
}

/**
 * Serves every page with its inlined remotes snapshot (the gateway writes this page load's /remotes.json
 * into the page) passed through `edit`, e.g. to switch a remote off for this browser.
 */
export async function editPageSnapshot(page: Page, edit: (snapshot: { remotes: { name: string }[] }) => void) {
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="remotes-snapshot">)(.*?)(<\/script>)/,
        (_all, open: string, json: string, close: string) => {
          const snapshot = JSON.parse(json);
          edit(snapshot);
          return open + JSON.stringify(snapshot).replace(/</g, '\\u003c') + close;
        },
      );
      await route.fulfill({ response, body: html });
    },
  );
}
