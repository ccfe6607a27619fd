import { captureLogs, createLogger } from 'server-kit';
import { CookieJar, exchangeCode, obtainCode, removeTempDirs, startIdp, type RunningIdp } from './helpers.js';

jest.setTimeout(30_000);

const logs = captureLogs();

let idp: RunningIdp;

beforeAll(async () => {
  idp = await startIdp({ logger: createLogger({ level: 'info', name: 'idp-dev' }, logs.stream) });
});

afterAll(async () => {
  await idp.close();
  await removeTempDirs();
});

it('echoes a well-formed x-request-id, else makes one', async () => {
  const given = await fetch(`${idp.url}/healthz`, { headers: { 'x-request-id': 'req-idp-1' } });
  expect(given.headers.get('x-request-id')).toBe('req-idp-1');
  const made = await fetch(`${idp.url}/healthz`, { headers: { 'x-request-id': 'no good' } });
  expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

it('logs each request as JSON with its id, never codes, states, credentials or tokens', async () => {
  logs.clear();
  const { auth, callback } = await obtainCode(idp, new CookieJar());
  const code = callback.searchParams.get('code')!;
  const tokens = (await (await exchangeCode(idp, code, auth.verifier)).json()) as Record<string, string>;
  expect(tokens.access_token).toBeTruthy();

  const entries = logs.entries();
  const authorize = entries.find(
    (e) => e.msg === 'request completed' && String((e.req as { url: string }).url).startsWith('/authorize?'),
  );
  expect(authorize).toMatchObject({ name: 'idp-dev', reqId: expect.any(String), res: { statusCode: 303 } });
  expect((authorize!.req as { url: string }).url).toContain('state=[REDACTED]');
  expect(entries.some((e) => e.msg === 'login.success')).toBe(true);
  const text = logs.lines.join('\n');
  for (const secret of [
    code,
    auth.state,
    auth.verifier,
    'demo1234',
    'ana@example.com',
    tokens.access_token!,
    tokens.refresh_token!,
  ]) {
    expect(text).not.toContain(secret);
  }
});
