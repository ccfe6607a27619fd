import { expect, test } from '@playwright/test';
import {
  answerHomeQuestionnaire,
  expectQuoteResult,
  fillBikeQuote,
  fillEmissionPersonalData,
  openEmissionFromWallet,
  paymentOption,
  PEOPLE,
  plansCarousel,
  recordApiCalls,
  signIn,
  uniqueAmount,
  walletPolicyHrefs,
} from '../support/purchase';

// A double click on every submit of the purchase makes one request and one result.

test('bike quote: a double click on Cotizar creates one quote', async ({ page }) => {
  const quotes = recordApiCalls(page, 'POST', '/quote/create');
  await page.goto('/quote/bike');
  const form = await fillBikeQuote(page, PEOPLE.bruno, uniqueAmount(300, 9_000));
  await form.getByRole('button', { name: 'Cotizar' }).dblclick();
  await expectQuoteResult(page, 'bike');
  await page.waitForLoadState('networkidle');
  expect(quotes.count()).toBe(1);
});

test('home: Seleccionar Plan, Contratar, Emitir póliza and Borrar, each double-clicked, act once', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'bruno');
  const before = await walletPolicyHrefs(page);

  // 'Seleccionar Plan' → one quote.
  const quotes = recordApiCalls(page, 'POST', '/quote/create');
  await page.goto('/quote/home');
  const form = await answerHomeQuestionnaire(page, PEOPLE.bruno, uniqueAmount(150_000, 250_000));
  await form.getByRole('button', { name: 'Ver opciones de seguro' }).click();
  const slide = plansCarousel(page).getByRole('group', { name: 'Plan 2 de 3' }); // the closest plan (side by side from 1100 px)
  await slide.getByRole('button', { name: 'Seleccionar Plan' }).dblclick();
  await expectQuoteResult(page, 'home');
  expect(quotes.count()).toBe(1);

  // 'Contratar' → one policy from the quote, one new card in the wallet.
  const fromQuote = recordApiCalls(page, 'POST', '/user/policy-from-quote');
  await page.getByRole('button', { name: 'Contratar' }).dblclick();
  await expect(page).toHaveURL(/\/app$/);
  await page.reload();
  const after = await walletPolicyHrefs(page);
  const added = after.filter((href) => !before.includes(href));
  expect(added, 'la wallet muestra más de una póliza nueva').toHaveLength(1);
  expect(fromQuote.count()).toBe(1);
  const policyId = added[0]!.replace('/policy/', '');

  // 'Emitir póliza' (transfer) → one emission request.
  const emissions = recordApiCalls(page, 'POST', '/sbi/emision');
  const emission = await openEmissionFromWallet(page, policyId);
  await fillEmissionPersonalData(emission, PEOPLE.bruno, '3.456.789-4');
  await paymentOption(emission, 'link').check();
  await emission.getByRole('button', { name: 'Emitir póliza' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud recibida' })).toBeVisible();
  expect(emissions.count()).toBe(1);

  // 'Borrar' in the confirmation dialog → one DELETE, and the policy leaves the wallet.
  const deletes = recordApiCalls(page, 'DELETE', /^\/policy\//);
  await page.goto(`/policy/${policyId}`);
  await page.getByRole('button', { name: 'Borrar póliza' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Seguro que quieres borrar?' });
  await expect(dialog.getByText('Esta acción eliminará la póliza de tu cuenta.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Borrar' }).dblclick();
  await expect(page).toHaveURL(/\/app$/);
  await expect.poll(() => walletPolicyHrefs(page)).not.toContain(`/policy/${policyId}`);
  expect(deletes.count()).toBe(1);
  expect(deletes.calls[0]!.url()).toContain(`/api/v1/policy/${policyId}`);
});
