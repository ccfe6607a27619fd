import { expect, type Page } from '@playwright/test';
import {
  createBikePolicy,
  openEmissionFromWallet,
  payByCard,
  sendBikeEmissionByCard,
  walletPolicy,
  type Person,
} from './purchase';

/** A small PNG (signature and header): the api reads a file's type from its first bytes. */
export const SMALL_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);

/** A file for setInputFiles. */
export function upload(
  name: string,
  buffer: Buffer,
  mimeType = name.endsWith('.png') ? 'image/png' : 'application/pdf',
) {
  return { name, mimeType, buffer };
}

/**
 * Signed in: buys a bike policy paying by card on the partner's payment page (4242…) and waits until the
 * wallet shows it active. Returns its id and number.
 */
export async function buyActiveBikePolicy(
  page: Page,
  person: Person,
): Promise<{ policyId: string; policyNumber: string }> {
  const policyId = await createBikePolicy(page, person);
  const payment = await sendBikeEmissionByCard(page, await openEmissionFromWallet(page, policyId), person);
  await payByCard(payment);
  const policyNumber = (
    await payment
      .getByText(/SBI-\d{8}/)
      .first()
      .textContent()
  )?.match(/SBI-\d{8}/)?.[0];
  expect(policyNumber, 'la página de pago aprobado no muestra el número de póliza').toBeTruthy();
  await payment.close();
  await expect(page).toHaveURL(/\/emission\/result\?policy=[\w-]+$/);

  // The partner notifies the api on its own: reload the wallet until the policy is active with its number.
  await page.goto('/app');
  await expect
    .poll(
      async () => {
        await page.reload();
        const { card } = await walletPolicy(page, policyId);
        return (await card.textContent()) ?? '';
      },
      { timeout: 20_000, intervals: [500, 1_000, 2_000], message: 'la póliza no pasó a activa' },
    )
    .toMatch(new RegExp(`Activa.*${policyNumber}`, 's'));
  return { policyId, policyNumber: policyNumber! };
}
