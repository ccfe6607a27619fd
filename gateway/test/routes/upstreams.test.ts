// Several api instances behind one gateway (API_URL=a,b): the one with fewer requests in flight (round-robin
// among equals), health checks, and a read that could not connect retried once on another instance; a write
// is never retried.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { App } from '../../src/app';
import { Upstreams, isConnectFailure, isLostBeforeAnswer } from '../../src/lib/upstreams';
import { buildTestApp, freePort } from '../helpers/build-app';

interface Api {
  app: FastifyInstance;
  url: string;
  port: number;
  seen: string[];
  held: Array<() => void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** An api stand-in named `name` on a fixed port, which can be stopped and started again. */
async function api(name: string): Promise<Api> {
  const port = await freePort();
  const self: Api = {
    app: null as unknown as FastifyInstance,
    url: `http://127.0.0.1:${port}`,
    port,
    seen: [],
    held: [],
    async start() {
      const app = Fastify();
      app.get('/healthz', async () => ({ status: 'ok' }));
      app.all('/api/v1/who', async (request) => {
        self.seen.push(request.method);
        return { data: { name }, meta: { code: 0 } };
      });
      // Dies under the request (kill -9 mid-request): the connection closes with no answer.
      app.all('/api/v1/dies', async (request, reply) => {
        self.seen.push(`${request.method} dies`);
        if (name === 'a') {
          request.raw.socket.destroy();
          return reply.hijack();
        }
        return { data: { name }, meta: { code: 0 } };
      });
      // Busy: holds every request until `release` (an instance with a backlog, cold or starved of CPU).
      app.get('/api/v1/held', async () => {
        self.seen.push('GET held');
        await new Promise<void>((resolve) => self.held.push(resolve));
        return { data: { name }, meta: { code: 0 } };
      });
      await app.listen({ port, host: '127.0.0.1' });
      self.app = app;
    },
    async stop() {
      await self.app.close();
    },
  };
  await self.start();
  return self;
}

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('several api upstreams', () => {
  let a: Api;
  let b: Api;
  let gateway: App;

  beforeEach(async () => {
    a = await api('a');
    b = await api('b');
    gateway = await buildTestApp({ API_URL: `${a.url},${b.url}`, API_HEALTH_INTERVAL_MS: '100' });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    for (const release of [...a.held.splice(0), ...b.held.splice(0)]) release();
    await gateway.close();
    await a.stop().catch(() => {});
    await b.stop().catch(() => {});
  });

  // Over real HTTP: a refused upstream under app.inject surfaces as a rejected inject for a body-carrying
  // request, while a browser gets the 502.
  const who = async (method = 'GET') => {
    const { port } = gateway.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/who`, {
      method,
      ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
    });
    const body = (await res.json()) as { data: { name: string } | null };
    return { status: res.status, name: res.status === 200 ? body.data!.name : null };
  };

  it('balances between the instances', async () => {
    const names = [];
    for (let i = 0; i < 6; i++) names.push((await who()).name);
    expect(names.filter((n) => n === 'a')).toHaveLength(3);
    expect(names.filter((n) => n === 'b')).toHaveLength(3);
  });

  it('sends new requests to the instance with fewer of them waiting, not in turn', async () => {
    const { port } = gateway.server.address() as AddressInfo;
    // Three requests held by whichever instance they reach: with both idle they alternate.
    const held = Array.from({ length: 3 }, () => fetch(`http://127.0.0.1:${port}/api/v1/held`));
    await waitFor(() => a.held.length + b.held.length === 3);
    const [busy, idle] = a.held.length === 2 ? [a, b] : [b, a];
    // Two waiting on one, one on the other: the next ones go to the less busy one, however many.
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await who()).name);
    expect(names).toEqual(Array.from({ length: 4 }, () => (idle === a ? 'a' : 'b')));
    // Once their answers are out, the count is back to even and the turn resumes.
    for (const release of [...busy.held.splice(0), ...idle.held.splice(0)]) release();
    await Promise.all(held.map(async (r) => (await r).arrayBuffer()));
    const after = new Set<string | null>();
    for (let i = 0; i < 4; i++) after.add((await who()).name);
    expect(after).toEqual(new Set(['a', 'b']));
  });

  it('forgets a request whose client went away before the answer', async () => {
    const { port } = gateway.server.address() as AddressInfo;
    const abort = new AbortController();
    const gone = fetch(`http://127.0.0.1:${port}/api/v1/held`, { signal: abort.signal }).catch(() => null);
    await waitFor(() => a.held.length + b.held.length === 1);
    abort.abort();
    await gone;
    await new Promise((r) => setTimeout(r, 100));
    // Not counted any longer on the instance that still holds it: both get new requests in turn.
    const names = new Set<string | null>();
    for (let i = 0; i < 4; i++) names.add((await who()).name);
    expect(names).toEqual(new Set(['a', 'b']));
    for (const release of [...a.held.splice(0), ...b.held.splice(0)]) release();
  });

  it('retries a read that could not connect once on the other instance, and stops sending to a stopped one', async () => {
    await a.stop();
    // Before any health check noticed: every read still answers, from b.
    const reads = await Promise.all(Array.from({ length: 6 }, () => who()));
    expect(reads).toEqual(Array.from({ length: 6 }, () => ({ status: 200, name: 'b' })));
    // Out of rotation now: reads go straight to b.
    b.seen.length = 0;
    for (let i = 0; i < 4; i++) expect(await who()).toEqual({ status: 200, name: 'b' });
    expect(b.seen).toHaveLength(4);
  });

  it('sends a read whose connection closed without an answer once to the other instance, never a write', async () => {
    const { port } = gateway.server.address() as AddressInfo;
    const results = [];
    for (const method of ['GET', 'GET', 'POST', 'POST']) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/dies`, {
        method,
        ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
      });
      results.push(`${method} ${res.status}`);
      // Back in rotation for the next one.
      await gateway.inject({ method: 'GET', url: '/api/v1/who' });
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(results.filter((r) => r.startsWith('GET'))).toEqual(['GET 200', 'GET 200']);
    // A write that reached a and got no answer is a 502 (it may have been applied): never sent to b as well.
    expect(a.seen.filter((m) => m === 'POST dies').length + b.seen.filter((m) => m === 'POST dies').length).toBe(2);
    expect(results.filter((r) => r === 'POST 502').length).toBe(a.seen.filter((m) => m === 'POST dies').length);
  });

  it('never retries a write: it is a 502 when its instance is down', async () => {
    // No health checks here, so the first write surely goes to the stopped instance.
    await gateway.close();
    gateway = await buildTestApp({ API_URL: `${a.url},${b.url}`, API_HEALTH_INTERVAL_MS: '0' });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    await a.stop();
    const writes = [];
    for (let i = 0; i < 4; i++) writes.push(await who('POST'));
    // The first write to a fails (not retried), which takes a out of rotation; later ones go to b.
    expect(writes[0]).toEqual({ status: 502, name: null });
    expect(writes.slice(1)).toEqual(Array.from({ length: 3 }, () => ({ status: 200, name: 'b' })));
    expect(b.seen.filter((m) => m === 'POST')).toHaveLength(3);
  });

  it('brings an instance back once its health check answers', async () => {
    await a.stop();
    await who();
    await who();
    await a.start();
    await new Promise((r) => setTimeout(r, 400));
    const names = new Set<string | null>();
    for (let i = 0; i < 4; i++) names.add((await who()).name);
    expect(names).toEqual(new Set(['a', 'b']));
  });

  it('answers 502 when every instance is down', async () => {
    await a.stop();
    await b.stop();
    expect(await who()).toEqual({ status: 502, name: null });
  });
});

describe('Upstreams', () => {
  it('takes an instance out after two failed checks and back after one good one', async () => {
    const port = await freePort();
    const live = await api('live');
    const changes: string[] = [];
    const ups = new Upstreams([live.url, `http://127.0.0.1:${port}`], {
      onChange: (s) => changes.push(`${s.url === live.url ? 'live' : 'dead'} ${s.up ? 'up' : 'down'}`),
    });
    await ups.check();
    expect(ups.states.map((s) => s.up)).toEqual([true, true]);
    await ups.check();
    expect(ups.states.map((s) => s.up)).toEqual([true, false]);
    expect(changes).toEqual(['dead down']);
    expect(new Set([ups.pick(), ups.pick(), ups.pick()])).toEqual(new Set([live.url]));
    await live.stop();
  });

  it('keeps an instance too busy to answer its check in time', async () => {
    const slow = Fastify();
    slow.get('/healthz', () => new Promise(() => {}));
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(slow.server.address() as AddressInfo).port}`;
    const ups = new Upstreams([url, 'http://127.0.0.1:9'], { timeoutMs: 100 });
    await ups.check();
    await ups.check();
    expect(ups.states.map((s) => s.up)).toEqual([true, false]);
    slow.server.closeAllConnections();
    await slow.close();
  });

  it('knows a failure to connect from other failures', () => {
    expect(isConnectFailure({ cause: { code: 'ECONNREFUSED' } })).toBe(true);
    expect(isConnectFailure({ code: 'UND_ERR_CONNECT_TIMEOUT' })).toBe(true);
    expect(isConnectFailure({ cause: { code: 'ECONNRESET' } })).toBe(false);
    expect(isConnectFailure(new Error('x'))).toBe(false);
    expect(isLostBeforeAnswer({ cause: { code: 'UND_ERR_SOCKET' } })).toBe(true);
    expect(isLostBeforeAnswer({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isLostBeforeAnswer({ statusCode: 504 })).toBe(false);
  });
});
