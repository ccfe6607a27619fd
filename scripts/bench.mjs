// npm run bench: prints the figures the performance budgets in ../shared/DESIGN.md are checked against.
// Benchmarks print numbers; they never fail a test run on timing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DATA_DIR, ROOT, answers, ensureInstall, log } from './lib.mjs';

await ensureInstall();
const { buildAll } = await import('./build.mjs');
const { startStack } = await import('./stack.mjs');
const { accessToken } = await import('./idp-login.mjs');
const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
// `npm run bench -- lighthouse` (or `-- monolith`, or both) runs only those parts (scripts/bench/).
const { BENCH_PARTS, runBenchParts } = await import('./bench/parts.mjs');
const only = process.argv.slice(2);
const unknown = only.filter((part) => !BENCH_PARTS.includes(part));
if (unknown.length) {
  log(`Parte desconocida: ${unknown.join(', ')}. Probá con ${BENCH_PARTS.join(' o ')}, o sin argumentos para todo.`);
  process.exit(1);
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
if (only.length) {
  try {
    await runBenchParts(only, browser);
  } finally {
    await browser.close();
    stop();
  }
  process.exit();
}
try {
  // Ana's wallet holds 20 policies for the routes below and the wallet benchmark.
  const token = await accessToken();
  const { seedPolicies } = await import(path.join(ROOT, 'api', 'bench', 'user-policy.mjs'));
  await seedPolicies('http://localhost:8081', token, 20);

  // JavaScript weight: / and each remote's first screen against their budgets, React once per route.
  const { benchWeight, signedInContext } = await import('./bench/weight.mjs');
  const { context, policyId } = await signedInContext(browser);
  await benchWeight({ browser, signedIn: context, policyId });
  await context.close();

  // The plan carousel's packages, through the gateway.
  const { benchSbiPackages } = await import(path.join(ROOT, 'api', 'bench', 'sbi-packages.mjs'));
  console.log('\n== GET /api/v1/sbi/productos/202 (paquetes del carrusel) por el gateway ==');
  for (const concurrency of [1, 4]) {
    const r = await benchSbiPackages({ gatewayUrl: 'http://localhost:8080', concurrency });
    console.log(`  ${concurrency} a la vez: p50 ${r.p50} ms  p95 ${r.p95} ms  máx ${r.max} ms  errores ${r.errors}`);
    if (concurrency === 1) console.log(`sbi_packages_p95: ${r.p95} ms (presupuesto ${r.targetP95} ms)`);
  }

  await runBenchParts(BENCH_PARTS, browser);
} finally {
  await browser.close();
  await stop();
}

// The wallet read at 300 req/s on PGlite and on PostgreSQL, each on a stack of its own, beside a bare route.
// In a process of its own: the load generator in this one, whose heap Lighthouse and Playwright filled,
// paused long enough to make even the bare route's p99 several times larger.
const walletRun = spawnSync(process.execPath, [path.join(ROOT, 'api', 'bench', 'user-policy.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (walletRun.status !== 0) process.exitCode = 1;

// The assistant's first token, from its evaluation (an api of its own, after the stacks above stopped).
const { assistantFirstToken, printAssistantFirstToken } = await import('./bench/assistant.mjs');
printAssistantFirstToken(assistantFirstToken());
