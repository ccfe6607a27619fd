// API_MAX_IN_FLIGHT: past that many requests on the api, the next ones wait in the gateway and go out on the
// connections already open (a kill then moves the load to the other instance without a burst of new
// connections, which a loaded api accepted one per event-loop turn and read past API_TIMEOUT_MS); one that
// finds no place within API_QUEUE_TIMEOUT_MS gets a Spanish 503. Answer streams wait for no place.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { App } from '../../src/app';
import { messages } from '../../src/lib/http';
import { buildTestApp } from '../helpers/build-app';

interface FakeApi {
  app: FastifyInstance;
  url: string;
  /** TCP connections accepted. */
  connections: number;
  seen: string[];
  held: Array<() => void>;
}

/** An api stand-in that counts its connections and holds GET /api/v1/held until released. */
async function fakeApi(): Promise<FakeApi> {
  const app = Fastify();
  const self: FakeApi = { app, url: '', connections: 0, seen: [], held: [] };
  app.server.on('connection', () => (self.connections += 1));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/api/v1/held', async () => {
    self.seen.push('held');
    await new Promise<void>((resolve) => self.held.push(resolve));
    return { data: 'held', meta: { code: 0 } };
  });
  app.get('/api/v1/who', async () => {
    self.seen.push('who');
    return { data: 'who', meta: { code: 0 } };
  });
  app.post('/api/v1/visitor', async () => {
    self.seen.push('visitor');
    return { data: 'visitor', meta: { code: 0 } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  self.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return self;
}

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('requests past API_MAX_IN_FLIGHT', () => {
  let api: FakeApi;
  let gateway: App;
  let base: string;

  const start = async (env: Record<string, string>) => {
    gateway = await buildTestApp({ API_URL: api.url, API_MAX_IN_FLIGHT: '2', ...env });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  };

  beforeEach(async () => {
    api = await fakeApi();
  });
  afterEach(async () => {
    for (const release of api.held.splice(0)) release();
    await gateway?.close();
    await api.app.close();
  });

  it('wait in the gateway and go out on the connections already open', async () => {
    await start({});
    const held = [fetch(`${base}/api/v1/held`), fetch(`${base}/api/v1/held`)];
    await waitFor(() => api.held.length === 2);
    const third = fetch(`${base}/api/v1/who`);
    await new Promise((r) => setTimeout(r, 300));
    // Without the bound the third went out at once, on a third connection.
    expect(api.seen).toEqual(['held', 'held']);
    expect(api.connections).toBe(2);
    api.held.shift()!();
    const res = await third;
    expect(res.status).toBe(200);
    expect(api.connections).toBe(2);
    api.held.shift()!();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
  });

  it('answer 503 in Spanish when no place comes in API_QUEUE_TIMEOUT_MS', async () => {
    await start({ API_QUEUE_TIMEOUT_MS: '300' });
    const held = [fetch(`${base}/api/v1/held`), fetch(`${base}/api/v1/held`)];
    await waitFor(() => api.held.length === 2);
    const started = Date.now();
    const res = await fetch(`${base}/api/v1/who`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ data: null, meta: { code: 503, message: messages.upstreamBusy } });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(api.seen).toEqual(['held', 'held']);
    for (const release of api.held.splice(0)) release();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
  });

  it('do not hold back an answer stream', async () => {
    await start({ API_QUEUE_TIMEOUT_MS: '5000' });
    const held = [fetch(`${base}/api/v1/held`), fetch(`${base}/api/v1/held`)];
    await waitFor(() => api.held.length === 2);
    const res = await fetch(`${base}/api/v1/visitor`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    for (const release of api.held.splice(0)) release();
    await Promise.all(held);
  });
});
