import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { accessToken, submitLogin, USERS } from './auth';
import { waitForHydration } from './hydration';

export type UserKey = keyof typeof USERS;

/** A whole number in [min, max] that differs from run to run (time-based, plus a little noise). */
export function uniqueAmount(min: number, max: number): number {
  const span = max - min + 1;
  return min + ((Date.now() + Math.floor(Math.random() * 997)) % span);
}

/** A calendar day in Montevideo as YYYY-MM-DD, `offsetDays` from today (the browser runs in that zone). */
export function montevideoDate(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montevideo' }).format(day);
}

/** A tiny but well-formed one-page PDF, for the bike invoice upload. */
export const SMALL_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** Signs in through the identity provider and lands on the wallet. */
export async function signIn(page: Page, user: UserKey) {
  await page.goto('/app');
  await submitLogin(page, USERS[user].email);
  await expect(page).toHaveURL(/localhost:8080\/app$/);
  await expect(page.getByRole('banner').getByText(USERS[user].name).first()).toBeVisible();
}

/** Records the API calls matching a method and a path under /api/v1 (e.g. 'POST', '/quote/create'). */
export function recordApiCalls(page: Page, method: string, path: string | RegExp) {
  const calls: Request[] = [];
  const matches = (request: Request) => {
    if (request.method() !== method) return false;
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/v1/')) return false;
    const rest = pathname.slice('/api/v1'.length);
    return typeof path === 'string' ? rest === path : path.test(rest);
  };
  page.on('request', (request) => {
    if (matches(request)) calls.push(request);
  });
  return {
    calls,
    count: () => calls.length,
    reset: () => calls.splice(0, calls.length),
  };
}

function isApiCall(response: Response, method: string, path: string): boolean {
  return response.request().method() === method && new URL(response.url()).pathname === `/api/v1${path}`;
}

/** Waits for the answer of POST /user/policy-from-quote and returns the new policy's id. */
export function waitForPolicyFromQuote(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => isApiCall(r, 'POST', '/user/policy-from-quote'), { timeout: 30_000 })
    .then(async (response) => {
      expect(response.ok(), `POST /user/policy-from-quote respondió ${response.status()}`).toBe(true);
      const body = (await response.json()) as { data?: { _id?: string } };
      const id = body.data?._id;
      expect(id, 'la respuesta de policy-from-quote no trae el _id de la póliza').toBeTruthy();
      return id!;
    });
}

/** The wallet's list of policy cards ('Tus pólizas'). */
export function walletList(page: Page): Locator {
  return page.getByRole('list', { name: 'Tus pólizas' });
}

export const EMPTY_WALLET = 'Aún no tienes ningún seguro en tu wallet';

/** The title links of the wallet's cards (a card waiting for payment also has 'Completar compra'). */
function walletTitleLinks(page: Page): Locator {
  return walletList(page).getByRole('heading').getByRole('link');
}

/**
 * Hrefs of the wallet's policy title links, in order (one per card), once the wallet has loaded; empty for
 * an empty wallet.
 */
export async function walletPolicyHrefs(page: Page): Promise<string[]> {
  const list = walletList(page);
  const empty = page.getByText(EMPTY_WALLET);
  await expect(list.or(empty)).toBeVisible();
  if (await empty.isVisible()) return [];
  return walletTitleLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The card (list item) and title link of a policy in the wallet, found by the policy's id. */
export async function walletPolicy(page: Page, policyId: string): Promise<{ card: Locator; link: Locator }> {
  const href = `/policy/${policyId}`;
  let index = -1;
  await expect
    .poll(
      async () => {
        index = (await walletPolicyHrefs(page)).indexOf(href);
        return index;
      },
      { message: `la póliza ${policyId} no aparece en la wallet` },
    )
    .toBeGreaterThanOrEqual(0);
  const list = walletList(page);
  return { card: list.getByRole('listitem').nth(index), link: walletTitleLinks(page).nth(index) };
}

/**
 * Adds a policy loaded by hand to the signed-in person's wallet (POST /policy/external, with the page's
 * token): active, from 30 days ago for a year unless `data` says otherwise. Returns its id.
 */
export async function addExternalPolicy(page: Page, data: Record<string, unknown>): Promise<string> {
  const token = await accessToken(page);
  let id = '';
  // Playwright starts as soon as the gateway answers /healthz, maybe before the api has migrated a fresh
  // database: a 502 then means "not yet", and the POST (which wrote nothing) is sent again.
  await expect(async () => {
    const created = await page.request.post('/api/v1/policy/external', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        status: 'activa',
        vigenciaDesde: montevideoDate(-30),
        vigenciaHasta: montevideoDate(335),
        tipoRenovacion: 'Automática',
        medioPago: 'Débito',
        cuotas: 1,
        ...data,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    id = ((await created.json()) as { data: { _id: string } }).data._id;
  }).toPass({ timeout: 60_000 });
  return id;
}

export interface Person {
  name: string;
  lastName: string;
  email: string;
}

export const PEOPLE: Record<UserKey, Person> = {
  ana: { name: 'Ana', lastName: 'Pérez', email: USERS.ana.email },
  bruno: { name: 'Bruno', lastName: 'Silva', email: USERS.bruno.email },
};

/** Fills the bike quote form (/quote/bike) without sending it. */
export async function fillBikeQuote(page: Page, person: Person, value: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Cotizá tu bici' })).toBeVisible();
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Cotizá tu bici' });
  await form.getByLabel('Nombre', { exact: true }).fill(person.name);
  await form.getByLabel('Apellido', { exact: true }).fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Valor de tu bici (USD)').fill(String(value));
  return form;
}

/** Answers the home questionnaire (/quote/home) without sending it. */
export async function answerHomeQuestionnaire(page: Page, person: Person, value: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Cotizá el seguro de tu hogar' })).toBeVisible();
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Cuestionario del seguro de hogar' });
  await form.getByRole('radio', { name: 'Apartamento' }).check();
  await form.getByRole('radio', { name: 'Tradicional' }).check();
  await form.getByRole('radio', { name: 'Montevideo / Ciudad de la Costa / Costa de Oro' }).check();
  await form.getByLabel('Costo estimado de reconstrucción (USD)').fill(String(value));
  await form.getByLabel('Nombre', { exact: true }).fill(person.name);
  await form.getByLabel('Apellido', { exact: true }).fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  return form;
}

/** The plans carousel of /quote/home/form. */
export function plansCarousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Planes disponibles' });
}

/** The quote result page, once loaded. */
export async function expectQuoteResult(page: Page, type: 'bike' | 'home') {
  await expect(page).toHaveURL(new RegExp(`/insurance/${type}/compare$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado de tu cotización' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contratar' })).toBeVisible();
}

/**
 * Signed in: a bike quote through the form, then 'Contratar'. Lands on /app and returns the new policy's id.
 */
export async function createBikePolicy(page: Page, person: Person, value = uniqueAmount(300, 9_000)): Promise<string> {
  await page.goto('/quote/bike');
  const form = await fillBikeQuote(page, person, value);
  await form.getByRole('button', { name: 'Cotizar' }).click();
  await expectQuoteResult(page, 'bike');
  const created = waitForPolicyFromQuote(page);
  await page.getByRole('button', { name: 'Contratar' }).click();
  const id = await created;
  await expect(page).toHaveURL(/\/app$/);
  return id;
}

/** From the wallet: opens the policy, checks it waits for payment and follows 'Completar compra'. */
export async function openEmissionFromWallet(page: Page, policyId: string) {
  const { card, link } = await walletPolicy(page, policyId);
  await expect(card.getByText('Pendiente de pago')).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/policy/${policyId}$`));
  await expect(page.getByText('Completa la compra para ver los documentos')).toBeVisible();
  await page.getByRole('link', { name: 'Completar compra' }).click();
  await expect(page).toHaveURL(new RegExp(`/policy/${policyId}/emission$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Completá tu compra' })).toBeVisible();
  return emissionForm(page);
}

export function emissionForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Datos para emitir la póliza' });
}

/** Fills what a person must fill in the emission form (name and e-mail come prefilled from the session). */
export async function fillEmissionPersonalData(form: Locator, person: Person, documentNumber = '1.234.567-2') {
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue(person.name);
  await expect(form.getByLabel('Apellido', { exact: true })).toHaveValue(person.lastName);
  await expect(form.getByLabel('Email')).toHaveValue(person.email);
  await form.getByLabel('Fecha de nacimiento').fill('1990-05-10');
  await form.getByLabel('Celular').fill('099123456');
  await form.getByLabel('Tipo de documento').selectOption('CI');
  await form.getByLabel('Número de documento').fill(documentNumber);
  await form.getByLabel('Calle').fill('Bv. Artigas');
  await form.getByLabel('Número de puerta').fill('1234');
  await form.getByLabel('Apartamento').fill('502');
  await form.getByLabel('Ciudad').fill('Montevideo');
  await form.getByLabel('Departamento', { exact: true }).selectOption('Montevideo');
  await form.getByLabel('Código postal').fill('11300');
  await expect(form.getByLabel('País')).toHaveValue('Uruguay');
  await form.getByLabel('Inicio de vigencia').fill(montevideoDate(1));
}

/** The bike's fields and its invoice (a small PDF). */
export async function fillEmissionBikeData(form: Locator, serial = `WTU${Date.now()}`) {
  await form.getByLabel('Marca').fill('Trek');
  await form.getByLabel('Modelo').fill('Marlin 7');
  await form.getByLabel('Número de serie').fill(serial);
  await form
    .getByLabel('Factura de compra')
    .setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await expect(form.getByText('Archivo elegido: factura.pdf')).toBeVisible();
}

/** A payment method radio of the emission form. */
export function paymentOption(form: Locator, method: 'tarjeta' | 'link' | 'red_cobranza'): Locator {
  const names = {
    tarjeta: /^Tarjeta de crédito o débito/,
    link: /^Transferencia bancaria/,
    red_cobranza: /^Abitab o RedPagos/,
  };
  return form.getByRole('radio', { name: names[method] });
}

/**
 * On the emission form of `person`'s bike policy: fills it, chooses the card and sends it. Returns the
 * partner's payment page, opened in a new tab.
 */
export async function sendBikeEmissionByCard(page: Page, form: Locator, person: Person): Promise<Page> {
  await fillEmissionPersonalData(form, person);
  await fillEmissionBikeData(form);
  await paymentOption(form, 'tarjeta').check();
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Emitir póliza' }).click();
  const payment = await popup;
  await payment.waitForURL(/localhost:8082\/pagar\//);
  return payment;
}

/** On the partner's payment page: pays with the card that pays (4242…) and waits for 'Pago aprobado'. */
export async function payByCard(payment: Page) {
  await payment.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await payment.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await payment.getByLabel('CVV').fill('123');
  await payment.getByRole('button', { name: 'Pagar' }).click();
  await expect(payment.getByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeVisible();
}
