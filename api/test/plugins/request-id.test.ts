import { captureLogs } from 'server-kit';
import { useTestApp } from '../helpers/build-app';

const logs = captureLogs();
const t = useTestApp({ fakeSbi: true, logger: { level: 'info', stream: logs.stream } });

beforeEach(() => {
  t.app.sbiCatalogue.clear();
  logs.clear();
});

const partnerRequestIds = () => t.sbi.requests.map((r) => r.headers['x-request-id']);

describe('request ids', () => {
  it('echoes a well-formed x-request-id, and makes one for a missing or forged id', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'gw-abc.123' } });
    expect(given.headers['x-request-id']).toBe('gw-abc.123');
    const forged = await t.app.inject({ url: '/api/v1/nowhere', headers: { 'x-request-id': 'a\nforged line' } });
    expect(forged.statusCode).toBe(404);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('passes the id of the request that caused it on to the partner', async () => {
    const listed = await t.app.inject({ url: '/api/v1/sbi/productos', headers: { 'x-request-id': 'req-products-1' } });
    expect(listed.statusCode).toBe(200);
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quote/create',
      headers: { 'x-request-id': 'req-quote-1' },
      payload: { category: 'bike', declaredValue: 2000, contactEmail: 'ana@example.com' },
    });
    expect(quoted.statusCode).toBe(201);
    expect(partnerRequestIds()).toEqual(['req-products-1', 'req-quote-1']);
  });

  it('logs JSON lines with the request id and without e-mails, tokens or document numbers', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/quote/create?email=ana%40example.com',
      headers: { 'x-request-id': 'req-log-1', authorization: 'Bearer secret.jwt.token' },
      payload: { category: 'bike', declaredValue: 2000, contactEmail: 'ana@example.com' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/sbi/emision',
      headers: { 'x-request-id': 'req-log-2' },
      payload: { numeroDeDocumentoODeRut: '1.234.567-8', correoElectronico: 'beto@example.com' },
    });
    const entries = logs.entries();
    // One line per request, written with the answer.
    expect(entries.filter((e) => e.reqId === 'req-log-1' && e.req)).toEqual([
      expect.objectContaining({
        name: 'api',
        msg: 'request completed',
        req: expect.objectContaining({ method: 'POST', url: '/api/v1/quote/create?email=[REDACTED]' }),
        res: { statusCode: 401 },
      }),
    ]);
    expect(entries.some((e) => e.reqId === 'req-log-2' && e.msg === 'request completed')).toBe(true);
    expect(logs.lines.join('\n')).not.toMatch(/@example\.com|%40example|secret\.jwt|1\.234\.567-8/);
  });
});
