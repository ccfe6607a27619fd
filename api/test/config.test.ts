import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig as loadAnyConfig } from '../src/config';

const repoRoot = path.resolve(__dirname, '../..');
const PG = 'postgres://postgres@127.0.0.1:5432/seguros';

/** As in development (NODE_ENV=development, what npm start sets): the development secrets are allowed. */
const loadConfig = (env: Record<string, string>) => loadAnyConfig({ NODE_ENV: 'development', ...env });

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults that run everything locally', () => {
    expect(loadConfig({})).toEqual({
      port: 8081,
      host: 'localhost',
      logLevel: 'info',
      databaseUrl: null,
      pgliteDir: path.join(repoRoot, '.data/pglite'),
      databasePool: { max: 10, preparedStatements: true, listenUrl: null },
      chat: { heartbeatMs: 10_000 },
      auth: {
        issuer: 'http://localhost:8083/',
        audience: 'https://api.seguros.uy',
        jwksUrl: 'http://localhost:8083/.well-known/jwks.json',
      },
      sbi: {
        url: 'http://localhost:8082',
        apiKey: 'sbi-dev-key',
        timeoutMs: 5000,
        bikeProductId: '101',
        webhookSecret: 'sbi-dev-webhook-secret',
      },
      publicUrl: 'http://localhost:8081',
      appPublicUrl: 'http://localhost:8080',
      notifyUrlSecret: 'dev-notify-url-secret-change-me',
      contactInbox: 'hola@seguros.uy',
      mail: { smtpUrl: null, from: 'Seguros <no-responder@seguros.uy>', dir: path.join(repoRoot, '.data/mail') },
      leadsWebhookUrl: null,
      outbox: { pollMs: 1000, retentionDays: 30 },
      pdfImport: { workers: 2, queue: 8, timeoutMs: 10_000, maxHeapMb: 256 },
      docs: true,
      llm: null,
      reminders: { intervalMs: 3_600_000 },
      claimsAdminToken: null,
      filesStore: null,
    });
  });

  it('puts uploaded files in a bucket with FILES_STORE_URL and the standard AWS variables', () => {
    expect(
      loadConfig({
        FILES_STORE_URL: 's3://seguros-files/prod',
        AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000',
        AWS_REGION: 'sa-east-1',
      }).filesStore,
    ).toEqual({ bucket: 'seguros-files', prefix: 'prod', endpoint: 'http://127.0.0.1:9000', region: 'sa-east-1' });
    expect(() => loadConfig({ FILES_STORE_URL: '/var/files' })).toThrow(/FILES_STORE_URL must be s3:\/\/bucket/);
  });

  it('reads the team key for claims, refusing a short one without echoing it', () => {
    expect(loadConfig({ CLAIMS_ADMIN_TOKEN: 'k'.repeat(24) }).claimsAdminToken).toBe('k'.repeat(24));
    expect(() => loadConfig({ CLAIMS_ADMIN_TOKEN: 'corta-y-secreta' })).toThrow(/CLAIMS_ADMIN_TOKEN must be/);
    expect(() => loadConfig({ CLAIMS_ADMIN_TOKEN: 'corta-y-secreta' })).not.toThrow(/corta-y-secreta/);
  });

  it('reads the notification and contact variables; the public URL follows API_PORT by default', () => {
    expect(
      loadConfig({
        API_PUBLIC_URL: 'https://api.seguros.uy/',
        APP_PUBLIC_URL: 'https://seguros.uy/',
        NOTIFY_URL_SECRET: 'a-long-notify-secret-0123',
        SBI_WEBHOOK_SECRET: 'a-long-webhook-secret-0123',
        CONTACT_INBOX: 'equipo@seguros.uy',
      }),
    ).toMatchObject({
      publicUrl: 'https://api.seguros.uy',
      appPublicUrl: 'https://seguros.uy',
      notifyUrlSecret: 'a-long-notify-secret-0123',
      sbi: { webhookSecret: 'a-long-webhook-secret-0123' },
      contactInbox: 'equipo@seguros.uy',
    });
    expect(loadConfig({ API_PORT: '9001' }).publicUrl).toBe('http://localhost:9001');
  });

  it('refuses the embedded PGlite in production unless explicitly allowed; reads the pool size', () => {
    const prod = {
      NODE_ENV: 'production',
      SBI_API_KEY: 'prod-key-123',
      NOTIFY_URL_SECRET: 'prod-notify-secret-0123',
      SBI_WEBHOOK_SECRET: 'prod-webhook-secret-0123',
    };
    expect(problemsOf(prod)).toEqual([
      expect.stringMatching(/^DATABASE_URL must be set in production: the embedded PGlite/),
    ]);
    expect(loadConfig({ ...prod, ALLOW_PGLITE_IN_PRODUCTION: 'true' }).databaseUrl).toBeNull();
    expect(
      loadConfig({ DATABASE_URL: PG, DATABASE_POOL_MAX: '40', DATABASE_PREPARED_STATEMENTS: 'false' }).databasePool,
    ).toEqual({
      max: 40,
      preparedStatements: false,
      listenUrl: null,
    });
    expect(problemsOf({ DATABASE_POOL_MAX: '0' })).toEqual([expect.stringMatching(/^DATABASE_POOL_MAX /)]);
  });

  it('refuses the development secrets unless NODE_ENV states development or test, without echoing any', () => {
    for (const env of [{}, { NODE_ENV: 'production', DATABASE_URL: PG }, { NODE_ENV: 'staging' }]) {
      let problems: string[] = [];
      try {
        loadAnyConfig(env);
      } catch (error) {
        problems = (error as ConfigError).problems;
      }
      expect(problems.map((p) => p.split(' ')[0])).toEqual(['SBI_API_KEY', 'NOTIFY_URL_SECRET', 'SBI_WEBHOOK_SECRET']);
      expect(problems.join('\n')).not.toMatch(/sbi-dev-key|dev-notify-url-secret|sbi-dev-webhook-secret/);
      expect(problems[0]).toBe(
        "SBI_API_KEY must be set: its development value is public (the sandbox's key, not the partner's); for local use state development with NODE_ENV=development",
      );
    }
    // Set explicitly to the development value (a copied .env.example) is refused the same way.
    expect(() =>
      loadAnyConfig({
        SBI_API_KEY: 'sbi-dev-key',
        NOTIFY_URL_SECRET: 'x'.repeat(20),
        SBI_WEBHOOK_SECRET: 'y'.repeat(20),
      }),
    ).toThrow(/SBI_API_KEY must be set/);
    for (const NODE_ENV of ['development', 'test']) expect(() => loadAnyConfig({ NODE_ENV })).not.toThrow();
    const own = { SBI_API_KEY: 'k-1', NOTIFY_URL_SECRET: 'n'.repeat(20), SBI_WEBHOOK_SECRET: 'w'.repeat(20) };
    // The OpenAPI document only where configured: off by default outside development.
    expect(loadAnyConfig(own).docs).toBe(false);
    expect(loadAnyConfig({ ...own, API_DOCS: 'true' }).docs).toBe(true);
    expect(loadAnyConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).docs).toBe(false);
    expect(() =>
      loadAnyConfig({
        SBI_API_KEY: 'prod-key-123',
        NOTIFY_URL_SECRET: 'prod-notify-secret-0123',
        SBI_WEBHOOK_SECRET: 'prod-webhook-secret-0123',
      }),
    ).not.toThrow();
  });

  it('reads the partner, mail, leads and outbox variables', () => {
    expect(
      loadConfig({
        SBI_URL: 'https://api.sbi.com.uy/partner/',
        SBI_API_KEY: 'prod-key-123',
        SBI_TIMEOUT_MS: '2500',
        SBI_BIKE_PRODUCT_ID: '301',
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        MAIL_FROM: 'no-responder@seguros.uy',
        MAIL_DIR: '/var/mail/seguros',
        LEADS_WEBHOOK_URL: 'https://script.google.com/macros/s/abc/exec',
        OUTBOX_POLL_MS: '0',
        REMINDERS_INTERVAL_MS: '0',
      }),
    ).toMatchObject({
      sbi: { url: 'https://api.sbi.com.uy/partner', apiKey: 'prod-key-123', timeoutMs: 2500, bikeProductId: '301' },
      mail: {
        smtpUrl: 'smtps://user:pass@smtp.example.com:465',
        from: 'no-responder@seguros.uy',
        dir: '/var/mail/seguros',
      },
      leadsWebhookUrl: 'https://script.google.com/macros/s/abc/exec',
      outbox: { pollMs: 0 },
      reminders: { intervalMs: 0 },
    });
  });

  it('finds the repository root from its own folder, not the working directory', () => {
    expect(findRepoRoot()).toBe(repoRoot);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '9000',
      API_HOST: '0.0.0.0',
      LOG_LEVEL: 'DEBUG',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/seguros',
      PGLITE_DIR: '/var/lib/seguros',
      AUTH_ISSUER: 'https://seguros.us.auth0.com/',
      AUTH_AUDIENCE: 'https://api.example.com',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      logLevel: 'debug',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/seguros',
      pgliteDir: '/var/lib/seguros',
      auth: {
        issuer: 'https://seguros.us.auth0.com/',
        audience: 'https://api.example.com',
        jwksUrl: 'https://seguros.us.auth0.com/.well-known/jwks.json',
      },
    });
  });

  it('resolves a relative PGLITE_DIR against the repository root and keeps memory://', () => {
    expect(loadConfig({ PGLITE_DIR: 'tmp/db' }).pgliteDir).toBe(path.join(repoRoot, 'tmp/db'));
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).pgliteDir).toBe('memory://');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ API_PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 8081, databaseUrl: null });
  });

  it.each([
    ['API_PORT', 'abc'],
    ['API_PORT', '70000'],
    ['API_PORT', '0'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['AUTH_ISSUER', 'localhost:8083'],
    ['AUTH_JWKS_URL', 'ftp://example.com/jwks.json'],
    ['SBI_URL', 'localhost:8082'],
    ['SBI_TIMEOUT_MS', '50'],
    ['SBI_TIMEOUT_MS', 'soon'],
    ['SBI_BIKE_PRODUCT_ID', 'a b'],
    ['SMTP_URL', 'http://smtp.example.com'],
    ['MAIL_FROM', 'nadie'],
    ['LEADS_WEBHOOK_URL', 'script.google.com/x'],
    ['OUTBOX_POLL_MS', '-1'],
    ['REMINDERS_INTERVAL_MS', 'hourly'],
    ['OUTBOX_RETENTION_DAYS', '0'],
    ['OUTBOX_RETENTION_DAYS', 'forever'],
    ['PDF_IMPORT_WORKERS', '0'],
    ['PDF_IMPORT_QUEUE', '-1'],
    ['PDF_IMPORT_TIMEOUT_MS', '10'],
    ['PDF_IMPORT_HEAP_MB', '16'],
    ['API_PUBLIC_URL', 'api.seguros.uy'],
    ['NOTIFY_URL_SECRET', 'short'],
    ['SBI_WEBHOOK_SECRET', 'short'],
    ['CONTACT_INBOX', 'hola'],
  ])('names %s when it is %p', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ API_PORT: 'x', LOG_LEVEL: 'x' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['API_PORT', 'LOG_LEVEL']);
  });

  it('does not echo DATABASE_URL, which may hold a password', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://root:s3cret@db/x' })[0]).not.toContain('s3cret');
  });

  it('does not echo SMTP_URL or LEADS_WEBHOOK_URL, which hold secrets', () => {
    const problems = problemsOf({ SMTP_URL: 'http://u:s3cret@x', LEADS_WEBHOOK_URL: 'ftp://hook/s3cret' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toContain('s3cret');
  });
});

describe('server start', () => {
  it('refuses to start with a message naming the bad variable', () => {
    const apiDir = path.resolve(__dirname, '..');
    const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, API_PORT: 'eighty', PGLITE_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('API_PORT must be a port number');
  });
});
