import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FaultMode } from '../config';
import { messages } from '../lib/errors';

/*
 * Injectable faults of the partner API (/v1 only: the payment page, /healthz and /__admin keep working),
 * so the product API's tests can meet an outage, a slow partner and answers it must reject:
 *   slow         waits delayMs, then answers normally
 *   error        503 { error: 'unavailable', message }
 *   malformed    200, content-type application/json, a body that is not JSON (cut in the middle)
 *   wrong_shape  200, valid JSON of an unexpected shape
 * Set at start with SBI_FAULT / SBI_FAULT_DELAY_MS, or at run time with POST /__admin/faults.
 */

export interface FaultSettings {
  mode: FaultMode;
  /** Delay of `slow`. */
  delayMs: number;
  /** When the fault ends by itself (epoch ms), or null for "until reset". */
  until: number | null;
  /** Only requests whose path starts with this (e.g. `/v1/emisiones`), or null for all of /v1. */
  pathPrefix: string | null;
}

export interface FaultStatus extends Omit<FaultSettings, 'until'> {
  activeUntil: string | null;
}

export class Faults {
  private settings: FaultSettings;

  constructor(private readonly initial: { mode: FaultMode; delayMs: number }) {
    this.settings = { ...initial, until: null, pathPrefix: null };
  }

  set(change: { mode: FaultMode; delayMs?: number; durationMs?: number; pathPrefix?: string }): FaultStatus {
    this.settings = {
      mode: change.mode,
      delayMs: change.delayMs ?? this.initial.delayMs,
      until: change.durationMs === undefined ? null : Date.now() + change.durationMs,
      pathPrefix: change.pathPrefix ?? null,
    };
    return this.status();
  }

  /** Back to no fault (not to SBI_FAULT: a reset is a reset). */
  reset(): FaultStatus {
    return this.set({ mode: 'none' });
  }

  status(): FaultStatus {
    const { until, ...rest } = this.active();
    return { ...rest, activeUntil: until === null ? null : new Date(until).toISOString() };
  }

  /** onRequest hook of the /v1 routes. */
  readonly hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const fault = this.active();
    if (fault.mode === 'none') return;
    if (fault.pathPrefix && !request.url.startsWith(fault.pathPrefix)) return;
    request.log.warn({ fault: fault.mode }, 'simulated fault');
    switch (fault.mode) {
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        return;
      case 'error':
        return reply.code(503).header('retry-after', '5').send({ error: 'unavailable', message: messages.unavailable });
      case 'malformed':
        return reply
          .code(200)
          .header('content-type', 'application/json; charset=utf-8')
          .send('{"productos":[{"id":"101","nombre":"Seguro de Bici');
      case 'wrong_shape':
        return reply
          .code(200)
          .header('content-type', 'application/json; charset=utf-8')
          .send('{"resultado":"OK","datos":"<html><body>Mantenimiento programado</body></html>"}');
    }
  };

  private active(): FaultSettings {
    if (this.settings.until !== null && Date.now() >= this.settings.until) this.reset();
    return this.settings;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    faults: Faults;
  }
}

export default fp(
  async (app) => {
    app.decorate('faults', new Faults(app.config.fault));
    if (app.config.fault.mode !== 'none')
      app.log.warn({ fault: app.config.fault }, 'SBI_FAULT is set: /v1 answers with a simulated fault');
  },
  { name: 'faults', dependencies: ['config'] },
);
