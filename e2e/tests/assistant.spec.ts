import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addExternalPolicy, montevideoDate, recordApiCalls, signIn, uniqueAmount } from '../support/purchase';

/** axe finds nothing serious or critical on the page as it is. */
async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe en ${screen}`,
    )
    .toEqual([]);
}

/** Adds a car policy to the signed-in person's wallet, with a deductible and an expiry no other test uses. */
async function addCarPolicy(page: Page): Promise<{ deductible: number; expires: string }> {
  const deductible = uniqueAmount(301, 999);
  const expires = montevideoDate(300 + (deductible % 30));
  await addExternalPolicy(page, {
    category: 'car',
    insurer: 'bse',
    numeroPoliza: `AU-E2E-${deductible}`,
    vigenciaDesde: montevideoDate(-60),
    vigenciaHasta: expires,
    premioTotal: 1037.61,
    cuotas: 10,
    producto: 'Automóviles',
    plan: 'Automóviles Total',
    descripcionBien: 'Volkswagen Gol 2019',
    cobertura: 'Total con deducible',
    limite: 'USD 1.000.000',
    deducible: `USD ${deductible}`,
  });
  return { deductible, expires };
}

/** dd/mm/yyyy of a YYYY-MM-DD day. */
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

test('a signed-in person asks Amparo about a policy in the wallet, finds the conversation in Consultas and continues it', async ({
  page,
}) => {
  await signIn(page, 'ana');

  const { deductible, expires } = await addCarPolicy(page);

  // The floating button, then 'Nueva conversación' in the panel.
  const launcher = page.getByRole('button', { name: 'Abrir el asistente Amparo' });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Amparo, tu asistente' });
  await expect(panel.getByText('Cómo querés empezar?')).toBeVisible();
  await panel.getByRole('button', { name: 'Nueva conversación' }).click();

  const question = '¿Cuál es el deducible de mi auto?';
  await panel.getByRole('textbox', { name: 'Escribe tu consulta' }).fill(question);
  await panel.getByRole('button', { name: 'Enviar' }).click();
  const messages = panel.getByRole('list', { name: 'Mensajes' });
  await expect(messages.getByRole('listitem').last()).toContainText(`USD ${deductible}`);
  await expect(panel.getByText('Escribiendo…')).toHaveCount(0);
  await expect(messages).not.toContainText('【');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'el panel de Amparo');

  // Closing gives the focus back to the launcher.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(launcher).toBeFocused();

  // Consultas lists it; it opens at /chat/{id} with the stored messages.
  await page.getByRole('navigation', { name: 'Mi cuenta' }).getByRole('link', { name: 'Consultas' }).click();
  const conversation = page.getByRole('link', { name: new RegExp(question.replace(/[?¿]/g, '.')) }).first();
  await expect(conversation).toBeVisible();
  await conversation.click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Chat' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Mensajes' });
  await expect(history.getByRole('listitem').first()).toContainText(question);
  await expect(history.getByRole('listitem').nth(1)).toContainText(`USD ${deductible}`);

  // And continues it.
  await page.getByRole('textbox', { name: 'Escribe tu consulta' }).fill('¿Y cuándo vence mi seguro de auto?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').last()).toContainText(ddmmyyyy(expires));
  await expect(page.getByText('Escribiendo…')).toHaveCount(0);
  await expectNoSeriousViolations(page, '/chat/{id}');
});

test('a question sent from Consultas opens its conversation and is answered once, even after a reload', async ({
  page,
}) => {
  // Bruno: his only car policy is this one (Ana's wallet got one in the test above).
  await signIn(page, 'bruno');
  const { deductible } = await addCarPolicy(page);
  await page.getByRole('navigation', { name: 'Mi cuenta' }).getByRole('link', { name: 'Consultas' }).click();
  await page.getByRole('textbox', { name: 'Preguntale a Amparo sobre tus seguros' }).fill('  deducible de mi auto?  ');
  await page.getByRole('button', { name: 'Enviar consulta' }).click();

  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const messages = page.getByRole('list', { name: 'Mensajes' }).getByRole('listitem');
  await expect(messages.first()).toContainText('deducible de mi auto?');
  await expect(messages.last()).toContainText(`USD ${deductible}`);
  await expect(page.getByText('Escribiendo…')).toHaveCount(0);

  // The question left the history entry with its first use: a reload shows the stored pair, no new question.
  const streams = recordApiCalls(page, 'POST', /^\/chat\/conversations\/[^/]+\/stream$/);
  const history = page.waitForResponse((r) => /\/chat\/conversations\/[^/]+\/messages/.test(r.url()));
  await page.reload();
  expect((await history).status()).toBe(200);
  await expect(messages).toHaveCount(2);
  expect(streams.count()).toBe(0);
  await expect(messages.last()).toContainText(`USD ${deductible}`);
});
