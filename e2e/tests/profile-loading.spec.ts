import { expect, test } from '@playwright/test';
import { signIn } from '../support/purchase';

// Typing while a form's data loads: 'Mi Perfil' shows its fields at once and fills them when GET
// /user/profile answers, only where the person has not typed. The answer is held (and given a kept
// document, so no other test's data changes) while the phone is typed.
test('Mi Perfil keeps what was typed while the profile loaded and fills the untouched fields', async ({ page }) => {
  await signIn(page, 'ana');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldCalls = 0;
  await page.route('**/api/v1/user/profile', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    heldCalls += 1;
    await held;
    const response = await route.fetch();
    const body = await response.json();
    body.data = { ...body.data, phone: '099123456', documentType: 'CI', documentNumber: '12345672' };
    return route.fulfill({ response, json: body });
  });

  await page.goto('/profile');
  const phone = page.getByLabel('Celular (opcional)');
  await expect(phone).toBeVisible();
  await expect(page.getByText('Cargando tus datos…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar mis datos' })).toBeDisabled();
  await expect.poll(() => heldCalls).toBeGreaterThan(0);
  await phone.fill('098 765 432');

  release();
  await expect(page.getByLabel('Número de documento (opcional)')).toHaveValue('12345672');
  await expect(page.getByLabel('Tipo de documento (opcional)')).toHaveValue('CI');
  await expect(phone).toHaveValue('098 765 432');
  await expect(page.getByRole('button', { name: 'Guardar mis datos' })).toBeEnabled();
});
