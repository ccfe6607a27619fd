// PostgreSQL restarted under load: writers keep creating manual policies (POST /policy/external, each
// answer carries the new id) through the gateway while the private cluster restarts in fast mode. Every
// id the api acknowledged (2xx) must be a row afterwards; the api must answer 2xx again without a restart.

import { manualPolicyBody } from '../manual-policy.mjs';

/**
 * @param {{ gatewayUrl: string, token: string, postgres: { restart(): Promise<void>, query(sql: string, params?: unknown[]): Promise<any[]> }, seconds?: number, writers?: number }} o
 */
export async function runPostgresRestart({ gatewayUrl, token, postgres, seconds = 20, writers = 8 }) {
  const acknowledged = [];
  const codes = {};
  const errorMessages = new Set();
  let restartDoneAt = 0;
  let lastFailureAt = 0;
  let firstOkAfterRestart = 0;
  let n = 0;
  const until = Date.now() + seconds * 1000;

  const writer = async () => {
    while (Date.now() < until) {
      const i = n++;
      const startedAt = Date.now();
      let status;
      try {
        const res = await fetch(`${gatewayUrl}/api/v1/policy/external`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(manualPolicyBody({ numeroPoliza: `CHAOS-PG-${i}`, descripcionBien: `Reinicio ${i}` })),
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        const body = await res.json().catch(() => null);
        if (res.ok && body?.data?._id) acknowledged.push(body.data._id);
        else if (body?.meta?.message) errorMessages.add(`${status} ${body.meta.message}`);
      } catch (error) {
        status = error.name === 'TimeoutError' ? 'timeout' : 'red';
      }
      codes[status] = (codes[status] ?? 0) + 1;
      const now = Date.now();
      if (!(status >= 200 && status < 300)) lastFailureAt = now;
      else if (restartDoneAt && !firstOkAfterRestart && startedAt >= restartDoneAt) firstOkAfterRestart = now;
    }
  };

  const load = Promise.all(Array.from({ length: writers }, writer));
  await new Promise((resolve) => setTimeout(resolve, Math.min(5000, (seconds * 1000) / 4)));
  const restartedAt = Date.now();
  await postgres.restart();
  restartDoneAt = Date.now();
  await load;

  const rows = await postgres.query(`SELECT id::text AS id FROM policies WHERE id = ANY($1::uuid[])`, [acknowledged]);
  const found = new Set(rows.map((r) => r.id));
  const lost = acknowledged.filter((id) => !found.has(id));
  const written = (
    await postgres.query(`SELECT count(*)::int AS n FROM policies WHERE numero_poliza LIKE 'CHAOS-PG-%'`)
  )[0]?.n;
  return {
    requests: n,
    acknowledged: acknowledged.length,
    rowsWritten: written,
    lost: lost.length,
    codes,
    errorMessages: [...errorMessages],
    restartMs: restartDoneAt - restartedAt,
    // From the restart command to the first 2xx of a request sent after PostgreSQL was back, and to the
    // last failure seen.
    recoveredMs: firstOkAfterRestart ? firstOkAfterRestart - restartedAt : null,
    lastFailureMs: lastFailureAt > restartedAt ? lastFailureAt - restartedAt : 0,
    failuresAtEnd: lastFailureAt > until - 2000,
  };
}
