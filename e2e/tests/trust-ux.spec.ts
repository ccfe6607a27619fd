// Issue 19, as a person meets it in the composed app at 390×844, 320×640 and 1366×768: sign-up, the request
// form's tiles, infraseguro and the plans, no sideways scroll at 320 px, one money rule, toasts, one navigation,
// the bike quote, the keyboard and the assistant. Screenshots of the screens it visits are kept in the run's
// output folder (test-results/screens/<screen>-<width>.png, support/screens.ts) for review.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { submitLogin, USERS } from '../support/auth';
import { answerHomeQuestionnaire, fillBikeQuote, PEOPLE, signIn, uniqueAmount } from '../support/purchase';
import { SIZES, screenPath, sidewaysScroll } from '../support/screens';

const PHONE = SIZES.phone;
const NARROW = SIZES.narrow;
const LAPTOP = SIZES.laptop;
const ALL_SIZES = [NARROW, PHONE, LAPTOP];

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  expect(await sidewaysScroll(page), `${what} se desplaza de costado a ${width} px`).toBe(0);
}

/** Kept beside the other specs' screens: test-results/screens/<name>-<width>.png. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: screenPath(testInfo, name, page.viewportSize()!.width), fullPage: true });
}

/** Settled: the screen's heading is there and the network is quiet. */
async function settle(page: Page) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const PUBLIC_SCREENS = [
  ['landing', '/'],
  ['quienes-somos', '/quienes-somos'],
  ['privacidad', '/privacy'],
  ['bici', '/insurance/bike'],
  ['hogar', '/insurance/home'],
  ['solicitud', '/insurance/other'],
  ['cotizar-bici', '/quote/bike'],
  ['cotizar-hogar', '/quote/home'],
] as const;

const ACCOUNT_SCREENS = [
  ['wallet', '/app'],
  ['consultas', '/app?tab=consultas'],
  ['explorar', '/app?tab=explorar'],
  ['reclamos', '/app?tab=reclamos'],
  ['perfil', '/profile'],
  ['agregar-servicio', '/service/new'],
] as const;

test.describe('no screen scrolls sideways (320 px), screenshots at 320, 390 and 1366 px', () => {
  test('public screens', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    for (const size of ALL_SIZES) {
      await page.setViewportSize(size);
      for (const [name, path] of PUBLIC_SCREENS) {
        await page.goto(path);
        await settle(page);
        await expectNoSidewaysScroll(page, path);
        await shot(page, testInfo, name);
      }
    }
  });

  test('signed-in screens, with the whole of "Mi Perfil" in the bar', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, 'ana');
    for (const size of ALL_SIZES) {
      await page.setViewportSize(size);
      for (const [name, path] of ACCOUNT_SCREENS) {
        await page.goto(path);
        await settle(page);
        await expectNoSidewaysScroll(page, path);
        const profile = page.getByRole('navigation', { name: 'Mi cuenta' }).getByRole('link', { name: 'Mi Perfil' });
        const cut = await profile.evaluate((link) => {
          const box = link.getBoundingClientRect();
          return link.scrollWidth > link.clientWidth || box.right > window.innerWidth || box.left < 0;
        });
        expect(cut, `'Mi Perfil' cortado en ${path} a ${size.width} px`).toBe(false);
        await shot(page, testInfo, name);
      }
    }
  });
});

test('"Registrate gratis" opens the sign-up screen; the new customer is stored, lands in the wallet and signs in again', async ({
  page,
}) => {
  const email = `nueva.${Date.now()}@example.com`;
  await page.setViewportSize(PHONE);
  await page.goto('/');
  // (The hero is prerendered: its button acts once the page's code has loaded, as in auth.spec.ts.)
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Registrate gratis' }).click();
  await expect(page).toHaveURL(/localhost:8083\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Creá tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre y apellido').fill('Carla Gómez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-larga');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/localhost:8080\/app$/);
  await expect(page.getByRole('banner').getByText('Carla Gómez').first()).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL('http://localhost:8080/');
  await page.goto('/app');
  await submitLogin(page, email, 'una-clave-larga');
  await expect(page).toHaveURL(/localhost:8080\/app$/);
  await expect(page.getByRole('banner').getByText('Carla Gómez').first()).toBeVisible();
});

test('every "Explorar nuevos" tile opens a form that knows what was asked; the type’s hint sits under its select', async ({
  page,
}, testInfo) => {
  await signIn(page, 'bruno');
  for (const size of [NARROW, PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    for (const [tile, chosen] of [
      ['Dental', 'Seguro Dental'],
      ['Viajes', 'Seguro de Viaje'],
      ['Otros', 'Otro seguro'],
      ['Auto', 'Seguro de auto'],
      ['Accidentes Personales', 'Accidentes Personales'],
    ] as const) {
      await page.goto('/app?tab=explorar');
      await page
        .getByRole('region', { name: '¿Qué querés asegurar?' })
        .getByRole('link', { name: new RegExp(`^${tile}\\b`) })
        .click();
      await expect(page).toHaveURL(/\/insurance\/other$/);
      const select = page.getByRole('main').getByRole('combobox', { name: 'Elegí un tipo' });
      await expect(select.locator('option:checked')).toHaveText(chosen);
      // The description under the select: below it, not over it, its lines not overlapping.
      const hint = page.locator(`[id="${await select.getAttribute('aria-describedby')}"]`);
      const [selectBox, hintBox] = [await select.boundingBox(), await hint.boundingBox()];
      expect(hintBox!.y).toBeGreaterThanOrEqual(selectBox!.y + selectBox!.height - 1);
      const lines = await hint.evaluate((node) => {
        const block = node.firstElementChild as HTMLElement;
        return {
          height: block.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(block).lineHeight),
        };
      });
      expect(lines.height).toBeGreaterThanOrEqual(lines.lineHeight);
      await expectNoSidewaysScroll(page, `/insurance/other (${tile})`);
      if (tile === 'Dental') await shot(page, testInfo, 'solicitud-dental');
    }
  }
});

test('the landing’s "Otros" tile opens the request for another insurance, not "Seguro de auto"', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Explorá nuestros seguros' })
    .getByRole('link', { name: /^Otros/ })
    .click();
  await expect(page).toHaveURL(/\/insurance\/other$/);
  const select = page.getByRole('main').getByRole('combobox', { name: 'Elegí un tipo' });
  await expect(select.locator('option:checked')).toHaveText('Otro seguro');
  await expect(select.getByRole('option', { name: 'SOA' })).toBeAttached();
  await expect(page.getByLabel('¿Qué querés asegurar?')).toBeVisible();
});

test('home plans: infraseguro said, side by side at 1366 px, "Plan 2 de 3" and arrows in view on a phone', async ({
  page,
}, testInfo) => {
  for (const size of [LAPTOP, PHONE, NARROW]) {
    await page.setViewportSize(size);
    await page.goto('/quote/home');
    const form = await answerHomeQuestionnaire(page, PEOPLE.ana, 200_000);
    await form.getByRole('button', { name: 'Ver opciones de seguro' }).click();
    const plans = page.getByRole('region', { name: 'Planes disponibles' });
    await expect(plans).toBeVisible();
    if (size === LAPTOP) {
      const names = plans.getByRole('heading', { level: 2 });
      await expect(names).toHaveText(['Básico', 'Recomendado', 'Premium']);
      for (const button of await plans.getByRole('button', { name: 'Seleccionar Plan' }).all()) {
        await expect(button).toBeVisible();
      }
      await expect(plans.getByRole('group', { name: 'Plan 1 de 3' }).getByRole('note')).toContainText(
        'Infraseguro: este plan asegura tu vivienda por USD 160.000, menos que los USD 200.000',
      );
    } else {
      // Before the plan's rows: where it stands among the others, and the way to them.
      await expect(plans.getByText('Plan 2 de 3', { exact: true })).toBeInViewport();
      await expect(plans.getByRole('button', { name: 'Plan siguiente' })).toBeInViewport();
      await plans.getByRole('button', { name: 'Plan anterior' }).click();
      await expect(plans.getByText('Plan 1 de 3', { exact: true })).toBeVisible();
      await expect(plans.getByRole('group', { name: 'Plan 1 de 3' }).getByRole('note')).toContainText('Infraseguro');
    }
    await expectNoSidewaysScroll(page, '/quote/home/form');
    await shot(page, testInfo, 'planes');
  }
});

test('bike quote: the valid range before sending, one money rule, and "Quiero que me llamen" asks for a celular', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/quote/bike');
  const form = page.getByRole('form', { name: 'Cotizá tu bici' });
  const value = form.getByLabel('Valor de tu bici (USD)');
  await expect(form.getByText(/Entre USD 200 y USD 15\.000\./)).toBeVisible();
  await fillBikeQuote(page, PEOPLE.bruno, 100);
  await form.getByRole('button', { name: 'Cotizar' }).click();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Aseguramos bicis de USD 200 a USD 15.000.')).toBeVisible();
  await expect(page).toHaveURL(/\/quote\/bike$/);

  await value.fill(String(uniqueAmount(1_001, 1_999)));
  await form.getByRole('button', { name: 'Cotizar' }).click();
  await expect(page).toHaveURL(/\/insurance\/bike\/compare$/);
  const result = page.getByRole('main');
  await expect(result.getByRole('button', { name: 'Contratar' })).toBeVisible();
  // Money: two decimals whenever there are cents, never one.
  const amounts = await result.getByText(/USD [\d.]+(,\d+)?/).allTextContents();
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) expect(amount).not.toMatch(/USD [\d.]+,\d(?!\d)/);

  await result.getByRole('button', { name: 'Quiero que me llamen' }).click();
  const phone = result.getByLabel('¿A qué celular te llamamos?');
  await expect(phone).toBeFocused();
  await result.getByRole('button', { name: 'Pedir que me llamen' }).click();
  await expect(result.getByText('Ingresá tu celular para que te llamemos.')).toBeVisible();
  await expect(page.getByText('¡Nos pondremos en contacto a la brevedad!')).toHaveCount(0);
  await phone.fill('099 765 432');
  await result.getByRole('button', { name: 'Pedir que me llamen' }).click();
  await expect(page.getByText('¡Nos pondremos en contacto a la brevedad!')).toBeVisible();
  await shot(page, testInfo, 'cotizacion-bici');
});

test('toasts: in the app’s type, below the top bar (not over "Cerrar sesión"), gone on the next screen', async ({
  page,
}) => {
  await signIn(page, 'ana');
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/quote/home');
    await page.getByRole('button', { name: 'Ver opciones de seguro' }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Completá todos los campos para continuar.' });
    await expect(toast).toBeVisible();
    const bar = await page.locator('header').first().boundingBox();
    // Once its entrance animation (from above the window) is over.
    await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    const [toastFont, bodyFont] = await Promise.all([
      toast.evaluate((node) => getComputedStyle(node).fontFamily),
      page.evaluate(() => getComputedStyle(document.body).fontFamily),
    ]);
    expect(toastFont).toBe(bodyFont);
    await page.waitForTimeout(1_600); // older than the moment of a navigation's own result
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('http://localhost:8080/');
    await expect(toast).toHaveCount(0);
  }
});

test('one navigation on every signed-in screen, only the current item lit, the tab in the address, a footer', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'ana');
  const nav = page.getByRole('navigation', { name: 'Mi cuenta' });
  for (const path of ['/app', '/profile', '/service/new', '/emission/result']) {
    await page.goto(path);
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú' })).toHaveCount(0);
  }

  await page.goto('/app');
  await nav.getByRole('link', { name: 'Consultas' }).click();
  await expect(page).toHaveURL(/\/app\?tab=consultas$/);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(['Consultas']);
  await expect(page.getByRole('tab', { name: 'Consultas' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Consultas' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Reclamos de Siniestros' }).click();
  await expect(page).toHaveURL(/\/app\?tab=reclamos$/);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(['Mis seguros']);
  await nav.getByRole('link', { name: 'Mi Perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Reclamos de Siniestros' })).toHaveAttribute('aria-selected', 'true');

  // Privacy and contact from anywhere.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = page.getByRole('navigation', { name: 'Enlaces del pie de página' });
  await expect(footer.getByRole('button', { name: 'Contacto' })).toBeVisible();
  await footer.getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test('claims form: the spec’s message with only Celular empty, in view; the launcher never over Email on a phone', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'bruno');
  await page.goto('/app?tab=reclamos');
  // Stepped aside it leaves the accessibility tree: found by its label, not its role.
  const launcher = page.locator('button[aria-label="Abrir el asistente Amparo"]');
  await expect(launcher).toBeVisible();
  const form = page.getByRole('form', { name: 'Reclamo de siniestro' });
  await expect(form.getByLabel('Email')).toHaveValue(USERS.bruno.email);
  await expect(form.getByLabel('Celular')).toHaveValue('');
  await form.getByRole('button', { name: 'Enviar reclamo' }).click();
  await expect(form.getByLabel('Celular')).toBeFocused();
  const alert = form.getByRole('alert').filter({ hasText: 'Completá Nombre, Apellido, Email y Celular.' });
  await expect(alert).toBeInViewport();
  await expect(form.getByText('Completá tu celular.')).toBeVisible();

  await form.getByLabel('Email').focus();
  await expect(launcher).toBeHidden();
  const email = await form.getByLabel('Email').boundingBox();
  const covered = await launcher.evaluate((node, box) => {
    const style = getComputedStyle(node);
    if (style.visibility === 'hidden' || style.opacity === '0') return false;
    const r = node.getBoundingClientRect();
    return !(r.right < box!.x || r.left > box!.x + box!.width || r.bottom < box!.y || r.top > box!.y + box!.height);
  }, email);
  expect(covered).toBe(false);
  await shot(page, testInfo, 'reclamo-celular');
  for (const size of [NARROW, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page, '/app?tab=reclamos');
    await shot(page, testInfo, 'reclamo');
  }
});

test('keyboard: the launcher early in the tab order with a visible focus; the panel greets with three questions', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'ana');
  await page.goto('/app');
  const launcher = page.getByRole('button', { name: 'Abrir el asistente Amparo' });
  await expect(launcher).toBeVisible();
  await page.locator('body').focus();
  let stops = 0;
  for (; stops < 20; stops += 1) {
    await page.keyboard.press('Tab');
    if (await launcher.evaluate((node) => node === document.activeElement)) break;
  }
  expect(stops, 'el botón del asistente no está entre los primeros 20 saltos de Tab').toBeLessThan(20);
  const outline = await launcher.evaluate((node) => {
    const style = getComputedStyle(node);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Amparo, tu asistente' });
  await panel.getByRole('button', { name: 'Nueva conversación' }).click();
  await expect(panel.getByText(/¡Hola! Soy Amparo, tu asistente\./)).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Preguntas de ejemplo' }).getByRole('button')).toHaveCount(3);
});

test('the request form that appears near the viewport leaves the keyboard focus where it was', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Tab through the landing: every focused element stays on screen, also when the form below appears.
  const settled = async () => {
    // Focus scrolls smoothly: wait until the page stops moving.
    let last = -1;
    for (let i = 0; i < 30; i += 1) {
      const y = await page.evaluate(() => window.scrollY);
      if (y === last) return;
      last = y;
      await page.waitForTimeout(120);
    }
  };
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    await settled();
    const onScreen = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return true;
      const r = active.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight;
    });
    expect(onScreen, `el foco quedó fuera de la pantalla tras ${i + 1} Tab`).toBe(true);
  }
});
