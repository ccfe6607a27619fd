import { expect, test } from '@playwright/test';
import { USERS, submitLogin } from '../support/auth';

test('sign in from the hero, see the name in the navigation, sign out', async ({ page }) => {
  await page.goto('/');
  // (The hero is prerendered: its button acts once the page's code has loaded, as a person sees it settle.)
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('button', { name: /registr/i })
    .first()
    .click();
  // 'Registrate gratis' opens the provider's sign-up screen; an existing customer goes on to the login.
  await expect(page.getByRole('heading', { level: 1, name: 'Creá tu cuenta' })).toBeVisible();
  await page.getByRole('link', { name: 'Iniciá sesión' }).click();
  await submitLogin(page, USERS.ana.email);
  await expect(page).toHaveURL(/localhost:8080\/app$/);
  await expect(page.getByRole('banner').getByText(USERS.ana.name).first()).toBeVisible();

  // The session survives a reload (refresh token in local storage).
  await page.reload();
  await expect(page.getByRole('banner').getByText(USERS.ana.name).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL('http://localhost:8080/');
  await expect(page.getByText(USERS.ana.name)).toHaveCount(0);
  // Signed out for real: a guarded page asks to sign in again.
  await page.goto('/app');
  await expect(page).toHaveURL(/localhost:8083/);
});

test('a wrong password shows an error on the login page', async ({ page }) => {
  await page.goto('/app');
  await submitLogin(page, USERS.bruno.email, 'incorrecta');
  await expect(page.getByRole('alert')).toContainText('Email o contraseña incorrectos.');
  await expect(page).toHaveURL(/localhost:8083/);
});

test('a guarded URL while signed out goes to sign-in and returns to that URL', async ({ page }) => {
  await page.goto('/app?desde=correo');
  await submitLogin(page, USERS.bruno.email);
  await expect(page).toHaveURL('http://localhost:8080/app?desde=correo');
  await expect(page.getByText(USERS.bruno.name).first()).toBeVisible();
});
