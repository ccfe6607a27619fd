import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { Poller } from '../../lib/poller';
import { deleteOldOutboxRows, enqueue } from '../outbox/outbox';
import { sweepPendingUploads } from '../policy-import/pending-uploads';
import { todayInMontevideo } from '../sbi/emissions-service';
import { expiryReminderMail } from './reminder-mail';

/*
 * Expiry reminders: an e-mail to the owner 30 and 7 days before a policy's fecha_vencimiento, once each,
 * for bought and manual policies alike (not while a bought one is pending payment). A run looks for the
 * policies expiring exactly 30 or 7 days after today (Montevideo) that have no reminder of that kind for
 * that date yet; for each, one transaction inserts the policy_reminders row (INSERT ... ON CONFLICT DO
 * NOTHING) and, only if it inserted it, the outbox message. Two runs at once, on one instance or several,
 * race on that unique row: the loser's insert waits for the winner's commit and then does nothing, so each
 * reminder is queued once. The outbox worker sends it (SMTP, or an .eml under .data/mail in development).
 * A run that does not happen on the day (the api down all day) sends nothing late for that mark.
 */

export const REMINDER_MARKS = [
  { kind: 'expiry-30', days: 30 },
  { kind: 'expiry-7', days: 7 },
] as const;

/** Policies handled by one statement; the run goes on until none are left. */
const BATCH = 200;

export interface ReminderRunResult {
  /** Reminders queued by this run. */
  queued: number;
  /** Pending PDF uploads older than 48 hours deleted by this run. */
  sweptUploads: number;
  /** Delivered or dead outbox rows past OUTBOX_RETENTION_DAYS deleted by this run. */
  deletedOutbox: number;
  /** Objects of deleted files removed from the bucket by this run (FILES_STORE_URL; 0 otherwise). */
  sweptObjects: number;
}

interface Due {
  id: string;
  kind: string;
  days: number;
  category: string | null;
  category_label: string | null;
  insurer_name: string | null;
  plan: string | null;
  numero_poliza: string | null;
  fecha_vencimiento: string;
  externo: boolean;
  email: string;
  user_name: string | null;
}

/** 'Seguro de Hogar', 'Seguro de Bicicleta', 'Seguro de Auto', else 'Seguro de <label>' (spec §3). */
function categoryTitle(category: string | null, label: string | null): string | null {
  const known: Record<string, string> = { home: 'Hogar', bike: 'Bicicleta', car: 'Auto' };
  const name = (category && known[category]) ?? label;
  return name ? `Seguro de ${name}` : null;
}

/** Queues the reminders due on `today` (YYYY-MM-DD, default today in Montevideo). */
export async function queueExpiryReminders(
  db: Db,
  today: string = todayInMontevideo(),
  log?: FastifyBaseLogger,
): Promise<number> {
  let queued = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.query<Due>(
      `SELECT p.id, k.kind, k.days, p.category, c.label AS category_label, COALESCE(i.name, p.insurer) AS insurer_name,
              p.plan, p.numero_poliza, to_char(p.fecha_vencimiento, 'YYYY-MM-DD') AS fecha_vencimiento, p.externo,
              u.email, u.name AS user_name
       FROM jsonb_to_recordset($2::jsonb) AS k(kind text, days int)
       JOIN policies p ON p.fecha_vencimiento = $1::date + k.days
       JOIN users u ON u.id = p.owner_user_id
       LEFT JOIN categories c ON c.id = p.category
       LEFT JOIN insurers i ON i.slug = p.insurer
       WHERE u.email IS NOT NULL AND lower(p.status) <> 'pendiente' AND p.id > $3
         AND NOT EXISTS (SELECT 1 FROM policy_reminders r
                         WHERE r.policy_id = p.id AND r.kind = k.kind AND r.fecha_vencimiento = p.fecha_vencimiento)
       ORDER BY p.id, k.kind
       LIMIT $4`,
      [today, JSON.stringify(REMINDER_MARKS), after, BATCH],
    );
    for (const due of rows) {
      try {
        if (await queueOne(db, due)) queued += 1;
      } catch (error) {
        // The policy was deleted meanwhile, or the database failed: the next run tries again.
        log?.warn({ err: error, policyId: due.id, kind: due.kind }, 'expiry reminder not queued');
      }
    }
    if (rows.length < BATCH) return queued;
    after = rows.at(-1)!.id;
  }
}

async function queueOne(db: Db, due: Due): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO policy_reminders (policy_id, kind, fecha_vencimiento) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING policy_id`,
      [due.id, due.kind, due.fecha_vencimiento],
    );
    // Another run queued it.
    if (rows.length === 0) return false;
    const outboxId = await enqueue(
      tx,
      'mail.send',
      expiryReminderMail({
        to: due.email,
        firstName: due.user_name?.split(/\s+/)[0] ?? null,
        days: due.days,
        policyId: due.id,
        categoryLabel: categoryTitle(due.category, due.category_label),
        insurerName: due.insurer_name,
        plan: due.plan,
        numeroPoliza: due.numero_poliza,
        fechaVencimiento: due.fecha_vencimiento,
        externo: due.externo,
      }),
    );
    await tx.query(
      'UPDATE policy_reminders SET outbox_id = $4 WHERE policy_id = $1 AND kind = $2 AND fecha_vencimiento = $3',
      [due.id, due.kind, due.fecha_vencimiento, outboxId],
    );
    return true;
  });
}

export interface ReminderWorkerOptions {
  /** Time between runs; 0 never runs by itself (tests call `run()`). */
  intervalMs: number;
  /** Days delivered and dead outbox rows are kept. */
  outboxRetentionDays: number;
  log?: FastifyBaseLogger;
  /** Deletes the bucket objects of deleted files (`app.files.sweepObjects`). */
  sweepObjects?: () => Promise<number>;
}

/**
 * Runs the reminders (and the sweeps: stale pending uploads, old outbox rows) at start and every `intervalMs`.
 */
export class ReminderWorker {
  private running: Promise<ReminderRunResult> | null = null;
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    private readonly options: ReminderWorkerOptions,
  ) {
    this.poller = new Poller({
      everyMs: options.intervalMs,
      work: async () => {
        const result = await this.run();
        if (result.queued > 0 || result.sweptUploads > 0 || result.deletedOutbox > 0 || result.sweptObjects > 0) {
          options.log?.info(result, 'reminders run');
        }
      },
      failure: 'reminders run failed',
      log: options.log,
    });
  }

  /**
   * One run: queues today's reminders, deletes stale pending uploads and outbox rows past their retention.
   * Concurrent calls share one run.
   */
  run(today?: string, now: Date = new Date()): Promise<ReminderRunResult> {
    if (this.running) return this.running;
    const run = (async () => {
      const queued = await queueExpiryReminders(this.db, today ?? todayInMontevideo(now), this.options.log);
      const sweptUploads = await sweepPendingUploads(this.db, now);
      const deletedOutbox = await deleteOldOutboxRows(this.db, this.options.outboxRetentionDays, now);
      const sweptObjects = (await this.options.sweepObjects?.()) ?? 0;
      return { queued, sweptUploads, deletedOutbox, sweptObjects };
    })();
    this.running = run;
    return run.finally(() => {
      if (this.running === run) this.running = null;
    });
  }

  start(): void {
    this.poller.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
    await this.running?.catch(() => {});
  }
}
