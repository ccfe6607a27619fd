// npm run chaos: the reliability figures, as a check. Starts the composed app on a fresh data dir with the
// api on a private PostgreSQL cluster, then: malformed requests from the OpenAPI document, partner faults
// during a purchase, PostgreSQL restarted under load, PDF bombs imported while /healthz is probed, upload
// routes reached through percent-encoded or dot-segment paths, a remote's
// entry answering 404/500 and typing while a form's data loads (Chromium), and a soak at 200 connections. Prints a table; exits 1 when a figure misses.
//
//   npm run chaos                      # soak of 10 minutes
//   npm run chaos -- --soak 60         # or CHAOS_SOAK_SECONDS=60
//   npm run chaos -- --only malformed,partner   # some parts (malformed, partner, postgres, pdfbomb, encoded, browser, soak)
//   npm run chaos -- --only topology [--seconds 120]   # two gateways, two apis, PostgreSQL, Redis, S3 (issue 22)
import path from 'node:path';
import { DATA_DIR, answers, ensureInstall, log } from './lib.mjs';

const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const soakSeconds = Number(arg('soak') ?? process.env.CHAOS_SOAK_SECONDS ?? 600);
if (!Number.isInteger(soakSeconds) || soakSeconds < 0) {
  process.stderr.write('--soak (o CHAOS_SOAK_SECONDS) debe ser un número entero de segundos.\n');
  process.exit(2);
}
const only = new Set((arg('only') ?? 'malformed,partner,postgres,pdfbomb,encoded,browser,soak').split(','));

await ensureInstall();
const { buildAll } = await import('./build.mjs');
const { startStack } = await import('./stack.mjs');
const { accessToken } = await import('./idp-login.mjs');
const { startPrivatePostgres } = await import('./chaos/postgres.mjs');
const { runMalformed } = await import('./chaos/malformed.mjs');
const { runPartnerFaults } = await import('./chaos/partner.mjs');
const { runPostgresRestart } = await import('./chaos/postgres-restart.mjs');
const { runPdfBomb } = await import('./chaos/pdf-bomb.mjs');
const { runEncodedPaths } = await import('./chaos/encoded-paths.mjs');
const { runSoak } = await import('./chaos/soak.mjs');

const GATEWAY = 'http://localhost:8080';
const API = 'http://localhost:8081';
const SBI = 'http://localhost:8082';
const SBI_TIMEOUT_MS = 2000;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

if (await answers(`${GATEWAY}/healthz`)) {
  log('La app está corriendo: detenela (el chequeo levanta la suya, con su propia base).');
  process.exit(1);
}
if (only.has('topology')) {
  // Its own processes (two of each server), not the stack below.
  const { runTopology } = await import('./chaos/topology.mjs');
  const results = await runTopology({ seconds: Number(arg('seconds') ?? 120) });
  console.log('\n== Cifras de la topología ==');
  for (const f of results) console.log(`${f.ok ? 'OK ' : 'MAL'}  ${f.figure}  ${f.value}   [${f.target}]`);
  process.exit(results.every((f) => f.ok) ? 0 : 1);
}
if (only.has('browser')) buildAll();

/** @type {Array<{ figure: string, value: string, target: string, ok: boolean }>} */
const figures = [];
const figure = (name, value, target, ok) => {
  figures.push({ figure: name, value: String(value), target, ok });
  log(`${ok ? 'OK ' : 'MAL'} ${name}: ${value} (${target})`);
};

const postgres = await startPrivatePostgres();
let stop = () => {};
// Whatever happens, no server and no cluster stay behind.
const cleanUp = () => {
  stop();
  postgres.destroy();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
process.on('uncaughtException', (error) => {
  process.stderr.write(`${error.stack}\n`);
  cleanUp();
  process.exit(1);
});
try {
  log(`PostgreSQL propio en el puerto ${postgres.port}.`);
  stop = await startStack({
    dataDir: path.join(DATA_DIR, 'chaos'),
    fresh: true,
    quiet: !process.env.CHAOS_VERBOSE,
    env: {
      DATABASE_URL: postgres.url,
      // One client sends everything here: the per-address limits would answer 429 instead of the routes.
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_UPLOADS_MAX: '100000000',
      SBI_TIMEOUT_MS: String(SBI_TIMEOUT_MS),
      LOG_LEVEL: 'warn',
    },
  });
  const services = stop.services;
  const token = await accessToken();
  // Signing in registers Ana (POST /user/sync, as the shell does after sign-in) and keeps her document for
  // the typing check: legitimate writes of their own, before any counting.
  const authJson = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const [method, p, body] of [
    ['POST', '/api/v1/user/sync', {}],
    ['PUT', '/api/v1/user/profile', { phone: '099123456', documentType: 'CI', documentNumber: '1.234.567-2' }],
    ['GET', '/api/v1/user/policy'],
  ]) {
    const res = await fetch(`${API}${p}`, { method, headers: authJson, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${p} respondió ${res.status}: ${await res.text()}`);
  }

  if (only.has('malformed')) {
    log('Pedidos malformados generados desde el documento OpenAPI…');
    const doc = await (await fetch(`${API}/api/v1/docs/json`)).json();
    // Row counts miss an update: Ana's own data is compared too.
    const anaData = async () =>
      JSON.stringify(
        await Promise.all(
          ['/api/v1/user/profile', '/api/v1/user/policy'].map(async (p) =>
            (await fetch(`${API}${p}`, { headers: { authorization: `Bearer ${token}` } })).text(),
          ),
        ),
      );
    const before = await postgres.countRows();
    const anaBefore = await anaData();
    const r = await runMalformed({ doc, token, gatewayUrl: GATEWAY, apiUrl: API });
    const after = await postgres.countRows();
    const anaAfter = await anaData();
    const changed = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
    const n5xx = Object.entries(r.statuses)
      .filter(([s]) => Number(s) >= 500 || s === 'timeout')
      .reduce((sum, [, n]) => sum + n, 0);
    console.log(`  ${r.sent} pedidos, ${r.operations} operaciones, ${r.seconds.toFixed(1)} s; códigos:`, r.statuses);
    for (const f of r.failures.slice(0, 20))
      console.log(`  ${f.status} ${f.variant} ${f.method} ${f.url.slice(0, 120)} ${f.snippet ?? ''}`);
    const acceptedByOp = {};
    for (const a of r.accepted) acceptedByOp[`${a.status} ${a.op} ${a.variant}`] = a;
    // Writes first (what a moved row count points at), then the reads, at most 20 lines in all.
    const accepted = Object.entries(acceptedByOp).sort(
      ([, a], [, b]) => Number(b.method !== 'GET') - Number(a.method !== 'GET') || b.status - a.status,
    );
    for (const [key, a] of accepted.slice(0, 20))
      console.log(
        `  aceptado: ${key} (${a.method}) ${a.signedIn ? 'con sesión' : 'sin sesión'} ${(a.body ?? '').slice(0, 120)}`,
      );
    figure('malformados: pedidos enviados', r.sent, '≥ 10000', r.sent >= 10_000);
    figure('malformados: respuestas 5xx o sin respuesta a tiempo', n5xx, '0', n5xx === 0);
    figure('malformados: conexiones cortadas (sin respuesta)', r.resets, 'informativo', true);
    figure(
      'malformados: filas escritas',
      changed.length ? changed.map((t) => `${t} ${before[t] ?? 0}→${after[t] ?? 0}`).join(', ') : 0,
      '0',
      changed.length === 0,
    );
    figure(
      'malformados: datos de Ana (perfil, pólizas) cambiados',
      anaBefore === anaAfter ? 'no' : `sí: ${anaBefore.slice(0, 200)} → ${anaAfter.slice(0, 200)}`,
      'no',
      anaBefore === anaAfter,
    );
  }

  if (only.has('partner')) {
    log('Aseguradora caída, lenta o con basura durante una compra…');
    for (const r of await runPartnerFaults({ apiUrl: API, sbiUrl: SBI, token, sbiTimeoutMs: SBI_TIMEOUT_MS })) {
      figure(
        `aseguradora ${r.mode === 'error' ? 'caída (503)' : r.mode}`,
        `${r.status} «${r.message}», pendiente ${r.pending ? 'sí' : 'NO'}, reintento ${r.retry}/${r.repeat}, emisiones ${r.emissions}`,
        'error en español, sigue pendiente, reintento 2xx, 1 emisión',
        r.ok,
      );
    }
  }

  if (only.has('postgres')) {
    log('PostgreSQL reiniciado bajo carga…');
    const r = await runPostgresRestart({ gatewayUrl: GATEWAY, token, postgres });
    console.log(`  ${r.requests} escrituras, códigos:`, r.codes, r.errorMessages);
    figure(
      'reinicio de PostgreSQL: escrituras confirmadas perdidas',
      `${r.lost} de ${r.acknowledged}`,
      '0',
      r.lost === 0,
    );
    figure(
      'reinicio de PostgreSQL: la api vuelve sola',
      r.recoveredMs === null ? 'no volvió' : `${r.recoveredMs} ms desde el reinicio (pg_ctl tardó ${r.restartMs} ms)`,
      'vuelve sin reiniciar la api',
      r.recoveredMs !== null && !r.failuresAtEnd,
    );
    const failed = Object.entries(r.codes).filter(([s]) => !(Number(s) >= 200 && Number(s) < 300));
    figure(
      'reinicio de PostgreSQL: errores durante el corte',
      failed.length ? failed.map(([s, n]) => `${n}×${s}`).join(', ') : 0,
      'informativo',
      true,
    );
  }

  if (only.has('pdfbomb')) {
    // 20 MB: refused by the inflated-bytes cap before pdf.js runs; 12 MB: under the cap, so pdf.js reads it in
    // the workers until its text-item limit trips. Either way the api's event loop must keep answering.
    for (const inflatedMb of [20, 12]) {
      log(`Cinco PDF que se inflan a ${inflatedMb} MB importados a la vez, /healthz de la api cada 10 ms…`);
      const stored = async () => {
        const rows = await postgres.countRows();
        return `${rows.files ?? 0}/${rows.pending_uploads ?? 0}`;
      };
      const before = await stored();
      const r = await runPdfBomb({ gatewayUrl: GATEWAY, apiUrl: API, token, inflatedBytes: inflatedMb * 1024 * 1024 });
      const after = await stored();
      const label = `bomba PDF (5 × ${(r.size / 1024).toFixed(0)} KB → ${inflatedMb} MB)`;
      figure(
        `${label}: /healthz p99`,
        `${r.healthz.p99} ms (p50 ${r.healthz.p50} ms, máx ${r.healthz.max} ms, ${r.healthz.probes} sondeos, ${r.healthz.failed} fallidos)`,
        '≤ 100 ms',
        r.healthz.p99 <= 100 && r.healthz.failed === 0,
      );
      figure(`${label}: tiempo de cada importación`, `${r.importMs.join(', ')} ms`, 'informativo', true);
      const refused = Object.keys(r.statuses).every((s) => s === '422' || s === '503');
      figure(
        `${label}: respuestas`,
        `${Object.entries(r.statuses)
          .map(([s, n]) => `${n}×${s}`)
          .join(', ')} «${r.messages.join('» «')}»; archivos/pendientes ${before} → ${after}`,
        '422 (o 503 con la cola llena) en español, nada guardado',
        refused && before === after,
      );
    }
  }

  if (only.has('encoded')) {
    log('Rutas de carga escritas con % o con segmentos . y ..…');
    const before = await postgres.countRows();
    const results = await runEncodedPaths({ gatewayUrl: GATEWAY, token });
    const after = await postgres.countRows();
    const changed = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
    const wrong = results.filter((r) => r.status !== 400 || r.limit !== undefined || !/no es válida/.test(r.message));
    for (const r of results) console.log(`  ${r.status} ${r.path} «${r.message}»`);
    figure(
      'rutas codificadas: 400 del gateway antes de contarlas o pasarlas a la api',
      [
        wrong.length
          ? `fallan: ${wrong.map((r) => `${r.status} ${r.path}`).join(', ')}`
          : `${results.length} de ${results.length}`,
        changed.length ? `filas escritas: ${changed.join(', ')}` : 'ninguna fila escrita',
      ].join('; '),
      'todas 400 en español, nada escrito',
      wrong.length === 0 && changed.length === 0,
    );
  }

  if (only.has('browser')) {
    log('Chromium: entrada de un remote con 404/500 y escribir mientras cargan los datos…');
    const { runBrowserChecks } = await import('./chaos/browser.mjs');
    // The document the typing check expects in the untouched field (whatever ran before).
    const kept = await fetch(`${API}/api/v1/user/profile`, {
      method: 'PUT',
      headers: authJson,
      body: JSON.stringify({ phone: '099123456', documentType: 'CI', documentNumber: '1.234.567-2' }),
    });
    if (!kept.ok) throw new Error(`PUT /user/profile respondió ${kept.status}`);
    const pending = await (async () => {
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const quote = await (
        await fetch(`${API}/api/v1/quote/create`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            category: 'bike',
            declaredValue: 2000,
            contactEmail: 'ana@example.com',
            nombre: 'Ana',
          }),
        })
      ).json();
      const policy = await (
        await fetch(`${API}/api/v1/user/policy-from-quote`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ quoteId: quote.data._id }),
        })
      ).json();
      return policy.data._id;
    })();
    const r = await runBrowserChecks({ baseUrl: GATEWAY, pendingPolicyId: pending });
    for (const e of r.entry) {
      figure(
        `remoteEntry.js de ${r.remote} con ${e.status}`,
        e.broken.length ? `fallan: ${e.broken.join(', ')}` : `${e.working} rutas bien (las suyas con el aviso)`,
        'su ruta con el aviso, las demás funcionan',
        e.broken.length === 0,
      );
    }
    const t = r.typing;
    figure(
      'escribir mientras cargan los datos (Mi Perfil)',
      !t.formShownWhileLoading
        ? 'el formulario espera los datos (spinner): no se pudo escribir'
        : !t.typedWhileLoading
          ? 'los datos llegaron antes de escribir: el chequeo no prueba nada'
          : `lo escrito ${t.kept ? 'se conserva' : `se perdió («${t.value}»)`}; el campo no tocado ${t.filled ? 'se completó' : `quedó «${t.loaded}»`}`,
      'lo escrito se conserva y lo demás se completa',
      t.kept && t.filled,
    );
  }

  if (only.has('soak') && soakSeconds > 0) {
    log(`Soak: ${soakSeconds} s a 200 conexiones…`);
    const r = await runSoak({ gatewayUrl: GATEWAY, token, services, seconds: soakSeconds });
    console.log(
      `  ${r.requests} pedidos (${r.rps}/s), 4xx ${r.status4xx}, errores ${r.errors}, timeouts ${r.timeouts}, p50 ${r.p50} ms, p99 ${r.p99} ms`,
    );
    console.log(
      '  cada pedido de la mezcla, una vez antes:',
      r.probes.map((p) => `${p.status} ${p.request}`).join(', '),
    );
    console.log('  códigos:', r.statuses);
    figure(`soak ${soakSeconds} s: respuestas 5xx`, `${r.status5xx} de ${r.requests}`, '0', r.status5xx === 0);
    figure(
      `soak ${soakSeconds} s: errores de conexión y timeouts`,
      r.errors + r.timeouts,
      '0',
      r.errors + r.timeouts === 0,
    );
    const badProbes = r.probes.filter((p) => p.status >= 400);
    figure(
      `soak ${soakSeconds} s: respuestas 4xx (la mezcla no manda pedidos inválidos)`,
      `${r.status4xx} de ${r.requests}${badProbes.length ? `; fallan: ${badProbes.map((p) => `${p.status} ${p.request}`).join(', ')}` : ''}`,
      '≤ 0,1 %',
      r.status4xx <= r.requests * 0.001,
    );
    figure(`soak ${soakSeconds} s: p99`, `${r.p99} ms`, 'informativo', true);
    for (const s of services) {
      const points = r.rss.series.map(({ at, rss }) => `${at}s ${Math.round(rss[s.name] / 1024 / 1024)}`);
      console.log(`  RSS ${s.name} (MB) durante la carga: ${points.join(' · ')}`);
    }
    for (const s of services) {
      const { idle, warm, end, settled, series } = r.rss;
      // Under load a heap rises and falls with each collection (the api's swung 284-396 MB in one run), so
      // one reading is a poor baseline: the highest of the first half of the run is the one compared with.
      const firstHalf = series.filter(({ at }) => at <= soakSeconds / 2).map(({ rss }) => rss[s.name]);
      const peak = Math.max(warm[s.name], ...firstHalf);
      const growth = settled[s.name] - peak;
      // Flat: after settling, no more than 20 % (or 50 MB) above that peak.
      const flat = growth <= Math.max(50 * 1024 * 1024, peak * 0.2);
      figure(
        `RSS ${s.name}`,
        `reposo ${mb(idle[s.name])}, en carga ${mb(warm[s.name])} (máximo de la primera mitad ${mb(peak)}) → al final ${mb(end[s.name])}, asentado ${mb(settled[s.name])} (Δ ${growth >= 0 ? '+' : ''}${mb(growth)})`,
        'plana: asentado ≤ máximo de la primera mitad + max(20 %, 50 MB)',
        flat,
      );
    }
  }
} catch (error) {
  figure('el chequeo terminó', error.stack ?? error.message, 'sin errores', false);
} finally {
  cleanUp();
}

const width = Math.max(...figures.map((f) => f.figure.length));
console.log('\n== Cifras de confiabilidad ==');
for (const f of figures) console.log(`${f.ok ? 'OK ' : 'MAL'}  ${f.figure.padEnd(width)}  ${f.value}   [${f.target}]`);
const missed = figures.filter((f) => !f.ok).length;
console.log(missed ? `\n${missed} cifra(s) fuera de objetivo.` : '\nTodas las cifras en objetivo.');
process.exit(missed ? 1 : 0);
