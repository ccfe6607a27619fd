import type { Page } from '@playwright/test';

/**
 * Waits until React has adopted a prerendered page's HTML (hydrateRoot marks its container). The page is on
 * screen before its scripts download (shell/public/boot.js): a click before then is held and replayed, but
 * what is typed into a served form before it is hydrated is not kept, so a test types after this.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}
