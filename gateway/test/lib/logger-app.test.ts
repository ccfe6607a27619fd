import { captureLogs, createLogger } from 'server-kit';
import { buildTestApp, freePort } from '../helpers/build-app';

it('logs JSON lines with the request id and without tokens, cookies or e-mail addresses', async () => {
  const logs = captureLogs();
  const app = await buildTestApp(
    { API_URL: `http://localhost:${await freePort()}` },
    { loggerInstance: createLogger({ level: 'info', name: 'gateway' }, logs.stream) },
  );
  try {
    await app.inject({
      url: '/api/v1/user/exists?email=ana%40example.com&page=1',
      headers: { authorization: 'Bearer secret.jwt.token', cookie: 'session=abc', 'x-request-id': 'log-test-1' },
    });
    await app.inject({ url: '/api/v1/users/ana@example.com/policies' });
  } finally {
    await app.close();
  }
  const text = logs.lines.join('\n');
  const entries = logs.entries();
  // One line per request, written with the answer (the api is down here: 502).
  expect(entries.filter((e) => e.reqId === 'log-test-1' && e.req)).toEqual([
    expect.objectContaining({
      msg: 'request completed',
      req: expect.objectContaining({ method: 'GET', url: '/api/v1/user/exists?email=[REDACTED]&page=1' }),
      res: { statusCode: 502 },
    }),
  ]);
  expect(text).not.toMatch(/ana(@|%40)example\.com/);
  expect(text).not.toContain('secret.jwt.token');
  expect(text).not.toContain('session=abc');
});
