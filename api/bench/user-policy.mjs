// Benchmark of the wallet read (DESIGN.md budget: through the gateway, an authenticated
// GET /api/v1/user/policy of a 20-policy wallet holds p99 under 10 ms on PostgreSQL and 15 ms on PGlite at
// 300 requests/s on 2 cores, and within 1.5x of a bare Fastify route answering the same JSON from memory).
//
// One run answers all of it: the api and the gateway (tsx src/server.ts, as `npm start` runs them; no
// browser build, no idp-dev or sandbox: the bench signs its own RS256 access token and serves the JWKS the
// api verifies it with) are started on PGlite, then again on a fresh PostgreSQL database (bench_<time>,
// dropped afterwards); the user's wallet gets 20 policies through the API; each target gets a warm-up and
// then a measured open-loop run (open-loop.mjs) through the gateway and straight to the api; last, a bare
// Fastify route (bare-server.mjs) answers the same JSON, alone and behind a bare @fastify/http-proxy.
//
//   flock /tmp/stack.lock node api/bench/user-policy.mjs [--db pglite|postgres|both] [--rate 300]
//       [--duration 25] [--warmup 5] [--connections 64] [--profile <dir>] [--ports 8080,8081]
//
// --profile writes V8 CPU profiles (.cpuprofile, open in Chrome DevTools) of the api and the gateway to
// <dir>/<db>/; their logs go to .data/bench-wallet/<service>.log (BENCH_VERBOSE=1 shows them instead). BENCH_POSTGRES_URL: an administrative connection to the server the database is created on
// (default postgres://postgres@127.0.0.1:5432/postgres). The two ports must be free (the gateway's metrics
// listener takes any free port).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';
import { manualPolicyBody } from '../../scripts/manual-policy.mjs';
import { waitForQuietCpu } from './cpu-idle.mjs';
import { openLoop } from './open-loop.mjs';

const PATH = '/api/v1/user/policy';
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const ISSUER = 'https://bench.invalid/';
const AUDIENCE = 'https://api.seguros.uy';
const BUDGET = { pglite: 15, postgres: 10 };
const RATIO_GOAL = 1.5;

/** A complete manual policy, numbered so each seeded one is distinct. */
function manualPolicy(i) {
  return manualPolicyBody({
    insurer: ['bse', 'mapfre', 'sura', 'porto', 'sbi'][i % 5],
    numeroPoliza: `BENCH-${String(i).padStart(4, '0')}`,
    prima: 850 + i,
    premioTotal: 1037.5 + i,
    descripcionBien: `Vehículo de prueba ${i}`,
  });
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

/**
 * A quiet machine (at least 90 % idle for a second, waiting up to 30 s), a warm-up run (JIT, sockets, key
 * and token caches), then the measured one; `idle` is the share measured before it.
 */
async function measure(url, headers, o) {
  const idle = await waitForQuietCpu();
  await openLoop(url, { rate: o.rate, duration: o.warmup, headers, connections: o.connections });
  return {
    ...(await openLoop(url, { rate: o.rate, duration: o.duration, headers, connections: o.connections })),
    idle,
  };
}

/** Starts the bare server (or the bare proxy) as a child process; resolves its port and a stop function. */
function startBare(args) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(HERE, 'bare-server.mjs'), args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bare-server terminó con código ${code}`)));
    child.once('message', ({ port }) =>
      resolve({
        url: `http://127.0.0.1:${port}${PATH}`,
        stop: () =>
          new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))),
      }),
    );
  });
}

/** A key pair, its JWKS served on a free port, and an access token for one user. */
async function issuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const token = await new SignJWT({ email: 'bench@example.com', name: 'Usuaria de Prueba' })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setSubject('auth0|bench-wallet')
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
  return { jwksUrl: `http://127.0.0.1:${server.address().port}/jwks.json`, token, close: () => server.close() };
}

/**
 * The whole measurement. Returns `{ options, pglite?, postgres?, bare, bareProxy }`, each database with
 * `gateway` and `api` results of openLoop (ms).
 */
export async function benchWalletRead({
  databases = ['pglite', 'postgres'],
  rate = 300,
  duration = 25,
  warmup = 5,
  connections = 64,
  ports = [8080, 8081],
  profileDir,
  postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
} = {}) {
  const { DATA_DIR, freePort, portInUse, startService, stopServices, waitForHttp } = await import(
    path.join(ROOT, 'scripts', 'lib.mjs')
  );
  const [gatewayPort, apiPort] = ports;
  const GATEWAY = `http://localhost:${gatewayPort}`;
  const API = `http://localhost:${apiPort}`;
  const o = { rate, duration, warmup, connections };
  const out = { options: o };
  const idp = await issuer();
  const headers = { authorization: `Bearer ${idp.token}`, accept: 'application/json' };
  const dataDir = path.join(DATA_DIR, 'bench-wallet');
  fs.mkdirSync(dataDir, { recursive: true });
  for (const name of ['api', 'gateway']) fs.rmSync(path.join(dataDir, `${name}.log`), { force: true });
  let body;

  try {
    for (const db of databases) {
      let dropDatabase = async () => {};
      const dbEnv = {};
      if (db === 'postgres') {
        const name = `bench_${Date.now()}`;
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(postgresUrl);
        url.pathname = `/${name}`;
        dbEnv.DATABASE_URL = url.href;
        dropDatabase = async () => {
          const c = new pg.Client({ connectionString: postgresUrl });
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await c.end();
        };
      } else {
        fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
        dbEnv.PGLITE_DIR = path.join(dataDir, 'pglite');
      }
      // tsx hands node's flags to the process it starts (--cpu-prof is refused in NODE_OPTIONS).
      const nodeFlags = [
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, db)}`] : []),
        // BENCH_NODE_FLAGS="--trace-gc": node flags for both services (their output: the log files).
        ...(process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
      ];
      if (profileDir) fs.mkdirSync(path.resolve(profileDir, db), { recursive: true });
      const busy = ports.filter(portInUse);
      if (busy.length) throw new Error(`Puertos ocupados: ${busy.join(', ')}`);
      const service = (name, env) =>
        startService(name, path.join(ROOT, name, 'node_modules', '.bin', 'tsx'), [...nodeFlags, 'src/server.ts'], {
          cwd: path.join(ROOT, name),
          env,
          // Their request logs (two lines a request at 300 req/s) go to a file, as a log collector of its
          // own would take them: read here, they took event-loop time from the load generator.
          ...(process.env.BENCH_VERBOSE ? {} : { outputFile: path.join(dataDir, `${name}.log`) }),
        });
      const children = [
        service('api', {
          // The sandbox's key and the development secrets (the api refuses them unless development is stated).
          NODE_ENV: 'development',
          ...dbEnv,
          API_PORT: String(apiPort),
          AUTH_ISSUER: ISSUER,
          AUTH_AUDIENCE: AUDIENCE,
          AUTH_JWKS_URL: idp.jwksUrl,
          MAIL_DIR: path.join(dataDir, 'mail'),
        }),
        // One client at 300 req/s would trip the per-address limit (600/min): the budget is about latency.
        service('gateway', {
          GATEWAY_PORT: String(gatewayPort),
          // Its metrics listener on a free port, so a stack already running (on 9464) does not stop the bench.
          GATEWAY_METRICS_PORT: String(await freePort()),
          API_URL: `http://localhost:${apiPort}`,
          RATE_LIMIT_MAX: '1000000000',
        }),
      ];
      const exited = Promise.all(
        children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
      );
      try {
        await waitForHttp(`${API}/healthz`, { name: 'api', timeoutMs: 90_000 });
        await waitForHttp(`${GATEWAY}/healthz`, { name: 'gateway', timeoutMs: 90_000 });
        const size = await seedPolicies(API, idp.token, 20);
        if (size !== 20) throw new Error(`La wallet tiene ${size} pólizas, no 20`);
        body ??= await (await fetch(`${API}${PATH}`, { headers })).text();
        out[db] = {
          gateway: await measure(`${GATEWAY}${PATH}`, headers, o),
          api: await measure(`${API}${PATH}`, headers, o),
        };
      } finally {
        stopServices(children);
        await exited;
        await dropDatabase();
      }
    }
  } finally {
    idp.close();
  }

  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-')), 'body.json');
  fs.writeFileSync(file, body);
  const bare = await startBare([file]);
  const proxy = await startBare(['--proxy', new URL(bare.url).origin]);
  try {
    out.bare = await measure(bare.url, {}, o);
    out.bareProxy = await measure(proxy.url, {}, o);
  } finally {
    await proxy.stop();
    await bare.stop();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  return out;
}

const ratio = (a, b) => (a / Math.max(b, 0.01)).toFixed(2);

export function printWalletRead(r) {
  const { rate, duration, connections } = r.options;
  const row = (name, x) =>
    `  ${name.padEnd(24)} ${String(x.rate).padStart(6)} req/s  p50 ${x.p50.toFixed(2).padStart(6)}  p95 ${x.p95
      .toFixed(2)
      .padStart(6)}  p99 ${x.p99.toFixed(2).padStart(6)}  máx ${x.max.toFixed(1).padStart(6)} ms  errores ${x.errors}` +
    `  (${x.bytes} B, ${x.sockets} sockets${x.idle == null ? '' : `, CPU libre antes ${Math.round(x.idle * 100)} %`})`;
  console.log(
    `\n== GET ${PATH} autenticado (20 pólizas) a ${rate} req/s, ${duration} s de lazo abierto, hasta ${connections} conexiones ==`,
  );
  for (const db of ['pglite', 'postgres']) {
    if (!r[db]) continue;
    console.log(row(`${db} · gateway → api`, r[db].gateway));
    console.log(row(`${db} · api directo`, r[db].api));
  }
  console.log(row('fastify pelado', r.bare));
  console.log(row('proxy pelado → fastify', r.bareProxy));
  for (const db of ['pglite', 'postgres']) {
    if (r[db]) console.log(`user_policy_p99_${db}: ${r[db].gateway.p99} ms (presupuesto ${BUDGET[db]} ms)`);
  }
  const ratios = ['pglite', 'postgres'].filter((db) => r[db]);
  console.log(
    `ratio_vs_bare: ${ratios.map((db) => `${db} ${ratio(r[db].gateway.p99, r.bare.p99)}x`).join(' · ')} (objetivo ≤ ${RATIO_GOAL}x; p99 gateway / p99 fastify pelado ${r.bare.p99} ms)`,
  );
  console.log(
    `ratio_vs_bare_proxy: ${ratios.map((db) => `${db} ${ratio(r[db].gateway.p99, r.bareProxy.p99)}x`).join(' · ')} (p99 gateway / p99 proxy pelado ${r.bareProxy.p99} ms)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      rate: { type: 'string', default: '300' },
      duration: { type: 'string', default: '25' },
      warmup: { type: 'string', default: '5' },
      connections: { type: 'string', default: '64' },
      profile: { type: 'string' },
      ports: { type: 'string', default: '8080,8081' },
    },
  });
  const result = await benchWalletRead({
    databases: values.db === 'both' ? ['pglite', 'postgres'] : [values.db],
    rate: Number(values.rate),
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
    profileDir: values.profile,
    ports: values.ports.split(',').map(Number),
  });
  printWalletRead(result);
}
