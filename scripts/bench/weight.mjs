// JavaScript weight of the composed app, checked against the budgets in ../shared/DESIGN.md:
//   - `/` downloads at most 130 KB of JavaScript (gzip level 9 of each script);
//   - each remote's remoteEntry plus the chunks of its first screen weigh at most 60 KB gzip;
//   - React, react-dom and the router are downloaded exactly once on every route.
// Which library a script carries is read from its source map, so the React count is exact: the number of
// downloaded files holding the library's own module. Production maps are hidden and never served: each
// build writes them to `<package>/dist-maps/` (tooling/webpack/create-config.cjs), read here by file name,
// so they describe the workspace's last build, which is what this script serves after building (with
// --no-build, build first or the fixed-name files' maps may not match).
//
// Called by scripts/bench.mjs; alone (builds, starts the stack, measures, stops):
//   node scripts/bench/weight.mjs [--no-build] [--detail]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { signInInBrowser } from '../idp-login.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export const LANDING_BUDGET = 130 * 1024;
export const REMOTE_BUDGET = 60 * 1024;

/** The module that identifies each library that must be downloaded once: its main implementation file. */
const SINGLE_DOWNLOAD = {
  react: /\/node_modules\/react\/cjs\/react\.production\.js$/,
  'react-dom': /\/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/,
  'react-router': /\/node_modules\/react-router\/dist\/production\/lib\/hooks\.js$/,
};

/** Each remote's first screen: the route where a person first meets it (signed in where guarded). */
export const FIRST_SCREENS = [
  { remote: 'mf_landing', route: '/', signedIn: false },
  { remote: 'mf_quote', route: '/quote/bike', signedIn: false },
  { remote: 'mf_forms', route: '/insurance/other', signedIn: false },
  { remote: 'mf_wallet', route: '/app', signedIn: true },
  { remote: 'mf_emission', route: '/policy/:id/emission', signedIn: true },
  { remote: 'mf_assistant', route: '/chat', signedIn: true },
];

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = Object.fromEntries([...B64].map((c, i) => [c, i]));

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64_INDEX[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated characters per source file of a source map (what each module costs in the minified file). */
export function bytesPerSource(map, code) {
  const lines = code.split('\n');
  const sizes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    const starts = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const v = decodeSegment(segment);
      column += v[0];
      if (v.length >= 4) {
        source += v[1];
        starts.push([column, source]);
      } else {
        starts.push([column, -1]);
      }
    }
    starts.forEach(([start, src], i) => {
      if (src < 0) return;
      const end = i + 1 < starts.length ? starts[i + 1][0] : text.length;
      const name = map.sources[src];
      sizes.set(name, (sizes.get(name) ?? 0) + Math.max(0, end - start));
    });
  });
  return sizes;
}

/** The package a source belongs to: the npm package under node_modules, else the workspace package. */
export function packageOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (source.startsWith('webpack/')) return '(webpack runtime)';
  const ws = source.match(/(?:^|\/)\.\.\/([^/.][^/]*)\//);
  if (ws) return ws[1];
  const own = source.match(/^webpack:\/\/([^/]+)\//);
  return own ? own[1].replace(/_/g, '-') : source;
}

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The hidden source map of a served script, from its package's `dist-maps/`: `/remotes/<package>/<version>/<file>`
 * is a remote's file, anything else the shell's. Null when there is none (a version built elsewhere).
 */
function sourceMapOf(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([\w-]+)\/[^/]+\/(.+)$/.exec(pathname);
  const [pkg, file] = remote ? [remote[1], remote[2]] : ['shell', pathname.slice(1)];
  try {
    return JSON.parse(fs.readFileSync(path.join(REPO, pkg, 'dist-maps', `${file}.map`), 'utf8'));
  } catch {
    return null;
  }
}

/** Every script a fresh load of `url` downloads, with its gzip size and what its source map says it holds. */
export async function routeScripts(owner, url, { settle } = {}) {
  const page = await owner.newPage();
  const pending = [];
  const styles = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = request
      .response()
      .then(async (r) => ({ url: request.url(), body: r ? await r.body() : Buffer.alloc(0) }));
    // A request that finishes after the files below were collected is not measured, and reading its body
    // fails once the page is closed: without a handler that rejection ended the process before `finally`
    // stopped the stack, leaving it on :8080. Measured ones still fail through Promise.all.
    body.catch(() => {});
    (type === 'script' ? pending : styles).push(body);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (settle) await settle(page);
  const files = await Promise.all(pending);
  const css = (await Promise.all(styles)).reduce((sum, f) => sum + zlib.gzipSync(f.body, { level: 9 }).length, 0);
  await page.close();
  const scripts = await Promise.all(
    files.map(async ({ url: u, body }) => {
      const gz = zlib.gzipSync(body, { level: 9 }).length;
      const packages = new Map();
      const sources = [];
      const map = sourceMapOf(u);
      if (map) {
        const sizes = bytesPerSource(map, body.toString('utf8'));
        const raw = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
        for (const [source, size] of sizes) {
          sources.push(source);
          const name = packageOf(source);
          // The file's gzip size shared out in proportion to each package's minified bytes: an estimate.
          packages.set(name, (packages.get(name) ?? 0) + (gz * size) / raw);
        }
        for (const source of map.sources) if (!sizes.has(source)) sources.push(source);
      }
      return { url: u, file: new URL(u).pathname, gz, packages, sources };
    }),
  );
  // Stylesheets are not part of the JavaScript budget; they are reported beside it so none goes unseen.
  return Object.assign(scripts, { css });
}

/** How many downloaded files carry each library that must be downloaded once. */
export function singleDownloads(scripts) {
  return Object.fromEntries(
    Object.entries(SINGLE_DOWNLOAD).map(([lib, pattern]) => [
      lib,
      scripts.filter((s) => s.sources.some((src) => pattern.test(src))).length,
    ]),
  );
}

/** The files a remote served (its remoteEntry and chunks), from the address of its release in /remotes.json. */
function remoteFiles(scripts, remoteUrl) {
  const base = new URL('.', remoteUrl).href;
  return scripts.filter((s) => s.url.startsWith(base));
}

const total = (scripts) => scripts.reduce((sum, s) => sum + s.gz, 0);

function printFiles(scripts, { detail }) {
  for (const s of [...scripts].sort((a, b) => b.gz - a.gz)) {
    const top = [...s.packages]
      .sort((a, b) => b[1] - a[1])
      .filter(([, size], i) => detail || (i < 4 && size >= 512))
      .map(([name, size]) => `${name} ${kb(size)}`)
      .join(', ');
    console.log(`  ${kb(s.gz).padStart(9)}  ${s.file}${top ? `  [${top}]` : ''}`);
  }
}

function downloadsLine(route, counts) {
  const values = Object.values(counts);
  const same = values.every((v) => v === values[0]);
  const detail = Object.entries(counts)
    .map(([lib, n]) => `${lib} ${n}`)
    .join(' · ');
  return `react_downloads ${route}: ${same ? values[0] : Math.max(...values)}${same ? '' : ' (¡distinto por librería!)'} (${detail})`;
}

/**
 * Prints the landing's files and total, each remote's first screen against its budget and the React count
 * per route. `signedIn` is a browser context where ana@example.com is signed in; `policyId` one of her policies.
 * @returns {Promise<{ landing: number, remotes: Record<string, number>, downloads: Record<string, object> }>}
 */
export async function benchWeight({ browser, signedIn, policyId, baseUrl = 'http://localhost:8080', detail = false }) {
  const manifest = await (await fetch(`${baseUrl}/remotes.json`)).json();
  const remoteUrl = Object.fromEntries(
    (manifest.remotes ?? manifest).map((r) => [r.name, new URL(r.entry ?? r.url, baseUrl).href]),
  );
  const results = { landing: 0, remotes: {}, downloads: {} };

  const landing = await routeScripts(browser, `${baseUrl}/`);
  console.log('\n== JavaScript de la ruta / (gzip; entre corchetes, lo que pesa cada paquete según el source map) ==');
  printFiles(landing, { detail });
  results.landing = total(landing);
  console.log(
    `landing_js_gzip_total: ${kb(results.landing)} (${results.landing} B; presupuesto ${kb(LANDING_BUDGET)}, ${LANDING_BUDGET} B)`,
  );
  console.log(`landing_css_gzip_total: ${kb(landing.css)} (hojas de estilo, fuera del presupuesto de JavaScript)`);

  console.log('\n== Cada remote: remoteEntry + primera pantalla (gzip) ==');
  const byRoute = new Map([['/', landing]]);
  for (const { remote, route, signedIn: guarded } of FIRST_SCREENS) {
    const address = route.replace(':id', policyId ?? '');
    if (route.includes(':id') && !policyId) {
      console.log(`  ${remote}: sin póliza para ${route}, no medido`);
      continue;
    }
    if (!byRoute.has(route)) byRoute.set(route, await routeScripts(guarded ? signedIn : browser, baseUrl + address));
    const own = remoteFiles(byRoute.get(route), remoteUrl[remote]);
    results.remotes[remote] = total(own);
    const files = own.map((s) => `${path.posix.basename(s.file)} ${kb(s.gz)}`).join(', ');
    console.log(
      `remote_first_screen_gzip ${remote}: ${kb(total(own))} (presupuesto ${kb(REMOTE_BUDGET)}) ${route} · ${files}`,
    );
  }

  console.log('\n== React, react-dom y el router: archivos descargados por ruta (exacto, por source map) ==');
  const extraRoutes = [
    ['/quote/home', browser],
    ['/insurance/home/compare', browser],
    ['/emission/result', signedIn],
    ...(policyId ? [['/policy/:id', signedIn]] : []),
  ];
  for (const [route, owner] of extraRoutes) {
    if (!byRoute.has(route)) byRoute.set(route, await routeScripts(owner, baseUrl + route.replace(':id', policyId)));
  }
  for (const [route, scripts] of byRoute) {
    results.downloads[route] = singleDownloads(scripts);
    console.log(`${downloadsLine(route, results.downloads[route])}  · total ${kb(total(scripts))}`);
  }
  return results;
}

/** Signs ana@example.com in through the IdP's form in a new context; returns it with one of her policy ids. */
export async function signedInContext(browser, baseUrl = 'http://localhost:8080') {
  const context = await browser.newContext();
  const page = await signInInBrowser(context, { appUrl: baseUrl });
  await page.waitForLoadState('networkidle');
  const href = await page
    .locator('a[href^="/policy/"]')
    .first()
    .getAttribute('href', { timeout: 5000 })
    .catch(() => null);
  await page.close();
  return { context, policyId: href?.split('/')[2] ?? null };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { DATA_DIR, ROOT, answers, ensureInstall, log } = await import('../lib.mjs');
  await ensureInstall();
  if (await answers('http://localhost:8080/healthz')) {
    log('La app está corriendo: detenela para medir.');
    process.exit(1);
  }
  if (!process.argv.includes('--no-build')) (await import('../build.mjs')).buildAll();
  const { startStack } = await import('../stack.mjs');
  const stop = await startStack({ dataDir: path.join(DATA_DIR, 'bench'), quiet: true });
  const { chromium } = createRequire(import.meta.url)('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const { accessToken } = await import('../idp-login.mjs');
    const { seedPolicies } = await import(path.join(ROOT, 'api', 'bench', 'user-policy.mjs'));
    await seedPolicies('http://localhost:8081', await accessToken(), 1);
    const { context, policyId } = await signedInContext(browser);
    await benchWeight({ browser, signedIn: context, policyId, detail: process.argv.includes('--detail') });
    await context.close();
  } finally {
    await browser.close();
    stop();
  }
}
