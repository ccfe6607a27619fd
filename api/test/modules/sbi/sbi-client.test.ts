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
    expect(sbi.requests[0]).toMatchObject({ url: '/v1/productos', headers: { 'x-api-key': FAKE_API_KEY, 'x-request-id': 'req-42' } });
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
    expect(rejected).toMatchObject({ kind: 'rejected', status: 400, partnerMessage: 'El valor declarado debe estar entre USD 200 y USD 15.000.' });
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
    const nowhere = createSbiClient({ baseUrl: 'http://127.0.0.1:9', apiKey: FAKE_API_KEY, timeoutMs: 150, retryDelayMs: 1 });
    expect((await failure(nowhere.listProducts())).kind).toBe('unavailable');
  });

  it("stops when the caller aborts, without retrying", async () => {
    sbi.setFault('slow');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(client.listProducts({ signal: controller.signal })).rejects.toThrow();
    expect(sbi.requests).toHaveLength(1);
  });
});
