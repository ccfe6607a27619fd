// npm run bench: prints the figures the performance budgets in ../shared/DESIGN.md are checked against.
// Benchmarks print numbers; they never fail a test run on timing.
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { DATA_DIR, ROOT, answers, ensureInstall, log } from './lib.mjs';

ensureInstall();
const { buildAll } = await import('./build.mjs');
const { startStack } = await import('./stack.mjs');
const { accessToken } = await import('./idp-login.mjs');
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const REACT_DOM = '__reactContainer$';
const REACT = 'react.transitional.element';

/** Gzip bytes of every script a route downloads (fresh page load), and how many of them are React. */
async function routeJavaScript(browserOrContext, url) {
  const page = await browserOrContext.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.response().then(async (r) => ({ url: request.url(), body: r ? await r.body() : Buffer.alloc(0) })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(scripts);
  await page.close();
  let total = 0;
  let react = 0;
  const rows = files.map(({ url: u, body }) => {
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    const text = body.toString('utf8');
    const isReact = text.includes(REACT_DOM) || (text.includes(REACT) && text.length < 40000);
    total += gz;
    if (isReact) react += gz;
    return { file: new URL(u).pathname, gz, isReact };
  });
  return { total, react, rows };
}

if (await answers('http://localhost:8080/healthz')) {
  log('La app está corriendo: detenela para medir (el benchmark levanta la suya, con su propio límite de tasa).');
  process.exit(1);
}
buildAll();
let stop = () => {};
try {
  // One client sending 300 req/s would trip the gateway's per-address limit (600/min): the budget is
  // about throughput and latency, so the bench's own stack lifts it.
  stop = await startStack({ dataDir: path.join(DATA_DIR, 'bench'), quiet: true, env: { RATE_LIMIT_MAX: '1000000' } });
} catch (error) {
  log(`No pude iniciar la app (${error.message}).`);
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const landing = await routeJavaScript(browser, 'http://localhost:8080/');
  console.log('\n== JavaScript de la ruta / (gzip) ==');
  for (const r of landing.rows) console.log(`  ${kb(r.gz).padStart(9)}  ${r.isReact ? 'react ' : '      '} ${r.file}`);
  console.log(`landing_js_gzip_total: ${kb(landing.total)} (presupuesto 170 KB) · de React: ${kb(landing.react)}`);

  // Ana's wallet holds 20 policies for the routes below and the wallet benchmark.
  const token = await accessToken();
  const { seedPolicies, benchUserPolicy, printUserPolicy } = await import(
    path.join(ROOT, 'api', 'bench', 'user-policy.mjs')
  );
  await seedPolicies('http://localhost:8081', token, 20);

  // Each purchase screen as a first page load (signed in where the route is guarded).
  console.log('\n== JavaScript por ruta (gzip, carga completa de la página) ==');
  const context = await browser.newContext();
  const login = await context.newPage();
  await login.goto('http://localhost:8080/app');
  await login.getByLabel('Email').fill('ana@example.com');
  await login.getByLabel('Contraseña').fill('demo1234');
  await login.getByRole('button', { name: 'Ingresar' }).click();
  await login.waitForURL('http://localhost:8080/app');
  await login.close();
  const policyId = await (async () => {
    const page = await context.newPage();
    await page.goto('http://localhost:8080/app', { waitUntil: 'networkidle' });
    const href = await page
      .locator('a[href^="/policy/"]')
      .first()
      .getAttribute('href')
      .catch(() => null);
    await page.close();
    return href?.split('/')[2] ?? null;
  })();
  const routes = [
    ['/quote/bike', browser],
    ['/quote/home', browser],
    ['/insurance/home/compare', browser],
    ['/app', context],
    ...(policyId
      ? [
          [`/policy/${policyId}`, context],
          [`/policy/${policyId}/emission`, context],
        ]
      : []),
    ['/emission/result', context],
  ];
  for (const [route, owner] of routes) {
    const r = await routeJavaScript(owner, `http://localhost:8080${route}`);
    console.log(`  ${kb(r.total).padStart(9)}  (React ${kb(r.react)})  ${route.replace(policyId ?? '-', ':id')}`);
  }
  await context.close();

  // Authenticated wallet read at a fixed rate, through the gateway and straight to the api.
  printUserPolicy(
    await benchUserPolicy({ token, gatewayUrl: 'http://localhost:8080', apiUrl: 'http://localhost:8081' }),
  );

  // The plan carousel's packages, through the gateway.
  const { benchSbiPackages } = await import(path.join(ROOT, 'api', 'bench', 'sbi-packages.mjs'));
  console.log('\n== GET /api/v1/sbi/productos/202 (paquetes del carrusel) por el gateway ==');
  for (const concurrency of [1, 4]) {
    const r = await benchSbiPackages({ gatewayUrl: 'http://localhost:8080', concurrency });
    console.log(`  ${concurrency} a la vez: p50 ${r.p50} ms  p95 ${r.p95} ms  máx ${r.max} ms  errores ${r.errors}`);
    if (concurrency === 1) console.log(`sbi_packages_p95: ${r.p95} ms (presupuesto ${r.targetP95} ms)`);
  }
} finally {
  await browser.close();
  stop();
}
