import Fastify from 'fastify';
import { captureLogs } from '../src/log-capture';
import { OneLinePerRequest, createLogger, loggerOptions, redactLine, redactUrl } from '../src/logger';
import { genReqId, requestId } from '../src/request-id';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/user/exists?email=ana%40example.com', '/api/v1/user/exists?email=[REDACTED]'],
    ['/api/v1/user/exists?q=ana%40example.com&page=2', '/api/v1/user/exists?q=[REDACTED]&page=2'],
    ['/x?next=1&token=abc', '/x?next=1&token=[REDACTED]'],
    ['/x?q=ana@example.com', '/x?q=[REDACTED]'],
    ['/users/ana@example.com/policies', '/users/[REDACTED]/policies'],
    ['/?code=abc&state=xyz', '/?code=[REDACTED]&state=[REDACTED]'],
    ['/authorize?client_id=web&state=s1&nonce=n', '/authorize?client_id=web&state=[REDACTED]&nonce=n'],
    ['/v1/x?apiKey=k', '/v1/x?apiKey=[REDACTED]'],
    ['/x?ana@example.com', '/x?[REDACTED]'],
    ['/api/v1/policy?page=2', '/api/v1/policy?page=2'],
    ['/api/v1/sbi/notificaciones/p1?sig=0a1b2c', '/api/v1/sbi/notificaciones/p1?sig=[REDACTED]'],
    ['/x?signature=abc&design=2', '/x?signature=[REDACTED]&design=2'],
    ['/pagar/tok123/confirmar', '/pagar/tok123/confirmar'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    ['/pagar/tok123', '/pagar/[REDACTED]'],
    ['/pagar/tok123/confirmar?x=1', '/pagar/[REDACTED]/confirmar?x=1'],
    ['/pagarx/tok123', '/pagarx/tok123'],
    ['/v1/emisiones/abc', '/v1/emisiones/abc'],
  ])('with a secret path prefix: %s → %s', (url, expected) => {
    expect(redactUrl(url, { secretPathPrefixes: ['/pagar'] })).toBe(expected);
  });
});

describe('redactLine', () => {
  const line = (entry: object) => `${JSON.stringify(entry)}\n`;
  /** The entry as its redacted line reads back. */
  const redacted = (entry: object): unknown => JSON.parse(redactLine(line(entry)));

  it('returns a line that names no redacted key as it is', () => {
    const clean = line({ level: 30, reqId: 'r1', req: { method: 'GET', url: '/api/v1/user/policy' }, msg: 'x' });
    expect(redactLine(clean)).toBe(clean);
  });

  it('redacts up to two levels below the top, array items included, and no deeper', () => {
    const out = redacted({
      email: 'a@example.com',
      user: { phone: '099123456', name: 'Ana' },
      list: [{ email: 'b@example.com' }],
      deep: { a: { b: { email: 'kept-at-depth-4' } } },
    });
    expect(out).toEqual({
      email: '[REDACTED]',
      user: { phone: '[REDACTED]', name: 'Ana' },
      list: [{ email: '[REDACTED]' }],
      deep: { a: { b: { email: 'kept-at-depth-4' } } },
    });
  });

  it('redacts OAuth state and code at the top and in parameters, keeps error codes; credentials in headers', () => {
    const out = redacted({
      code: 'c1',
      err: { code: 'ECONNREFUSED' },
      params: { state: 's1' },
      request: { query: { code: 'c2' }, body: { state: 's2' } },
      req: { headers: { 'x-api-key': 'k', 'proxy-authorization': 'p', accept: '*/*' } },
      res: { headers: { 'set-cookie': 'sid=1' } },
      'x-api-key': 'k2',
    });
    expect(out).toEqual({
      code: '[REDACTED]',
      err: { code: 'ECONNREFUSED' },
      params: { state: '[REDACTED]' },
      request: { query: { code: '[REDACTED]' }, body: { state: '[REDACTED]' } },
      req: { headers: { 'x-api-key': '[REDACTED]', 'proxy-authorization': '[REDACTED]', accept: '*/*' } },
      res: { headers: { 'set-cookie': '[REDACTED]' } },
      'x-api-key': '[REDACTED]',
    });
  });

  it('does not take a key named inside a string value for a key', () => {
    const text = line({ msg: 'body was {"email":"a@example.com"}' });
    expect(redactLine(text)).toBe(text);
  });
});

describe('loggerOptions', () => {
  it('logs JSON with the service name and never e-mails, tokens, document numbers, card data, state or code', () => {
    const out = captureLogs();
    const logger = createLogger({ level: 'info', name: 'api' }, out.stream);
    logger.info({
      req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'sid=secret-cookie', 'x-api-key': 'key-secret' } },
      email: 'ana@example.com',
      user: { email: 'beto@example.com', name: 'Beto' },
      outbox: { payload: { email: 'carla@example.com', token: 'tok-secret' } },
      emision: {
        correoElectronico: 'dora@example.com',
        numeroDeDocumentoODeRut: '1.234.567-8',
        emailTo: 'eva@example.com',
        tarjeta: { numeroTarjeta: '4111111111111111', cvv: '123' },
      },
      persona: { numeroDeDocumento: '7654321' },
      state: 'oauth-state-value',
      code: 'oauth-code-value',
      params: { code: 'param-code-value', state: 'param-state-value' },
      request: { query: { code: 'query-code-value' } },
      refresh_token: 'refresh-secret',
    });
    // The logger's own time, pid and hostname carry no planted value, and a timestamp may well contain 4111.
    const text = out
      .entries()
      .map(({ time: _time, pid: _pid, hostname: _hostname, ...logged }) => JSON.stringify(logged))
      .join('\n');
    expect(text).not.toMatch(/@example\.com|secret|1\.234\.567-8|7654321|4111|"123"|state-value|code-value/);
    expect(out.entries()[0]).toMatchObject({ level: 30, name: 'api', user: { name: 'Beto', email: '[REDACTED]' } });
  });

  it('keeps error codes, which are not OAuth codes', () => {
    const out = captureLogs();
    const error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    createLogger({ level: 'info', name: 'api' }, out.stream).error({ err: error }, 'failed');
    expect(out.entries()[0]).toMatchObject({ err: { code: 'ECONNREFUSED' } });
  });

  it('logs a Fastify request once, with its id, redacted URL, status and time, and no headers or body', async () => {
    const out = captureLogs();
    const app = Fastify({
      loggerInstance: createLogger({ level: 'info', name: 'sbi-sandbox', secretPathPrefixes: ['/pagar'] }, out.stream),
      genReqId,
      logController: new OneLinePerRequest(),
    });
    await app.register(requestId);
    app.post('/pagar/:token', async (request) => ({ ok: request.params }));
    app.get('/user/exists', async () => ({ ok: true }));
    try {
      const paid = await app.inject({
        method: 'POST',
        url: '/pagar/tok-secret-1?state=abc',
        headers: { 'x-request-id': 'req-log-1', authorization: 'Bearer secret.jwt', cookie: 'sid=secret' },
        payload: { numeroDeDocumentoODeRut: '1.234.567-8', correoElectronico: 'ana@example.com' },
      });
      expect(paid.headers['x-request-id']).toBe('req-log-1');
      await app.inject({ url: '/user/exists?email=ana%40example.com&code=c0de-value' });
    } finally {
      await app.close();
    }
    const lines = out.entries().filter((e) => e.reqId === 'req-log-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      name: 'sbi-sandbox',
      msg: 'request completed',
      req: { method: 'POST', url: '/pagar/[REDACTED]?state=[REDACTED]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(out.entries().some((e) => e.msg === 'incoming request')).toBe(false);
    const text = out.lines.join('\n');
    expect(text).not.toMatch(/tok-secret|secret\.jwt|sid=secret|ana(@|%40)example|1\.234\.567-8|c0de-value/);
    expect(
      out
        .entries()
        .filter((e) => e.msg === 'request completed')
        .map((e) => (e.res as { statusCode: number }).statusCode),
    ).toEqual([200, 200]);
  });

  it('serializes a node:http request the same way', () => {
    const { serializers } = loggerOptions({ level: 'info', name: 'idp-dev' });
    const req = serializers!.req!({
      method: 'GET',
      url: '/authorize?state=s&code_challenge=c',
      headers: { host: 'localhost:8083', authorization: 'Bearer x' },
      socket: { remoteAddress: '127.0.0.1' },
    });
    expect(req).toEqual({
      method: 'GET',
      url: '/authorize?state=[REDACTED]&code_challenge=[REDACTED]',
      host: 'localhost:8083',
      remoteAddress: '127.0.0.1',
    });
  });
});
