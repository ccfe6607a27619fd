import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { createPgDb } from '../../src/db/pg-db';
import { createPgliteDb } from '../../src/db/pglite-db';
import { SEED_TABLES } from '../../src/db/seed';
import { FAKE_API_KEY, startFakeSbi, type FakeSbi } from './fake-sbi';

/**
 * Configuration of the test apps: defaults, database in memory, no outbox polling (tests call
 * `app.outbox.drain()`) and no reminders runs (`app.reminders.run()`), e-mail files in a temporary folder, the partner nowhere unless a test says so.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    // The development secrets (the fake partner's) are allowed only where development or tests are stated.
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_MS: '0',
    REMINDERS_INTERVAL_MS: '0',
    MAIL_DIR: path.join(os.tmpdir(), `api-test-mail-${process.pid}`),
    SBI_URL: 'http://127.0.0.1:9',
    SBI_API_KEY: FAKE_API_KEY,
    SBI_TIMEOUT_MS: '1000',
    ...env,
  });
}

export interface TestDb {
  db: Db;
  /** Empties every table but schema_migrations and the seeded catalogue. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite in memory, or, when TEST_DATABASE_URL is set, that PostgreSQL server with a schema of its own
 * (dropped on close) so test files can run in parallel. Migrated unless `migrated: false`.
 */
export async function createTestDb({ migrated = true } = {}): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  let db: Db;
  let dropSchema = async () => {};
  if (url) {
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
    db = createPgDb({ connectionString: url, searchPath: schema, max: 5 });
    dropSchema = async () => {
      await withClient(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    };
  } else {
    db = await createPgliteDb('memory://');
  }
  if (migrated) await migrate(db);

  return {
    db,
    async reset() {
      const { rows } = await db.query<{ name: string }>(
        `SELECT quote_ident(tablename) AS name FROM pg_tables
         WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' AND NOT (tablename = ANY($1::text[]))`,
        [[...SEED_TABLES]],
      );
      if (rows.length > 0) await db.exec(`TRUNCATE ${rows.map((r) => r.name).join(', ')} CASCADE`);
    },
    async close() {
      await db.close();
      await dropSchema();
    },
  };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Claims over the demo user's; one given as undefined is left out of the token (`{ sub: undefined }`). */
export type TestClaims = { [K in keyof JWTPayload]?: JWTPayload[K] | undefined };

export interface SignOptions {
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token. Default 300. */
  expiresIn?: number;
  /** Sign with another key than the one the app trusts (same kid). */
  foreignKey?: boolean;
}

export interface TestKeys {
  /** Pass to buildApp as `keys`: the app then trusts only these keys. */
  keys: JWTVerifyGetKey;
  /** An RS256 access token as idp-dev issues it; claims default to a demo user. */
  sign(claims?: TestClaims, options?: SignOptions): Promise<string>;
}

const KID = 'test-key';

export async function createTestKeys(config: Config = testConfig()): Promise<TestKeys> {
  const trusted = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(trusted.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

  return {
    keys: createLocalJWKSet({ keys: [publicJwk] }),
    async sign(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: JWTPayload = {};
      const demo = { sub: 'auth0|demo-1', email: 'ana@example.com', name: 'Ana Pérez', nickname: 'ana' };
      for (const [claim, value] of Object.entries({ ...demo, ...claims }))
        if (value !== undefined) payload[claim] = value;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'at+jwt' })
        .setIssuer(options.issuer ?? config.auth.issuer)
        .setAudience(options.audience ?? config.auth.audience)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + (options.expiresIn ?? 300))
        .sign(options.foreignKey ? foreign.privateKey : trusted.privateKey);
    },
  };
}

export interface TestContext {
  app: App;
  db: Db;
  keys: TestKeys;
  /** With `fakeSbi: true`: the partner's stand-in the app talks to (reset before each test). */
  sbi: FakeSbi;
  /** Where the app writes .eml files (emptied before each test). */
  mailDir: string;
  /** Shortcut: `authorization` header with a token for `claims`. */
  auth(claims?: TestClaims, options?: SignOptions): Promise<{ authorization: string }>;
}

/**
 * Registers jest hooks giving the file one app on one database (created once: PGlite takes ~2 s),
 * with every table emptied before each test. Read the fields inside tests, not at module load.
 */
export interface TestAppOptions extends Pick<BuildAppOptions, 'logger' | 'outbox'> {
  /** Start a fake partner (test/helpers/fake-sbi.ts) and point SBI_URL at it. */
  fakeSbi?: boolean;
  /** More environment for the configuration (read when the app is built). */
  env?: () => Record<string, string>;
}

export function useTestApp(options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext;
  let testDb: TestDb | undefined;

  beforeAll(async () => {
    ctx.mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-mail-'));
    if (options.fakeSbi) ctx.sbi = await startFakeSbi();
    const config = testConfig({
      MAIL_DIR: ctx.mailDir,
      ...(ctx.sbi ? { SBI_URL: ctx.sbi.url } : {}),
      ...options.env?.(),
    });
    testDb = await createTestDb();
    ctx.db = testDb.db;
    ctx.keys = await createTestKeys(config);
    ctx.app = await buildApp({
      config,
      db: testDb.db,
      keys: ctx.keys.keys,
      logger: options.logger ?? false,
      outbox: options.outbox,
    });
    ctx.auth = async (claims, signOptions) => ({
      authorization: `Bearer ${await ctx.keys.sign(claims, signOptions)}`,
    });
  });

  beforeEach(async () => {
    await testDb?.reset();
    ctx.sbi?.reset();
    if (ctx.mailDir) for (const file of fs.readdirSync(ctx.mailDir)) fs.rmSync(path.join(ctx.mailDir, file));
  });

  afterAll(async () => {
    await ctx.app?.close();
    await testDb?.close();
    await ctx.sbi?.close();
    if (ctx.mailDir) fs.rmSync(ctx.mailDir, { recursive: true, force: true });
  });

  return ctx;
}
