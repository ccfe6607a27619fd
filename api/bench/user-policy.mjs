// Benchmark of the wallet read (DESIGN.md budget: through the gateway, authenticated GET /api/v1/user/policy
// holds p99 < 25 ms at 300 requests/s on 2 cores). Seeds nothing by itself: `seedPolicies` gives the user
// their policies through the API; `benchUserPolicy` measures gateway and api side by side.
//
//   BENCH_TOKEN=<access token> GATEWAY_URL=http://localhost:8080 API_URL=http://localhost:8081 node bench/user-policy.mjs
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const PATH = '/api/v1/user/policy';

/** A complete manual policy, numbered so each seeded one is distinct. */
function manualPolicy(i) {
  return {
    status: 'activa',
    category: 'car',
    insurer: ['bse', 'mapfre', 'sura', 'porto', 'sbi'][i % 5],
    asegurado: 'Usuaria de Prueba',
    numeroPoliza: `BENCH-${String(i).padStart(4, '0')}`,
    vigenciaDesde: '2025-03-01',
    vigenciaHasta: '2026-03-01',
    tipoRenovacion: 'Automática',
    medioPago: 'Débito',
    prima: 850 + i,
    premioTotal: 1037.5 + i,
    cuotas: 10,
    corredor: 'Corredora del Sur',
    producto: 'Automóviles',
    plan: 'Auto Total',
    descripcionBien: `Vehículo de prueba ${i}`,
    cobertura: 'Total',
    limite: 'USD 1.000.000',
    deducible: 'USD 400',
    productId: '',
    packageId: '',
    prefill: null,
  };
}

async function call(method, url, token, body) {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${payload?.meta?.message ?? ''}`);
  return payload.data;
}

/**
 * Makes sure the token's user has at least `n` policies in the wallet: creates the missing ones as external
 * policies (POST /policy/external) and attaches them (POST /user/policy). Returns the wallet size.
 */
export async function seedPolicies(apiUrl, token, n = 20) {
  const base = apiUrl.replace(/\/+$/, '');
  const existing = await call('GET', `${base}${PATH}`, token);
  const ids = [];
  for (let i = existing.length; i < n; i++)
    ids.push((await call('POST', `${base}/api/v1/policy/external`, token, manualPolicy(i)))._id);
  const wallet = ids.length
    ? await call('POST', `${base}${PATH}`, token, [...existing.map((p) => p._id), ...ids])
    : existing;
  return wallet.length;
}

function run(url, token, { rate, duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, overallRate: rate, headers: { authorization: `Bearer ${token}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function summary(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Authenticated GET /api/v1/user/policy at a fixed 300 requests/s for ~10 s, through the gateway and
 * straight to the api. Latencies in ms; `ratio` is gateway p99 / direct p99.
 */
export async function benchUserPolicy({ token, gatewayUrl, apiUrl, rate = 300, duration = 10, connections = 10 }) {
  const targets = {
    gateway: `${gatewayUrl.replace(/\/+$/, '')}${PATH}`,
    direct: `${apiUrl.replace(/\/+$/, '')}${PATH}`,
  };
  const results = {};
  for (const [name, url] of Object.entries(targets)) {
    await run(url, token, { rate, duration: 2, connections }); // warm-up: JIT, connections, key cache
    results[name] = summary(await run(url, token, { rate, duration, connections }));
  }
  return {
    gateway: results.gateway,
    direct: results.direct,
    ratio: Number((results.gateway.p99 / Math.max(results.direct.p99, 1)).toFixed(2)),
  };
}

export function printUserPolicy(result) {
  const row = (name, r) =>
    `  ${name.padEnd(8)} ${String(r.rps).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${r.errors ? `   errores: ${r.errors}` : ''}`;
  console.log('\n== GET /api/v1/user/policy autenticado (20 pólizas, 300 req/s) ==');
  console.log(row('gateway', result.gateway));
  console.log(row('api', result.direct));
  console.log(
    `user_policy_p99_gateway: ${result.gateway.p99} ms (presupuesto 25 ms) · gateway/api p99: ${result.ratio}x`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const token = process.env.BENCH_TOKEN;
  if (!token) {
    console.error('Falta BENCH_TOKEN (un access token de idp-dev para la audiencia de la api).');
    process.exit(1);
  }
  const apiUrl = process.env.API_URL ?? 'http://localhost:8081';
  const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:8080';
  await seedPolicies(apiUrl, token, 20);
  printUserPolicy(await benchUserPolicy({ token, gatewayUrl, apiUrl }));
}
