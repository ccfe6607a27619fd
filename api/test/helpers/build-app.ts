import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { createPgDb } from '../../src/db/pg-db';
import { createPgliteDb } from '../../src/db/pglite-db';

/** Configuration of the test apps: defaults, database in memory. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', ...env });
}

export interface TestDb {
  db: Db;
  /** Empties every table but schema_migrations. */
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
         WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
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
  sign(claims?: JWTPayload, options?: SignOptions): Promise<string>;
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
      return new SignJWT({ sub: 'auth0|demo-1', email: 'ana@example.com', name: 'Ana Pérez', nickname: 'ana', ...claims })
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
  /** Shortcut: `authorization` header with a token for `claims`. */
  auth(claims?: JWTPayload, options?: SignOptions): Promise<{ authorization: string }>;
}

/**
 * Registers jest hooks giving the file one app on one database (created once: PGlite takes ~2 s),
 * with every table emptied before each test. Read the fields inside tests, not at module load.
 */
export function useTestApp(options: Pick<BuildAppOptions, 'logger'> = {}): TestContext {
  const ctx = {} as TestContext;
  let testDb: TestDb | undefined;

  beforeAll(async () => {
    const config = testConfig();
    testDb = await createTestDb();
    ctx.db = testDb.db;
    ctx.keys = await createTestKeys(config);
    ctx.app = await buildApp({ config, db: testDb.db, keys: ctx.keys.keys, logger: options.logger ?? false });
    ctx.auth = async (claims, signOptions) => ({
      authorization: `Bearer ${await ctx.keys.sign(claims, signOptions)}`,
    });
  });

  beforeEach(async () => {
    await testDb?.reset();
  });

  afterAll(async () => {
    await ctx.app?.close();
    await testDb?.close();
  });

  return ctx;
}
