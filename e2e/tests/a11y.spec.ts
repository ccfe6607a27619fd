import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  answerHomeQuestionnaire,
  createBikePolicy,
  expectQuoteResult,
  fillBikeQuote,
  fillEmissionBikeData,
  fillEmissionPersonalData,
  openEmissionFromWallet,
  paymentOption,
  PEOPLE,
  plansCarousel,
  signIn,
  uniqueAmount,
  walletPolicy,
} from '../support/purchase';

// axe reads colours as they are painted: a button half-way through its 0.15 s hover transition measured
// #216dff instead of #0b5fff and failed contrast. With reduced motion the colours change at once.
test.use({ reducedMotion: 'reduce' });

/** Runs axe on the page as it is and fails (softly, so every page is reported) on serious or critical violations. */

async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  expect(passes.length, 'axe no evaluó ninguna regla').toBeGreaterThan(0);
  console.log(
    `axe ${screen}: ${passes.length} reglas pasan; violaciones: ${violations.map((v) => `${v.id} (${v.impact})`).join(', ') || 'ninguna'}`,
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n')}`,
    )
    .join('\n');
  expect.soft(serious, `axe en ${screen} (${page.url()}):\n${report}`).toEqual([]);
}

test('a11y: the quote screens (bike form, home questionnaire, plans, result) have no serious violations', async ({
  page,
}) => {
  await page.goto('/quote/bike');
  await expect(page.getByRole('heading', { level: 1, name: 'Cotizá tu bici' })).toBeVisible();
  await expectNoSeriousViolations(page, '/quote/bike');

  await page.goto('/quote/home');
  const form = await answerHomeQuestionnaire(page, PEOPLE.ana, uniqueAmount(150_000, 250_000));
  await expectNoSeriousViolations(page, '/quote/home');

  await form.getByRole('button', { name: 'Ver opciones de seguro' }).click();
  const slide = plansCarousel(page).getByRole('group', { name: 'Plan 2 de 3' }); // the closest plan (side by side from 1100 px)
  await expect(slide.getByRole('button', { name: 'Seleccionar Plan' })).toBeEnabled();
  await expectNoSeriousViolations(page, '/quote/home/form');

  await slide.getByRole('button', { name: 'Seleccionar Plan' }).click();
  await expectQuoteResult(page, 'home');
  await expectNoSeriousViolations(page, 'el resultado de la cotización');
});

test('a11y: the wallet, a policy detail, the emission form and its result have no serious violations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'ana');
  const policyId = await createBikePolicy(page, PEOPLE.ana);
  await walletPolicy(page, policyId);
  await expectNoSeriousViolations(page, '/app');

  const emission = await openEmissionFromWallet(page, policyId);
  await expectNoSeriousViolations(page, 'el formulario de emisión');

  await page.goto(`/policy/${policyId}`);
  await expect(page.getByText('Completa la compra para ver los documentos')).toBeVisible();
  await expectNoSeriousViolations(page, 'el detalle de la póliza');

  await page.getByRole('link', { name: 'Completar compra' }).click();
  await fillEmissionPersonalData(emission, PEOPLE.ana);
  await fillEmissionBikeData(emission);
  await paymentOption(emission, 'red_cobranza').check();
  // With the installments shown and the invoice chosen.
  await expectNoSeriousViolations(page, 'el formulario de emisión (completo)');
  await emission.getByRole('button', { name: 'Emitir póliza' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud recibida' })).toBeVisible();
  await expectNoSeriousViolations(page, 'el resultado de la emisión');
});

test('a11y: the bike quote result page has no serious violations', async ({ page }) => {
  await page.goto('/quote/bike');
  const form = await fillBikeQuote(page, PEOPLE.bruno, uniqueAmount(300, 9_000));
  await form.getByRole('button', { name: 'Cotizar' }).click();
  await expectQuoteResult(page, 'bike');
  await expectNoSeriousViolations(page, 'el resultado de la cotización de bici');
});
