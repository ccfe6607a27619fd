// Two api instances on one PostgreSQL whose LISTEN connections are cut by the server (pg_terminate_backend, as a
// restart or a failover does): each instance reconnects and LISTENs again, and `end` on one instance still stops,
// within 2 s, an answer running on the other, through NOTIFY (the heartbeat, which would also notice, is set far
// beyond that). PostgreSQL only: PGlite's LISTEN has no connection to lose.
import pg from 'pg';
import { buildApp, type App } from '../../../../../src/app';
import type { Db } from '../../../../../src/db/db';
import { createPgDb, listenApplicationName } from '../../../../../src/db/pg-db';
import { createTestDb, createTestKeys, testConfig, type TestDb, type TestKeys } from '../../../../helpers/build-app';
import { startFakeLlm, type FakeLlm } from '../../../../helpers/fake-llm';
import { createExternal, manualPolicy } from '../../../../helpers/fixtures';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('LISTEN reconnect test skipped: TEST_DATABASE_URL is not set (it needs a PostgreSQL server)');
const describePg = url ? describe : describe.skip;

describePg('cancel across instances after their LISTEN connections were cut', () => {
  let llm: FakeLlm;
  let testDb: TestDb;
  let secondDb: Db;
  let keys: TestKeys;
  let a: App;
  let b: App;
  let admin: pg.Client;

  beforeAll(async () => {
    llm = await startFakeLlm();
    testDb = await createTestDb();
    const config = testConfig({
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '60000',
      // Far beyond the 2 s: only the notification can stop the answer in time.
      CHAT_HEARTBEAT_MS: '20000',
    });
    keys = await createTestKeys(config);
    const { rows } = await testDb.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    secondDb = createPgDb({ connectionString: url!, searchPath: rows[0]!.schema, max: 5 });
    a = await buildApp({ config, db: testDb.db, keys: keys.keys, logger: false });
    b = await buildApp({ config, db: secondDb, keys: keys.keys, logger: false });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondDb?.close();
    await testDb?.close();
    await llm?.close();
    await admin?.end();
  });

  const auth = async () => ({ authorization: `Bearer ${await keys.sign()}` });

  /** This process's LISTEN connections, as the server sees them. */
  const listeners = async () =>
    (
      await admin.query<{ pid: number; query: string }>(
        'SELECT pid, query FROM pg_stat_activity WHERE application_name = $1',
        [listenApplicationName()],
      )
    ).rows;

  async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
    const start = Date.now();
    for (;;) {
      const v = await fn();
      if (ok(v) || Date.now() - start > ms) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('reconnects and LISTENs again; end on one instance stops the answer streaming on the other within 2 s', async () => {
    // One LISTEN connection per instance (the chat's stop channel).
    const before = await until(listeners, (l) => l.length === 2);
    expect(before).toHaveLength(2);
    const killed = await admin.query<{ ok: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ok FROM unnest($1::int[]) pid',
      [before.map((l) => l.pid)],
    );
    expect(killed.rows.every((r) => r.ok)).toBe(true);

    // New connections (new backend pids), LISTENing again, a second or so later.
    const after = await until(
      listeners,
      (l) => l.length === 2 && l.every((x) => !before.some((y) => y.pid === x.pid) && /^LISTEN /.test(x.query)),
    );
    expect(after.map((l) => l.query)).toEqual(['LISTEN chat_stop', 'LISTEN chat_stop']);

    llm.script = { chunks: Array.from({ length: 60 }, () => 'palabra '), delayMs: 1000 };
    const t = { app: a, auth } as unknown as Parameters<typeof createExternal>[0];
    await createExternal(t, manualPolicy());
    const created = await a.inject({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      headers: await auth(),
      payload: {},
    });
    const id = created.json().data._id as string;
    const answering = a.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${id}/stream`,
      headers: await auth(),
      payload: { message: '¿Cuál es el deducible de mi auto?' },
    });
    await new Promise((r) => setTimeout(r, 1500));
    const asked = Date.now();
    const stop = await b.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${id}/end`,
      headers: await auth(),
      payload: {},
    });
    expect(stop.statusCode).toBe(200);
    const res = await answering;
    expect(Date.now() - asked).toBeLessThan(2000);
    expect(res.body).not.toContain('"type":"done"');
  }, 30_000);
});
