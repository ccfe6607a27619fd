import { expect, test } from '@playwright/test';

test('a remote whose entry cannot be fetched shows the fallback and the landing still works', async ({ page }) => {
  // Register a remote whose entry the browser cannot fetch.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.remotes.push({
      name: 'mf_forms',
      package: 'mf-forms',
      version: 'roto',
      entry: '/remotes/mf-forms/roto/remoteEntry.js',
    });
    await route.fulfill({ response, json: body });
  });
  await page.route('**/remotes/mf-forms/**', (route) => route.abort('connectionrefused'));

  await page.goto('/insurance/other');
  await expect(page.getByText('No pudimos cargar esta sección.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

  // The rest of the app keeps working.
  await page
    .getByRole('link', { name: /inicio|home/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus seguros, simples y a la mano.' })).toBeVisible();
});

test('a route whose remote is not registered shows the Spanish fallback', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.remotes = body.remotes.filter((r: { name: string }) => r.name !== 'mf_quote');
    await route.fulfill({ response, json: body });
  });
  await page.goto('/quote/bike');
  await expect(page.getByText('Esta sección todavía no está disponible.')).toBeVisible();
});
