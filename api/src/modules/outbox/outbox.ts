import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { Poller } from '../../lib/poller';

/*
 * Transactional outbox. A change that must cause a side effect outside the process (an e-mail, the lead
 * webhook, a partner call that must not be lost) calls `enqueue(tx, topic, payload)` inside its own
 * transaction: both commit or neither does. The worker then delivers each row to the handler registered
 * for its topic, retrying with exponential backoff until it succeeds or runs out of attempts ('dead').
 *
 * Claiming pushes the row's next_attempt_at forward by a lease (FOR UPDATE SKIP LOCKED, so several
 * instances share the work), and delivery happens outside any transaction. A batch is delivered one row
 * after another, so just before its own delivery each row's lease is taken again from that moment, on
 * condition that no other worker claimed it meanwhile (attempts unchanged); one that was is skipped. Without
 * that, the last rows of a batch behind slow deliveries (10 s webhook timeouts) could outlive their lease and
 * be sent by two workers. A lease must outlast any handler's own time limit. A worker that dies
 * mid-delivery leaves the row pending, and it is delivered again once the lease runs out: delivery is
 * at least once, so handlers must tolerate a repeat (the e-mail file and Message-ID are named by the row id;
 * the lead webhook carries an Idempotency-Key).
 *
 * What is delivered is not kept: the row's payload (attachments in base64, names, e-mails, phones, policy
 * numbers) is replaced by PURGED_PAYLOAD in the statement that marks it delivered, and delivered or dead rows
 * are deleted `retentionDays` after (deleteOldOutboxRows, run with the reminders). A dead row keeps its payload
 * until then, so the team can see what was not sent.
 */

/** The payload of a delivered row. */
export const PURGED_PAYLOAD = { purged: true } as const;

/** Payload type of each topic. Modules add theirs by declaration merging (`declare module`). */
// Empty on purpose: it only exists to be merged into.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OutboxTopics {}

export type OutboxTopic = keyof OutboxTopics & string;

export interface OutboxMessage<P = unknown> {
  id: string;
  topic: string;
  payload: P;
  /** Including this one. */
  attempts: number;
  createdAt: Date;
}

export type OutboxHandler<P> = (payload: P, message: OutboxMessage<P>) => Promise<void>;

/** Thrown by a handler when retrying cannot help (the row goes straight to 'dead'). */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/** Records a side effect to deliver after `tx` commits. Returns the outbox row id. */
export async function enqueue<T extends OutboxTopic>(
  tx: Queryable,
  topic: T,
  payload: OutboxTopics[T],
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO outbox (topic, payload) VALUES ($1, $2::jsonb) RETURNING id',
    [topic, JSON.stringify(payload)],
  );
  return rows[0]!.id;
}

export interface OutboxOptions {
  /** Poll interval of `start()`. */
  pollMs: number;
  batchSize?: number;
  /** Attempts before a message is marked 'dead'. Default 8. */
  maxAttempts?: number;
  /** Wait after the first failure, doubled after each next one. Default 5 s. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How long a claimed message is left to its worker before another may take it. Default 2 min. */
  leaseMs?: number;
  log?: FastifyBaseLogger;
}

export interface DrainResult {
  delivered: number;
  retried: number;
  dead: number;
}

interface ClaimedRow {
  id: string;
  topic: string;
  payload: unknown;
  attempts: number;
  created_at: Date | string;
}

export class OutboxWorker {
  private readonly handlers = new Map<string, OutboxHandler<never>>();
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly leaseMs: number;
  private running: Promise<DrainResult> | null = null;
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    private readonly options: OutboxOptions,
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.backoffBaseMs = options.backoffBaseMs ?? 5_000;
    this.backoffMaxMs = options.backoffMaxMs ?? 3_600_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.poller = new Poller({
      everyMs: options.pollMs,
      work: () => this.drain(),
      failure: 'outbox poll failed',
      log: options.log,
    });
  }

  /** The handler of a topic; only topics with a handler are claimed by this worker. */
  register<T extends OutboxTopic>(topic: T, handler: OutboxHandler<OutboxTopics[T]>): void {
    if (this.handlers.has(topic)) throw new Error(`Outbox topic ${topic} already has a handler`);
    this.handlers.set(topic, handler as OutboxHandler<never>);
  }

  /** Milliseconds to wait after the `attempts`-th failed attempt. */
  backoffMs(attempts: number): number {
    const base = Math.min(this.backoffMaxMs, this.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
    // ±10% so messages that failed together do not all come back together.
    return Math.round(base * (0.9 + Math.random() * 0.2));
  }

  /** Delivers every message that is due now, one batch after another. Concurrent calls run one at a time. */
  async drain(): Promise<DrainResult> {
    const previous = this.running;
    const run = (async () => {
      await previous?.catch(() => {});
      const total: DrainResult = { delivered: 0, retried: 0, dead: 0 };
      for (;;) {
        const batch = await this.claim();
        for (const row of batch) {
          if (!(await this.renewLease(row))) continue;
          const outcome = await this.deliver(row);
          total[outcome] += 1;
        }
        if (batch.length < this.batchSize) return total;
      }
    })();
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  /** Polls every `pollMs` until `stop()`. Messages left pending by a previous run are picked up at once. */
  start(): void {
    this.poller.start();
  }

  /** Stops polling and waits for the delivery in progress. */
  async stop(): Promise<void> {
    await this.poller.stop();
    await this.running?.catch(() => {});
  }

  private async claim(): Promise<ClaimedRow[]> {
    const topics = [...this.handlers.keys()];
    if (topics.length === 0) return [];
    const { rows } = await this.db.query<ClaimedRow>(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2::float8 / 1000)
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= now() AND topic = ANY($3::text[])
         ORDER BY next_attempt_at, created_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, topic, payload, attempts, created_at`,
      [this.batchSize, this.leaseMs, topics],
    );
    return rows;
  }

  /**
   * Takes the row's lease again from now, unless another worker claimed it since this one did (its lease
   * ran out while earlier rows of the batch were delivered): false then, and this worker leaves it.
   */
  private async renewLease(row: ClaimedRow): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE outbox SET next_attempt_at = now() + make_interval(secs => $3::float8 / 1000)
       WHERE id = $1 AND attempts = $2 AND status = 'pending'
       RETURNING id`,
      [row.id, row.attempts, this.leaseMs],
    );
    return rows.length === 1;
  }

  private async deliver(row: ClaimedRow): Promise<'delivered' | 'retried' | 'dead'> {
    const handler = this.handlers.get(row.topic)!;
    const message: OutboxMessage<never> = {
      id: row.id,
      topic: row.topic,
      payload: row.payload as never,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
    };
    const log = this.options.log?.child({ outboxId: row.id, topic: row.topic, attempt: row.attempts });
    try {
      await handler(message.payload, message);
    } catch (error) {
      const lastError = String((error as Error)?.message ?? error).slice(0, 1000);
      if (error instanceof PermanentDeliveryError || row.attempts >= this.maxAttempts) {
        await this.db.query(`UPDATE outbox SET status = 'dead', last_error = $2 WHERE id = $1`, [row.id, lastError]);
        log?.error({ err: error }, 'outbox message dead: delivery given up');
        return 'dead';
      }
      const waitMs = this.backoffMs(row.attempts);
      await this.db.query(
        `UPDATE outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3::float8 / 1000) WHERE id = $1`,
        [row.id, lastError, waitMs],
      );
      log?.warn({ err: error, retryInMs: waitMs }, 'outbox delivery failed, will retry');
      return 'retried';
    }
    await this.db.query(
      `UPDATE outbox SET status = 'delivered', delivered_at = now(), last_error = NULL, payload = $2::jsonb WHERE id = $1`,
      [row.id, JSON.stringify(PURGED_PAYLOAD)],
    );
    log?.info('outbox message delivered');
    return 'delivered';
  }
}

/**
 * Deletes delivered and dead rows whose delivery (or, for a dead one, creation) is more than `retentionDays`
 * before `now`, and empties the payload of any delivered row that still has one (delivered before payloads
 * were emptied, or by an instance of an older version during a rolling deploy). Returns how many rows were
 * deleted. Pending rows are never touched, however old.
 */
export async function deleteOldOutboxRows(db: Db, retentionDays: number, now: Date = new Date()): Promise<number> {
  await db.query(`UPDATE outbox SET payload = $1::jsonb WHERE status = 'delivered' AND payload <> $1::jsonb`, [
    JSON.stringify(PURGED_PAYLOAD),
  ]);
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM outbox
       WHERE status IN ('delivered', 'dead')
         AND COALESCE(delivered_at, created_at) < $1::timestamptz - make_interval(days => $2::int)
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM gone`,
    [now.toISOString(), retentionDays],
  );
  return rows[0]!.n;
}
