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
