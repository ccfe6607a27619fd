import fs from 'node:fs';
import path from 'node:path';

/*
 * Environment variables read by the api (all optional; the defaults run everything locally):
 *
 *   API_PORT       Port to listen on. Default 8081.
 *   API_HOST       Interface to listen on. Default `localhost` (both 127.0.0.1 and ::1, so
 *                  http://localhost:8081 works whichever the system resolves first); `0.0.0.0` in a container.
 *   DATABASE_URL   postgres:// URL of a PostgreSQL server. Unset: embedded PGlite under PGLITE_DIR.
 *   PGLITE_DIR     Data directory of the embedded database. Default `.data/pglite`; a relative path is
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
 *   SBI_API_KEY          Sent as `x-api-key` to the partner. Default `sbi-dev-key` (the sandbox's).
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
 *
 *   API_PUBLIC_URL       Origin at which the partner reaches this api (the policy notification URL starts with it).
 *                        Default `http://localhost:<API_PORT>`: the sandbox calls the api directly, not the gateway.
 *   NOTIFY_URL_SECRET    Key of the HMAC that signs each policy's notification URL (`?sig=`), at least 16
 *                        characters. Default a development value, refused when NODE_ENV=production.
 *   SBI_WEBHOOK_SECRET   Key of the partner's `x-sbi-signature` on notifications (shared with the partner), at
 *                        least 16 characters. Default `sbi-dev-webhook-secret` (the sandbox's), refused when
 *                        NODE_ENV=production.
 *   CONTACT_INBOX        Where contact messages (POST /email/send) are delivered. Default `hola@seguros.uy`.
 *   NODE_ENV             `production` refuses the development secrets above.
 *
 * An invalid value stops the process at start with a message naming the variable.
 */

const DEV_NOTIFY_URL_SECRET = 'dev-notify-url-secret-change-me';
const DEV_SBI_WEBHOOK_SECRET = 'sbi-dev-webhook-secret';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  logLevel: LogLevel;
  /** PostgreSQL server; null selects the embedded PGlite. */
  databaseUrl: string | null;
  /** Absolute directory, or `memory://`. */
  pgliteDir: string;
  auth: { issuer: string; audience: string; jwksUrl: string };
  sbi: { url: string; apiKey: string; timeoutMs: number; bikeProductId: string; webhookSecret: string };
  /** Origin without trailing slash at which the partner reaches the api. */
  publicUrl: string;
  /** Key of the signature carried by each policy's notification URL. */
  notifyUrlSecret: string;
  contactInbox: string;
  mail: { smtpUrl: string | null; from: string; dir: string };
  leadsWebhookUrl: string | null;
  outbox: { pollMs: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid api configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  // `VAR=` in a .env file means "use the default", as if the line were missing.
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = parsePort(read('API_PORT') ?? '8081');
  if (port === null) problems.push(`API_PORT must be a port number between 1 and 65535 (got "${read('API_PORT')}")`);

  const host = read('API_HOST') ?? 'localhost';

  const logLevel = (read('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!isLogLevel(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${read('LOG_LEVEL')}")`);
  }

  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    // Do not echo the value: it may hold a password.
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const pgliteDir = resolvePgliteDir(read('PGLITE_DIR') ?? '.data/pglite');

  const issuer = read('AUTH_ISSUER') ?? 'http://localhost:8083/';
  const issuerOk = isUrl(issuer, ['http:', 'https:']);
  if (!issuerOk) problems.push(`AUTH_ISSUER must be an http(s) URL (got "${issuer}")`);
  const audience = read('AUTH_AUDIENCE') ?? 'https://api.seguros.uy';
  const jwksUrl = read('AUTH_JWKS_URL') ?? `${issuer.endsWith('/') ? issuer : `${issuer}/`}.well-known/jwks.json`;
  // A JWKS URL derived from a bad issuer is already reported as AUTH_ISSUER.
  if ((read('AUTH_JWKS_URL') || issuerOk) && !isUrl(jwksUrl, ['http:', 'https:'])) {
    problems.push(`AUTH_JWKS_URL must be an http(s) URL (got "${jwksUrl}")`);
  }

  const sbiUrl = (read('SBI_URL') ?? 'http://localhost:8082').replace(/\/+$/, '');
  if (!isUrl(sbiUrl, ['http:', 'https:'])) problems.push(`SBI_URL must be an http(s) URL (got "${sbiUrl}")`);
  const sbiApiKey = read('SBI_API_KEY') ?? 'sbi-dev-key';
  const sbiTimeoutMs = parseIntIn(read('SBI_TIMEOUT_MS') ?? '5000', 100, 120_000);
  if (sbiTimeoutMs === null) {
    problems.push(`SBI_TIMEOUT_MS must be milliseconds between 100 and 120000 (got "${read('SBI_TIMEOUT_MS')}")`);
  }
  const bikeProductId = read('SBI_BIKE_PRODUCT_ID') ?? '101';
  if (!/^[\w-]{1,40}$/.test(bikeProductId)) {
    problems.push(`SBI_BIKE_PRODUCT_ID must be a product id such as 101 (got "${bikeProductId}")`);
  }

  const smtpUrl = read('SMTP_URL') ?? null;
  // Do not echo the value: it may hold a password.
  if (smtpUrl !== null && !isUrl(smtpUrl, ['smtp:', 'smtps:']))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  const mailFrom = read('MAIL_FROM') ?? 'Seguros <no-responder@seguros.uy>';
  if (!/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address such as "Seguros <no-responder@seguros.uy>" (got "${mailFrom}")`);
  }
  const mailDir = path.resolve(findRepoRoot(), read('MAIL_DIR') ?? '.data/mail');

  const leadsWebhookUrl = read('LEADS_WEBHOOK_URL') ?? null;
  // Spreadsheet script URLs carry their secret in the path: do not echo it.
  if (leadsWebhookUrl !== null && !isUrl(leadsWebhookUrl, ['http:', 'https:'])) {
    problems.push('LEADS_WEBHOOK_URL must be an http(s) URL');
  }

  const pollMs = parseIntIn(read('OUTBOX_POLL_MS') ?? '1000', 0, 600_000);
  if (pollMs === null) {
    problems.push(`OUTBOX_POLL_MS must be milliseconds between 0 and 600000 (got "${read('OUTBOX_POLL_MS')}")`);
  }

  const production = read('NODE_ENV') === 'production';
  const publicUrl = (read('API_PUBLIC_URL') ?? `http://localhost:${port ?? 8081}`).replace(/\/+$/, '');
  if (!isUrl(publicUrl, ['http:', 'https:']))
    problems.push(`API_PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);
  // Secrets are never echoed back.
  const notifyUrlSecret = read('NOTIFY_URL_SECRET') ?? DEV_NOTIFY_URL_SECRET;
  if (notifyUrlSecret.length < 16) problems.push('NOTIFY_URL_SECRET must have at least 16 characters');
  else if (production && notifyUrlSecret === DEV_NOTIFY_URL_SECRET) {
    problems.push('NOTIFY_URL_SECRET must be set in production (the development default is public)');
  }
  const webhookSecret = read('SBI_WEBHOOK_SECRET') ?? DEV_SBI_WEBHOOK_SECRET;
  if (webhookSecret.length < 16) problems.push('SBI_WEBHOOK_SECRET must have at least 16 characters');
  else if (production && webhookSecret === DEV_SBI_WEBHOOK_SECRET) {
    problems.push("SBI_WEBHOOK_SECRET must be set in production (the partner's secret, not the sandbox's)");
  }
  const contactInbox = read('CONTACT_INBOX') ?? 'hola@seguros.uy';
  if (!/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/.test(contactInbox)) {
    problems.push(`CONTACT_INBOX must be an e-mail address such as hola@seguros.uy (got "${contactInbox}")`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: port!,
    host,
    logLevel: logLevel as LogLevel,
    databaseUrl,
    pgliteDir,
    auth: { issuer, audience, jwksUrl },
    sbi: { url: sbiUrl, apiKey: sbiApiKey, timeoutMs: sbiTimeoutMs!, bikeProductId, webhookSecret },
    publicUrl,
    notifyUrlSecret,
    contactInbox,
    mail: { smtpUrl, from: mailFrom, dir: mailDir },
    leadsWebhookUrl,
    outbox: { pollMs: pollMs! },
  };
}

function parsePort(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const port = Number(value);
  return port >= 1 && port <= 65535 ? port : null;
}

function parseIntIn(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function resolvePgliteDir(dir: string): string {
  if (dir.startsWith('memory://')) return dir;
  return path.resolve(findRepoRoot(), dir);
}

/** The nearest folder above this file holding pnpm-workspace.yaml (the working directory if none). */
export function findRepoRoot(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}
