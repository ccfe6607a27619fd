import { expect, test } from '@playwright/test';
import {
  createBikePolicy,
  fillEmissionBikeData,
  fillEmissionPersonalData,
  openEmissionFromWallet,
  paymentOption,
  PEOPLE,
  recordApiCalls,
  signIn,
  walletPolicy,
} from '../support/purchase';

test('emission through the collection network: installments only for Abitab/RedPagos, then the network text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'ana');
  const policyId = await createBikePolicy(page, PEOPLE.ana);
  const emission = await openEmissionFromWallet(page, policyId);
  const emissions = recordApiCalls(page, 'POST', '/sbi/emision');
  await fillEmissionPersonalData(emission, PEOPLE.ana);
  await fillEmissionBikeData(emission);

  // No installments until the collection network is chosen.
  const installments = emission.getByLabel('Cantidad de cuotas');
  await expect(installments).toHaveCount(0);
  await paymentOption(emission, 'tarjeta').check();
  await expect(installments).toHaveCount(0);
  await paymentOption(emission, 'link').check();
  await expect(installments).toHaveCount(0);

  await paymentOption(emission, 'red_cobranza').check();
  await expect(installments).toBeVisible();
  await expect(installments).toHaveValue('1');
  await expect(installments.getByRole('option')).toHaveText([
    '1 cuota',
    ...Array.from({ length: 9 }, (_, i) => `${i + 2} cuotas`),
  ]);
  await expect(emission.getByText('Pagá en Abitab o RedPagos hasta en 10 cuotas.')).toBeVisible();
  await installments.selectOption({ label: '6 cuotas' });
  await expect(installments).toHaveValue('6');

  // Another method hides it again, and does not carry the hidden choice.
  await paymentOption(emission, 'link').check();
  await expect(installments).toHaveCount(0);
  await paymentOption(emission, 'red_cobranza').check();
  await expect(installments).toHaveValue('1');
  await installments.selectOption({ label: '6 cuotas' });

  await emission.getByRole('button', { name: 'Emitir póliza' }).click();
  await expect(page).toHaveURL(new RegExp(`/emission/result\\?policy=${policyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud recibida' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Póliza emitida, pendiente de pago' })).toBeVisible();
  await expect(
    page.getByText(
      'Te enviaremos un correo electrónico con los pasos para pagar en la red de cobranza (Abitab o RedPagos).',
    ),
  ).toBeVisible();

  expect(emissions.count()).toBe(1);
  const body = emissions.calls[0]!.postDataJSON() as { formaDePago: string; cantidadDeCuotas: number };
  expect(body.formaDePago).toBe('R');
  // Spec §4: 'red_cobranza gives R with installments forced to 0' (the network plan is agreed at the counter).
  expect(body.cantidadDeCuotas).toBe(0);

  await page.getByRole('link', { name: 'Ir a mis seguros' }).click();
  await page.reload();
  const { card } = await walletPolicy(page, policyId);
  await expect(card.getByText('Pendiente de pago')).toBeVisible();
});
