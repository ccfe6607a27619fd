import { Gauge, type Registry } from 'server-kit';
import type { Queryable } from '../../db/db';

interface PendingSummary {
  pending: number;
  oldestAgeSeconds: number;
}

// Reads only pending rows (the partial index outbox_due_idx covers them), never the delivered history.
const PENDING_SQL = `SELECT count(*)::int AS pending,
  coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age
  FROM outbox WHERE status = 'pending'`;

/**
 * `outbox_pending_messages` and `outbox_oldest_pending_age_seconds`, read from the database when
 * Prometheus scrapes (one query for both). A failed read reports NaN for that scrape (not a false 0)
 * instead of failing the whole scrape.
 */
export function registerOutboxMetrics(registry: Registry, db: Queryable, onError?: (error: unknown) => void): void {
  let current: Promise<PendingSummary | null> | null = null;
  // A scrape runs every collect() at once (prom-client awaits them together): the first starts the query,
  // the second shares it.
  const read = () => {
    if (!current) {
      current = db
        .query<{ pending: number; age: number }>(PENDING_SQL)
        .then(({ rows }) => ({ pending: Number(rows[0]?.pending ?? 0), oldestAgeSeconds: Number(rows[0]?.age ?? 0) }))
        .catch((error: unknown) => {
          onError?.(error);
          return null;
        })
        .finally(() => {
          current = null;
        });
    }
    return current;
  };

  new Gauge({
    name: 'outbox_pending_messages',
    help: 'Outbox messages waiting for delivery (pending, including those waiting for a retry).',
    registers: [registry],
    async collect() {
      const summary = await read();
      if (summary) this.set(summary.pending);
      else this.set(Number.NaN);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending outbox message (0 when none is pending).',
    registers: [registry],
    async collect() {
      const summary = await read();
      if (summary) this.set(summary.oldestAgeSeconds);
      else this.set(Number.NaN);
    },
  });
}
