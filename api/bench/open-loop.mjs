// An open-loop load generator: request i is due at start + i/rate whatever the server is doing, and its
// latency is counted from that due time to the last byte of the answer, so a stall shows up in p99 (no
// coordinated omission). autocannon's `overallRate` is not that: each connection sends its share of a
// second back to back and then idles until the next second, so 300 req/s arrive as bursts of ~10
// concurrent requests in the first part of each second, and the latencies it records are those of the
// bursts (plus synthetic values from its 1 ms "expected interval").
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * @param {string} url
 * @param {{ rate: number, duration: number, headers?: Record<string, string>, connections?: number, timeoutMs?: number }} o
 *   duration in seconds; `connections` caps the keep-alive sockets (opened as needed): a request due while
 *   all are busy waits for one, and that wait counts in its latency.
 * @returns {Promise<{ sent: number, ok: number, errors: number, rate: number, p50: number, p95: number, p99: number, max: number, sockets: number, maxInFlight: number, bytes: number }>}
 *   latencies in ms; `rate` is the achieved rate (answers per second of the run).
 */
export function openLoop(url, { rate, duration, headers = {}, connections = 64, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, scheduling: 'lifo' });
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  let done = 0;
  let ok = 0;
  let errors = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let bytes = 0;
  let sockets = 0;
  const start = performance.now() + 10;

  return new Promise((resolve) => {
    let last = start;
    const finish = () => {
      if (++done < total) return;
      agent.destroy();
      const sorted = latencies.slice(0, total).sort();
      const at = (q) => round(sorted[Math.min(total - 1, Math.ceil(q * total) - 1)]);
      resolve({
        sent: total,
        ok,
        errors,
        rate: round(total / ((last - start) / 1000), 1),
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        max: round(sorted[total - 1]),
        sockets,
        maxInFlight,
        bytes: ok ? Math.round(bytes / ok) : 0,
      });
    };

    const fire = (i, due) => {
      inFlight++;
      if (inFlight > maxInFlight) maxInFlight = inFlight;
      const settle = (good, size) => {
        const end = performance.now();
        latencies[i] = end - due;
        if (end > last) last = end;
        inFlight--;
        if (good) {
          ok++;
          bytes += size;
        } else errors++;
        finish();
      };
      const req = http.get(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent },
        (res) => {
          let size = 0;
          res.on('data', (chunk) => {
            size += chunk.length;
          });
          res.on('end', () => settle(res.statusCode === 200, size));
          res.on('error', () => settle(false, 0));
        },
      );
      req.on('socket', (socket) => {
        if (!socket.benchCounted) {
          socket.benchCounted = true;
          sockets++;
        }
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', () => settle(false, 0));
    };

    let i = 0;
    const tick = () => {
      const now = performance.now();
      while (i < total && start + i * interval <= now) {
        fire(i, start + i * interval);
        i++;
      }
      if (i < total) setTimeout(tick, Math.max(0, start + i * interval - performance.now() - 0.3));
    };
    setTimeout(tick, 10);
  });
}

function round(ms, digits = 2) {
  const f = 10 ** digits;
  return Math.round(ms * f) / f;
}
