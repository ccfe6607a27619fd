import type { Page, Request } from '@playwright/test';

/** Records every script the page downloads (URL and body size) from now on. */
export function recordScripts(page: Page) {
  const scripts: { url: string; request: Request }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push({ url: request.url(), request });
  });
  return scripts;
}
