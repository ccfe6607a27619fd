import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const USERS = {
  ana: { email: 'ana@example.com', name: 'Ana Pérez' },
  bruno: { email: 'bruno@example.com', name: 'Bruno Silva' },
} as const;

/** Completes the identity provider's login page (the browser must already be on it). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL(/localhost:8083/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** The access token the shell's Auth0 SDK keeps in local storage (cacheLocation 'localstorage'). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) {
      if (!key.startsWith('@@auth0spajs@@::') || key.endsWith('@@user@@')) continue;
      const entry = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { body?: { access_token?: string } };
      if (entry.body?.access_token) return entry.body.access_token;
    }
    return null;
  });
  if (!token) throw new Error('No encontré el token de acceso en localStorage.');
  return token;
}
