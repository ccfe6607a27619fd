import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { FastifyBaseLogger } from 'fastify';

/*
 * The api's one client for the partner insurer (SBI; the sbi-sandbox in development). Every call has a
 * time limit; idempotent GETs are retried a few times with a short backoff; every answer is checked
 * against a schema before anything uses it, so a malformed answer is an error and is never stored.
 * Failures are SbiError with a `kind` callers map to their own Spanish messages.
 */

export type SbiErrorKind =
  /** Could not reach the partner, it timed out, answered 5xx/429, or refused our key. Worth retrying later. */
  | 'unavailable'
  /** 404: the product, package or policy does not exist at the partner. */
  | 'not_found'
  /** 4xx: the partner refused the request; `message` is its (Spanish) reason when it gave one. */
  | 'rejected'
  /** A 2xx answer that is not JSON or not the expected shape. */
  | 'invalid_response';

export class SbiError extends Error {
  /** The partner's own explanation (Spanish, at most 300 characters) when it gave one. */
  readonly partnerMessage: string | null;
  /** Whether trying again soon may work (network, timeout, 5xx, 429); a refused key will not. */
  readonly retryable: boolean;

  constructor(
    readonly kind: SbiErrorKind,
    message: string,
    readonly status: number | null = null,
    options: { cause?: unknown; partnerMessage?: string | null; retryable?: boolean } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'SbiError';
    this.partnerMessage = options.partnerMessage ?? null;
    this.retryable = options.retryable ?? kind === 'unavailable';
  }
}

// Only the fields the api reads are checked; the partner may send more.
const Ramo = Type.Union([Type.Literal('bike'), Type.Literal('home')]);

export const SbiProduct = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40 }),
  nombre: Type.String({ minLength: 1, maxLength: 200 }),
  categoria: Ramo,
});
export type SbiProduct = Static<typeof SbiProduct>;

const SbiProductsAnswer = Type.Object({ productos: Type.Array(SbiProduct) });

export const SbiCobertura = Type.Object({
  nombreCobertura: Type.String({ minLength: 1, maxLength: 200 }),
  sumaAsegurada: Type.Number({ minimum: 0, maximum: 1e10 }),
});
export type SbiCobertura = Static<typeof SbiCobertura>;

export const SbiPackage = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 80 }),
  nombre: Type.String({ minLength: 1, maxLength: 200 }),
  /** Annual price in USD. */
  precio: Type.Number({ minimum: 0, maximum: 1e9 }),
  coberturas: Type.Array(SbiCobertura, { maxItems: 100 }),
});
export type SbiPackage = Static<typeof SbiPackage>;

export const SbiPackages = Type.Object({
  producto: SbiProduct,
  valorDeclarado: Type.Number(),
  paquetes: Type.Array(SbiPackage, { maxItems: 50 }),
});
export type SbiPackages = Static<typeof SbiPackages>;

const SbiErrorBody = Type.Object({ message: Type.String({ minLength: 1, maxLength: 300 }) });

export interface SbiCallOptions {
  /** Sent as `x-request-id` so the partner's logs share the caller's request id. */
  requestId?: string;
  /** Logs retries and failures (the request's logger). */
  log?: FastifyBaseLogger;
  signal?: AbortSignal;
}

export interface PackagesOptions extends SbiCallOptions {
  ubicacion?: 'montevideo' | 'interior';
  construccion?: 'tradicional' | 'alternativa';
}

export interface SbiClient {
  /** GET /v1/productos */
  listProducts(options?: SbiCallOptions): Promise<SbiProduct[]>;
  /** GET /v1/productos/:id/paquetes?valorDeclarado=: the product's packages priced for that value. */
  getPackages(productId: string, declaredValue: number, options?: PackagesOptions): Promise<SbiPackages>;
}

export interface SbiClientOptions {
  /** Base URL without trailing slash, e.g. http://localhost:8082. */
  baseUrl: string;
  apiKey: string;
  /** Time limit of one attempt. */
  timeoutMs: number;
  /** Extra attempts of an idempotent call that failed as `unavailable`. Default 2. */
  retries?: number;
  /** Wait before the first retry, doubled for each next one. Default 100 ms. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

interface RequestSpec<S extends TSchema> {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  check: TypeCheck<S>;
}

export function createSbiClient(options: SbiClientOptions): SbiClient {
  const { baseUrl, apiKey, timeoutMs, retries = 2, retryDelayMs = 100 } = options;
  const fetchFn = options.fetch ?? fetch;
  const checks = {
    products: TypeCompiler.Compile(SbiProductsAnswer),
    packages: TypeCompiler.Compile(SbiPackages),
    error: TypeCompiler.Compile(SbiErrorBody),
  };

  async function attempt<S extends TSchema>(spec: RequestSpec<S>, call: SbiCallOptions): Promise<Static<S>> {
    const url = new URL(`${baseUrl}${spec.path}`);
    for (const [key, value] of Object.entries(spec.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': apiKey };
    if (call.requestId) headers['x-request-id'] = call.requestId;
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;

    let response: Response;
    let text: string;
    try {
      response = await fetchFn(url, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (call.signal?.aborted) throw error;
      const timedOut = timeout.aborted;
      throw new SbiError('unavailable', timedOut ? `SBI did not answer within ${timeoutMs} ms` : 'SBI is unreachable', null, {
        cause: error,
      });
    }

    const status = response.status;
    if (status >= 200 && status < 300) {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new SbiError('invalid_response', `SBI answered ${spec.path} with something that is not JSON`, status, { cause: error });
      }
      if (!spec.check.Check(data)) {
        const first = spec.check.Errors(data).First();
        throw new SbiError('invalid_response', `SBI answered ${spec.path} with an unexpected shape: ${first?.path || '/'} ${first?.message ?? ''}`, status);
      }
      return data;
    }

    const reason = partnerMessage(text);
    if (status === 404) throw new SbiError('not_found', `SBI: ${spec.path} not found`, status, { partnerMessage: reason });
    if (status === 401 || status === 403) {
      throw new SbiError('unavailable', `SBI refused the API key (${status})`, status, { retryable: false });
    }
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      throw new SbiError('rejected', `SBI refused ${spec.path} (${status})`, status, { partnerMessage: reason });
    }
    throw new SbiError('unavailable', `SBI answered ${status}`, status);
  }

  function partnerMessage(text: string): string | null {
    try {
      const body: unknown = JSON.parse(text);
      return checks.error.Check(body) ? body.message : null;
    } catch {
      return null;
    }
  }

  async function request<S extends TSchema>(spec: RequestSpec<S>, call: SbiCallOptions = {}): Promise<Static<S>> {
    const attempts = spec.method === 'GET' ? retries + 1 : 1;
    for (let i = 1; ; i++) {
      try {
        return await attempt(spec, call);
      } catch (error) {
        const retryable = error instanceof SbiError && error.retryable && i < attempts;
        // A refusal (404, 400) answers the person's input; only an unusable partner is an error of ours.
        const refused = error instanceof SbiError && (error.kind === 'rejected' || error.kind === 'not_found');
        const level = retryable ? 'warn' : refused ? 'info' : 'error';
        call.log?.[level]({ err: error, sbiPath: spec.path, attempt: i }, retryable ? 'SBI call failed, retrying' : 'SBI call failed');
        if (!retryable) throw error;
        await sleep(retryDelayMs * 2 ** (i - 1), call.signal);
      }
    }
  }

  return {
    async listProducts(call) {
      const answer = await request({ method: 'GET', path: '/v1/productos', check: checks.products }, call);
      return answer.productos;
    },
    async getPackages(productId, declaredValue, call = {}) {
      return request(
        {
          method: 'GET',
          path: `/v1/productos/${encodeURIComponent(productId)}/paquetes`,
          query: { valorDeclarado: declaredValue, ubicacion: call.ubicacion, construccion: call.construccion },
          check: checks.packages,
        },
        call,
      );
    },
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
