import fs from 'node:fs';
import path from 'node:path';

/*
 * Environment variables read by the gateway (all optional; the defaults run everything locally):
 *
 *   GATEWAY_PORT          Port to listen on. Default 8080.
 *   GATEWAY_HOST          Interface to listen on. Default `localhost` (Fastify binds both 127.0.0.1 and ::1);
 *                         `0.0.0.0` or `::` in a container.
 *   API_URL               Origin of the product api that /api/v1 is proxied to. Default http://localhost:8081.
 *   API_TIMEOUT_MS        How long the api may take to start answering (headers). Default 30000. Bodies
 *                         (event streams of the assistant) are not limited.
 *   RELEASES_DIR          Release store: `<dir>/<package>/<version>/…` and `<dir>/current.json`. Default
 *                         `.data/releases`, resolved against the repository root (the folder holding
 *                         pnpm-workspace.yaml), not the working directory.
 *   AUTH0_DOMAIN          Origin of the identity provider, no trailing slash. Default http://localhost:8083.
 *   AUTH0_CLIENT_ID       Default `seguros-web`.
 *   AUTH0_AUDIENCE        Absolute URI of the api audience. Default https://api.seguros.uy.
 *   FEEDBACK_URL          Feedback link of the beta banner (mailto:, http:, https:).
 *                         Default mailto:beta@seguros.uy?subject=Feedback%20beta.
 *   APP_ENV               Environment name shown to monitoring. Default `dev`.
 *   MONITORING_APPLICATION_ID, MONITORING_CLIENT_TOKEN
 *                         Browser monitoring (Datadog RUM) runs only when both are set.
 *   MONITORING_SITE       Datadog site. Default `datadoghq.com`.
 *   ANALYTICS_MEASUREMENT_ID  Google Analytics 4 measurement id (G-…); analytics off when unset.
 *   REDIS_URL             redis:// URL of the rate-limit counters shared between instances; in memory when unset.
 *   RATE_LIMIT_MAX        Requests per client IP and window on /api/v1. Default 600.
 *   RATE_LIMIT_WINDOW     Window: milliseconds or a duration such as `1 minute`, `30s`. Default 1 minute.
 *   RATE_LIMIT_UPLOADS_MAX     Form uploads (POST /api/v1/claims, /api/v1/solicitudes, up to 30 MB each) per
 *                              client IP and window, counted apart from the rest. Default 20.
 *   RATE_LIMIT_UPLOADS_WINDOW  Their window, as RATE_LIMIT_WINDOW. Default 10 minutes.
 *   TRUST_PROXY           Behind a load balancer: `true`, a hop count, or comma-separated addresses/CIDRs
 *                         whose X-Forwarded-For is trusted (client IP for rate limits and logs). Default false.
 *   LOG_LEVEL             fatal | error | warn | info | debug | trace | silent. Default `info`.
 *
 * An invalid value stops the process at start with a message naming the variable.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface MonitoringConfig {
  applicationId: string;
  clientToken: string;
  site: string;
  service: 'seguros-web';
}

export interface Config {
  port: number;
  host: string;
  logLevel: LogLevel;
  trustProxy: boolean | number | string[];
  /** Origin of the api, without a trailing slash. */
  apiUrl: string;
  apiTimeoutMs: number;
  /** Absolute path of the release store. */
  releasesDir: string;
  auth: { domain: string; clientId: string; audience: string };
  feedbackUrl: string;
  environment: string;
  monitoring: MonitoringConfig | null;
  analytics: { measurementId: string } | null;
  rateLimit: { max: number; windowMs: number; redisUrl: string | null; uploads: { max: number; windowMs: number } };
  /** Not fatal, logged at start (for example half of the monitoring variables set). */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const warnings: string[] = [];
  // `VAR=` in a .env file means "use the default", as if the line were missing.
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = parseInteger(read('GATEWAY_PORT') ?? '8080', 1, 65535);
  if (port === null)
    problems.push(`GATEWAY_PORT must be a port number between 1 and 65535 (got "${read('GATEWAY_PORT')}")`);

  const host = read('GATEWAY_HOST') ?? 'localhost';
  if (!/^[\w.:-]+$/.test(host)) problems.push(`GATEWAY_HOST must be a host name or address (got "${host}")`);

  const logLevel = (read('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!isLogLevel(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${read('LOG_LEVEL')}")`);

  const trustProxy = parseTrustProxy(read('TRUST_PROXY') ?? 'false');
  if (trustProxy === null) {
    problems.push(
      `TRUST_PROXY must be true, false, a hop count or comma-separated addresses (got "${read('TRUST_PROXY')}")`,
    );
  }

  const apiUrl = parseOrigin(read('API_URL') ?? 'http://localhost:8081', { allowTrailingSlash: true });
  if (apiUrl === null)
    problems.push(
      `API_URL must be an http(s) URL without a path, such as http://localhost:8081 (got "${read('API_URL')}")`,
    );

  const apiTimeoutMs = parseInteger(read('API_TIMEOUT_MS') ?? '30000', 1, 600_000);
  if (apiTimeoutMs === null) {
    problems.push(
      `API_TIMEOUT_MS must be a number of milliseconds between 1 and 600000 (got "${read('API_TIMEOUT_MS')}")`,
    );
  }

  const releasesDir = path.resolve(findRepoRoot(), read('RELEASES_DIR') ?? '.data/releases');

  const authDomain = read('AUTH0_DOMAIN') ?? 'http://localhost:8083';
  if (parseOrigin(authDomain, { allowTrailingSlash: false }) !== authDomain) {
    problems.push(
      `AUTH0_DOMAIN must be an http(s) origin without a trailing slash or path, such as https://tenant.auth0.com (got "${authDomain}")`,
    );
  }
  const clientId = read('AUTH0_CLIENT_ID') ?? 'seguros-web';
  if (!/^[\w.-]+$/.test(clientId))
    problems.push(`AUTH0_CLIENT_ID must contain only letters, digits, ".", "_" and "-" (got "${clientId}")`);
  const audience = read('AUTH0_AUDIENCE') ?? 'https://api.seguros.uy';
  if (!isUrl(audience)) problems.push(`AUTH0_AUDIENCE must be an absolute URI (got "${audience}")`);

  const feedbackUrl = read('FEEDBACK_URL') ?? 'mailto:beta@seguros.uy?subject=Feedback%20beta';
  if (!isUrl(feedbackUrl, ['mailto:', 'http:', 'https:'])) {
    problems.push(`FEEDBACK_URL must be a mailto:, http: or https: URL (got "${feedbackUrl}")`);
  }

  const environment = read('APP_ENV') ?? 'dev';
  if (!/^[\w.-]+$/.test(environment))
    problems.push(`APP_ENV must contain only letters, digits, ".", "_" and "-" (got "${environment}")`);

  // These values end up in the Content-Security-Policy header and in /config.json: no spaces, quotes or `;`.
  const applicationId = read('MONITORING_APPLICATION_ID');
  if (applicationId !== undefined && !/^[\w-]+$/.test(applicationId)) {
    problems.push('MONITORING_APPLICATION_ID must contain only letters, digits, "_" and "-"');
  }
  const clientToken = read('MONITORING_CLIENT_TOKEN');
  if (clientToken !== undefined && !/^[\w-]+$/.test(clientToken)) {
    problems.push('MONITORING_CLIENT_TOKEN must contain only letters, digits, "_" and "-"');
  }
  const site = (read('MONITORING_SITE') ?? 'datadoghq.com').toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(site))
    problems.push(`MONITORING_SITE must be a domain such as datadoghq.com (got "${site}")`);
  if ((applicationId === undefined) !== (clientToken === undefined)) {
    warnings.push(
      `Monitoring is off: ${applicationId === undefined ? 'MONITORING_APPLICATION_ID' : 'MONITORING_CLIENT_TOKEN'} is not set (both are needed)`,
    );
  }
  const monitoring =
    applicationId !== undefined && clientToken !== undefined
      ? { applicationId, clientToken, site, service: 'seguros-web' as const }
      : null;

  const measurementId = read('ANALYTICS_MEASUREMENT_ID');
  if (measurementId !== undefined && !/^[\w-]+$/.test(measurementId)) {
    problems.push(`ANALYTICS_MEASUREMENT_ID must look like G-XXXXXXXXXX (got "${measurementId}")`);
  }

  const redisUrl = read('REDIS_URL') ?? null;
  // Do not echo the value: it may hold a password.
  if (redisUrl !== null && !isUrl(redisUrl, ['redis:', 'rediss:']))
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');

  const rateLimitMax = parseInteger(read('RATE_LIMIT_MAX') ?? '600', 1, 1_000_000_000);
  if (rateLimitMax === null)
    problems.push(`RATE_LIMIT_MAX must be a positive whole number (got "${read('RATE_LIMIT_MAX')}")`);
  const windowMs = parseDuration(read('RATE_LIMIT_WINDOW') ?? '1 minute');
  if (windowMs === null) {
    problems.push(
      `RATE_LIMIT_WINDOW must be milliseconds or a duration such as "1 minute" or "30s" (got "${read('RATE_LIMIT_WINDOW')}")`,
    );
  }

  const uploadsMax = parseInteger(read('RATE_LIMIT_UPLOADS_MAX') ?? '20', 1, 1_000_000_000);
  if (uploadsMax === null) {
    problems.push(`RATE_LIMIT_UPLOADS_MAX must be a positive whole number (got "${read('RATE_LIMIT_UPLOADS_MAX')}")`);
  }
  const uploadsWindowMs = parseDuration(read('RATE_LIMIT_UPLOADS_WINDOW') ?? '10 minutes');
  if (uploadsWindowMs === null) {
    problems.push(
      `RATE_LIMIT_UPLOADS_WINDOW must be milliseconds or a duration such as "10 minutes" (got "${read('RATE_LIMIT_UPLOADS_WINDOW')}")`,
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: port!,
    host,
    logLevel: logLevel as LogLevel,
    trustProxy: trustProxy!,
    apiUrl: apiUrl!,
    apiTimeoutMs: apiTimeoutMs!,
    releasesDir,
    auth: { domain: authDomain, clientId, audience },
    feedbackUrl,
    environment,
    monitoring,
    analytics: measurementId !== undefined ? { measurementId } : null,
    rateLimit: {
      max: rateLimitMax!,
      windowMs: windowMs!,
      redisUrl,
      uploads: { max: uploadsMax!, windowMs: uploadsWindowMs! },
    },
    warnings,
  };
}

function parseInteger(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `60000`, `500ms`, `30s`, `30 seconds`, `1m`, `1 minute`, `2 hours` → milliseconds. */
export function parseDuration(value: string): number | null {
  const match = /^(\d+)\s*(ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hours?)?$/i.exec(value);
  if (!match) return null;
  const unit = (match[2] ?? 'ms').toLowerCase();
  const key = unit.startsWith('ms') || unit.startsWith('milli') ? 'ms' : unit[0]!;
  const ms = Number(match[1]) * UNIT_MS[key]!;
  return ms > 0 ? ms : null;
}

function parseTrustProxy(value: string): boolean | number | string[] | null {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length > 0 && list.every((s) => /^[0-9a-f.:/]+$/i.test(s)) ? list : null;
}

/** `value`'s origin if it is an http(s) URL with no path, query or credentials; else null. */
function parseOrigin(value: string, { allowTrailingSlash }: { allowTrailingSlash: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  const bare = allowTrailingSlash ? value.replace(/\/$/, '') : value;
  return bare.toLowerCase() === url.origin ? url.origin : null;
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

function isUrl(value: string, protocols?: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols ? protocols.includes(url.protocol) : true;
  } catch {
    return false;
  }
}

/** The nearest folder above `from` holding pnpm-workspace.yaml (the working directory if none). */
export function findRepoRoot(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}
