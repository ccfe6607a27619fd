import { expect, test, type APIResponse, type Page } from '@playwright/test';

// What a link previewer (WhatsApp, Facebook, LinkedIn, Slack) or a crawler that runs no script gets from
// each public address: the served HTML alone, through a plain request and a browser with scripts off.

const PUBLIC_ROUTES = [
  { path: '/', title: 'Seguros: tus seguros, simples y a la mano', heading: 'Tus seguros, simples y a la mano.' },
  { path: '/insurance/bike', title: 'Seguro de bicicleta | Seguros', heading: 'Seguro de bicicleta' },
  { path: '/insurance/home', title: 'Seguro de hogar | Seguros', heading: 'Seguro de hogar' },
  { path: '/insurance/other', title: 'Pedí tu seguro de auto, alquiler y más | Seguros', heading: 'Pedí tu seguro' },
  { path: '/quote/bike', title: 'Cotizá tu seguro de bici | Seguros', heading: 'Cotizá tu bici' },
  { path: '/quote/home', title: 'Cotizá el seguro de tu hogar | Seguros', heading: 'Cotizá el seguro de tu hogar' },
  { path: '/quienes-somos', title: 'Quiénes somos | Seguros', heading: 'Quiénes somos' },
  { path: '/privacy', title: 'Política de privacidad | Seguros', heading: 'Política de privacidad' },
] as const;

const HTML = { accept: 'text/html' };

function metaOf(html: string, key: string): string | null {
  const escaped = key.replace(/[.:]/g, '\\$&');
  return new RegExp(`<meta (?:name|property)="${escaped}" content="([^"]*)">`).exec(html)?.[1] ?? null;
}
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');

async function expectImage(response: APIResponse, type: RegExp, maxBytes: number) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(type);
  const body = await response.body();
  expect(body.length).toBeGreaterThan(100);
  expect(body.length).toBeLessThanOrEqual(maxBytes);
}

for (const route of PUBLIC_ROUTES) {
  test(`${route.path}: title, description and preview tags in the served HTML`, async ({ request }) => {
    const response = await request.get(route.path, { headers: HTML });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(route.title);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description = metaOf(html, 'description');
    expect(description?.length ?? 0).toBeGreaterThan(50);
    expect(metaOf(html, 'og:title')).toBe(route.title);
    expect(metaOf(html, 'og:description')).toBe(description);
    expect(metaOf(html, 'og:locale')).toBe('es_UY');
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:url')).toBe(`http://localhost:8080${route.path}`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'robots')).toBeNull();
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8080${route.path}">`);
    // The preview image answers, as a JPEG a previewer takes (WhatsApp skips images over ~300 KB).
    const image = metaOf(html, 'og:image')!;
    expect(image).toBe('http://localhost:8080/og-image.jpg');
    expect(metaOf(html, 'twitter:image')).toBe(image);
    expect(decode(metaOf(html, 'og:image:alt') ?? '')).toMatch(/^Seguros: /);
    await expectImage(await request.get(new URL(image).pathname), /^image\/jpeg/, 300 * 1024);
  });

  test(`${route.path}: a browser with scripts off sees its title and description`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.jpg$/);
    await context.close();
  });

  // The public screens' content is in the served HTML (prerendered when their remote's version was built).
  test(`${route.path}: a browser with scripts off finds the main heading`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await context.close();
  });
}

// The forms of the prerendered quote and request pages, as served (no script): labelled fields whose ids
// come from their names (not React's useId, which depends on where the screen sits in the shell's tree).
for (const { path, form, label, id } of [
  { path: '/insurance/other', form: 'Solicitud de seguro', label: 'Marca', id: 'solicitud-marca' },
  { path: '/quote/bike', form: 'Cotizá tu bici', label: 'Valor de tu bici (USD)', id: 'cotizar-bici-declaredValue' },
  { path: '/quote/home', form: 'Cuestionario del seguro de hogar', label: 'Casa', id: 'cotizar-hogar-propiedad-casa' },
]) {
  test(`${path}: the served form's fields are labelled, with ids from their names`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const served = page.getByRole('form', { name: form });
    await expect(served.getByLabel(label, { exact: true })).toHaveAttribute('id', id);
    await expect(served.locator('[id^=":"], [id*="«"], [for^=":"], [for*="«"]')).toHaveCount(0);
    await context.close();
  });
}

// The browser adopts the served HTML (hydration) rather than drawing the page again: the heading the server
// sent is still the same element once the page works (the menu opens), and React reports no mismatch.
for (const path of [
  '/',
  '/insurance/home',
  '/insurance/bike',
  '/quienes-somos',
  '/privacy',
  '/insurance/other',
  '/quote/bike',
  '/quote/home',
]) {
  test(`${path}: the prerendered page is hydrated as served, without a mismatch`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { servedHeading: Element | null }).servedHeading = document.querySelector('main h1');
      });
    });
    await page.goto(path);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('');
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    const same = await page.evaluate(() => {
      const served = (window as unknown as { servedHeading: Element | null }).servedHeading;
      return served !== null && served === document.querySelector('main h1') && served.isConnected;
    });
    expect(same).toBe(true);
    expect(problems).toEqual([]);
  });
}

/** Waits until React has adopted the served HTML (hydrateRoot marks its container). */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

// The hydrated forms work as the served HTML wired them: what is typed stays, and the label names the field.
test('/quote/bike: the hydrated quote form keeps what is typed and checks it', async ({ page }) => {
  await page.goto('/quote/bike');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Cotizá tu bici' });
  await form.getByLabel('Nombre', { exact: true }).fill('Ana');
  await form.getByRole('button', { name: 'Cotizar' }).click();
  await expect(form.getByLabel('Apellido')).toBeFocused();
  await expect(form.getByLabel('Apellido')).toHaveAccessibleDescription('Ingresá tu apellido.');
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Ana');
});

test('/quote/home: answers kept for the tab are back after a reload of the prerendered page, without a mismatch', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/quote/home');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Cuestionario del seguro de hogar' });
  await form.getByLabel('Apartamento').check();
  await form.getByLabel('Nombre', { exact: true }).fill('Bruno');
  await page.reload();
  expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('');
  await expect(form.getByLabel('Apartamento')).toBeChecked();
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Bruno');
  expect(problems).toEqual([]);
});

test('the insurance pages carry their questions as FAQPage data, the landing the organisation', async ({ request }) => {
  const blocks = async (path: string) => {
    const html = await (await request.get(path, { headers: HTML })).text();
    return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; mainEntity?: Array<{ name: string }> },
    );
  };
  const home = await blocks('/insurance/home');
  expect(home.map((b) => b['@type'])).toEqual(['FAQPage']);
  expect(home[0]!.mainEntity!.length).toBeGreaterThan(2);
  expect((await blocks('/')).map((b) => b['@type'])).toEqual(['Organization']);
});

test('signed-in screens are titled and kept out of search results', async ({ request }) => {
  for (const [path, title] of [
    ['/app', 'Tus seguros | Seguros'],
    ['/policy/00000000-0000-0000-0000-000000000000', 'Tu póliza | Seguros'],
    ['/profile', 'Mi Perfil | Seguros'],
  ] as const) {
    const html = await (await request.get(path, { headers: HTML })).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(title);
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(metaOf(html, 'og:image')).toBeNull();
  }
});

test("the site's files: favicon, icons, manifest, robots.txt and a sitemap of the public pages", async ({
  request,
}) => {
  await expectImage(await request.get('/favicon.ico'), /^image\/(x-icon|vnd\.microsoft\.icon)/, 20 * 1024);
  await expectImage(await request.get('/favicon.svg'), /^image\/svg\+xml/, 5 * 1024);
  await expectImage(await request.get('/apple-touch-icon.png'), /^image\/png/, 50 * 1024);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const app = (await manifest.json()) as { lang: string; icons: Array<{ src: string; type: string }> };
  expect(app.lang).toBe('es-UY');
  for (const icon of app.icons) await expectImage(await request.get(icon.src), /^image\//, 50 * 1024);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /app');
  expect(robots).toContain('Sitemap: http://localhost:8080/sitemap.xml');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs).toEqual(PUBLIC_ROUTES.map((r) => `http://localhost:8080${r.path}`));
});

test('the head follows client-side navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tus seguros, simples y a la mano.' })).toBeVisible();
  await page.getByRole('link', { name: 'Hogar' }).first().click();
  await expect(page).toHaveURL(/\/insurance\/home$/);
  await expect(page).toHaveTitle('Seguro de hogar | Seguros');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    'http://localhost:8080/insurance/home',
  );
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:8080/insurance/home');
});
