// Benchmark of the plan carousel's packages (DESIGN.md budget: answered in under 150 ms p95), through the
// gateway: GET /api/v1/sbi/productos/202?valorDeclarado=200000, public, priced by the partner (cached 60 s
// by the api). Sequential by default, or a few requests at a time, as browsers moving through the carousel.
//
//   GATEWAY_URL=http://localhost:8080 node bench/sbi-packages.mjs
import { pathToFileURL } from 'node:url';

export const SBI_PACKAGES_PATH = '/api/v1/sbi/productos/202?valorDeclarado=200000';
export const SBI_PACKAGES_TARGET_P95_MS = 150;

/** Nearest-rank percentile of sorted numbers. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms) => Math.round(ms * 100) / 100;

/**
 * Times `requests` GETs of the packages (after a few unmeasured warm-up requests), `concurrency` at a time.
 * Returns milliseconds: { requests, errors, p50, p95, max, targetP95, ok }.
 */
export async function benchSbiPackages({
  gatewayUrl = 'http://localhost:8080',
  requests = 200,
  concurrency = 1,
  warmup = 10,
  path = SBI_PACKAGES_PATH,
} = {}) {
  const url = `${gatewayUrl.replace(/\/+$/, '')}${path}`;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    const body = await response.json().catch(() => null);
    const ms = performance.now() - started;
    const ok = response.ok && body?.meta?.code === 0 && Array.isArray(body?.data?.paquetes);
    return { ms, ok };
  };

  for (let i = 0; i < warmup; i++) {
    const { ok } = await once();
    if (!ok && i === warmup - 1)
      throw new Error(`GET ${url} does not answer packages: is the stack (gateway, api, sbi-sandbox) running?`);
  }

  const latencies = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const { ms, ok } = await once().catch(() => ({ ms: NaN, ok: false }));
      if (ok) latencies.push(ms);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  return {
    requests,
    errors,
    p50: round(percentile(latencies, 50)),
    p95: round(p95),
    max: round(latencies.at(-1) ?? NaN),
    targetP95: SBI_PACKAGES_TARGET_P95_MS,
    ok: errors === 0 && p95 < SBI_PACKAGES_TARGET_P95_MS,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchSbiPackages({
    gatewayUrl: process.env.GATEWAY_URL ?? 'http://localhost:8080',
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 1),
  });
  console.log(JSON.stringify({ 'GET /api/v1/sbi/productos/202': result }, null, 2));
  if (!result.ok) process.exitCode = 1;
}
