import { expect, test } from '@playwright/test';
import {
  createBikePolicy,
  emissionForm,
  expectQuoteResult,
  fillBikeQuote,
  fillEmissionBikeData,
  fillEmissionPersonalData,
  openEmissionFromWallet,
  paymentOption,
  PEOPLE,
  recordApiCalls,
  signIn,
  SMALL_PDF,
  uniqueAmount,
  waitForPolicyFromQuote,
  walletPolicy,
} from '../support/purchase';

test('bike purchase signed in: quote → Contratar → emission with invoice, paid by bank transfer → stays pending', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'bruno');

  // The quote.
  await page.goto('/quote/bike');
  const value = uniqueAmount(300, 9_000);
  const form = await fillBikeQuote(page, PEOPLE.bruno, value);
  await form.getByRole('button', { name: 'Cotizar' }).click();
  await expectQuoteResult(page, 'bike');
  await expect(page.getByText('Seguro de Bicicleta').first()).toBeVisible();
  await expect(page.getByText(`USD ${value.toLocaleString('es-UY')}`).first()).toBeVisible();

  // Signed in, 'Contratar' creates the policy and goes straight to the wallet.
  const created = waitForPolicyFromQuote(page);
  await page.getByRole('button', { name: 'Contratar' }).click();
  const policyId = await created;
  await expect(page).toHaveURL(/localhost:8080\/app$/);

  // The emission form shows the bike's fields.
  const emission = await openEmissionFromWallet(page, policyId);
  const emissions = recordApiCalls(page, 'POST', '/sbi/emision');
  await fillEmissionPersonalData(emission, PEOPLE.bruno, '3.456.789-4');
  await fillEmissionBikeData(emission);

  // Bank transfer: no payment tab, no installments.
  await paymentOption(emission, 'link').check();
  await expect(emission.getByLabel('Cantidad de cuotas')).toHaveCount(0);
  let popups = 0;
  page.on('popup', () => (popups += 1));
  await emission.getByRole('button', { name: 'Emitir póliza' }).click();

  await expect(page).toHaveURL(new RegExp(`/emission/result\\?policy=${policyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud recibida' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Póliza emitida, pendiente de pago' })).toBeVisible();
  await expect(page.getByText('Tu póliza fue emitida y está pendiente de pago.')).toBeVisible();
  await expect(
    page.getByText('Te enviaremos un correo electrónico con los pasos para pagar por transferencia bancaria.'),
  ).toBeVisible();
  expect(popups).toBe(0);

  // What went to the api: transfer (L), the bike's data and the invoice.
  expect(emissions.count()).toBe(1);
  const body = emissions.calls[0]!.postDataJSON() as {
    formaDePago: string;
    productoId: string;
    camposAdicionales: { nombre: string; valor: string }[];
  };
  expect(body.formaDePago).toBe('L');
  expect(body.productoId).toBe('101');
  const fields = Object.fromEntries(body.camposAdicionales.map((f) => [f.nombre, f.valor]));
  expect(fields.Marca).toBe('Trek');
  expect(fields.Modelo).toBe('Marlin 7');
  const invoice = JSON.parse(fields.Archivo!) as { fileName: string; base64: string }[];
  expect(invoice).toHaveLength(1);
  expect(invoice[0]!.fileName).toBe('factura.pdf');
  expect(Buffer.from(invoice[0]!.base64, 'base64').equals(SMALL_PDF)).toBe(true);

  // Back in the wallet the policy is still waiting for the transfer.
  await page.getByRole('link', { name: 'Ir a mis seguros' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.reload();
  const { card } = await walletPolicy(page, policyId);
  await expect(card.getByText('Pendiente de pago')).toBeVisible();
  await expect(card.getByText(/SBI-\d{8}/)).toHaveCount(0);
});

test('the bike invoice must be a PDF or an image: a text file is refused in Spanish before sending', async ({
  page,
}) => {
  await signIn(page, 'bruno');
  const policyId = await createBikePolicy(page, PEOPLE.bruno);
  const emission = await openEmissionFromWallet(page, policyId);
  const emissions = recordApiCalls(page, 'POST', '/sbi/emision');

  const invoice = emission.getByLabel('Factura de compra');
  await invoice.setInputFiles({ name: 'factura.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy un PDF') });
  await expect(emission.getByRole('alert')).toHaveText('La factura tiene que ser un PDF o una imagen (JPG, PNG…).');
  await expect(invoice).toHaveAttribute('aria-invalid', 'true');
  // The refused file is not kept.
  await expect(emission.getByText('PDF o imagen de la factura de la bicicleta.')).toBeVisible();
  await expect(emission.getByText(/Archivo elegido/)).toHaveCount(0);

  // A PDF then replaces it and clears the message.
  await invoice.setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await expect(emission.getByText('Archivo elegido: factura.pdf')).toBeVisible();
  await expect(emission.getByRole('alert')).toHaveCount(0);
  expect(emissions.count()).toBe(0);
  await expect(emissionForm(page).getByRole('button', { name: 'Emitir póliza' })).toBeEnabled();
});
