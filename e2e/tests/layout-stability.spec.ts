import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/purchase';

// Nothing on the first screens moves once drawn (Lighthouse's "cumulative layout shift"), at a phone's
// width like Lighthouse's mobile run: the account bar keeps its rows when the person's name arrives, and
// the wallet's suggestions come with the cards instead of jumping down under them.
test.use({ viewport: { width: 412, height: 823 } });

interface Shift {
  value: number;
  moved: string[];
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }
      >) {
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()} «${(node.textContent ?? '').trim().slice(0, 40)}»`
            : '?',
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);

test('the wallet does not move while the session, the policies and the assistant arrive', async ({ page }) => {
  await signIn(page, 'ana');
  await recordShifts(page);
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Tus seguros' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sugerencias' })).toBeVisible();
  // The assistant's button is the last thing the page loads (when the browser is idle).
  await expect(page.getByRole('button', { name: 'Abrir el asistente Amparo' })).toBeVisible();
  expect(await shiftsOf(page)).toEqual([]);
});

test('the landing does not move while it loads for a signed-in person', async ({ page }) => {
  await signIn(page, 'ana');
  await recordShifts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir el asistente Amparo' })).toBeVisible();
  expect(await shiftsOf(page)).toEqual([]);
});

// The prerendered quote and request pages: the served HTML is the page, and adopting it moves nothing.
for (const path of ['/insurance/other', '/quote/bike', '/quote/home']) {
  test(`${path} does not move while it loads and is hydrated`, async ({ page }) => {
    await recordShifts(page);
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    expect(await shiftsOf(page)).toEqual([]);
  });
}
