// HTTP-level test doubles: jsdom has no fetch/Response, so tests install a jest.fn as global.fetch and
// answer with these minimal responses. Test-only; never exported from the package entry.

export interface FakeResponse {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
  text: () => Promise<string>;
}

/** A response whose body is JSON (an API envelope, usually). */
export function jsonResponse(status: number, body: unknown): FakeResponse {
  const text = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text), text: async () => text };
}

/** A response whose body is not JSON (an HTML 404 page, an empty 500). */
export function textResponse(status: number, text: string): FakeResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  };
}

/** `{ data, meta: { code: 0 } }` */
export function ok(data: unknown): FakeResponse {
  return jsonResponse(200, { data, meta: { code: 0 } });
}

/** `{ data: null, meta: { code, message } }` with an HTTP error status. */
export function fail(status: number, message?: string, code = status): FakeResponse {
  return jsonResponse(status, { data: null, meta: message ? { code, message } : { code } });
}

type Route = (url: string, init: RequestInit) => FakeResponse | Promise<FakeResponse> | undefined;

/**
 * Installs `global.fetch` as a jest mock. `routes` maps "METHOD /path" (path without query) to an answer;
 * anything else gets a 404 like the gateway would give for a route that does not exist yet.
 */
export function installFetch(routes: Record<string, FakeResponse | Route> = {}): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const answer = routes[`${method} ${path}`];
    const response = typeof answer === 'function' ? await answer(url, init) : answer;
    return (response ?? textResponse(404, 'Not Found')) as unknown as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The JSON body the n-th call of a fetch mock sent (undefined without a body). */
export function bodyOf(fetchMock: jest.Mock, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** A promise and its resolver, for an answer the test releases by hand: `() => answer.promise` as a route. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
