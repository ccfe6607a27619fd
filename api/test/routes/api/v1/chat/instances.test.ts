// The assistant on several api instances sharing one database: end and reset reach an answer running on
// another instance (NOTIFY), and an answer whose instance died reads as interrupted everywhere. On PGlite the
// two instances share the one embedded database; on PostgreSQL (TEST_DATABASE_URL) each has its own pool and
// LISTEN connection, and the instance that dies is a real process killed with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../../../../../src/app';
import { createPgDb } from '../../../../../src/db/pg-db';
import type { Db } from '../../../../../src/db/db';
import { createTestDb, createTestKeys, testConfig, type TestDb, type TestKeys } from '../../../../helpers/build-app';
import { startFakeLlm, type FakeLlm } from '../../../../helpers/fake-llm';
import { createExternal, manualPolicy } from '../../../../helpers/fixtures';

const HEARTBEAT_MS = 300;
let llm: FakeLlm;
let testDb: TestDb;
let secondDb: Db | null = null;
let keys: TestKeys;
let a: App;
let b: App;

const env = () => ({
  LLM_BASE_URL: llm.url,
  LLM_MODEL: 'fake-model',
  // The model may take a minute; only end and reset stop it here.
  LLM_TIMEOUT_MS: '60000',
  CHAT_HEARTBEAT_MS: String(HEARTBEAT_MS),
});

beforeAll(async () => {
  llm = await startFakeLlm();
  testDb = await createTestDb();
  const config = testConfig(env());
  keys = await createTestKeys(config);
  a = await buildApp({ config, db: testDb.db, keys: keys.keys, logger: false });
  if (testDb.db.kind === 'pg') {
    const { rows } = await testDb.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    secondDb = createPgDb({ connectionString: process.env.TEST_DATABASE_URL!, searchPath: rows[0]!.schema, max: 5 });
  }
  b = await buildApp({ config, db: secondDb ?? testDb.db, keys: keys.keys, logger: false });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await secondDb?.close();
  await testDb?.close();
  await llm?.close();
});

beforeEach(async () => {
  await testDb.reset();
  // A model that streams for a minute: one word a second, no sentence finished before the end.
  llm.script = { chunks: Array.from({ length: 60 }, () => 'palabra '), delayMs: 1000 };
});

const auth = async () => ({ authorization: `Bearer ${await keys.sign()}` });

async function conversationOn(app: App) {
  const t = { app, auth } as unknown as Parameters<typeof createExternal>[0];
  await createExternal(t, manualPolicy());
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/chat/conversations',
    headers: await auth(),
    payload: {},
  });
  return res.json().data._id as string;
}

async function messages(app: App, id: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/chat/conversations/${id}/messages`,
    headers: await auth(),
  });
  return res.json().data.items as Array<{ role: string; content: string; interrupted: boolean }>;
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() - start > ms) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const stream = async (app: App, id: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/chat/conversations/${id}/stream`,
    headers: await auth(),
    payload: { message: '¿Cuál es el deducible de mi auto?' },
  });

it.each(['end', 'reset'] as const)(
  '%s on one instance stops, within 2 s, an answer the hosted model is streaming on the other',
  async (how) => {
    const id = await conversationOn(a);
    const cutBefore = llm.cut;
    const answering = stream(a, id);
    // Recorded when it starts: the other instance sees the question and the answer under way.
    const seen = await until(
      () => messages(b, id),
      (m) => m.length === 2,
    );
    expect(seen.map((m) => [m.role, m.interrupted])).toEqual([
      ['user', false],
      ['assistant', false],
    ]);
    await new Promise((r) => setTimeout(r, 1500));
    const asked = Date.now();
    const stop = await b.inject({
      method: 'POST',
      url: how === 'end' ? `/api/v1/chat/conversations/${id}/end` : '/api/v1/chat/reset',
      headers: await auth(),
      payload: {},
    });
    expect(stop.statusCode).toBe(200);
    const res = await answering;
    const took = Date.now() - asked;
    expect(took).toBeLessThan(2000);
    expect(res.body).not.toContain('"type":"done"');
    // Nothing had been sent: only the question stays.
    expect((await messages(b, id)).map((m) => m.role)).toEqual(['user']);
    // The api stopped reading the model's stream.
    await until(
      async () => llm.cut,
      (n) => n >= cutBefore + 1,
      2000,
    );
    expect(llm.cut).toBe(cutBefore + 1);
  },
  20_000,
);

it('stops an answer whose instance missed the notification at its next heartbeat', async () => {
  // An instance that hears nothing (its LISTEN connection being replaced): only the heartbeat can stop it.
  const deafDb: Db = { ...(secondDb ?? testDb.db), listen: async () => async () => {} };
  const deaf = await buildApp({ config: testConfig(env()), db: deafDb, keys: keys.keys, logger: false });
  try {
    const id = await conversationOn(deaf);
    const answering = stream(deaf, id);
    await until(
      () => messages(b, id),
      (m) => m.length === 2,
    );
    const asked = Date.now();
    await b.inject({ method: 'POST', url: `/api/v1/chat/conversations/${id}/end`, headers: await auth(), payload: {} });
    const res = await answering;
    expect(Date.now() - asked).toBeLessThan(HEARTBEAT_MS + 1000);
    expect(res.body).not.toContain('"type":"done"');
  } finally {
    await deaf.close();
  }
}, 20_000);

const pgOnly = process.env.TEST_DATABASE_URL ? it : it.skip;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

pgOnly(
  'an answer whose instance was killed mid-stream reads as interrupted on the other instance, never running nor missing',
  async () => {
    // A real api process on the same schema, trusting a key served here.
    const key = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(key.publicKey)), kid: 'proc', alg: 'RS256', use: 'sig' };
    const jwks = http.createServer((_req, res) => res.end(JSON.stringify({ keys: [jwk] })));
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const { rows } = await testDb.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${rows[0]!.schema}`);
    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(__dirname, '../../../../..'),
      env: {
        PATH: process.env.PATH,
        // The development secrets are refused unless NODE_ENV states development or test.
        NODE_ENV: 'test',
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        AUTH_JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks.json`,
        OUTBOX_POLL_MS: '0',
        REMINDERS_INTERVAL_MS: '0',
        LOG_LEVEL: 'warn',
        ...env(),
      },
      stdio: 'ignore',
    });
    try {
      const token = await new SignJWT({ email: 'ana@example.com', name: 'Ana Pérez', nickname: 'ana' })
        .setProtectedHeader({ alg: 'RS256', kid: 'proc', typ: 'at+jwt' })
        .setSubject('auth0|demo-1')
        .setIssuer(testConfig().auth.issuer)
        .setAudience(testConfig().auth.audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key.privateKey);
      const base = `http://127.0.0.1:${port}/api/v1/chat`;
      await until(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        (s) => s === 200,
        30_000,
      );
      const id = await conversationOn(b);
      const controller = new AbortController();
      const answering = fetch(`${base}/conversations/${id}/stream`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: '¿Cuál es el deducible de mi auto?' }),
        signal: controller.signal,
      }).catch(() => null);
      const running = await until(
        () => messages(b, id),
        (m) => m.length === 2,
      );
      expect(running.map((m) => [m.role, m.interrupted])).toEqual([
        ['user', false],
        ['assistant', false],
      ]);
      // Several heartbeats while it streams: still running, not interrupted.
      await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 5));
      expect((await messages(b, id))[1]!.interrupted).toBe(false);

      child.kill('SIGKILL');
      const died = Date.now();
      controller.abort();
      await answering;
      const after = await until(
        () => messages(b, id),
        (m) => m[1]?.interrupted === true,
        60_000,
      );
      expect(after.map((m) => [m.role, m.interrupted])).toEqual([
        ['user', false],
        ['assistant', true],
      ]);
      // Three missed beats (CHAT_HEARTBEAT_MS × 3; 30 s by default), well within 60 s.
      expect(Date.now() - died).toBeLessThan(HEARTBEAT_MS * 3 + 2000);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => jwks.close(resolve));
    }
  },
  60_000,
);
