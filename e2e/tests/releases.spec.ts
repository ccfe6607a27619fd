// Release management end to end, on the real release store the stack's gateway (:8080) serves, plus a
// second gateway process (:18080) on the same store: publish a second version of mf-landing whose landing
// heading says so, switch it under load, roll back, run a 10 % canary and a QA override. Asserts zero
// failed page loads and zero 404s for the chunks of the version a tab started with, and prints the
// measured figures. Every change is undone at the end (mf-landing back to the version it had).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const STORE = process.env.RELEASES_DIR
  ? path.resolve(ROOT, process.env.RELEASES_DIR)
  : path.join(ROOT, '.data/releases');
const GATEWAY_A = 'http://localhost:8080';
const GATEWAY_B = 'http://localhost:18080';
// The release managers' page exists on gateway B only (the stack's gateway runs without the token).
const ADMIN_TOKEN = 'e2e-release-admin-token-0123456789';
const HEADING = 'Tus seguros, simples y a la mano.';
const HEADING_V2 = 'Tus seguros, simples y a la mano (versión 2).';

const execFileAsync = promisify(execFile);

/** The release CLI, asynchronously: the load generator in this process keeps running meanwhile. */
async function release(...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(
    path.join(ROOT, 'gateway/node_modules/.bin/tsx'),
    [path.join(ROOT, 'gateway/src/release/cli.ts'), ...args, '--who', 'e2e releases.spec'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, RELEASES_DIR: STORE } },
  );
  return stdout;
}

interface Manifest {
  revision: number;
  remotes: { package: string; version: string; entry: string }[];
}

async function manifest(base: string, cookie?: string): Promise<Manifest> {
  const res = await fetch(`${base}/remotes.json`, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`remotes.json ${res.status}`);
  return (await res.json()) as Manifest;
}

const landingVersion = (m: Manifest) => m.remotes.find((r) => r.package === 'mf-landing')!.version;

/** A copy of a stored mf-landing version whose landing heading says "versión 2" (different bytes). */
function makeSecondVersion(v1: string): { version: string; dir: string } {
  const from = path.join(STORE, 'mf-landing', v1);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-landing-v2-'));
  fs.cpSync(from, dir, { recursive: true, filter: (src) => !path.basename(src).startsWith('.') || src === from });
  let patched = 0;
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.js')) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (text.includes(HEADING)) {
      const patchedText = text.split(HEADING).join(HEADING_V2);
      fs.writeFileSync(path.join(dir, file), patchedText);
      // The build's precompressed copies are what browsers get: they must say the same.
      fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(patchedText));
      fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(patchedText));
      patched++;
    }
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  // Its pages prerendered at publish say the same, or the browser would hydrate v1's HTML with v2's code.
  const prerender = path.join(dir, 'prerender');
  if (fs.existsSync(prerender)) {
    for (const file of fs.readdirSync(prerender).sort()) {
      const text = fs.readFileSync(path.join(prerender, file), 'utf8');
      if (!text.includes(HEADING)) continue;
      fs.writeFileSync(path.join(prerender, file), text.split(HEADING).join(HEADING_V2));
      hash.update(fs.readFileSync(path.join(prerender, file)));
    }
  }
  if (patched === 0) throw new Error(`No chunk of mf-landing ${v1} holds the landing heading`);
  return { version: `${v1}-v2e2e${hash.digest('hex').slice(0, 8)}`, dir };
}

/** Bounded load on both gateways: page manifests, then that version's entry and a chunk, like a browser. */
function startLoad(workers: number) {
  const stats = { requests: 0, failures: [] as string[] };
  let running = true;
  const worker = async (i: number) => {
    const base = i % 2 === 0 ? GATEWAY_A : GATEWAY_B;
    const cookie = `mf_bucket=load-worker-${String(i).padStart(8, '0')}`;
    for (let n = 0; running && n < 20_000; n++) {
      try {
        const m = await manifest(base, cookie);
        const entry = m.remotes.find((r) => r.package === 'mf-landing')!.entry;
        const entryRes = await fetch(`${base}${entry}`);
        const chunkRes = await fetch(`${base}${entry.replace('remoteEntry.js', 'main.js')}`);
        stats.requests += 3;
        for (const r of [entryRes, chunkRes]) if (!r.ok) stats.failures.push(`${r.status} ${r.url}`);
        await entryRes.arrayBuffer();
        await chunkRes.arrayBuffer();
      } catch (error) {
        stats.failures.push(String(error));
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
  return {
    stats,
    stop: async () => {
      running = false;
      await done;
      return stats;
    },
  };
}

/** Records every remote file a page asks for, and every failure. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/remotes/') && res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    // (A request the next navigation cancels is no serving failure: a wrong version is a 404, caught above.)
    if (req.url().includes('/remotes/') && req.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed ${req.url()}: ${req.failure()?.errorText ?? ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  return problems;
}

async function loadedHeading(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // (The heading is prerendered: the remote's code is loaded when the network is quiet, not when it shows.)
  await page.waitForLoadState('networkidle');
  return (await heading.textContent()) ?? '';
}

let gatewayB: ChildProcess | null = null;
let v1 = '';
let v2 = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  v1 = landingVersion(await manifest(GATEWAY_A));
  const second = makeSecondVersion(v1);
  v2 = second.version;
  await release('publish', 'mf-landing', '--version', v2, '--from', second.dir, '--no-activate');
  fs.rmSync(second.dir, { recursive: true, force: true });

  gatewayB = spawn(path.join(ROOT, 'gateway/node_modules/.bin/tsx'), [path.join(ROOT, 'gateway/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      GATEWAY_PORT: '18080',
      // The first gateway holds the metrics port (9464).
      GATEWAY_METRICS_PORT: 'off',
      LOG_LEVEL: 'warn',
      RELEASES_DIR: STORE,
      RATE_LIMIT_MAX: '100000',
      RELEASE_ADMIN_TOKEN: ADMIN_TOKEN,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${GATEWAY_B}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the second gateway did not start on :18080');
});

test.afterAll(async () => {
  // Leave mf-landing as it was, whatever failed.
  const m = await manifest(GATEWAY_A).catch(() => null);
  await release('abort', 'mf-landing', '--why', 'e2e: limpieza').catch(() => {
    // no canary running
  });
  if (m && landingVersion(m) !== v1) await release('switch', 'mf-landing', v1, '--why', 'e2e: limpieza');
  gatewayB?.kill('SIGTERM');
});

test('switch and roll back under load: no failed load, open tabs keep their chunks, both gateways follow', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const load = startLoad(8);

  // A tab opened on v1 before the switch.
  const oldTab = await browser.newPage();
  const oldProblems = watch(oldTab);
  expect(await loadedHeading(oldTab, `${GATEWAY_A}/`)).toBe(HEADING);

  // A second browser reloading on the other gateway.
  const reloader = await browser.newPage();
  const reloaderProblems = watch(reloader);
  expect(await loadedHeading(reloader, `${GATEWAY_B}/`)).toBe(HEADING);

  const switchedAt = Date.now();
  await release('switch', 'mf-landing', v2, '--why', 'e2e: versión 2');
  const commandDone = Date.now();
  // When the new revision was renamed into place (most of the command's time is tsx starting up).
  const writtenAt = Date.parse(
    (JSON.parse(fs.readFileSync(path.join(STORE, 'snapshot.json'), 'utf8')) as { updatedAt: string }).updatedAt,
  );
  // The other gateway's manifest, polled.
  let seenByB = 0;
  for (let i = 0; i < 200 && !seenByB; i++) {
    if (landingVersion(await manifest(GATEWAY_B)) === v2) seenByB = Date.now();
    else await new Promise((r) => setTimeout(r, 10));
  }
  expect(seenByB).toBeGreaterThan(0);
  // The first page load on gateway B that shows v2.
  let firstNewPage = 0;
  let pageLoads = 0;
  for (let i = 0; i < 20 && !firstNewPage; i++) {
    pageLoads++;
    if ((await loadedHeading(reloader, `${GATEWAY_B}/`)) === HEADING_V2) firstNewPage = Date.now();
  }
  expect(firstNewPage).toBeGreaterThan(0);
  expect(seenByB - commandDone).toBeLessThan(1000);

  // The tab opened on v1 navigates to another mf-landing screen: its chunks come from v1, all found.
  await oldTab.evaluate(() => {
    history.pushState({}, '', '/quienes-somos');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(oldTab.getByRole('heading', { level: 1 })).not.toHaveText(HEADING);
  await expect(oldTab.getByRole('heading', { level: 1 })).toBeVisible();
  expect(oldProblems).toEqual([]);

  // Roll back under the same load.
  const atRollback = { requests: load.stats.requests, failures: load.stats.failures.length };
  const rolledAt = Date.now();
  await release('rollback', 'mf-landing', '--why', 'e2e: vuelvo a la 1');
  let backOnB = 0;
  for (let i = 0; i < 20 && !backOnB; i++) {
    pageLoads++;
    if ((await loadedHeading(reloader, `${GATEWAY_B}/`)) === HEADING) backOnB = Date.now();
  }
  expect(backOnB).toBeGreaterThan(0);

  const stats = await load.stop();
  expect(reloaderProblems).toEqual([]);
  expect(stats.failures).toEqual([]);
  console.log(
    `[releases] switch: command ${commandDone - switchedAt} ms (snapshot written ${writtenAt - switchedAt} ms in); ` +
      `gateway B manifest ${seenByB - switchedAt} ms after the command started (${seenByB - writtenAt} ms after the write); ` +
      `first new page load on gateway B done ${firstNewPage - switchedAt} ms after the command started ` +
      `(${firstNewPage - writtenAt} ms after the write); ` +
      `rollback: first old page load ${backOnB - rolledAt} ms; browser page loads ${pageLoads + 3} (failed 0, ` +
      `404s of the old tab's chunks 0); load generator on both gateways: switch ${atRollback.requests} requests, ` +
      `failed ${atRollback.failures}; rollback ${stats.requests - atRollback.requests} requests, ` +
      `failed ${stats.failures.length - atRollback.failures}`,
  );
  await oldTab.close();
  await reloader.close();
});

test('a 10 % canary: about a tenth of browsers, sticky across reloads and gateways, then aborted', async ({
  browser,
}) => {
  await release('canary', 'mf-landing', v2, '10', '--why', 'e2e: canary');
  let inCanary = 0;
  const total = 600;
  for (let i = 0; i < total; i++) {
    const cookie = `mf_bucket=e2e-browser-${String(i).padStart(8, '0')}`;
    const a = landingVersion(await manifest(GATEWAY_A, cookie));
    expect(landingVersion(await manifest(GATEWAY_B, cookie))).toBe(a);
    if (a === v2) inCanary++;
  }
  // 600 browsers: 10 % ± 4 points (three standard deviations).
  expect(Math.abs((inCanary / total) * 100 - 10)).toBeLessThan(4);

  // A real browser: whatever it got, it keeps on reload and on the other gateway (cookies ignore ports).
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watch(page);
  const first = await loadedHeading(page, `${GATEWAY_A}/`);
  expect(await loadedHeading(page, `${GATEWAY_A}/`)).toBe(first);
  expect(await loadedHeading(page, `${GATEWAY_B}/`)).toBe(first);
  expect(problems).toEqual([]);
  await context.close();
  await release('abort', 'mf-landing', '--why', 'e2e: fin del canary');
  console.log(`[releases] canary 10 %: ${inCanary} of ${total} browsers got ${v2}`);
});

test('a QA link pins v2 for one browser with a badge; a forged cookie is ignored', async ({ browser }) => {
  const output = await release('qa', `mf-landing@${v2}`, '--hours', '1');
  const link = output.split('\n').find((l) => l.startsWith('http://localhost:8080/__release/qa?token='))!;
  expect(link).toBeDefined();

  const qa = await browser.newContext();
  const page = await qa.newPage();
  const problems = watch(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING_V2);
  await expect(page.getByRole('complementary', { name: 'Versiones fijadas para QA' })).toContainText(
    `QA: mf-landing ${v2}`,
  );
  expect(problems).toEqual([]);

  // Everyone else still gets v1.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  expect(await loadedHeading(otherPage, `${GATEWAY_A}/`)).toBe(HEADING);
  await expect(otherPage.getByRole('complementary', { name: 'Versiones fijadas para QA' })).toHaveCount(0);

  // A forged cookie (the payload changed, the signature kept) pins nothing.
  const cookie = (await qa.cookies()).find((c) => c.name === 'mf_qa')!;
  const [, signature] = decodeURIComponent(cookie.value).split('.');
  const forgedPayload = Buffer.from(JSON.stringify({ v: { 'mf-landing': v2 }, exp: 4_102_444_800 })).toString(
    'base64url',
  );
  await other.addCookies([{ ...cookie, value: `${forgedPayload}.${signature}` }]);
  expect(await loadedHeading(otherPage, `${GATEWAY_A}/`)).toBe(HEADING);
  const forgedLink = await otherPage.goto(`${GATEWAY_A}/__release/qa?token=${forgedPayload}.${signature}`);
  expect(forgedLink?.status()).toBe(403);

  // 'Quitar' drops the pins.
  await page.getByRole('link', { name: 'Quitar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await qa.close();
  await other.close();
});

test('the release managers page: sign in with a name and the token, switch with the button, see the history row', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${GATEWAY_B}/__release/admin`);
  await page.getByLabel('Tu nombre').fill('Equipo e2e');
  const token = page.getByLabel('Token de administración');
  await token.fill('not-the-admin-token');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Token incorrecto.');
  await token.fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(/^Snapshot activo: revisión \d+/)).toBeVisible();
  await expect(page.getByText('Sesión de Equipo e2e.')).toBeVisible();

  const row = page
    .getByRole('table', { name: 'Remotes' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'mf-landing', exact: true }) });
  const active = row.getByRole('cell').first();
  await expect(active).toHaveText(v1);
  const form = (button: string) => row.locator('form').filter({ has: page.getByRole('button', { name: button }) });
  const history = page.getByRole('table', { name: 'Historial (últimos 50)' }).getByRole('row').nth(1);

  // Switch to v2 with the button: the newest history row says who, what, from → to and why.
  await form('Cambiar').getByRole('combobox').selectOption(v2);
  await form('Cambiar').getByRole('textbox').fill('e2e: página de versiones');
  const clicked = Date.now();
  await form('Cambiar').getByRole('button', { name: 'Cambiar' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Listo: revisión \d+\.$/);
  await expect(active).toHaveText(v2);
  for (const text of [
    'Equipo e2e (página de versiones)',
    'switch',
    'mf-landing',
    `${v1} → ${v2}`,
    'e2e: página de versiones',
  ])
    await expect(history).toContainText(text);
  // The other gateway (the stack's, on the same store) serves it.
  let seenByA = 0;
  for (let i = 0; i < 200 && !seenByA; i++) {
    if (landingVersion(await manifest(GATEWAY_A)) === v2) seenByA = Date.now();
    else await new Promise((r) => setTimeout(r, 10));
  }
  expect(seenByA).toBeGreaterThan(0);
  expect(await loadedHeading(await context.newPage(), `${GATEWAY_A}/`)).toBe(HEADING_V2);

  // And back with 'Volver a la anterior'.
  await form('Volver a la anterior').getByRole('textbox').fill('e2e: vuelvo a la 1');
  await form('Volver a la anterior').getByRole('button', { name: 'Volver a la anterior' }).click();
  await expect(active).toHaveText(v1);
  await expect(history).toContainText(`rollback`);
  await expect(history).toContainText(`${v2} → ${v1}`);
  console.log(`[releases] admin page: switch clicked → gateway A served it in ${seenByA - clicked} ms`);
  await context.close();
});
