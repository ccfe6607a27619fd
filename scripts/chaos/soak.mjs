// Soak: autocannon at 200 connections through the gateway on a mixed workload (wallet reads, catalogue and
// partner packages, quotes and manual policies written), counting 5xx, with the resident memory of each
// service read from /proc before, during and after (settled).
import fs from 'node:fs';
import autocannon from 'autocannon';
import { manualPolicyBody } from '../manual-policy.mjs';

/** VmRSS in bytes of a process and all its descendants (tsx launches the server as its child). */
export function treeRss(pid) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const current = queue.pop();
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${current}/status`, 'utf8'))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
    for (const [child, parent] of parents) if (parent === current) queue.push(child);
  }
  return total;
}

export const rssOf = (services) => Object.fromEntries(services.map((s) => [s.name, treeRss(s.pid)]));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ gatewayUrl: string, token: string, services: Array<{ name: string, pid: number }>, seconds: number, connections?: number }} o
 */
export async function runSoak({ gatewayUrl, token, services, seconds, connections = 200 }) {
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  let n = 0;
  // Complete bodies, as the add-service form and the bike quote send them (api/test/helpers/fixtures.ts,
  // scripts/manual-policy.mjs): the mix is real reads and writes, not validation errors.
  const manual = () =>
    JSON.stringify(manualPolicyBody({ insurer: 'sura', numeroPoliza: `SOAK-${String(n++).padStart(6, '0')}` }));
  // Each connection cycles through this list: 6 reads, 2 writes.
  const requests = [
    { method: 'GET', path: '/api/v1/user/policy', headers: auth },
    { method: 'GET', path: '/api/v1/categories/external' },
    {
      method: 'POST',
      path: '/api/v1/quote/create',
      headers: json,
      body: JSON.stringify({ category: 'bike', declaredValue: 2000, contactEmail: 'ana@example.com', nombre: 'Ana' }),
    },
    {
      method: 'GET',
      path: '/api/v1/sbi/productos/201?valorDeclarado=300000&ubicacion=montevideo&construccion=tradicional',
    },
    { method: 'GET', path: '/api/v1/user/profile', headers: auth },
    { method: 'GET', path: '/api/v1/quote/latest', headers: auth },
    {
      method: 'POST',
      path: '/api/v1/policy/external',
      headers: json,
      setupRequest: (req) => ({ ...req, body: manual() }),
    },
    { method: 'GET', path: '/api/v1/guides/sura' },
  ];

  // Before the load: every request of the mix once, so a broken body shows as a named failure.
  const probes = [];
  for (const r of requests) {
    const body = r.setupRequest ? r.setupRequest(r).body : r.body;
    const res = await fetch(`${gatewayUrl}${r.path}`, { method: r.method, headers: r.headers, body });
    probes.push({ request: `${r.method} ${r.path.split('?')[0]}`, status: res.status });
  }

  const idle = rssOf(services);
  const warmSeconds = Math.max(5, Math.min(30, Math.round(seconds / 10)));
  let warm = null;
  const warmTimer = setTimeout(() => (warm = rssOf(services)), warmSeconds * 1000);
  // A reading every twentieth of the run (at least 10 s apart): whether memory levels off or keeps climbing.
  const every = Math.max(10, Math.round(seconds / 20));
  const series = [];
  const started = Date.now();
  const seriesTimer = setInterval(
    () => series.push({ at: Math.round((Date.now() - started) / 1000), rss: rssOf(services) }),
    every * 1000,
  );
  const result = await new Promise((resolve, reject) => {
    autocannon({ url: gatewayUrl, connections, duration: seconds, requests, timeout: 30 }, (error, r) =>
      error ? reject(error) : resolve(r),
    );
  });
  clearTimeout(warmTimer);
  clearInterval(seriesTimer);
  const end = rssOf(services);
  // Settle: a few quiet seconds for garbage collection and freed sockets, then the lowest of three readings.
  const settledReadings = [];
  for (let i = 0; i < 3; i++) {
    await sleep(5000);
    settledReadings.push(rssOf(services));
  }
  const settled = Object.fromEntries(
    services.map((s) => [s.name, Math.min(...settledReadings.map((reading) => reading[s.name]))]),
  );
  return {
    seconds,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    status5xx: result['5xx'],
    status4xx: result['4xx'],
    /** Answers by status code, e.g. { 200: 1200, 201: 300 }. */
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
    probes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rss: { idle, warm: warm ?? idle, end, settled, series },
  };
}
