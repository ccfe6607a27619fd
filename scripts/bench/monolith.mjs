// Composed vs one bundle, for `npm run bench` and `npm run bench -- monolith` (DESIGN.md: the composed app
// loads within 5 % of the same screens built as one bundle). Prints numbers; never fails on a ratio.
//
// The one bundle is tooling/monolith/webpack.config.cjs (bench only): the shell plus the landing and quote
// screens and the forms module the landing embeds, no federation. It is published into a release store of
// its own and served by a second gateway (same code, same headers, compression and cache rules) on :8090, next to
// the composed app's gateway on :8080; both proxy /api/v1 to the same api.
//
// Load time: navigation start (performance.timeOrigin) → the first animation frame after the route's
// main heading (`main h1`) is in the page, read with performance.now() in the page. Each load is cold: a
// new browser context (empty HTTP cache and storage). Ten loads per route and build, composed and monolith
// alternating which goes first; one unmeasured load of each warms the gateways' file reads.
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ROOT, run, startService, waitForHttp } from '../lib.mjs';
import { releaseCli } from '../releases.mjs';

const MONOLITH_PORT = 8090;
const WORK_DIR = path.join(DATA_DIR, 'bench', 'monolith');
const ROUTES = ['/', '/quote/home'];

/** Builds the one-bundle variant and publishes it as the only release of its own store. */
export function buildMonolith() {
  const dist = path.join(WORK_DIR, 'dist');
  run(
    path.join(ROOT, 'scripts', 'node_modules', '.bin', 'webpack'),
    ['--config', path.join(ROOT, 'tooling', 'monolith', 'webpack.config.cjs'), '--env', `outDir=${dist}`],
    { cwd: ROOT },
  );
  const releasesDir = path.join(WORK_DIR, 'releases');
  fs.rmSync(releasesDir, { recursive: true, force: true });
  fs.mkdirSync(releasesDir, { recursive: true });
  releaseCli(['publish', 'shell', '--from', dist, '--version', '0.0.0-monolith', '--who', 'bench', '--why', 'bench'], {
    stdio: 'pipe',
    env: { RELEASES_DIR: releasesDir },
  });
  return releasesDir;
}

/** A second gateway serving the monolith; resolves to its stop function. */
export async function startMonolithGateway(releasesDir) {
  const child = startService(
    'gateway-mono',
    path.join(ROOT, 'gateway', 'node_modules', '.bin', 'tsx'),
    ['src/server.ts'],
    {
      cwd: path.join(ROOT, 'gateway'),
      env: {
        GATEWAY_PORT: String(MONOLITH_PORT),
        RELEASES_DIR: releasesDir,
        RATE_LIMIT_MAX: '1000000',
        // The stack's gateway holds the metrics port.
        GATEWAY_METRICS_PORT: 'off',
        LOG_LEVEL: 'warn',
      },
      quiet: true,
    },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    await waitForHttp(`http://localhost:${MONOLITH_PORT}/healthz`, { name: 'gateway (monolito)', timeoutMs: 60000 });
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

// Runs in the page before any of its scripts (and in page.waitForFunction / evaluate below).
/* global document, window, requestAnimationFrame, MutationObserver */
function recordMainHeading() {
  const found = () => {
    if (!document.querySelector('main h1')) return false;
    requestAnimationFrame(() => {
      window.__mainHeadingAt = performance.now();
    });
    return true;
  };
  new MutationObserver((_records, observer) => {
    if (found()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** One cold load: ms from navigation start to the main heading's first frame, and the scripts it fetched. */
async function coldLoad(browser, url) {
  const context = await browser.newContext();
  await context.addInitScript(recordMainHeading);
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => typeof window.__mainHeadingAt === 'number', null, { timeout: 30000 });
    const ms = await page.evaluate(() => window.__mainHeadingAt);
    const bytes = (await Promise.all(scripts.map((r) => r.sizes()))).reduce((n, s) => n + s.responseBodySize, 0);
    return { ms, scripts: scripts.length, bytes };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ composedUrl?: string, runs?: number }} [options]
 */
export async function benchComposedVsMonolith(browser, { composedUrl = 'http://localhost:8080', runs = 10 } = {}) {
  const releasesDir = buildMonolith();
  const stop = await startMonolithGateway(releasesDir);
  const variants = { composed: composedUrl, monolith: `http://localhost:${MONOLITH_PORT}` };
  const results = [];
  try {
    console.log(
      `\n== Compuesto vs un solo bundle (mediana de ${runs} cargas en frío; navegación → primer cuadro con el <h1> de <main>) ==`,
    );
    for (const route of ROUTES) {
      const times = { composed: [], monolith: [] };
      const first = {};
      for (const [name, base] of Object.entries(variants)) first[name] = await coldLoad(browser, base + route);
      for (let i = 0; i < runs; i++) {
        const order = i % 2 ? ['monolith', 'composed'] : ['composed', 'monolith'];
        for (const name of order) times[name].push((await coldLoad(browser, variants[name] + route)).ms);
      }
      const composed = median(times.composed);
      const monolith = median(times.monolith);
      const ratio = composed / monolith;
      console.log(
        `composed_vs_monolith ${route}: ${ratio.toFixed(3)} (composed ${composed.toFixed(0)} ms, monolith ${monolith.toFixed(0)} ms; meta ≤ 1.05)`,
      );
      for (const name of ['composed', 'monolith']) {
        const t = [...times[name]].sort((a, b) => a - b);
        console.log(
          `    ${name.padEnd(8)} min ${t[0].toFixed(0)} · máx ${t[t.length - 1].toFixed(0)} ms · ${first[name].scripts} scripts, ${(first[name].bytes / 1024).toFixed(1)} KB transferidos`,
        );
      }
      results.push({ route, ratio, composed, monolith });
    }
  } finally {
    stop();
  }
  return results;
}
