import { useAuthStore } from '../stores/auth-store';

/** Default base of the product API, same origin through the gateway. */
export const API_BASE = '/api/v1';

let apiBase: string = API_BASE;

/** The shell sets the base from /config.json (`apiBaseUrl`) once at startup. */
export function configureApi(options: { baseUrl?: string | null }): void {
  apiBase = (options.baseUrl || API_BASE).replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return apiBase;
}

export const GENERIC_ERROR = 'Ocurrió un error inesperado. Probá de nuevo.';
export const NETWORK_ERROR = 'No pudimos conectarnos con el servidor. Revisá tu conexión y probá de nuevo.';

/**
 * A failed API call: `message` is the server's Spanish message, else the caller's fallback. `field` is the
 * request-body path a 400 is about (`numeroDeDocumentoODeRut`), when the server names one.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Spanish text shown when the server gives no message (the spec's fallback). */
  fallbackMessage?: string;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** `undefined` is allowed: each fetcher passes on its own optional `signal`. */
  signal?: AbortSignal | undefined;
}

interface Envelope<T> {
  data: T;
  meta?: { code?: number; message?: string; field?: string };
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The one API client: attaches the bearer token, unwraps `{data, meta}` and turns failures into
 * ApiError with a Spanish message. Resolves with `data`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, fallbackMessage = GENERIC_ERROR, auth = true, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (auth) {
    const token = await useAuthStore
      .getState()
      .getAccessToken()
      .catch(() => null);
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      ...(body !== undefined && { body: isForm ? (body as FormData) : JSON.stringify(body) }),
      ...(signal && { signal }),
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(fallbackMessage === GENERIC_ERROR ? NETWORK_ERROR : fallbackMessage, 0, -1);
  }

  if (response.status === 204) return undefined as T;

  let payload: Envelope<T> | null;
  try {
    payload = (await response.json()) as Envelope<T>;
  } catch {
    payload = null;
  }
  const code = payload?.meta?.code ?? (response.ok ? 0 : response.status);
  if (!response.ok || code !== 0 || !payload) {
    const field = typeof payload?.meta?.field === 'string' && payload.meta.field ? payload.meta.field : null;
    throw new ApiError(payload?.meta?.message || fallbackMessage, response.status, code, field);
  }
  return payload.data;
}

export const api = {
  get: <T>(path: string, o?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...o, method: 'GET' }),
  post: <T>(path: string, body?: unknown, o?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...o, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, o?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...o, method: 'PUT', body }),
  delete: <T>(path: string, o?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...o, method: 'DELETE' }),
};
