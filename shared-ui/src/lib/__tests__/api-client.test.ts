import { api, ApiError, configureApi, GENERIC_ERROR, NETWORK_ERROR } from '../api-client';
import { useAuthStore } from '../../stores/auth-store';
import { jsonResponse, textResponse } from '../../testing/http';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  configureApi({ baseUrl: '/api/v1' });
  useAuthStore.setState({ getAccessToken: async () => null });
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1]!;
  return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

describe('api client', () => {
  it('unwraps the {data, meta} envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { exists: true }, meta: { code: 0 } }));
    await expect(api.get('/user/exists', { query: { email: 'ana@example.com', skip: undefined } })).resolves.toEqual({
      exists: true,
    });
    expect(lastCall().url).toBe('/api/v1/user/exists?email=ana%40example.com');
  });

  it('attaches the bearer token from the auth store', async () => {
    useAuthStore.setState({ getAccessToken: async () => 'token-123' });
    fetchMock.mockResolvedValue(jsonResponse(200, { data: null, meta: { code: 0 } }));
    await api.post('/user/sync');
    const { headers, init } = lastCall();
    expect(headers.authorization).toBe('Bearer token-123');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('sends no authorization header without a session and JSON-encodes bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: 1, meta: { code: 0 } }));
    await api.post('/user/policy-from-quote', { quoteId: 'q1' });
    const { headers, init } = lastCall();
    expect(headers.authorization).toBeUndefined();
    expect(headers['content-type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ quoteId: 'q1' }));
  });

  it('surfaces the Spanish server message of a failure', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { data: null, meta: { code: 40001, message: 'El correo no es válido.' } }),
    );
    const error = await api.get('/x', { fallbackMessage: 'Error al crear la póliza' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'El correo no es válido.', status: 400, code: 40001, field: null });
  });

  it('names the request field a 400 is about (meta.field)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        data: null,
        meta: { code: 400, message: 'Completá el número de documento.', field: 'numeroDeDocumentoODeRut' },
      }),
    );
    const error = await api.post('/sbi/emision', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Completá el número de documento.',
      status: 400,
      field: 'numeroDeDocumentoODeRut',
    });
  });

  it('falls back to the caller message when the server gives none', async () => {
    fetchMock.mockResolvedValue(textResponse(404, '<html>Not found</html>'));
    await expect(api.get('/user/policy', { fallbackMessage: 'Error al crear la póliza' })).rejects.toMatchObject({
      message: 'Error al crear la póliza',
      status: 404,
    });
    fetchMock.mockResolvedValue(textResponse(500, '{}'));
    await expect(api.get('/x')).rejects.toMatchObject({ message: GENERIC_ERROR, status: 500 });
  });

  it('treats a non-zero meta.code as a failure even with HTTP 200', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: null, meta: { code: 7 } }));
    await expect(
      api.post('/quote/create', {}, { fallbackMessage: 'No se pudo crear la cotizacion' }),
    ).rejects.toMatchObject({ message: 'No se pudo crear la cotizacion', code: 7 });
  });

  it('turns a network failure into a Spanish message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ message: NETWORK_ERROR, status: 0 });
    await expect(api.get('/x', { fallbackMessage: 'Error cargando catálogo' })).rejects.toMatchObject({
      message: 'Error cargando catálogo',
    });
  });

  it('still calls the API when the token cannot be obtained', async () => {
    useAuthStore.setState({ getAccessToken: async () => Promise.reject(new Error('login_required')) });
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [], meta: { code: 0 } }));
    await expect(api.get('/user/policy')).resolves.toEqual([]);
    expect(lastCall().headers.authorization).toBeUndefined();
  });

  it('uses the base URL from the runtime configuration', async () => {
    configureApi({ baseUrl: 'https://api.example.uy/api/v1/' });
    fetchMock.mockResolvedValue(jsonResponse(200, { data: 1, meta: { code: 0 } }));
    await api.get('policy');
    expect(lastCall().url).toBe('https://api.example.uy/api/v1/policy');
  });
});
