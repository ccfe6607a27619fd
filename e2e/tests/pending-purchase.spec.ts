import { expect, test } from '@playwright/test';
import { submitLogin, USERS } from '../support/auth';
import {
  expectQuoteResult,
  fillBikeQuote,
  PEOPLE,
  recordApiCalls,
  uniqueAmount,
  waitForPolicyFromQuote,
  walletList,
  walletPolicy,
  walletPolicyHrefs,
} from '../support/purchase';

test('Contratar signed out creates exactly one policy, even when /app is reloaded after coming back', async ({
  page,
}) => {
  const fromQuote = recordApiCalls(page, 'POST', '/user/policy-from-quote');
  await page.goto('/quote/bike');
  const form = await fillBikeQuote(page, PEOPLE.bruno, uniqueAmount(300, 9_000));
  await form.getByRole('button', { name: 'Cotizar' }).click();
  await expectQuoteResult(page, 'bike');

  const created = waitForPolicyFromQuote(page);
  await page.getByRole('button', { name: 'Contratar' }).click();
  await submitLogin(page, USERS.bruno.email);
  const policyId = await created;
  await expect(page).toHaveURL(/localhost:8080\/app$/);

  const { link } = await walletPolicy(page, policyId);
  const title = (await link.textContent())!.trim();
  const sameTitle = walletList(page).getByRole('link', { name: title, exact: true });
  const titled = await sameTitle.count();
  const hrefs = await walletPolicyHrefs(page);
  expect(hrefs.filter((href) => href === `/policy/${policyId}`)).toHaveLength(1);

  for (let i = 0; i < 2; i += 1) {
    await page.reload();
    await expect(page).toHaveURL(/\/app$/);
    await expect(walletList(page)).toBeVisible();
    expect(await walletPolicyHrefs(page)).toEqual(hrefs);
    await expect(sameTitle).toHaveCount(titled);
  }
  // A fresh visit of /app does not buy again either.
  await page.goto('/app');
  expect(await walletPolicyHrefs(page)).toEqual(hrefs);
  expect(fromQuote.count()).toBe(1);
});
