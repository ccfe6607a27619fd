import { readEnv, readS3Location, type Env, type LogLevel, type S3Location } from 'server-kit';

export { ConfigError, findRepoRoot } from 'server-kit';

/*
 * Environment variables read by the api (all optional; the defaults run everything locally):
 *
 *   API_PORT       Port to listen on. Default 8081.
 *   API_HOST       Interface to listen on. Default `localhost` (both 127.0.0.1 and ::1, so
 *                  http://localhost:8081 works whichever the system resolves first); `0.0.0.0` in a container.
 *   DATABASE_URL   postgres:// URL of a PostgreSQL server. Unset: embedded PGlite under PGLITE_DIR.
 *   DATABASE_POOL_MAX  With DATABASE_URL: connections each api instance opens at most, 1 to 1000. Default 10.
 *                  Instances × this must stay under the server's max_connections (or the pooler's pool).
 *   DATABASE_PREPARED_STATEMENTS  With DATABASE_URL: `false` sends every query unnamed, for a transaction-mode
 *                  pooler without prepared-statement support (PgBouncer before 1.21, or max_prepared_statements
 *                  = 0). Default true: the hot reads are named prepared statements.
 *   DATABASE_LISTEN_URL  With DATABASE_URL: where the api LISTENs for signals between instances (stop this chat
 *                  answer). A session is needed, so when DATABASE_URL is a transaction-mode pooler, give a direct
 *                  or session-mode URL here. Default DATABASE_URL.
 *   CHAT_HEARTBEAT_MS  How often a running assistant answer records what it has sent (and checks it was not
 *                  stopped); an answer three beats late reads as interrupted on every instance. Default 10000.
 *   ALLOW_PGLITE_IN_PRODUCTION  `true` lets the embedded PGlite run with NODE_ENV=production (one process,
 *                  one machine, no managed backups). Default false: production without DATABASE_URL is refused.
 *   PGLITE_DIR     Data directory of the embedded database (one api process at a time: a second is refused). Default `.data/pglite`; a relative path is
 *                  resolved against the repository root (the folder holding pnpm-workspace.yaml), not the
 *                  working directory. `memory://` keeps it in memory (tests).
 *   AUTH_ISSUER    Issuer (`iss`) of accepted access tokens. Default `http://localhost:8083/` (idp-dev);
 *                  the Auth0 tenant URL, with its trailing slash, in production.
 *   AUTH_AUDIENCE  Audience (`aud`) of accepted access tokens. Default `https://api.seguros.uy`.
 *   AUTH_JWKS_URL  Where the issuer publishes its signing keys. Default `${AUTH_ISSUER}.well-known/jwks.json`.
 *   LOG_LEVEL      fatal | error | warn | info | debug | trace | silent. Default `info`.
 *
 *   SBI_URL              Base URL of the partner insurer's API (the sandbox in development). Default
 *                        `http://localhost:8082`.
 *   SBI_API_KEY          Sent as `x-api-key` to the partner. Default `sbi-dev-key` (the sandbox's), refused unless
 *                        NODE_ENV states development.
 *   SBI_TIMEOUT_MS       Time limit of one call to the partner, 100 to 120000. Default 5000.
 *   SBI_BIKE_PRODUCT_ID  The partner's bicycle product (the browser fixes it too). Default `101`.
 *   SMTP_URL             smtp:// or smtps:// URL (credentials included) e-mail is sent through. Unset: each
 *                        message is written as an .eml file under MAIL_DIR instead.
 *   MAIL_FROM            Sender of the product's e-mails. Default `Seguros <no-responder@seguros.uy>`.
 *   MAIL_DIR             Where .eml files go without SMTP_URL. Default `.data/mail`, relative to the repository root.
 *   LEADS_WEBHOOK_URL    http(s) URL leads are POSTed to as JSON (the spreadsheet service). Unset: leads are
 *                        only stored.
 *   OUTBOX_POLL_MS       How often the outbox worker looks for messages to deliver. Default 1000; `0` runs no
 *                        worker in this process (tests, or when another process delivers).
 *   OUTBOX_RETENTION_DAYS Days a delivered (or dead) outbox row is kept before the reminders run deletes it,
 *                        1 to 3650. Default 30. A delivered row's payload (attachments, names, e-mails) is
 *                        emptied at delivery whatever this says.
 *   REMINDERS_INTERVAL_MS How often the api looks for policies expiring in 30 or 7 days to e-mail their owners
 *                        (and deletes PDF uploads nobody saved in 48 hours). Default 3600000 (hourly); `0`
 *                        runs none in this process. Safe on several instances.
 *
 *   APP_PUBLIC_URL       Origin at which people reach the app (the gateway): the partner's payment page links back
 *                        to `${APP_PUBLIC_URL}/emission/result?policy=<id>`. Default `http://localhost:8080`.
 *   PDF_IMPORT_WORKERS   Worker threads that read uploaded PDFs ('Cargar póliza en PDF') off the event loop, 1 to 16.
 *                        Default 2.
 *   PDF_IMPORT_QUEUE     PDFs that may wait for a worker, 0 to 1000; one more is refused with 503. Default 8.
 *   PDF_IMPORT_TIMEOUT_MS Time a worker may spend reading one PDF before it is terminated (the upload is refused
 *                        with 422), 1000 to 120000. Default 10000.
 *   PDF_IMPORT_HEAP_MB   Heap of each PDF worker in MB, 64 to 4096; past it the worker dies and the upload is
 *                        refused with 422. Default 256.
 *
 *   API_PUBLIC_URL       Origin at which the partner reaches this api (the policy notification URL starts with it).
 *                        Default `http://localhost:<API_PORT>`: the sandbox calls the api directly, not the gateway.
 *   NOTIFY_URL_SECRET    Key of the HMAC that signs each policy's notification URL (`?sig=`), at least 16
 *                        characters. Default a development value, refused unless NODE_ENV states development.
 *   SBI_WEBHOOK_SECRET   Key of the partner's `x-sbi-signature` on notifications (shared with the partner), at
 *                        least 16 characters. Default `sbi-dev-webhook-secret` (the sandbox's), refused unless
 *                        NODE_ENV states development.
 *   LLM_BASE_URL         Base URL of an OpenAI-compatible API (`https://api.openai.com/v1`): the assistant then
 *                        lets that model choose and order the embedded answer's facts by id (a tool call; the
 *                        server renders them). Unset: the embedded engine answers alone (no network).
 *   LLM_API_KEY          Sent as `Authorization: Bearer`. Optional (local servers need none).
 *   LLM_MODEL            The model to ask; required with LLM_BASE_URL.
 *   LLM_TIMEOUT_MS       Time limit of one answer of the model, 100 to 120000; past it the embedded answer is sent.
 *                        Default 8000.
 *   FILES_STORE_URL      `s3://bucket/prefix`: uploaded files' bytes go to that S3-compatible bucket and PostgreSQL
 *                        keeps only their metadata and location. Unset: bytes in the database (`files.content`),
 *                        the embedded default. Files stored either way stay readable whatever it is later set to.
 *   AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN
 *                        With FILES_STORE_URL: the standard AWS variables (an endpoint for MinIO, R2 and the
 *                        like, path-style; the region; keys, else the AWS default credential chain).
 *   CONTACT_INBOX        Where contact messages (POST /email/send) are delivered. Default `hola@seguros.uy`.
 *   API_DOCS             `true` serves the OpenAPI document and UI at /api/v1/docs (through the gateway, to
 *                        anyone). Default true where NODE_ENV states development or test, false otherwise.
 *   NODE_ENV             `development` (npm start, the e2e stack, chaos, benchmarks) or `test` (the tests) allow the
 *                        development secrets above (public: they are in this repository); unset or anything else
 *                        refuses them, naming each variable, so a deployment must bring its own.
 *
 * An invalid value stops the process at start with a message naming the variable.
 */

const DEV_NOTIFY_URL_SECRET = 'dev-notify-url-secret-change-me';
const DEV_SBI_WEBHOOK_SECRET = 'sbi-dev-webhook-secret';
const DEV_SBI_API_KEY = 'sbi-dev-key';

export interface Config {
  port: number;
  host: string;
  logLevel: LogLevel;
  /** PostgreSQL server; null selects the embedded PGlite. */
  databaseUrl: string | null;
  /** Absolute directory, or `memory://`. */
  pgliteDir: string;
  /** The PostgreSQL pool (DATABASE_URL only). */
  databasePool: { max: number; preparedStatements: boolean; listenUrl: string | null };
  /** How often a running chat answer records itself; three missed beats read as interrupted. */
  chat: { heartbeatMs: number };
  auth: { issuer: string; audience: string; jwksUrl: string };
  sbi: { url: string; apiKey: string; timeoutMs: number; bikeProductId: string; webhookSecret: string };
  /** Origin without trailing slash at which the partner reaches the api. */
  publicUrl: string;
  /** Origin without trailing slash at which people reach the app (the payment page's way back). */
  appPublicUrl: string;
  /** Key of the signature carried by each policy's notification URL. */
  notifyUrlSecret: string;
  contactInbox: string;
  mail: { smtpUrl: string | null; from: string; dir: string };
  leadsWebhookUrl: string | null;
  outbox: { pollMs: number; retentionDays: number };
  /** Expiry reminders' run interval; 0 runs none. */
  reminders: { intervalMs: number };
  /** Whether the OpenAPI document and UI are served at /api/v1/docs. */
  docs: boolean;
  /** The worker pool that reads imported PDFs. */
  pdfImport: { workers: number; queue: number; timeoutMs: number; maxHeapMb: number };
  /** The team's key for moving claims forward (PUT /admin/claims/{id}/status); null: that route does not exist. */
  claimsAdminToken: string | null;
  /** Where uploaded files' bytes go: an S3-compatible bucket, or null for the database. */
  filesStore: S3Location | null;
  /** The assistant's hosted model; null: the embedded engine. */
  llm: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

const HTTP = ['http:', 'https:'];

/** Reads and validates the configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(vars: Env = process.env): Config {
  const env = readEnv(vars);
  const port = env.port('API_PORT', 8081);
  const host = env.string('API_HOST', 'localhost');
  const logLevel = env.logLevel();

  // Do not echo the value: it may hold a password.
  const databaseUrl = env.url('DATABASE_URL', null, { protocols: ['postgres:', 'postgresql:'], secret: true });
  const pgliteDir = env.dir('PGLITE_DIR', '.data/pglite', { memory: true });
  const databasePool = {
    max: env.int('DATABASE_POOL_MAX', 10, { min: 1, max: 1000, unit: 'connections' }),
    preparedStatements: env.boolean('DATABASE_PREPARED_STATEMENTS', true),
    listenUrl: env.url('DATABASE_LISTEN_URL', null, { protocols: ['postgres:', 'postgresql:'], secret: true }),
  };
  const chatHeartbeatMs = env.int('CHAT_HEARTBEAT_MS', 10_000, { min: 100, max: 60_000, unit: 'milliseconds' });
  const allowPglite = env.boolean('ALLOW_PGLITE_IN_PRODUCTION', false);

  const issuer = env.url('AUTH_ISSUER', 'http://localhost:8083/', { protocols: HTTP });
  const audience = env.string('AUTH_AUDIENCE', 'https://api.seguros.uy');
  // A JWKS URL derived from a bad issuer is already reported as AUTH_ISSUER.
  const jwksUrl = env.url('AUTH_JWKS_URL', `${issuer.endsWith('/') ? issuer : `${issuer}/`}.well-known/jwks.json`, {
    protocols: HTTP,
  });

  const sbiUrl = env.url('SBI_URL', 'http://localhost:8082', { protocols: HTTP }).replace(/\/+$/, '');
  const sbiApiKey = env.secret('SBI_API_KEY', DEV_SBI_API_KEY, { why: "the sandbox's key, not the partner's" });
  const sbiTimeoutMs = env.int('SBI_TIMEOUT_MS', 5000, { min: 100, max: 120_000, unit: 'milliseconds' });
  const bikeProductId = env.string('SBI_BIKE_PRODUCT_ID', '101', {
    pattern: /^[\w-]{1,40}$/,
    expected: 'a product id such as 101',
  });

  // Do not echo the value: it may hold a password.
  const smtpUrl = env.url('SMTP_URL', null, {
    protocols: ['smtp:', 'smtps:'],
    expected: 'an smtp:// or smtps:// URL',
    secret: true,
  });
  const mailFrom = env.string('MAIL_FROM', 'Seguros <no-responder@seguros.uy>', {
    pattern: /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/,
    expected: 'an address such as "Seguros <no-responder@seguros.uy>"',
  });
  const mailDir = env.dir('MAIL_DIR', '.data/mail');
  // Spreadsheet script URLs carry their secret in the path: do not echo it.
  const leadsWebhookUrl = env.url('LEADS_WEBHOOK_URL', null, { protocols: HTTP, secret: true });
  const pollMs = env.int('OUTBOX_POLL_MS', 1000, { min: 0, max: 600_000, unit: 'milliseconds' });
  const outboxRetentionDays = env.int('OUTBOX_RETENTION_DAYS', 30, { min: 1, max: 3650, unit: 'days' });
  const remindersMs = env.int('REMINDERS_INTERVAL_MS', 3_600_000, { min: 0, max: 86_400_000, unit: 'milliseconds' });

  const docs = env.boolean('API_DOCS', env.development());
  const pdfImport = {
    workers: env.int('PDF_IMPORT_WORKERS', 2, { min: 1, max: 16 }),
    queue: env.int('PDF_IMPORT_QUEUE', 8, { min: 0, max: 1000 }),
    timeoutMs: env.int('PDF_IMPORT_TIMEOUT_MS', 10_000, { min: 1000, max: 120_000, unit: 'milliseconds' }),
    maxHeapMb: env.int('PDF_IMPORT_HEAP_MB', 256, { min: 64, max: 4096 }),
  };

  const production = env.raw('NODE_ENV') === 'production';
  if (production && !databaseUrl && !allowPglite)
    env.problem(
      'DATABASE_URL must be set in production: the embedded PGlite serves one process on one machine ' +
        '(set ALLOW_PGLITE_IN_PRODUCTION=true to run it anyway)',
    );
  const publicUrl = env.url('API_PUBLIC_URL', `http://localhost:${port}`, { protocols: HTTP }).replace(/\/+$/, '');
  const appPublicUrl = env.url('APP_PUBLIC_URL', 'http://localhost:8080', { protocols: HTTP }).replace(/\/+$/, '');
  // Secrets are never echoed back; their development values only where NODE_ENV states development.
  const notifyUrlSecret = env.secret('NOTIFY_URL_SECRET', DEV_NOTIFY_URL_SECRET, { minLength: 16 });
  const webhookSecret = env.secret('SBI_WEBHOOK_SECRET', DEV_SBI_WEBHOOK_SECRET, {
    minLength: 16,
    why: "the sandbox's, not the partner's",
  });
  const contactInbox = env.string('CONTACT_INBOX', 'hola@seguros.uy', {
    pattern: /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/,
    expected: 'an e-mail address such as hola@seguros.uy',
  });

  const claimsAdminToken =
    env.string('CLAIMS_ADMIN_TOKEN', undefined, {
      pattern: /^[\w.~+/=-]{24,}$/,
      expected: 'at least 24 letters, digits or . ~ + / = - _',
      secret: true,
    }) ?? null;

  // Do not echo the URL: some providers carry a key in it.
  const llmBaseUrl = env.url('LLM_BASE_URL', null, { protocols: HTTP, secret: true });
  const llmApiKey = env.raw('LLM_API_KEY') ?? null;
  const llmModel = env.raw('LLM_MODEL') ?? null;
  const llmTimeoutMs = env.int('LLM_TIMEOUT_MS', 8000, { min: 100, max: 120_000, unit: 'milliseconds' });
  if (llmBaseUrl && !llmModel) env.problem('LLM_MODEL must be set when LLM_BASE_URL is');

  const filesStore = readS3Location(env, 'FILES_STORE_URL');

  env.check('api');
  return {
    port,
    host,
    logLevel,
    databaseUrl,
    pgliteDir,
    databasePool,
    chat: { heartbeatMs: chatHeartbeatMs },
    auth: { issuer, audience, jwksUrl },
    sbi: { url: sbiUrl, apiKey: sbiApiKey, timeoutMs: sbiTimeoutMs, bikeProductId, webhookSecret },
    publicUrl,
    appPublicUrl,
    notifyUrlSecret,
    contactInbox,
    mail: { smtpUrl, from: mailFrom, dir: mailDir },
    leadsWebhookUrl,
    outbox: { pollMs, retentionDays: outboxRetentionDays },
    reminders: { intervalMs: remindersMs },
    docs,
    pdfImport,
    claimsAdminToken,
    filesStore,
    llm:
      llmBaseUrl && llmModel
        ? { baseUrl: llmBaseUrl.replace(/\/+$/, ''), apiKey: llmApiKey, model: llmModel, timeoutMs: llmTimeoutMs }
        : null,
  };
}
