import { Writable } from 'node:stream';
import pg from 'pg';
import { HttpError } from '../../src/lib/http';
import { useTestApp } from '../helpers/build-app';

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(JSON.parse(String(chunk)));
    callback();
  },
});

const t = useTestApp({ logger: { level: 'info', stream } });

beforeAll(() => {
  t.app.get('/test/boom', async () => {
    throw new Error('duplicate key value violates unique constraint "secret_table_pkey"');
  });
  t.app.get('/test/db-restarting', async () => {
    // What pg rejects a query with while PostgreSQL shuts down (a fast or immediate restart).
    throw Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
    });
  });
  t.app.get('/test/db-refused', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  t.app.get('/test/db-lost', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  t.app.get('/test/partner-reset', async () => {
    throw new HttpError(502, 'La aseguradora no respondió.', {
      cause: Object.assign(new Error(), { code: 'ECONNRESET' }),
    });
  });
  t.app.get('/test/db-cut', async () => {
    // The server ends this connection mid-transaction, as a PostgreSQL restart does (pg-db.test.ts).
    await t.db.transaction(async (tx) => {
      const [{ pid }] = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [{ pid: number }];
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]).finally(() => admin.end());
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.query('SELECT 1');
    });
    return { data: 'unreachable', meta: { code: 0 } };
  });
  t.app.get('/test/teapot', async () => {
    throw new HttpError(409, 'Esa póliza ya existe.');
  });
});

beforeEach(() => {
  lines.length = 0;
});

describe('error handling', () => {
  it('answers a URL the router refuses in Spanish', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/policy/${'x'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      data: null,
      meta: { code: 414, message: 'La dirección de la solicitud es demasiado larga.' },
    });
  });

  it('answers an unknown route with a Spanish 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: null, meta: { code: 404, message: 'Recurso no encontrado.' } });
  });

  it('hides the internals of a 500 and logs them with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom', headers: { 'x-request-id': 'req-500' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      data: null,
      meta: { code: 500, message: 'Error interno. Probá de nuevo más tarde.' },
    });
    expect(res.body).not.toContain('secret_table');

    const logged = lines.find((l) => l.level === 50);
    expect(logged).toMatchObject({ reqId: 'req-500', msg: 'request failed' });
    expect(JSON.stringify(logged)).toContain('secret_table_pkey');
  });

  it.each(['/test/db-restarting', '/test/db-refused', '/test/db-lost'])(
    'answers 503 with Retry-After when the database cannot be reached (%s)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        data: null,
        meta: { code: 503, message: 'El servicio no está disponible. Probá de nuevo más tarde.' },
      });
      expect(lines.find((l) => l.level === 50)).toMatchObject({ msg: 'database unavailable' });
    },
  );

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'answers 503 when PostgreSQL ends the connection mid-request, then serves the next one',
    async () => {
      const cut = await t.app.inject({ method: 'GET', url: '/test/db-cut' });
      expect(cut.statusCode).toBe(503);
      expect(cut.headers['retry-after']).toBe('5');
      const { rows } = await t.db.query<{ ok: number }>('SELECT 1 AS ok');
      expect(rows).toEqual([{ ok: 1 }]);
    },
  );

  it("keeps an HttpError's own answer when its cause was a connection error", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/partner-reset' });
    expect(res.statusCode).toBe(502);
    expect(res.json().meta.message).toBe('La aseguradora no respondió.');
  });

  it('answers an HttpError with its status and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/teapot' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ data: null, meta: { code: 409, message: 'Esa póliza ya existe.' } });
  });

  it('answers an unsupported content type in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sync',
      headers: { ...(await t.auth()), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().meta).toEqual({ code: 415, message: 'Tipo de contenido no soportado.' });
  });
});

describe('request id', () => {
  it('echoes the gateway request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'gw-abc-123' } });
    expect(res.headers['x-request-id']).toBe('gw-abc-123');
  });

  it('generates a UUID when there is none, also on errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('replaces an id that could forge log lines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\nc' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logs', () => {
  it('redact the token and e-mails', async () => {
    const authorization = (await t.auth()).authorization;
    await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers: { authorization } });
    await t.app.inject({ method: 'GET', url: '/api/v1/user/exists?email=ana%40example.com' });
    const text = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(authorization.slice(7));
    expect(text).not.toMatch(/ana(@|%40)example\.com/);
  });
});
