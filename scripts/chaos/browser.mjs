// In Chromium: one remote's entry answering 404, then 500 (its route shows the fallback, every other route
// works), and a person typing in the profile form while its data is still on the way.
import { chromium } from '@playwright/test';
import { signInInBrowser } from '../idp-login.mjs';

const FALLBACK = 'No pudimos cargar esta sección.';

/** Every top-level screen and the remote behind it (shell/src/app/routes.tsx); `:id` filled by the caller. */
const ROUTES = [
  ['/', 'mf-landing'],
  ['/quienes-somos', 'mf-landing'],
  ['/privacy', 'mf-landing'],
  ['/insurance/bike', 'mf-landing'],
  ['/insurance/home', 'mf-landing'],
  ['/insurance/other', 'mf-forms'],
  ['/insurance/home/compare', 'mf-quote'],
  ['/quote/bike', 'mf-quote'],
  ['/quote/home', 'mf-quote'],
  ['/app', 'mf-wallet'],
  ['/service/new', 'mf-wallet'],
  ['/profile', 'mf-wallet'],
  ['/policy/:id', 'mf-wallet'],
  ['/policy/:id/emission', 'mf-emission'],
  ['/chat', 'mf-assistant'],
];

/** True when the route rendered its screen: a heading and no fallback, within the time limit. */
async function routeWorks(page, url) {
  await page.goto(url);
  try {
    await page.getByRole('heading').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    return (await page.getByText(FALLBACK).count()) === 0;
  } catch {
    return false;
  }
}

/**
 * @param {{ baseUrl: string, pendingPolicyId: string, remote?: string }} o
 */
export async function runBrowserChecks({ baseUrl, pendingPolicyId, remote = 'mf-quote' }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = { remote, entry: [], typing: null };
  try {
    const context = await browser.newContext();
    await (await signInInBrowser(context, { appUrl: baseUrl })).close();
    for (const status of [404, 500]) {
      const page = await context.newPage();
      await page.route(`**/remotes/${remote}/*/remoteEntry.js`, (route) =>
        route.fulfill({
          status,
          contentType: 'text/plain',
          body: status === 404 ? 'Not Found' : 'Internal Server Error',
        }),
      );
      const broken = [];
      const working = [];
      for (const [pattern, owner] of ROUTES) {
        const url = `${baseUrl}${pattern.replace(':id', pendingPolicyId)}`;
        if (owner === remote) {
          await page.goto(url);
          const fallback = await page
            .getByText(FALLBACK)
            .first()
            .waitFor({ timeout: 15_000 })
            .then(() => true)
            .catch(() => false);
          const retry = fallback && (await page.getByRole('button', { name: 'Reintentar' }).count()) > 0;
          (fallback && retry ? working : broken).push(`${pattern} (aviso)`);
        } else {
          ((await routeWorks(page, url)) ? working : broken).push(pattern);
        }
      }
      results.entry.push({ status, working: working.length, broken });
      await page.close();
    }

    // 'Mi Perfil' shows its form at once and fills it from GET /user/profile: hold that answer back, type
    // the phone meanwhile, release it. The phone must keep what was typed; the untouched document number
    // must get the kept one (chaos.mjs stored 1.234.567-2, kept as 12345672).
    const page = await context.newPage();
    let release;
    const held = new Promise((resolve) => (release = resolve));
    let heldRequests = 0;
    await page.route('**/api/v1/user/profile', async (route) => {
      if (route.request().method() === 'GET') {
        heldRequests++;
        await held;
      }
      await route.continue();
    });
    await page.goto(`${baseUrl}/profile`);
    const typed = '098 765 432';
    const phone = page.getByLabel('Celular o teléfono (opcional)');
    const documentNumber = page.getByLabel('Número de documento (opcional)');
    const visibleEarly = await phone
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    // Typed only while the answer is really held: otherwise the check would prove nothing.
    const typedWhileLoading = visibleEarly && heldRequests > 0;
    if (visibleEarly) await phone.fill(typed);
    release();
    let loaded = '';
    if (visibleEarly) {
      await page
        .waitForFunction((el) => el.value !== '', await documentNumber.elementHandle(), { timeout: 15_000 })
        .catch(() => {});
      loaded = await documentNumber.inputValue();
    }
    const value = visibleEarly ? await phone.inputValue() : '';
    results.typing = {
      formShownWhileLoading: visibleEarly,
      typedWhileLoading,
      kept: typedWhileLoading && value === typed,
      value,
      filled: loaded === '12345672',
      loaded,
    };
    await page.close();
    await context.close();
  } finally {
    await browser.close();
  }
  return results;
}
