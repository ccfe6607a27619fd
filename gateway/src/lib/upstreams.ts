/*
 * The api instances the gateway proxies /api/v1 to (API_URL may list several). Each is asked
 * GET /healthz every `intervalMs`; two failed checks in a row (refused, or an error answer) take it out of
 * the rotation and one good check brings it back. A check that times out changes nothing: an instance too
 * busy to answer it quickly is still serving (under load it took both instances out in turn, sending
 * requests to a stopped one). A request that could not connect to an instance takes it out at once (the next
 * check may bring it back). Each request goes to the instance in rotation with the fewest requests of this
 * gateway still waiting on it, round-robin among equals; over all of them when none is in rotation (better
 * to try than to refuse). Plain round-robin gave a slow instance (cold after a restart, or starved of CPU)
 * half of the new requests however many it already held, and on a loaded machine reads queued behind its
 * backlog past API_TIMEOUT_MS (504) while the other instance had room.
 *
 * `acquire` bounds what one instance is given: at most `maxInFlight` requests of this gateway at a time, the
 * next ones waiting here (first come, first served) for one to end, up to a time limit. The connections to
 * an instance then stay about as many as that bound, open and reused: when an instance is killed the other
 * one takes over the waiting requests on connections it has already accepted. Without the bound each gateway
 * opened ~50 new connections to the survivor at once; Node accepts one connection per event-loop turn, and
 * on a loaded machine (a turn of 0.2–0.9 s) their requests were read 17–44 s after they were sent, past
 * API_TIMEOUT_MS (504), while requests on the open connections were answered in under a second.
 *
 * This is enough for a handful of instances on a private network; a load balancer in front of the api
 * (an ALB, nginx, HAProxy, a Kubernetes Service) does the same with one API_URL, and then the gateway
 * neither checks nor retries: see gateway/README.md.
 */

export interface UpstreamState {
  url: string;
  up: boolean;
  /** Failed checks in a row. */
  failures: number;
  /** Requests sent to it (`begin`) that have not ended yet. */
  inFlight: number;
}

export interface UpstreamsOptions {
  /** Between health checks. Default 2000 ms; 0 checks never (one upstream needs none). */
  intervalMs?: number;
  /** One check's time limit (a timeout changes nothing). Default 2000 ms. */
  timeoutMs?: number;
  /** Failed checks in a row that take an instance out. Default 2. */
  fallAfter?: number;
  /** Requests in flight on one instance beyond which `acquire` waits. Default: no limit. */
  maxInFlight?: number;
  onChange?: (state: UpstreamState) => void;
}

/** A place on an instance (`acquire`): where to send the request, and `end` once it is over. */
export interface Slot {
  url: string;
  end: () => void;
}

interface Waiter {
  grant: (slot: Slot) => void;
}

/** Errors that mean the request never reached the api: safe to send elsewhere when the method is a read. */
const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The connection closed under a request before any answer: the instance died (kill -9) or dropped it. */
const CLOSED_BEFORE_ANSWER = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

function hasCode(error: unknown, codes: Set<string>): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && codes.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Whether `error` (reply-from's, with the socket's error as its cause) is a failure to connect. */
export const isConnectFailure = (error: unknown): boolean => hasCode(error, CONNECT_FAILURES);

/**
 * Whether the instance is gone for this request without having answered: a failure to connect, or the
 * connection closed before any answer. A read (no side effects) may go to another instance either way.
 */
export const isLostBeforeAnswer = (error: unknown): boolean =>
  isConnectFailure(error) || hasCode(error, CLOSED_BEFORE_ANSWER);

/** Methods that change nothing: a read that failed to connect is retried once on another instance. */
export const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class Upstreams {
  readonly states: UpstreamState[];
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly intervalMs: number;
  private readonly timeoutMs: number;
  private readonly fallAfter: number;
  private readonly maxInFlight: number;
  private readonly waiters: Waiter[] = [];

  constructor(
    urls: readonly string[],
    private readonly options: UpstreamsOptions = {},
  ) {
    if (urls.length === 0) throw new Error('At least one upstream');
    this.states = urls.map((url) => ({ url, up: true, failures: 0, inFlight: 0 }));
    this.intervalMs = options.intervalMs ?? 2000;
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.fallAfter = options.fallAfter ?? 2;
    this.maxInFlight = options.maxInFlight ?? Infinity;
  }

  /** Requests waiting in `acquire`. */
  get waiting(): number {
    return this.waiters.length;
  }

  /**
   * The instance in rotation with the fewest requests in flight (round-robin among equals), other than
   * `except` when another exists.
   */
  pick(except?: string): string {
    const candidates = this.states.filter((s) => s.url !== except);
    const pool = candidates.length > 0 ? candidates : this.states;
    const live = pool.filter((s) => s.up);
    const from = live.length > 0 ? live : pool;
    const least = Math.min(...from.map((s) => s.inFlight));
    const idle = from.filter((s) => s.inFlight === least);
    const chosen = idle[this.next++ % idle.length]!;
    if (this.next > 1e9) this.next = 0;
    return chosen.url;
  }

  /**
   * A request was sent to `url`, whatever its count there; the function returned ends it (once, however
   * often it is called) and hands its place to the first request waiting in `acquire`.
   */
  begin(url: string): () => void {
    const state = this.states.find((s) => s.url === url);
    if (!state) return () => {};
    state.inFlight += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      state.inFlight -= 1;
      // After the proxy's connection is free for the next request (undici frees it after the response's
      // end reaches the client): a place handed out sooner made undici open a new connection for it.
      setImmediate(() => this.admit());
    };
  }

  /**
   * A place for one request on the instance `pick` would choose among those below `maxInFlight`, at once
   * or, when every one is full, as soon as a request ends (first come, first served). Null when none
   * came within `timeoutMs` or `signal` aborted first (the client left).
   */
  acquire(timeoutMs: number, signal?: AbortSignal): Promise<Slot | null> {
    const url = this.waiters.length === 0 ? this.pickWithRoom() : null;
    if (url) return Promise.resolve({ url, end: this.begin(url) });
    if (signal?.aborted) return Promise.resolve(null);
    return new Promise((resolve) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) this.waiters.splice(at, 1);
      };
      const onAbort = () => (leave(), resolve(null));
      const waiter: Waiter = { grant: (slot) => (leave(), resolve(slot)) };
      const timer = setTimeout(onAbort, timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  /** `pick`'s choice among the instances below `maxInFlight`; null when all are full. */
  private pickWithRoom(): string | null {
    const live = this.states.filter((s) => s.up);
    const from = (live.length > 0 ? live : this.states).filter((s) => s.inFlight < this.maxInFlight);
    if (from.length === 0) return null;
    const least = Math.min(...from.map((s) => s.inFlight));
    const idle = from.filter((s) => s.inFlight === least);
    const chosen = idle[this.next++ % idle.length]!;
    if (this.next > 1e9) this.next = 0;
    return chosen.url;
  }

  /** Gives the places free now to the requests waiting longest. */
  private admit(): void {
    while (this.waiters.length > 0) {
      const url = this.pickWithRoom();
      if (!url) return;
      this.waiters[0]!.grant({ url, end: this.begin(url) });
    }
  }

  /** A request could not connect to `url`: out of rotation until a check answers. */
  failed(url: string): void {
    const state = this.states.find((s) => s.url === url);
    if (state) this.set(state, false, this.fallAfter);
  }

  private set(state: UpstreamState, up: boolean, failures: number) {
    const changed = state.up !== up;
    state.up = up;
    state.failures = failures;
    if (changed) this.options.onChange?.(state);
    // Back in rotation, or out of it (the waiting then go to the others, or to all when none is up).
    if (changed) this.admit();
  }

  /** One round of health checks (all instances at once). */
  async check(): Promise<void> {
    await Promise.all(
      this.states.map(async (state) => {
        let ok: boolean;
        try {
          const res = await fetch(`${state.url}/healthz`, { signal: AbortSignal.timeout(this.timeoutMs) });
          ok = res.ok;
          await res.body?.cancel();
        } catch (error) {
          // Too busy to answer in time is not down: it is answering requests. Refused or failed is.
          if ((error as Error).name === 'TimeoutError') return;
          ok = false;
        }
        if (ok) this.set(state, true, 0);
        else if (state.failures + 1 >= this.fallAfter) this.set(state, false, state.failures + 1);
        else state.failures += 1;
      }),
    );
  }

  /** Checks every `intervalMs` (never with a single instance or an interval of 0). */
  start(): void {
    if (this.timer || this.states.length < 2 || this.intervalMs <= 0) return;
    const tick = () => {
      void this.check().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.intervalMs).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
