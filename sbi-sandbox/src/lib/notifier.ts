import type { FastifyBaseLogger } from 'fastify';
import { DELIVERY_HEADER, SIGNATURE_HEADER, signPayload } from './signature';
import type { Emision, Store } from './store';

/*
 * Delivers the "emission issued" event to the emission's urlNotificacionNumeroDePoliza: a signed JSON POST,
 * retried after each configured delay until a 2xx answer, then given up ('fallida'). The event and its
 * delivery id are fixed when the emission is paid, so every retry carries the same body and id; only the
 * signature timestamp changes. Progress is saved in the store, and pending deliveries resume after a restart.
 */

export interface NotifierOptions {
  secret: string;
  retryDelaysMs: number[];
  timeoutMs: number;
}

export class Notifier {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly aborts = new Set<AbortController>();
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly options: NotifierOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Attempts delivery now and resolves when that attempt settles or after `waitMs`, whichever comes first;
   * later retries run in the background. `force` sends again an event already delivered or given up on
   * (same delivery id: the receiver must treat it as a repeat).
   */
  async deliver(
    emisionId: string,
    { waitMs = 2000, force = false, requestId }: { waitMs?: number; force?: boolean; requestId?: string } = {},
  ) {
    if (force) {
      this.store.update(emisionId, (e) => {
        if (e.notificacion) e.notificacion.estado = 'pendiente';
      });
    }
    const attempt = this.attempt(emisionId, requestId);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([attempt, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }

  /** Schedules every delivery left pending (after a restart). */
  resumePending(): void {
    for (const e of this.store.listEmisiones()) {
      if (e.notificacion?.estado === 'pendiente') this.schedule(e.emisionId, 500);
    }
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const a of this.aborts) a.abort();
  }

  private schedule(emisionId: string, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(emisionId);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private attempt(emisionId: string, requestId?: string): Promise<void> {
    const running = this.inFlight.get(emisionId);
    if (running) return running;
    const promise = this.send(emisionId, requestId).finally(() => this.inFlight.delete(emisionId));
    this.inFlight.set(emisionId, promise);
    return promise;
  }

  private async send(emisionId: string, requestId?: string): Promise<void> {
    const emision = this.store.getEmision(emisionId);
    const notificacion = emision?.notificacion;
    if (this.closed || !emision || !notificacion || notificacion.estado !== 'pendiente') return;

    const body = JSON.stringify(notificacion.evento);
    const attemptNo = notificacion.intentos + 1;
    const abort = new AbortController();
    this.aborts.add(abort);
    let error: string | null = null;
    try {
      const response = await fetch(emision.urlNotificacionNumeroDePoliza, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SBI-Sandbox-Notificaciones/1.0',
          [SIGNATURE_HEADER]: signPayload(body, this.options.secret),
          [DELIVERY_HEADER]: notificacion.deliveryId,
          'x-sbi-event': 'emision.emitida',
          'x-sbi-attempt': String(attemptNo),
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body,
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause;
      error = cause?.code ?? (err as Error).name ?? 'error';
    } finally {
      this.aborts.delete(abort);
    }
    if (this.closed) return;

    const retryIn = error === null ? null : this.options.retryDelaysMs[attemptNo - 1];
    this.store.update(emisionId, (e) => {
      const n = e.notificacion!;
      n.intentos = attemptNo;
      n.ultimoIntentoEn = new Date().toISOString();
      n.ultimoError = error;
      n.estado = error === null ? 'entregada' : retryIn === undefined ? 'fallida' : 'pendiente';
      n.proximoIntentoEn =
        retryIn === undefined || retryIn === null ? null : new Date(Date.now() + retryIn).toISOString();
    });
    const target = describeUrl(emision);
    if (error === null) {
      this.log.info(
        { emisionId, deliveryId: notificacion.deliveryId, attempt: attemptNo, target },
        'notification delivered',
      );
    } else if (retryIn === undefined || retryIn === null) {
      this.log.error({ emisionId, attempt: attemptNo, target, error }, 'notification failed, giving up');
    } else {
      this.log.warn(
        { emisionId, attempt: attemptNo, target, error, retryInMs: retryIn },
        'notification failed, will retry',
      );
      this.schedule(emisionId, retryIn);
    }
  }
}

/** Origin and path only: the query carries the product API's signature. */
function describeUrl(emision: Emision): string {
  const url = new URL(emision.urlNotificacionNumeroDePoliza);
  return `${url.origin}${url.pathname}`;
}
