import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import type { App } from '../../src/app';
import { buildTestApp, freePort } from '../helpers/build-app';

const TOO_MANY = {
  data: null,
  meta: { code: 429, message: 'Demasiadas solicitudes. Esperá un momento y probá de nuevo.' },
};

describe('rate limits (in memory)', () => {
  let app: App;

  beforeAll(async () => {
    // The api is down: 502s count like any other answer.
    app = await buildTestApp({
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_WINDOW: '1 minute',
      API_URL: `http://localhost:${await freePort()}`,
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answer 429 with the Spanish envelope past the limit, per client IP', async () => {
    const ip = '10.0.0.1';
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: '/api/v1/user/policy', remoteAddress: ip });
      expect(res.statusCode).toBe(502);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const limited = await app.inject({ url: '/api/v1/user/policy', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-request-id']).toBeDefined();

    // Another client is not affected.
    expect((await app.inject({ url: '/api/v1/user/policy', remoteAddress: '10.0.0.2' })).statusCode).toBe(502);
  });

  it('do not apply to the app, its files or the runtime config', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 3; i++) await app.inject({ url: '/api/v1/x', remoteAddress: ip });
    for (let i = 0; i < 10; i++) {
      for (const url of ['/config.json', '/remotes.json', '/healthz', '/main.js']) {
        const res = await app.inject({ url, remoteAddress: ip });
        expect(res.statusCode).not.toBe(429);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
  });
});

describe('rate limits of form uploads', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_UPLOADS_MAX: '2',
      RATE_LIMIT_UPLOADS_WINDOW: '10 minutes',
      API_URL: `http://localhost:${await freePort()}`,
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('give POST /claims and /solicitudes a smaller budget per IP, apart from the other calls', async () => {
    const ip = '10.0.1.1';
    const post = (url: string) => app.inject({ method: 'POST', url, remoteAddress: ip });
    const first = await post('/api/v1/claims');
    expect(first.statusCode).toBe(502);
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect((await post('/api/v1/solicitudes?x=1')).statusCode).toBe(502);
    const limited = await post('/api/v1/solicitudes');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);

    // Reading claims, other calls and another client keep their own budgets.
    const list = await app.inject({ url: '/api/v1/claims', remoteAddress: ip });
    expect(list.statusCode).toBe(502);
    expect(list.headers['x-ratelimit-limit']).toBe('5');
    expect((await post('/api/v1/claimsx')).statusCode).toBe(502);
    expect((await post('/api/v1/leadsx')).statusCode).toBe(502);
    expect((await app.inject({ method: 'POST', url: '/api/v1/claims', remoteAddress: '10.0.1.2' })).statusCode).toBe(
      502,
    );
  });
});

describe('rate limits of anonymous messages', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_UPLOADS_MAX: '2',
      API_URL: `http://localhost:${await freePort()}`,
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('give POST /email/send (attachments up to 36 MB) and /leads the uploads budget, shared with the PDF import', async () => {
    const ip = '10.0.3.1';
    const post = (url: string) => app.inject({ method: 'POST', url, remoteAddress: ip });
    const first = await post('/api/v1/email/send');
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect((await post('/api/v1/leads')).headers['x-ratelimit-limit']).toBe('2');
    expect((await post('/api/v1/policy/import-pdf')).statusCode).toBe(429);
    expect((await post('/api/v1/email/send')).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/api/v1/leads', remoteAddress: '10.0.3.2' })).statusCode).toBe(
      502,
    );
  });
});

describe('percent-encoded api paths', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_MAX: '100',
      RATE_LIMIT_UPLOADS_MAX: '1',
      API_URL: `http://localhost:${await freePort()}`,
    });
  });

  afterAll(async () => {
    await app.close();
  });

  // The api's router decodes them: these are POST /solicitudes, /claims and /policy/import-pdf, which the raw
  // URL would have given the general budget of 100 instead of the uploads' 1.
  it.each(['/api/v1/%73olicitudes', '/api/v1/%63laims', '/api/v1/policy/import-pd%66'])(
    'refuses POST %s with 400 before counting or proxying it',
    async (url) => {
      const ip = '10.0.2.1';
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({ method: 'POST', url, remoteAddress: ip, payload: 'x' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          data: null,
          meta: { code: 400, message: 'La dirección de la solicitud no es válida.' },
        });
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    },
  );

  it('lets other encoded characters through (the api decides), and keeps the uploads budget for the plain path', async () => {
    const ip = '10.0.2.2';
    for (const url of ['/api/v1/guides/sura/hogar%20completo', '/api/v1/quote/%C3%B1', '/api/v1/policy%2Fimport-pdf']) {
      const res = await app.inject({ method: 'POST', url, remoteAddress: ip });
      expect(res.statusCode).toBe(502);
      expect(res.headers['x-ratelimit-limit']).toBe('100');
    }
    const upload = await app.inject({ method: 'POST', url: '/api/v1/solicitudes', remoteAddress: ip });
    expect(upload.headers['x-ratelimit-limit']).toBe('1');
  });

  // app.inject resolves dot segments before the gateway sees the URL; a client over HTTP need not.
  it('refuses dot segments sent over HTTP, which the proxy would resolve into an upload route', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    for (const path of [
      '/api/v1/./claims',
      '/api/v1/x/../solicitudes',
      '/api/v1/policy/./import-pdf',
      '/api/v1/policy/%2e/import-pdf',
      '/api/v1/..',
    ]) {
      const res = await new Promise<{ status: number; body: string; limit: string | string[] | undefined }>(
        (resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, method: 'POST', path }, (answer) => {
            let body = '';
            answer.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
            answer.on('end', () =>
              resolve({ status: answer.statusCode!, body, limit: answer.headers['x-ratelimit-limit'] }),
            );
          });
          req.on('error', reject).end();
        },
      );
      expect({ path, status: res.status, limit: res.limit, body: JSON.parse(res.body) }).toEqual({
        path,
        status: 400,
        limit: undefined,
        body: { data: null, meta: { code: 400, message: 'La dirección de la solicitud no es válida.' } },
      });
    }
  });
});

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

(hasRedis ? describe : describe.skip)('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let redisUrl: string;
  const apps: App[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForPort(port);
    redisUrl = `redis://127.0.0.1:${port}`;
    const api = `http://localhost:${await freePort()}`;
    // Two gateway instances behind one load balancer.
    for (let i = 0; i < 2; i++)
      apps.push(await buildTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: '4', API_URL: api }));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    redis?.kill();
  });

  it('count requests across instances', async () => {
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await apps[i % 2]!.inject({ url: '/api/v1/user', remoteAddress: ip });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([502, 502, 502, 502, 429, 429]);
    expect((await apps[0]!.inject({ url: '/api/v1/user', remoteAddress: ip })).json()).toEqual(TOO_MANY);
  });
});

describe('rate limits with Redis unreachable', () => {
  it('let requests through instead of failing them', async () => {
    const app = await buildTestApp({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      RATE_LIMIT_MAX: '1',
      API_URL: `http://localhost:${await freePort()}`,
    });
    try {
      for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/api/v1/user' })).statusCode).toBe(502);
    } finally {
      await app.close();
    }
  });
});

async function waitForPort(port: number) {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis did not start on ${port}`);
}
