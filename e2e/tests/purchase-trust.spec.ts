import { expect, test, type Locator, type Page } from '@playwright/test';
import { tabTo } from '../support/keyboard';
import {
  addExternalPolicy,
  createBikePolicy,
  emissionForm,
  openEmissionFromWallet,
  paymentOption,
  payByCard,
  PEOPLE,
  recordApiCalls,
  sendBikeEmissionByCard,
  signIn,
  walletList,
  walletPolicy,
} from '../support/purchase';
import { screenPath, screensAt, SIZES, sidewaysScroll } from '../support/screens';

// Issue 19, the moments of trust: the wallet after 'Contratar' (item 4), the emission form that says
// everything at once and remembers (item 3), the purchase that confirms itself (item 2), and a car
// policy's page that tells the truth at every width (items 1, 8 and 12), with a visible card focus (14).
// Each test keeps its screens at 320, 390 and 1366 px under e2e/test-results/screens/.

/** The value shown for a term of the policy detail's 'Detalles de la póliza'. */
function detail(page: Page, term: string): Locator {
  return page
    .getByRole('region', { name: 'Detalles de la póliza' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('after Contratar the new purchase comes first, waiting for payment, with "Completar compra" in view; cards show a clear focus', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(SIZES.phone);
  await signIn(page, 'bruno');
  // An older policy of the same person, so 'first' means something.
  await addExternalPolicy(page, { category: 'home', insurer: 'mapfre', producto: 'Hogar', plan: 'Hogar Completo' });
  const policyId = await createBikePolicy(page, PEOPLE.bruno);

  const list = walletList(page);
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute('href', `/policy/${policyId}`);
  await expect(first.getByText('Pendiente de pago')).toBeVisible();
  await expect(first.getByText('Tu seguro se activa cuando completes el pago.')).toBeVisible();
  const complete = first.getByRole('link', { name: 'Completar compra' });
  await expect(complete).toBeInViewport();
  await expect(complete).toHaveAttribute('href', `/policy/${policyId}/emission`);

  await screensAt(page, testInfo, 'wallet-after-contratar', async () => {
    await expect(complete).toBeVisible();
  });

  // Keyboard only (1366 px): Tab reaches the first card, whose ring is a solid 3 px outline.
  await page.setViewportSize(SIZES.laptop);
  const title = first.getByRole('heading').getByRole('link');
  await tabTo(page, title, 60);
  const ring = await first
    .getByRole('article')
    .evaluate((card) => ({ style: getComputedStyle(card).outlineStyle, width: getComputedStyle(card).outlineWidth }));
  expect(ring).toEqual({ style: 'solid', width: '3px' });
  await page.screenshot({ path: screenPath(testInfo, 'wallet-card-focus', SIZES.laptop.width) });
  // Enter on 'Completar compra' (the next stop) opens the emission form.
  await page.keyboard.press('Tab');
  await expect(complete).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/policy/${policyId}/emission$`));
});

test('the emission form marks every missing field at once, opens no tab, sends nothing, and keeps what was typed', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(SIZES.phone);
  await signIn(page, 'bruno');
  const policyId = await createBikePolicy(page, PEOPLE.bruno);
  const form = await openEmissionFromWallet(page, policyId);
  const emissions = recordApiCalls(page, 'POST', '/sbi/emision');
  let popups = 0;
  page.on('popup', () => (popups += 1));

  await paymentOption(form, 'tarjeta').check();
  await form.getByRole('button', { name: 'Emitir póliza' }).click();

  for (const label of ['Calle', 'Departamento', 'Marca', 'Modelo', 'Número de serie', 'Factura de compra']) {
    await expect(form.getByLabel(label, { exact: true }), label).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.getByLabel('Calle')).toHaveAccessibleDescription('Completá la calle.');
  await expect(form.getByText('Falta la factura de la bicicleta (un PDF o una imagen de hasta 5 MB).')).toBeVisible();
  await expect(form.getByText('Revisá los campos marcados: falta completar o corregir algunos datos.')).toBeVisible();
  // The focus is on the first field to fix.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  expect(popups).toBe(0);
  expect(emissions.count()).toBe(0);

  await screensAt(page, testInfo, 'emission-form-errors');
  await page.setViewportSize(SIZES.phone);

  // What was typed survives leaving and coming back (by 'Completar compra' on the wallet card).
  await form.getByLabel('Calle').fill('Bv. Artigas');
  await form.getByLabel('Ciudad').fill('Montevideo');
  await form.getByLabel('Marca').fill('Trek');
  await page.goto('/app');
  const { card } = await walletPolicy(page, policyId);
  await card.getByRole('link', { name: 'Completar compra' }).click();
  await expect(page).toHaveURL(new RegExp(`/policy/${policyId}/emission$`));
  const again = emissionForm(page);
  await expect(again.getByLabel('Calle')).toHaveValue('Bv. Artigas');
  await expect(again.getByLabel('Ciudad')).toHaveValue('Montevideo');
  await expect(again.getByLabel('Marca')).toHaveValue('Trek');
  await expect(paymentOption(again, 'tarjeta')).toBeChecked();
  // A reload keeps it too; the invoice file is never kept.
  await page.reload();
  await expect(emissionForm(page).getByLabel('Calle')).toHaveValue('Bv. Artigas');
  await expect(emissionForm(page).getByText(/Archivo elegido/)).toHaveCount(0);
  expect(emissions.count()).toBe(0);
});

test('paid by card in the partner’s tab, the app tab turns into the confirmation by itself; the partner links back; a reload shows the status', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES.laptop);
  await signIn(page, 'ana');
  const policyId = await createBikePolicy(page, PEOPLE.ana);
  const payment = await sendBikeEmissionByCard(page, await openEmissionFromWallet(page, policyId), PEOPLE.ana);

  // The app tab names the purchase in its URL and waits for the payment.
  const resultUrl = new RegExp(`/emission/result\\?policy=${policyId}$`);
  await expect(page).toHaveURL(resultUrl);
  await expect(page.getByText(/Esperando la confirmación del pago/)).toBeVisible();
  // A reload before paying shows where the purchase stands, not 'No hay datos para mostrar.'
  await page.reload();
  const pending = page.getByRole('region', { name: 'Pendiente de pago' });
  await expect(pending).toBeVisible();
  await expect(pending.getByRole('link', { name: 'Completar compra' })).toBeVisible();
  await expect(page.getByText('No hay datos para mostrar.')).toHaveCount(0);
  await screensAt(page, testInfo, 'emission-result-pending');

  // The partner's page: pay, then it says the window can be closed and links back.
  await payment.setViewportSize(SIZES.phone);
  await payByCard(payment);
  await expect(payment.getByText(/Ya podés cerrar esta ventana/)).toBeVisible();
  const back = payment.getByRole('link', { name: 'Volver a la app' });
  await expect(back).toHaveAttribute('href', `http://localhost:8080/emission/result?policy=${policyId}`);
  await screensAt(payment, testInfo, 'partner-paid');

  // Without a reload, within seconds, the app tab shows the active policy, its number and documents.
  const confirmation = page.getByRole('region', { name: '¡Listo! Tu póliza está activa' });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(confirmation.getByText(/^SBI-\d{8}$/)).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Descargar póliza' })).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Descargar factura' })).toBeVisible();
  const download = page.waitForEvent('download');
  await confirmation.getByRole('button', { name: 'Descargar póliza' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await screensAt(page, testInfo, 'emission-result-confirmed', async () => {
    await expect(confirmation).toBeVisible();
  });

  // The partner's link back opens the same confirmation; so does a reload.
  await back.click();
  await expect(payment).toHaveURL(resultUrl);
  await expect(payment.getByRole('region', { name: '¡Listo! Tu póliza está activa' })).toBeVisible();
  await payment.close();
  await page.reload();
  await expect(confirmation).toBeVisible();
});

test('a car policy’s page: the person’s plan first and marked, its own figures win, no sideways scroll at 320 px, and the details agree', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, 'ana');
  const carId = await addExternalPolicy(page, {
    category: 'car',
    insurer: 'bse',
    numeroPoliza: 'AU-E2E-TRUST',
    producto: 'Seguro de Automóviles',
    plan: 'Global',
    premioTotal: 980,
    benefits: [
      { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 500000 },
      { nombreCobertura: 'Hurto Total', sumaAsegurada: 18500 },
    ],
  });
  await page.goto(`/policy/${carId}`);
  const comparison = page.getByRole('region', { name: 'Comparativa de coberturas' });

  // A phone: one card per coverage, 'Tu plan' first with the policy's own figure and the difference said.
  await page.setViewportSize(SIZES.phone);
  const cards = comparison.getByRole('list', { name: 'Coberturas de los planes de auto' });
  await expect(cards).toBeVisible();
  await expect(comparison.getByRole('table')).toHaveCount(0);
  const rc = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Responsabilidad civil' }) });
  const firstPlan = rc.getByRole('term').first();
  await expect(firstPlan).toHaveText('Tu planAutomóviles Global');
  await expect(firstPlan.locator('xpath=following-sibling::dd[1]')).toContainText(
    'USD 500.000Según tu póliza; el plan estándar dice USD 1.000.000.',
  );
  await expect(rc.getByRole('term')).toHaveCount(3);

  // The details: product and plan, validity as such, the price named as on the card.
  await expect(detail(page, 'Producto')).toHaveText('Seguro de Automóviles');
  await expect(detail(page, 'Plan')).toHaveText('Global');
  await expect(detail(page, 'Vigencia desde')).toBeVisible();
  await expect(detail(page, 'Precio anual')).toHaveText('USD 980');
  await expect(page.getByText('Prima anual')).toHaveCount(0);
  await expect(page.getByText('Fecha de emisión')).toHaveCount(0);

  await screensAt(page, testInfo, 'car-policy', async (size) => {
    if (size === 'laptop') await expect(comparison.getByRole('table')).toBeVisible();
    else await expect(cards).toBeVisible();
    // The comparison alone too, readable at its size.
    await comparison.screenshot({ path: screenPath(testInfo, 'car-comparison', SIZES[size].width) });
  });
  expect(await sidewaysScroll(page)).toBe(0);

  // A laptop: the table, the person's plan first and marked, no column cut.
  await page.setViewportSize(SIZES.laptop);
  const table = comparison.getByRole('table');
  await expect(table.getByRole('columnheader').nth(1)).toHaveText('Tu planAutomóviles Global');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  const cut = await table.evaluate((el) => {
    const box = el.parentElement!.getBoundingClientRect();
    return Array.from(el.querySelectorAll('th')).some((th) => th.getBoundingClientRect().right > box.right + 1);
  });
  expect(cut, 'una columna de la comparativa queda cortada a 1366 px').toBe(false);

  // A bike loaded by hand with no declared value: the detail takes it from its theft coverage.
  const bikeId = await addExternalPolicy(page, {
    category: 'bike',
    insurer: 'mapfre',
    producto: 'Bicicletas',
    plan: 'Total',
    benefits: [{ nombreCobertura: 'Hurto de la bicicleta', sumaAsegurada: 1200 }],
  });
  await page.goto(`/policy/${bikeId}`);
  await expect(detail(page, 'Valor asegurado de la bicicleta')).toHaveText('USD 1.200');
  await expect(page.getByText('Valor declarado de la bicicleta')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Coberturas' })).toContainText('Hurto de la bicicletaUSD 1.200');
});
