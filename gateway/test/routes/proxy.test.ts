import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_BODY_LIMITS, DEFAULT_BODY_MAX_BYTES } from 'contracts';
import type { App } from '../../src/app';
import { buildTestApp, freePort } from '../helpers/build-app';

/** Resolves once `condition` holds (checked every 10 ms); fails after 5 s. */
async function until(condition: () => boolean) {
  for (const started = Date.now(); !condition();) {
    if (Date.now() - started > 5000) throw new Error('condition not met in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodySha: string | null;
  bodyLength: number;
}

/** A real api stand-in on an ephemeral port: echoes what it received, streams, stalls on demand. */
async function startUpstream() {
  const upstream = Fastify();
  let releaseSecondEvent: () => void = () => {};
  const secondEventGate = new Promise<void>((resolve) => (releaseSecondEvent = resolve));
  let secondEventSent = false;

  upstream.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 50 * 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  upstream.removeContentTypeParser('application/json');
  upstream.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const echo = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Buffer | undefined;
    const seen: Seen = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      bodySha: body ? sha256(body) : null,
      bodyLength: body?.length ?? 0,
    };
    reply.header('x-request-id', request.headers['x-request-id']);
    reply.header('x-powered-by', 'upstream');
    return { data: seen, meta: { code: 0 } };
  };
  upstream.all('/api/v1/echo', echo);
  // An upload route: the gateway lets 30 MB through here.
  upstream.post('/api/v1/claims', echo);
  upstream.get('/api/v1/missing', async (_request, reply) =>
    reply.code(404).send({ data: null, meta: { code: 404, message: 'No encontramos la póliza.' } }),
  );
  upstream.get('/api/v1/unavailable', async (_request, reply) =>
    reply.code(503).send({ data: null, meta: { code: 503, message: 'Mantenimiento.' } }),
  );
  upstream.get('/api/v1/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { data: 'late', meta: { code: 0 } };
  });
  upstream.get('/api/v1/chat/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write('event: token\ndata: {"text":"Hola"}\n\n');
    void secondEventGate.then(() => {
      secondEventSent = true;
      reply.raw.write('event: token\ndata: {"text":"Ana"}\n\n');
      reply.raw.end();
    });
  });

  await upstream.listen({ port: 0, host: 'localhost' });
  const { port } = upstream.server.address() as { port: number };
  return { upstream, url: `http://localhost:${port}`, releaseSecondEvent, wasSecondEventSent: () => secondEventSent };
}

describe('/api/v1 proxy', () => {
  let api: Awaited<ReturnType<typeof startUpstream>>;
  let app: App;

  beforeAll(async () => {
    api = await startUpstream();
    app = await buildTestApp({ API_URL: api.url, API_TIMEOUT_MS: '500' });
  });

  afterAll(async () => {
    await app?.close();
    await api?.upstream.close();
  });

  it('passes method, path, query, body and authorization through', async () => {
    const body = JSON.stringify({ email: 'ana@example.com', amount: 1200 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/echo?page=2&sort=desc',
      headers: { authorization: 'Bearer abc.def.ghi', 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const seen: Seen = res.json().data;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/v1/echo?page=2&sort=desc');
    expect(seen.headers.authorization).toBe('Bearer abc.def.ghi');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.bodySha).toBe(sha256(Buffer.from(body)));
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('keeps the %s method', async (method) => {
    const res = await app.inject({ method: method as 'PUT', url: '/api/v1/echo', payload: { a: 1 } });
    expect(res.json().data.method).toBe(method);
  });

  it('passes a large multipart upload untouched (the gateway parses no bodies)', async () => {
    const boundary = '----gateway-test';
    const file = randomBytes(5 * 1024 * 1024);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="poliza.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/claims',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const seen: Seen = res.json().data;
    expect(seen.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
    expect(seen.bodyLength).toBe(payload.length);
    expect(seen.bodySha).toBe(sha256(payload));
  });

  it('passes a valid x-request-id to the api and back', async () => {
    const res = await app.inject({ url: '/api/v1/echo', headers: { 'x-request-id': 'e2e-abc-123' } });
    expect(res.json().data.headers['x-request-id']).toBe('e2e-abc-123');
    expect(res.headers['x-request-id']).toBe('e2e-abc-123');
  });

  it('makes a request id when there is none (or it is not valid) and sends it both ways', async () => {
    for (const headers of [{}, { 'x-request-id': 'bad id\nforged' }]) {
      const res = await app.inject({ url: '/api/v1/echo', headers });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(res.json().data.headers['x-request-id']).toBe(id);
    }
  });

  it('tells the api who the client is, ignoring a forged X-Forwarded-For', async () => {
    const res = await app.inject({
      url: '/api/v1/echo',
      headers: { 'x-forwarded-for': '6.6.6.6' },
      remoteAddress: '10.1.2.3',
    });
    const { headers } = res.json().data as Seen;
    expect(headers['x-forwarded-for']).toBe('10.1.2.3');
    expect(headers['x-forwarded-proto']).toBe('http');
  });

  it('keeps the forwarded chain of a trusted load balancer', async () => {
    const trusting = await buildTestApp({ API_URL: api.url, TRUST_PROXY: '10.0.0.0/8' });
    try {
      const res = await trusting.inject({
        url: '/api/v1/echo',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-forwarded-proto': 'https' },
        remoteAddress: '10.1.2.3',
      });
      const { headers } = res.json().data as Seen;
      // 203.0.113.7 is the first untrusted address: the client. What it claims before that is dropped.
      expect(headers['x-forwarded-for']).toBe('203.0.113.7, 10.1.2.3');
      expect(headers['x-forwarded-proto']).toBe('https');
    } finally {
      await trusting.close();
    }
  });

  it('passes api errors through as they are and adds the gateway headers', async () => {
    const res = await app.inject({ url: '/api/v1/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: null, meta: { code: 404, message: 'No encontramos la póliza.' } });
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['keep-alive']).toBeUndefined();
  });

  it('does not retry a 503 of the api', async () => {
    const started = Date.now();
    const res = await app.inject({ url: '/api/v1/unavailable' });
    expect(res.statusCode).toBe(503);
    expect(res.json().meta.message).toBe('Mantenimiento.');
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('answers 504 with the Spanish envelope when the api does not answer in time', async () => {
    const res = await app.inject({ url: '/api/v1/slow' });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      data: null,
      meta: { code: 504, message: 'El servicio tardó demasiado en responder. Probá de nuevo en unos minutos.' },
    });
  });

  it('streams server-sent events as they are written, past the timeout', async () => {
    await app.listen({ port: 0, host: 'localhost' });
    const { port } = app.server.address() as { port: number };

    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          { host: 'localhost', port, path: '/api/v1/chat/stream', headers: { accept: 'text/event-stream' } },
          resolve,
        )
        .on('error', reject);
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    res.setEncoding('utf8');
    let received = '';
    let ended = false;
    res.on('data', (chunk: string) => (received += chunk));
    res.on('end', () => (ended = true));

    // The first event arrives while the api still holds the second: nothing is buffered.
    await until(() => received.includes('Hola'));
    expect(api.wasSecondEventSent()).toBe(false);
    // A quiet stream is not cut by the api timeout (500 ms here).
    await new Promise((resolve) => setTimeout(resolve, 800));
    api.releaseSecondEvent();
    await until(() => ended);
    expect(received).toBe('event: token\ndata: {"text":"Hola"}\n\nevent: token\ndata: {"text":"Ana"}\n\n');
  });
});

describe('/api/v1 proxy with the api down', () => {
  it('answers 502 with the Spanish envelope, uploads included', async () => {
    const app = await buildTestApp({ API_URL: `http://localhost:${await freePort()}` });
    // A real socket: light-my-request's fake request stream cannot survive undici destroying the body it
    // could not send, while a real connection does and receives the 502.
    await app.listen({ port: 0, host: 'localhost' });
    const { port } = app.server.address() as { port: number };
    try {
      for (const body of [undefined, JSON.stringify({ a: 'x'.repeat(2_000_000) })]) {
        const res = await fetch(`http://localhost:${port}/api/v1/claims`, {
          method: body ? 'POST' : 'GET',
          headers: body ? { 'content-type': 'multipart/form-data; boundary=b' } : {},
          body: body ?? null,
        });
        expect(res.status).toBe(502);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(res.headers.get('x-request-id')).toBeTruthy();
        expect(await res.json()).toEqual({
          data: null,
          meta: { code: 502, message: 'El servicio no está disponible. Probá de nuevo en unos minutos.' },
        });
      }
    } finally {
      await app.close();
    }
  });
});

describe('a real client against a real gateway and api', () => {
  let upstream: FastifyInstance;
  it('answers a request carrying expect: 100-continue instead of a 502 (the header stays at this hop)', async () => {
    const api = Fastify();
    api.post('/api/v1/e', async (request) => ({ expect: request.headers.expect ?? null, body: request.body }));
    await api.listen({ port: 0, host: 'localhost' });
    const app = await buildTestApp({ API_URL: `http://localhost:${(api.server.address() as { port: number }).port}` });
    await app.listen({ port: 0, host: 'localhost' });
    try {
      const { port } = app.server.address() as { port: number };
      const answer = await new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
        const req = http.request(
          `http://localhost:${port}/api/v1/e`,
          { method: 'POST', headers: { expect: '100-continue', 'content-type': 'application/json' } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode, body }));
          },
        );
        req.on('error', reject);
        req.on('continue', () => req.end('{"a":1}'));
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ expect: null, body: { a: 1 } });
    } finally {
      await app.close();
      await api.close();
    }
  });

  it('keeps connection-level headers out of the api request', async () => {
    upstream = Fastify();
    upstream.get('/api/v1/h', async (request) => request.headers);
    await upstream.listen({ port: 0, host: 'localhost' });
    const app = await buildTestApp({
      API_URL: `http://localhost:${(upstream.server.address() as { port: number }).port}`,
    });
    try {
      const res = await app.inject({
        url: '/api/v1/h',
        headers: { connection: 'keep-alive, x-secret', 'x-secret': 'drop-me' },
      });
      expect(res.json()['x-secret']).toBeUndefined();
      expect(res.json().host).toMatch(/^localhost:\d+$/);
    } finally {
      await app.close();
      await upstream.close();
    }
  });
});

describe('bodies larger than the api reads', () => {
  let api: FastifyInstance;
  let app: App;
  let gatewayUrl: string;
  /** Requests the api stand-in saw, and the bytes of the bodies it read whole. */
  let requests = 0;
  let received = 0;

  beforeAll(async () => {
    // Like the api: 1 MB by default and 30.5 MB on the uploads; it answers 413 and closes the connection.
    api = Fastify({ bodyLimit: DEFAULT_BODY_MAX_BYTES });
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      received += (body as Buffer).length;
      done(null, body);
    });
    api.addHook('onRequest', async () => void requests++);
    api.post('/api/v1/quote/create', async () => ({ data: 'ok', meta: { code: 0 } }));
    api.post('/api/v1/claims', { bodyLimit: API_BODY_LIMITS['POST /api/v1/claims'].maxBytes }, async () => ({
      data: 'ok',
      meta: { code: 0 },
    }));
    await api.listen({ port: 0, host: 'localhost' });
    app = await buildTestApp({ API_URL: `http://localhost:${(api.server.address() as { port: number }).port}` });
    await app.listen({ port: 0, host: 'localhost' });
    gatewayUrl = `http://localhost:${(app.server.address() as { port: number }).port}`;
  });
  beforeEach(() => {
    requests = 0;
    received = 0;
  });
  afterAll(async () => {
    await app?.close();
    await api?.close();
  });

  /** A real client: sends `size` bytes (in 64 KB chunks, without Content-Length when `chunked`). */
  function post(url: string, size: number, { chunked = false, type = 'application/octet-stream' } = {}) {
    return new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      const req = http.request(
        `${gatewayUrl}${url}`,
        {
          method: 'POST',
          headers: {
            'content-type': type,
            ...(chunked ? {} : { 'content-length': String(size) }),
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        },
      );
      // The gateway may answer and close before the whole body is written.
      req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const write = () => {
        while (sent < size) {
          const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
  }

  it('answers the 413 in Spanish, not a 502, and sends the api nothing (declared length)', async () => {
    const answer = await post('/api/v1/quote/create', 9 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      data: null,
      meta: { code: 413, message: 'La solicitud es demasiado grande.' },
    });
    expect(requests).toBe(0);
  });

  it("uses the route's own limit and wording: 30 MB uploads pass, more is refused", async () => {
    const limit = API_BODY_LIMITS['POST /api/v1/claims'];
    const multipart = 'multipart/form-data; boundary=b';
    const small = await post('/api/v1/claims', 5 * 1024 * 1024, { type: multipart });
    expect(small.body).toContain('ok');
    expect(small.status).toBe(200);
    const answer = await post('/api/v1/claims', limit.maxBytes + 1, { type: multipart });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).meta.message).toBe('Los archivos superan los 30 MB en total.');
    // Not a form: the api parses it with its default limit, and so refuses 2 MB of JSON there.
    const json = await post('/api/v1/claims', 2 * 1024 * 1024, { type: 'application/json' });
    expect(json.status).toBe(413);
    expect(JSON.parse(json.body).meta.message).toBe('La solicitud es demasiado grande.');
  });

  it('counts a body without Content-Length as it streams and answers 413', async () => {
    const answer = await post('/api/v1/quote/create', 3 * 1024 * 1024, { chunked: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).meta).toEqual({ code: 413, message: 'La solicitud es demasiado grande.' });
    expect(received).toBe(0);
  });

  it('passes a chunked body under the limit whole', async () => {
    const answer = await post('/api/v1/quote/create', 512 * 1024, { chunked: true });
    expect(answer.status).toBe(200);
    expect(received).toBe(512 * 1024);
  });
});
