import { captureLogs, createLogger } from 'server-kit';
import { LOG_SETTINGS, buildApp, type App } from '../src/app';
import { auth, homeRequest, testConfig, tokenOf } from './helpers/build-app';

const logs = captureLogs();

let app: App;
beforeEach(async () => {
  logs.clear();
  app = await buildApp({
    config: testConfig(),
    loggerInstance: createLogger({ ...LOG_SETTINGS, name: 'sbi-sandbox', level: 'info' }, logs.stream),
  });
});
afterEach(() => app.close());

it("logs the caller's request id, never the payment token, documents, e-mails or card data", async () => {
  const emitted = await app.inject({
    method: 'POST',
    url: '/v1/emisiones',
    headers: { ...auth, 'x-request-id': 'api-req-42' },
    payload: homeRequest({ formaDePago: 'T', urlNotificacionNumeroDePoliza: 'http://localhost:1/notificacion' }),
  });
  expect(emitted.statusCode).toBe(201);
  expect(emitted.headers['x-request-id']).toBe('api-req-42');
  const token = tokenOf(emitted.json().linkDePago);
  await app.inject({
    method: 'POST',
    url: `/pagar/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ numeroTarjeta: '4111111111111111', vencimiento: '12/99', cvv: '987' }).toString(),
  });

  const entries = logs.entries();
  expect(entries.filter((e) => e.reqId === 'api-req-42').map((e) => e.msg)).toEqual(
    expect.arrayContaining(['incoming request', 'request completed']),
  );
  expect(
    entries.find((e) => e.msg === 'incoming request' && String((e.req as { url: string }).url).startsWith('/pagar')),
  ).toMatchObject({
    name: 'sbi-sandbox',
    req: { method: 'POST', url: '/pagar/[REDACTED]' },
  });
  const text = logs.lines.join('\n');
  for (const secret of [token, '1.234.567-2', 'ana@example.com', '4111111111111111', auth['x-api-key']]) {
    expect(text).not.toContain(secret);
  }
});
