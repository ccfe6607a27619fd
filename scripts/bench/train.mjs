// A release train run under load, in Chromium: switches the shell and every remote from the active set to
// the workspace's builds (the router upgrade) through `npm run release -- train …` while browsers load pages
// of the composed app, and prints the figures: page loads and failed ones per phase (goal 0), pages that got
// a mix of the two sets (goal 0: the shell and every remote from one set), and the share of browsers the
// train's canary reached (page loads, and /remotes.json + main.js for 1,000 new browsers per canary phase).
//
//   node scripts/bench/train.mjs [--seconds 30] [--workers 3] [--name router-8] [--why "…"] [--routes /,/insurance/other]
//
// `--routes` picks the pages loaded (comma-separated); a route with `#anchor` also waits for the form inside
// that section (the landing's #solicitud mounts mf-forms' ./InsuranceRequestForm), so a module another remote
// mounts is loaded during the switch too.
//
// Phases: before, canary 10 %, canary 50 %, promote, rollback, switch (the new set stays active at the end).
// Each page load is a new browser (a new canary cohort position): the route's <h1> must show, with no
// page error, no failed or 4xx/5xx request of the app and no «No pudimos cargar esta sección». Which shell a
// page got is told by its main.js (hashed, against each stored shell's); which remotes, by the page's own
// snapshot. Starts the stack itself (the app must not be running; run it under the composed-app lock).
// Reads the folder store (RELEASES_DIR, default .data/releases).
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, DATA_DIR, answers, ensureInstall, fail, frontendPackages, log } from '../lib.mjs';
import { releasesDir } from '../releases.mjs';

const BASE = 'http://localhost:8080';
const FALLBACK = 'No pudimos cargar esta sección.';
const DEFAULT_ROUTES = ['/', '/quote/bike', '/insurance/other', '/insurance/home'];
const COHORT_SAMPLE = 1000;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const SECONDS = Number(option('seconds', '30'));
const WORKERS = Number(option('workers', '3'));
const NAME = option('name', 'router-8');
const WHY = option('why', 'tren del router');
const ROUTES = option('routes', DEFAULT_ROUTES.join(',')).split(',');

const execFileAsync = promisify(execFile);

/** The release CLI, without blocking this process (its browsers keep loading meanwhile). */
async function release(...cli) {
  const started = Date.now();
  const { stdout } = await execFileAsync(
    path.join(ROOT, 'scripts', 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'gateway', 'src', 'release', 'cli.ts'), ...cli, '--who', 'bench train', '--why', WHY],
    { cwd: ROOT, encoding: 'utf8' },
  );
  process.stdout.write(stdout);
  return Date.now() - started;
}

function builtVersion(pkg) {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
  return `${version}-${fs.readFileSync(path.join(ROOT, pkg, 'dist', '.build-stamp'), 'utf8').trim()}`;
}

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Which set a page (or a browser) got: 'old', 'new' or 'mix'. */
function classify(sets, shell, remotes) {
  const matches = (set) => shell === set.shell && Object.entries(remotes).every(([p, v]) => set[p] === v);
  if (matches(sets.old)) return 'old';
  if (matches(sets.new)) return 'new';
  return 'mix';
}

/** One page load in a new browser: whether it worked and which set it got. */
async function loadPage(browser, route, shells, sets) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  let shell = null;
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  page.on('requestfailed', (req) => {
    if (req.url().startsWith(BASE)) problems.push(`failed ${req.url()} ${req.failure()?.errorText ?? ''}`);
  });
  page.on('response', async (res) => {
    if (!res.url().startsWith(BASE)) return;
    if (res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
    if (new URL(res.url()).pathname === '/main.js')
      shell = shells.get(sha(await res.body().catch(() => Buffer.alloc(0)))) ?? 'desconocido';
  });
  try {
    await page.goto(`${BASE}${route}`);
    await page.locator('main h1').first().waitFor({ timeout: 20_000 });
    const anchor = new URL(route, BASE).hash;
    // A section another remote fills: its form (or the fallback, counted below) must show.
    if (anchor)
      await page.locator(`${anchor} form, ${anchor} :text("${FALLBACK}")`).first().waitFor({ timeout: 20_000 });
    if (route === '/') {
      // The router at work inside the page: a client-side navigation to another screen.
      const before = await page.locator('main h1').first().textContent();
      await page.evaluate(() => {
        globalThis.history.pushState({}, '', '/quienes-somos');
        globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
      });
      await page.waitForFunction((text) => globalThis.document.querySelector('main h1')?.textContent !== text, before, {
        timeout: 20_000,
      });
    }
    if ((await page.getByText(FALLBACK).count()) > 0) problems.push('aviso de remote caído');
  } catch (error) {
    problems.push(String(error).split('\n')[0]);
  }
  const snapshot = await page
    .evaluate(() => JSON.parse(globalThis.document.getElementById('remotes-snapshot')?.textContent ?? 'null'))
    .catch(() => null);
  await context.close();
  const remotes = Object.fromEntries((snapshot?.remotes ?? []).map((r) => [r.package, r.version]));
  return { ok: problems.length === 0, problems, got: classify(sets, shell, remotes) };
}

/** 1,000 new browsers (bucket cookies): the shell (main.js) and remotes each one gets. */
async function cohort(shells, sets) {
  const seen = { old: 0, new: 0, mix: 0 };
  for (let i = 0; i < COHORT_SAMPLE; i++) {
    const cookie = `mf_bucket=${randomBytes(16).toString('base64url')}`;
    const [main, manifest] = await Promise.all([
      fetch(`${BASE}/main.js`, { headers: { cookie } }).then((r) => r.arrayBuffer()),
      fetch(`${BASE}/remotes.json`, { headers: { cookie } }).then((r) => r.json()),
    ]);
    const remotes = Object.fromEntries(manifest.remotes.map((r) => [r.package, r.version]));
    seen[classify(sets, shells.get(sha(Buffer.from(main))), remotes)]++;
  }
  return seen;
}

async function main() {
  await ensureInstall();
  if (await answers(`${BASE}/healthz`)) fail('La app está corriendo: detenela (el script levanta la suya).');
  const store = releasesDir();
  const active = JSON.parse(fs.readFileSync(path.join(store, 'snapshot.json'), 'utf8')).remotes;
  const packages = frontendPackages();
  const next = Object.fromEntries(packages.map((p) => [p, builtVersion(p)]));
  // Published without going live (the same bytes again is a no-op): the train switches them.
  await release('publish', ...packages, '--no-activate');
  const old = Object.fromEntries(packages.map((p) => [p, active[p]]));
  if (packages.every((p) => old[p] === next[p]))
    fail(
      'El conjunto compilado ya está activo: volvé al anterior (npm run release -- train rollback) y corré de nuevo.',
    );
  const sets = { old, new: next };
  const shells = new Map(
    [old.shell, next.shell].map((v) => [sha(fs.readFileSync(path.join(store, 'shell', v, 'main.js'))), v]),
  );
  const members = packages.map((p) => `${p}@${next[p]}`);

  const { startStack } = await import('../stack.mjs');
  const stop = await startStack({ dataDir: path.join(DATA_DIR, 'bench'), quiet: true });
  const { chromium } = createRequire(import.meta.url)('@playwright/test');
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    .catch(async (error) => {
      await stop();
      throw error;
    });
  const phases = [];
  let phase = null;
  const begin = (label) => {
    phase = { label, loads: 0, failed: 0, got: { old: 0, new: 0, mix: 0 }, problems: [], cohort: null, commandMs: 0 };
    phases.push(phase);
  };
  let running = true;
  const worker = async (w) => {
    for (let n = w; running; n++) {
      const current = phase;
      const result = await loadPage(browser, ROUTES[n % ROUTES.length], shells, sets);
      current.loads++;
      current.got[result.got]++;
      if (!result.ok) {
        current.failed++;
        if (current.problems.length < 5) current.problems.push(...result.problems.slice(0, 2));
      }
    }
  };
  const wait = (s) => new Promise((r) => setTimeout(r, s * 1000));
  const step = async (label, cli, { sample = false } = {}) => {
    begin(label);
    if (cli) phase.commandMs = await release(...cli);
    if (sample) phase.cohort = await cohort(shells, sets);
    await wait(SECONDS);
  };
  try {
    begin('antes');
    const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
    await wait(SECONDS);
    await step('canary 10 %', ['train', 'canary', '10', ...members, '--name', NAME], { sample: true });
    await step('canary 50 %', ['train', 'canary', '50', ...members, '--name', NAME], { sample: true });
    await step('promote', ['train', 'promote']);
    await step('rollback', ['train', 'rollback']);
    await step('switch', ['train', 'switch', ...members, '--name', NAME]);
    running = false;
    await Promise.all(workers);
  } finally {
    await browser.close();
    await stop();
  }

  const total = { loads: 0, failed: 0, mix: 0 };
  log(`Tren ${NAME}: ${packages.length} paquetes, ${WORKERS} navegadores a la vez, ${SECONDS} s por fase`);
  for (const p of phases) {
    total.loads += p.loads;
    total.failed += p.failed;
    total.mix += p.got.mix;
    const share = p.loads ? ((p.got.new / p.loads) * 100).toFixed(1) : '—';
    const sample = p.cohort
      ? `; ${COHORT_SAMPLE} navegadores nuevos: ${((p.cohort.new / COHORT_SAMPLE) * 100).toFixed(1)} % el tren entero, ${p.cohort.mix} mezclas`
      : '';
    process.stdout.write(
      `train ${p.label.padEnd(12)} cargas ${String(p.loads).padStart(4)} · fallidas ${p.failed} · mezcladas ${p.got.mix} · con el tren ${share} %${sample}${p.commandMs ? ` · comando ${p.commandMs} ms` : ''}\n`,
    );
    for (const problem of p.problems) process.stdout.write(`    ${problem}\n`);
  }
  process.stdout.write(
    `train total: ${total.loads} cargas de página, ${total.failed} fallidas, ${total.mix} con una mezcla de conjuntos\n`,
  );
  if (total.failed > 0 || total.mix > 0) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(2);
});
