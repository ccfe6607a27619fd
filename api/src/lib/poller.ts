import type { FastifyBaseLogger } from 'fastify';

/*
 * The one polling loop of the api's background work (the outbox's deliveries, the reminders and sweeps):
 * runs `work` at once on start, then `everyMs` after each run ends (never two runs of one poller at once),
 * logs a failed run and goes on, and on stop waits for the run in progress. 0 never runs by itself (tests
 * call the work directly).
 */

export interface PollerOptions {
  everyMs: number;
  work: () => Promise<unknown>;
  /** What a failed run is logged as ('outbox poll failed'). */
  failure: string;
  log?: FastifyBaseLogger | undefined;
}

export class Poller {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> | null = null;
  private stopped = true;

  constructor(private readonly options: PollerOptions) {}

  start(): void {
    if (!this.stopped || this.options.everyMs <= 0) return;
    this.stopped = false;
    const tick = async () => {
      this.current = this.options.work();
      try {
        await this.current;
      } catch (error) {
        this.options.log?.error({ err: error }, this.options.failure);
      } finally {
        this.current = null;
      }
      if (!this.stopped) this.timer = setTimeout(tick, this.options.everyMs);
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling and waits for the run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current?.catch(() => {});
  }
}
