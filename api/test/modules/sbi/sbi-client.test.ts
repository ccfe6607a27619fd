import { createSbiClient, SbiError, type SbiClient } from '../../../src/modules/sbi/sbi-client';
import { FAKE_API_KEY, fakePackages, startFakeSbi, type FakeSbi } from '../../helpers/fake-sbi';

let sbi: FakeSbi;
let client: SbiClient;

beforeAll(async () => {
  sbi = await startFakeSbi({ slowMs: 400 });
  client = createSbiClient({ baseUrl: sbi.url, apiKey: FAKE_API_KEY, timeoutMs: 150, retryDelayMs: 10 });
});
beforeEach(() => sbi.reset());
afterAll(() => sbi.close());

async function failure(promise: Promise<unknown>): Promise<SbiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SbiError) return error;
    throw error;
  }
  throw new Error('expected an SbiError');
}

describe('SBI client', () => {
  it('lists products, sending the API key and the request id', async () => {
    const products = await client.listProducts({ requestId: 'req-42' });
    expect(products.map((p) => p.id)).toEqual(['101', '201', '204']);
    expect(sbi.requests[0]).toMatchObject({
      url: '/v1/productos',
      headers: { 'x-api-key': FAKE_API_KEY, 'x-request-id': 'req-42' },
    });
  });

  it('gets the packages of a product for a declared value', async () => {
    const answer = await client.getPackages('201', 300000, { ubicacion: 'montevideo' });
    expect(answer.paquetes).toEqual(fakePackages('201', 300000));
    expect(sbi.requests[0]!.url).toBe('/v1/productos/201/paquetes?valorDeclarado=300000&ubicacion=montevideo');
  });

  it('escapes the product id in the path', async () => {
    const error = await failure(client.getPackages('../admin', 1000));
    expect(error.kind).toBe('not_found');
    expect(sbi.requests[0]!.url).toBe('/v1/productos/..%2Fadmin/paquetes?valorDeclarado=1000');
  });

  it('retries a GET that failed and succeeds', async () => {
    sbi.setFault('error', 2);
    await expect(client.listProducts()).resolves.toHaveLength(3);
    expect(sbi.requests).toHaveLength(3);
  });

  it('gives up after two retries as unavailable', async () => {
    sbi.setFault('error');
    const error = await failure(client.listProducts());
    expect(error).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(sbi.requests).toHaveLength(3);
  });

  it('times out each attempt', async () => {
    sbi.setFault('slow');
    const started = Date.now();
    const error = await failure(client.listProducts());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/within 150 ms/);
    expect(sbi.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['malformed', /not JSON/],
    ['wrong_shape', /unexpected shape/],
  ] as const)('refuses a %s answer without retrying', async (fault, message) => {
    sbi.setFault(fault);
    const error = await failure(client.getPackages('101', 1000));
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toMatch(message);
    expect(sbi.requests).toHaveLength(1);
  });

  it("reports the partner's reason for a refusal and a missing product", async () => {
    const rejected = await failure(client.getPackages('101', 50));
    expect(rejected).toMatchObject({
      kind: 'rejected',
      status: 400,
      partnerMessage: 'El valor declarado debe estar entre USD 200 y USD 15.000.',
    });
    const missing = await failure(client.getPackages('999', 1000));
    expect(missing).toMatchObject({ kind: 'not_found', status: 404, partnerMessage: 'El producto 999 no existe.' });
    expect(sbi.requests).toHaveLength(2);
  });

  it('does not retry a refused key', async () => {
    const wrongKey = createSbiClient({ baseUrl: sbi.url, apiKey: 'wrong', timeoutMs: 150, retryDelayMs: 10 });
    const error = await failure(wrongKey.listProducts());
    expect(error).toMatchObject({ kind: 'unavailable', status: 401, retryable: false });
    expect(sbi.requests).toHaveLength(1);
  });

  it('reports an unreachable partner as unavailable', async () => {
    const nowhere = createSbiClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: FAKE_API_KEY,
      timeoutMs: 150,
      retryDelayMs: 1,
    });
    expect((await failure(nowhere.listProducts())).kind).toBe('unavailable');
  });

  it('stops when the caller aborts, without retrying', async () => {
    sbi.setFault('slow');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(client.listProducts({ signal: controller.signal })).rejects.toThrow();
    expect(sbi.requests).toHaveLength(1);
  });
});

describe('SBI client: emission, lookup, documents', () => {
  const request = (overrides: Record<string, unknown> = {}) =>
    ({
      referencia: 'ref-1',
      productoId: '201',
      paqueteId: '201-REC-200000-MVD',
      tipoDeDocumento: 'CI',
      numeroDeDocumentoODeRut: '1.234.567-2',
      nombreORazonSocial: 'Ana',
      apellido: 'Pérez',
      fechaDeNacimiento: null,
      correoElectronico: 'ana@example.com',
      celular: null,
      calle: 'Bv. Artigas',
      numeroDePuerta: 's/n',
      apartamento: null,
      codigoPostal: null,
      departamento: 'Montevideo',
      inicioDeVigencia: '2030-01-01',
      formaDePago: 'T',
      cantidadDeCuotas: 0,
      camposAdicionales: [],
      emailTo: null,
      emailCC: null,
      urlNotificacionNumeroDePoliza: 'http://localhost:8081/n',
      paymentCode: null,
      createdFromQuoteId: null,
      ...overrides,
    }) as Parameters<SbiClient['createEmission']>[0];

  it('posts an emission once, even when it fails (no retry for a POST)', async () => {
    const emission = await client.createEmission(request());
    expect(emission).toMatchObject({
      referencia: 'ref-1',
      estado: 'pendiente_pago',
      formaDePago: 'T',
      linkDePago: expect.stringContaining('/pagar/'),
    });
    expect(sbi.requests).toHaveLength(1);
    sbi.reset();
    sbi.setFault('error');
    expect((await failure(client.createEmission(request()))).kind).toBe('unavailable');
    expect(sbi.requests).toHaveLength(1);
  });

  it('refuses an answer for another referencia or a card payment without a link', async () => {
    const fetchAnswer =
      (answer: object): typeof fetch =>
      async () =>
        new Response(JSON.stringify(answer), { status: 201, headers: { 'content-type': 'application/json' } });
    const valid = await client.createEmission(request({ referencia: 'ref-2' }));
    const other = createSbiClient({
      baseUrl: sbi.url,
      apiKey: FAKE_API_KEY,
      timeoutMs: 150,
      fetch: fetchAnswer({ ...valid, referencia: 'ref-3' }),
    });
    expect((await failure(other.createEmission(request({ referencia: 'ref-2' })))).message).toMatch(
      /another referencia/,
    );
    const noLink = createSbiClient({
      baseUrl: sbi.url,
      apiKey: FAKE_API_KEY,
      timeoutMs: 150,
      fetch: fetchAnswer({ ...valid, linkDePago: null }),
    });
    expect((await failure(noLink.createEmission(request({ referencia: 'ref-2' })))).kind).toBe('invalid_response');
    const jsLink = createSbiClient({
      baseUrl: sbi.url,
      apiKey: FAKE_API_KEY,
      timeoutMs: 150,
      fetch: fetchAnswer({ ...valid, linkDePago: 'javascript:alert(1)' }),
    });
    expect((await failure(jsLink.createEmission(request({ referencia: 'ref-2' })))).kind).toBe('invalid_response');
  });

  it('looks a policy up and reports an unknown one as not_found', async () => {
    expect(await client.lookupPolicy('SBI-10000001')).toMatchObject({
      insuredName: 'Ana Pérez',
      policyNumber: 'SBI-10000001',
    });
    expect((await failure(client.lookupPolicy('SBI-99999999'))).kind).toBe('not_found');
  });

  it('lists documents and fetches one as PDF bytes, escaping the names', async () => {
    const list = await client.listDocuments('SBI-10000001');
    expect(list.documentos.map((d) => d.nombre)).toEqual(['poliza_SBI-10000001.pdf', '0000001.pdf']);
    const bytes = await client.getDocument('SBI-10000001', 'poliza_SBI-10000001.pdf');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sbi.requests.at(-1)!.url).toBe('/v1/polizas/SBI-10000001/documentos/poliza_SBI-10000001.pdf');
    await failure(client.getDocument('SBI-10000001', '../x'));
    expect(sbi.requests.at(-1)!.url).toBe('/v1/polizas/SBI-10000001/documentos/..%2Fx');
  });

  it('refuses a document that is not a PDF', async () => {
    sbi.setFault('wrong_shape');
    expect((await failure(client.getDocument('SBI-10000001', 'poliza_SBI-10000001.pdf'))).kind).toBe(
      'invalid_response',
    );
  });
});
