// The machine's idle share, from /proc/stat (Linux), so a wallet-read run starts on a quiet machine: on two
// cores, what the previous part of `npm run bench` leaves running (a browser closing, a stack flushing its
// data) showed up as p99 several times larger, bare route included.
import fs from 'node:fs';

function cpuTimes() {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  // user nice system idle iowait irq softirq steal: idle + iowait is time no process wanted.
  return { idle: ticks[3] + (ticks[4] ?? 0), total: ticks.slice(0, 8).reduce((a, b) => a + b, 0) };
}

/** Share of CPU time idle over the next `ms` (0..1); null where /proc/stat cannot be read. */
export async function idleShare(ms = 1000) {
  let before;
  try {
    before = cpuTimes();
  } catch {
    return null;
  }
  await new Promise((r) => setTimeout(r, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : null;
}

/**
 * Waits until a one-second sample is at least `threshold` idle, for at most `maxMs`. Returns the last
 * sample (null without /proc/stat), which the bench prints beside its figures.
 */
export async function waitForQuietCpu({ threshold = 0.9, maxMs = 30_000 } = {}) {
  const start = Date.now();
  let share = await idleShare();
  while (share !== null && share < threshold && Date.now() - start < maxMs) share = await idleShare();
  return share;
}
