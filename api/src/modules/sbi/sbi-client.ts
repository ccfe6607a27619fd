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

/** A product as the partner's API lists it (`categoria`); what the api answers is contracts' SbiProduct (`ramo`). */
export const PartnerProduct = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40 }),
  nombre: Type.String({ minLength: 1, maxLength: 200 }),
  categoria: Ramo,
});
export type PartnerProduct = Static<typeof PartnerProduct>;

const PartnerProductsAnswer = Type.Object({ productos: Type.Array(PartnerProduct) });

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
  producto: PartnerProduct,
  valorDeclarado: Type.Number(),
  paquetes: Type.Array(SbiPackage, { maxItems: 50 }),
});
export type SbiPackages = Static<typeof SbiPackages>;

const SbiErrorBody = Type.Object({ message: Type.String({ minLength: 1, maxLength: 300 }) });

const FormaDePago = Type.Union([Type.Literal('T'), Type.Literal('L'), Type.Literal('R')]);
const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const PolicyNumber = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9 ._-]*$' });

/** What we send to POST /v1/emisiones: the spec's emission request plus `referencia` (our policy id). */
export interface SbiEmissionRequest {
  referencia: string;
  productoId: string;
  paqueteId: string;
  tipoDeDocumento: 'CI' | 'RUT';
  numeroDeDocumentoODeRut: string;
  nombreORazonSocial: string;
  apellido: string;
  fechaDeNacimiento: string | null;
  correoElectronico: string;
  celular: string | null;
  calle: string;
  numeroDePuerta: string;
  apartamento: string | null;
  codigoPostal: string | null;
  departamento: string;
  inicioDeVigencia: string;
  formaDePago: 'T' | 'L' | 'R';
  cantidadDeCuotas: number;
  camposAdicionales: Array<{ nombre: string; valor: string }>;
  emailTo: string | null;
  emailCC: string | null;
  urlNotificacionNumeroDePoliza: string;
  /** Where the partner's payment page sends the person back to once paid (the app's result screen). */
  urlRetorno?: string;
  paymentCode: string | null;
  createdFromQuoteId: string | null;
}

export const SbiEmission = Type.Object({
  emisionId: Type.String({ minLength: 1, maxLength: 100 }),
  referencia: Type.String({ minLength: 1, maxLength: 100 }),
  estado: Type.Union([Type.Literal('pendiente_pago'), Type.Literal('emitida')]),
  formaDePago: FormaDePago,
  cantidadDeCuotas: Type.Integer({ minimum: 0, maximum: 10 }),
  linkDePago: Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 2048 })]),
  numeroPoliza: Type.Union([Type.Null(), PolicyNumber]),
  fechaEmision: Type.Union([Type.Null(), DateString]),
  fechaVencimiento: Type.Union([Type.Null(), DateString]),
  producto: Type.String({ minLength: 1, maxLength: 200 }),
  paquete: Type.String({ minLength: 1, maxLength: 200 }),
  precio: Type.Number({ minimum: 0, maximum: 1e9 }),
});
export type SbiEmission = Static<typeof SbiEmission>;

/** GET /v1/polizas/:numero: the spec's prefill shape. */
export const SbiPrefill = Type.Object({
  insuredName: Type.String({ maxLength: 200 }),
  policyNumber: PolicyNumber,
  validityDate: DateString,
  validityDateEnd: DateString,
  isRenewal: Type.Boolean(),
  paymentMethod: Type.String({ maxLength: 60 }),
  currency: Type.String({ maxLength: 10 }),
  price: Type.Number({ minimum: 0, maximum: 1e9 }),
  brokerCardName: Type.String({ maxLength: 200 }),
  productName: Type.String({ maxLength: 200 }),
  packageName: Type.String({ maxLength: 200 }),
  // The insured's document, which the api compares with the caller's profile (never passed to the browser).
  insuredDocumentType: Type.Optional(Type.Union([Type.Literal('CI'), Type.Literal('RUT')])),
  insuredDocumentNumber: Type.Optional(Type.String({ maxLength: 30 })),
});
export type SbiPrefill = Static<typeof SbiPrefill>;

export const SbiDocumentList = Type.Object({
  numeroPoliza: PolicyNumber,
  documentos: Type.Array(
    Type.Object({
      // A name we later put in a URL and a download: no paths, no quotes.
      nombre: Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }),
      mime: Type.String({ minLength: 1, maxLength: 100 }),
    }),
    { maxItems: 50 },
  ),
});
export type SbiDocumentList = Static<typeof SbiDocumentList>;

/** Largest document accepted from the partner. */
const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export interface SbiCallOptions {
  /** Sent as `x-request-id` so the partner's logs share the caller's request id. */
  requestId?: string | undefined;
  /** Logs retries and failures (the request's logger). */
  log?: FastifyBaseLogger | undefined;
  signal?: AbortSignal;
}

export interface PackagesOptions extends SbiCallOptions {
  ubicacion?: 'montevideo' | 'interior' | undefined;
  construccion?: 'tradicional' | 'alternativa' | undefined;
}

export interface SbiClient {
  /** GET /v1/productos */
  listProducts(options?: SbiCallOptions): Promise<PartnerProduct[]>;
  /** GET /v1/productos/:id/paquetes?valorDeclarado=: the product's packages priced for that value (partner default when omitted). */
  getPackages(productId: string, declaredValue: number | undefined, options?: PackagesOptions): Promise<SbiPackages>;
  /**
   * POST /v1/emisiones. Not retried here (a POST); the partner is idempotent by `referencia`, so the caller
   * may send the same request again later and get the same emission. The answer must be for our
   * `referencia` and payment method, and carry an http(s) `linkDePago` for T, else `invalid_response`.
   */
  createEmission(request: SbiEmissionRequest, options?: SbiCallOptions): Promise<SbiEmission>;
  /** GET /v1/polizas/:numero: the prefill of a policy the partner knows (404 `not_found` otherwise). */
  lookupPolicy(policyNumber: string, options?: SbiCallOptions): Promise<SbiPrefill>;
  /** GET /v1/polizas/:numero/documentos */
  listDocuments(policyNumber: string, options?: SbiCallOptions): Promise<SbiDocumentList>;
  /** GET /v1/polizas/:numero/documentos/:nombre: the PDF's bytes (checked to be a PDF). */
  getDocument(policyNumber: string, fileName: string, options?: SbiCallOptions): Promise<Buffer>;
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

/** A GET whose answer is a PDF instead of JSON. */
interface PdfSpec {
  method: 'GET';
  path: string;
  pdf: true;
}

export function createSbiClient(options: SbiClientOptions): SbiClient {
  const { baseUrl, apiKey, timeoutMs, retries = 2, retryDelayMs = 100 } = options;
  const fetchFn = options.fetch ?? fetch;
  const checks = {
    products: TypeCompiler.Compile(PartnerProductsAnswer),
    packages: TypeCompiler.Compile(SbiPackages),
    error: TypeCompiler.Compile(SbiErrorBody),
    emission: TypeCompiler.Compile(SbiEmission),
    prefill: TypeCompiler.Compile(SbiPrefill),
    documents: TypeCompiler.Compile(SbiDocumentList),
  };

  async function attempt<S extends TSchema>(
    spec: RequestSpec<S> | PdfSpec,
    call: SbiCallOptions,
  ): Promise<Static<S> | Buffer> {
    const url = new URL(`${baseUrl}${spec.path}`);
    const query = 'query' in spec ? spec.query : undefined;
    const body = 'body' in spec ? spec.body : undefined;
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = {
      accept: 'pdf' in spec ? 'application/pdf' : 'application/json',
      'x-api-key': apiKey,
    };
    if (call.requestId) headers['x-request-id'] = call.requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;

    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetchFn(url, {
        method: spec.method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal,
        // A redirect from the partner is not followed: our API key must not travel elsewhere.
        redirect: 'manual',
      });
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > MAX_DOCUMENT_BYTES) {
        await response.body?.cancel();
        throw new SbiError('invalid_response', `SBI answered ${spec.path} with ${declared} bytes`, response.status);
      }
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof SbiError) throw error;
      if (call.signal?.aborted) throw error;
      const timedOut = timeout.aborted;
      throw new SbiError(
        'unavailable',
        timedOut ? `SBI did not answer within ${timeoutMs} ms` : 'SBI is unreachable',
        null,
        {
          cause: error,
        },
      );
    }

    const status = response.status;
    if (status >= 200 && status < 300) {
      if ('pdf' in spec) {
        const type = response.headers.get('content-type') ?? '';
        if (
          !/^application\/pdf\b/i.test(type) ||
          bytes.subarray(0, 5).toString('latin1') !== '%PDF-' ||
          bytes.length > MAX_DOCUMENT_BYTES
        ) {
          throw new SbiError('invalid_response', `SBI answered ${spec.path} with something that is not a PDF`, status);
        }
        return bytes;
      }
      let data: unknown;
      try {
        data = JSON.parse(bytes.toString('utf8'));
      } catch (error) {
        throw new SbiError('invalid_response', `SBI answered ${spec.path} with something that is not JSON`, status, {
          cause: error,
        });
      }
      if (!spec.check.Check(data)) {
        const first = spec.check.Errors(data).First();
        throw new SbiError(
          'invalid_response',
          `SBI answered ${spec.path} with an unexpected shape: ${first?.path || '/'} ${first?.message ?? ''}`,
          status,
        );
      }
      return data;
    }

    const reason = partnerMessage(bytes.toString('utf8'));
    if (status === 404)
      throw new SbiError('not_found', `SBI: ${spec.path} not found`, status, { partnerMessage: reason });
    if (status === 401 || status === 403) {
      throw new SbiError('unavailable', `SBI refused the API key (${status})`, status, { retryable: false });
    }
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      throw new SbiError('rejected', `SBI refused ${spec.path} (${status})`, status, { partnerMessage: reason });
    }
    if (status >= 300 && status < 400)
      throw new SbiError('invalid_response', `SBI redirected ${spec.path} (${status})`, status);
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

  function request<S extends TSchema>(spec: RequestSpec<S>, call?: SbiCallOptions): Promise<Static<S>>;
  function request(spec: PdfSpec, call?: SbiCallOptions): Promise<Buffer>;
  async function request<S extends TSchema>(
    spec: RequestSpec<S> | PdfSpec,
    call: SbiCallOptions = {},
  ): Promise<Static<S> | Buffer> {
    const attempts = spec.method === 'GET' ? retries + 1 : 1;
    for (let i = 1; ; i++) {
      try {
        return await attempt(spec, call);
      } catch (error) {
        const retryable = error instanceof SbiError && error.retryable && i < attempts;
        // A refusal (404, 400) answers the person's input; only an unusable partner is an error of ours.
        const refused = error instanceof SbiError && (error.kind === 'rejected' || error.kind === 'not_found');
        const level = retryable ? 'warn' : refused ? 'info' : 'error';
        call.log?.[level](
          { err: error, sbiPath: spec.path, attempt: i },
          retryable ? 'SBI call failed, retrying' : 'SBI call failed',
        );
        if (!retryable) throw error;
        await sleep(retryDelayMs * 2 ** (i - 1), call.signal);
      }
    }
  }

  const policyPath = (policyNumber: string) => `/v1/polizas/${encodeURIComponent(policyNumber)}`;

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

    async createEmission(body, call) {
      const answer = await request({ method: 'POST', path: '/v1/emisiones', body, check: checks.emission }, call);
      const problem =
        answer.referencia !== body.referencia
          ? 'another referencia'
          : answer.formaDePago !== body.formaDePago
            ? 'another formaDePago'
            : answer.formaDePago === 'T' && !isHttpUrl(answer.linkDePago)
              ? 'no http(s) linkDePago for a card payment'
              : answer.estado === 'emitida' &&
                  (!answer.numeroPoliza || !answer.fechaEmision || !answer.fechaVencimiento)
                ? 'an issued emission without number or dates'
                : null;
      if (problem) {
        const error = new SbiError('invalid_response', `SBI answered /v1/emisiones with ${problem}`, 200);
        call?.log?.error({ err: error, sbiPath: '/v1/emisiones' }, 'SBI call failed');
        throw error;
      }
      return answer;
    },

    lookupPolicy: (policyNumber, call) =>
      request({ method: 'GET', path: policyPath(policyNumber), check: checks.prefill }, call),

    listDocuments: (policyNumber, call) =>
      request({ method: 'GET', path: `${policyPath(policyNumber)}/documentos`, check: checks.documents }, call),

    getDocument: (policyNumber, fileName, call) =>
      request(
        { method: 'GET', path: `${policyPath(policyNumber)}/documentos/${encodeURIComponent(fileName)}`, pdf: true },
        call,
      ),
  };
}

function isHttpUrl(value: string | null): boolean {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
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
