import { expect, test } from '@playwright/test';
import { editPageSnapshot } from '../support/network';

test('a remote whose entry cannot be fetched shows the fallback and the landing still works', async ({ page }) => {
  // mf-quote is registered, but the browser cannot fetch its entry.
  await page.route('**/remotes/mf-quote/**', (route) => route.abort('connectionrefused'));

  await page.goto('/quote/bike');
  await expect(page.getByText('No pudimos cargar esta sección.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

  // The rest of the app keeps working.
  await page
    .getByRole('link', { name: /inicio|home/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus seguros, simples y a la mano.' })).toBeVisible();
});

test('a route whose remote is not registered shows the Spanish fallback, and links to it are not shown', async ({
  page,
}) => {
  await editPageSnapshot(page, (snapshot) => {
    snapshot.remotes = snapshot.remotes.filter((r) => r.name !== 'mf_quote');
  });
  await page.goto('/quote/bike');
  await expect(page.getByText('Esta sección todavía no está disponible.')).toBeVisible();

  // The marketing page is there, its quote button is not (mf-quote switched off).
  await page.goto('/insurance/bike');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href="/quote/bike"]')).toHaveCount(0);
});

test('while mf-forms is switched off its links and sections are not shown and its page says so', async ({ page }) => {
  await editPageSnapshot(page, (snapshot) => {
    snapshot.remotes = snapshot.remotes.filter((r) => r.name !== 'mf_forms');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Explorá nuestros seguros' })).toBeVisible();
  await expect(page.locator('#solicitud')).toHaveCount(0);
  await expect(page.locator('a[href="/insurance/other"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // the footer loads near the viewport
  const footer = page.getByRole('navigation', { name: 'Enlaces del pie de página' });
  await expect(footer.getByRole('link', { name: /privacidad/i })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Contacto' })).toHaveCount(0);
  await page.goto('/insurance/other');
  await expect(page.getByText('Esta sección todavía no está disponible.')).toBeVisible();
});

for (const status of [404, 500]) {
  test(`a remote entry answering ${status} shows the fallback on its route and the other routes work`, async ({
    page,
  }) => {
    await page.route('**/remotes/mf-quote/*/remoteEntry.js', (route) =>
      route.fulfill({ status, contentType: 'text/plain', body: 'error' }),
    );
    await page.goto('/quote/bike');
    await expect(page.getByText('No pudimos cargar esta sección.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

    for (const route of ['/', '/quienes-somos', '/insurance/bike', '/insurance/other']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('No pudimos cargar esta sección.')).toHaveCount(0);
    }
  });
}
