// Lighthouse scores (SEO included) of /, /insurance/home, /quote/home and /app (signed in as Ana) in Debian's Chromium, for
// `npm run bench` and `npm run bench -- lighthouse`. Prints numbers; never fails on a score.
//
// One Chromium profile (Playwright's persistent context, opened with a DevTools port for Lighthouse):
// the signed-out routes run first with Lighthouse's own storage and cache reset; then Ana signs in through
// idp-dev's form in that profile, and /app runs with the storage reset off (the session lives in
// localStorage), after the HTTP cache is cleared by hand so it is a cold load like the others.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { signInInBrowser } from '../idp-login.mjs';
import { DATA_DIR, ROOT } from '../lib.mjs';

const require = createRequire(import.meta.url);
/** Every run's full report (lighthouse's JSON), for a look at the audits behind a score. */
export const REPORTS_DIR = path.join(DATA_DIR, 'bench', 'lighthouse');

export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

async function importFromE2e(specifier) {
  return import(pathToFileURL(require.resolve(specifier)).href);
}

async function devtoolsPort(userDataDir) {
  const file = path.join(userDataDir, 'DevToolsActivePort');
  for (let i = 0; i < 100; i++) {
    if (fs.existsSync(file)) return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium no abrió el puerto de DevTools');
}

function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const metrics = METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`).join(' · ');
  // What costs points: weighted audits of each category that did not pass (metrics are listed above).
  const failing = {};
  for (const c of CATEGORIES) {
    failing[c] = lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && ref.group !== 'metrics')
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => a.id);
  }
  // Where LCP time goes (Lighthouse 13's LCP breakdown insight, as observed in the trace, not simulated):
  // load delay/render delay long = waiting for JS.
  const subparts = lhr.audits['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? [];
  const lcp = subparts.map((p) => `${p.label} ${Math.round(p.duration)} ms`).join(' · ');
  const consoleErrors = (lhr.audits['errors-in-console']?.details?.items ?? []).map(
    (i) => `${i.sourceLocation?.url ?? i.source}: ${String(i.description).split('\n')[0]}`,
  );
  return { scores, metrics, failing, lcp, consoleErrors, warnings: lhr.runWarnings ?? [] };
}

function print(route, formFactor, s) {
  const pad = `${route} (${formFactor})`;
  console.log(
    `lighthouse ${pad}: performance ${s.scores.performance} · accessibility ${s.scores.accessibility} · best-practices ${s.scores['best-practices']} · seo ${s.scores.seo}`,
  );
  console.log(`    ${s.metrics}`);
  if (s.lcp) console.log(`    LCP: ${s.lcp}`);
  for (const e of s.consoleErrors) console.log(`    error de consola: ${e}`);
  for (const [category, ids] of Object.entries(s.failing)) {
    if (ids.length) console.log(`    ${category} no pasa: ${ids.join(', ')}`);
  }
  for (const w of s.warnings) console.log(`    aviso de Lighthouse: ${String(w).split('\n')[0]}`);
}

/**
 * @param {{ baseUrl?: string, formFactors?: Array<'mobile' | 'desktop'>, executablePath?: string, routes?: string[] }} [options]
 * @returns {Promise<Array<{ route: string, formFactor: string, scores: Record<string, number> }>>}
 */
export async function benchLighthouse({
  baseUrl = 'http://localhost:8080',
  formFactors = ['mobile', 'desktop'],
  executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium',
} = {}) {
  const { chromium } = require('@playwright/test');
  const { default: lighthouse } = await importFromE2e('lighthouse');
  const { default: desktopConfig } = await importFromE2e('lighthouse/core/config/desktop-config.js');
  const configs = { mobile: undefined, desktop: desktopConfig };

  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--remote-debugging-port=0'],
  });
  const results = [];
  try {
    const port = await devtoolsPort(userDataDir);
    const clearCache = async () => {
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    };
    const run = async (route, { signedIn }) => {
      for (const formFactor of formFactors) {
        if (signedIn) await clearCache();
        const flags = {
          port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: CATEGORIES,
          disableStorageReset: signedIn,
        };
        let { lhr } = await lighthouse(`${baseUrl}${route}`, flags, configs[formFactor]);
        // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP...) scores 0: it asks to run again.
        if (lhr.runtimeError) {
          console.log(`  (${route} ${formFactor}: Lighthouse dio ${lhr.runtimeError.code}; lo corro de nuevo)`);
          if (signedIn) await clearCache();
          ({ lhr } = await lighthouse(`${baseUrl}${route}`, flags, configs[formFactor]));
        }
        if (signedIn && new URL(lhr.finalDisplayedUrl).pathname !== route) {
          throw new Error(`${route} terminó en ${lhr.finalDisplayedUrl}: la sesión no llegó a Lighthouse`);
        }
        fs.writeFileSync(
          path.join(REPORTS_DIR, `${route.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${formFactor}.json`),
          JSON.stringify(lhr),
        );
        const s = summarize(lhr);
        print(route, formFactor, s);
        results.push({ route, formFactor, scores: s.scores });
      }
    };
    console.log(
      '\n== Lighthouse (Chromium de Debian, headless; mobile = configuración por defecto de Lighthouse: Moto G Power, 4G lenta y CPU 4x simuladas; desktop = su configuración de escritorio) ==',
    );
    await run('/', { signedIn: false });
    await run('/insurance/home', { signedIn: false });
    await run('/quote/home', { signedIn: false });
    await (await signInInBrowser(context, { appUrl: baseUrl })).close();
    await run('/app', { signedIn: true });
    console.log(`  (informes completos: ${path.relative(ROOT, REPORTS_DIR)}/)`);
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}
