import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  parseS3Url,
  readEnv,
  readS3Location,
  type Env,
  type EnvReader,
  type LogLevel,
  type S3Location,
} from 'server-kit';

export { ConfigError, findRepoRoot } from 'server-kit';

/*
 * Environment variables read by the gateway (all optional; the defaults run everything locally):
 *
 *   GATEWAY_PORT          Port to listen on. Default 8080.
 *   GATEWAY_HOST          Interface to listen on. Default `localhost` (Fastify binds both 127.0.0.1 and ::1);
 *                         `0.0.0.0` or `::` in a container.
 *   GATEWAY_METRICS_PORT  Port of the Prometheus metrics (GET /metrics), a listener apart from the public one.
 *                         Default 9464; `0` or `off`: no metrics listener.
 *   GATEWAY_METRICS_HOST  Interface of that listener. Default 127.0.0.1 (the machine itself); a private
 *                         address for a scraper elsewhere, never a public one.
 *   API_URL               Origin of the product api that /api/v1 is proxied to. Default http://localhost:8081.
 *                         Several, separated by commas: the gateway sends each request to the one with the
 *                         fewest in flight, takes an instance out after two failed GET /healthz (or one request
 *                         that could not connect) and retries a read (GET, HEAD, OPTIONS) that got no answer
 *                         (refused, or closed before any byte) once on another; writes are never retried. One URL of a load balancer in front of the api works as well.
 *   API_HEALTH_INTERVAL_MS  With several API_URL: between health checks. Default 2000; 0 never checks.
 *   API_TIMEOUT_MS        How long the api may take to start answering (headers). Default 30000. Bodies
 *                         (event streams of the assistant) are not limited.
 *   API_MAX_IN_FLIGHT     Requests this gateway keeps in flight on one api instance (answer streams apart); the
 *                         next ones wait in the gateway for one to end, on connections already open. Default 32.
 *                         With no limit a kill made each gateway open ~50 new connections to the surviving
 *                         instance at once, which it accepted one per event-loop turn: on a loaded machine their
 *                         requests were read past API_TIMEOUT_MS (504).
 *   API_QUEUE_TIMEOUT_MS  How long a request may wait for such a place before a 503 (in Spanish, Retry-After).
 *                         Default 30000.
 *   RELEASES_DIR          Release store on the filesystem: `<dir>/<package>/<version>/…`, `<dir>/snapshot.json`…
 *                         Default `.data/releases`, resolved against the repository root (the folder holding
 *                         pnpm-workspace.yaml), not the working directory. Used when RELEASE_STORE_URL is unset.
 *   RELEASE_STORE_URL     `s3://bucket/prefix`: the release store is that S3-compatible bucket (and key prefix)
 *                         instead of RELEASES_DIR; every gateway and the release CLI pointed at it share it.
 *                         Unset: the filesystem store in RELEASES_DIR.
 *   AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL
 *                         With RELEASE_STORE_URL: origin of an S3-compatible service (MinIO, R2, …), such as
 *                         http://127.0.0.1:9000, addressed path-style (`<endpoint>/<bucket>/<key>`); the first set
 *                         wins. Unset: AWS S3 (`https://<bucket>.s3.<region>.amazonaws.com`).
 *   RELEASE_S3_ENDPOINT   The same for the release store only; wins over the AWS variables.
 *   AWS_REGION            With RELEASE_STORE_URL: the region requests are signed for. Default AWS_DEFAULT_REGION,
 *                         else `us-east-1` (R2: `auto`).
 *   AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY
 *                         With RELEASE_STORE_URL: the key requests are signed with (SigV4), AWS_SESSION_TOKEN too
 *                         for temporary credentials. Unset: the AWS default credential chain (AWS_PROFILE and the
 *                         shared config files, web identity, ECS container and EC2 instance roles). A gateway
 *                         needs read access (GetObject, ListBucket); the release CLI also PutObject and
 *                         DeleteObject (prune).
 *   RELEASE_CACHE_DIR     With RELEASE_STORE_URL: the gateway's local read-through cache of version files
 *                         (versions never change, so nothing in it is ever stale; it may be deleted any time).
 *                         Default `.data/release-cache`, resolved like RELEASES_DIR.
 *   RELEASE_RETENTION_DAYS  Versions a snapshot of the last N days named are kept by `release prune` (and listed by
 *                         `release retained`). Default 30.
 *   RELEASE_SIGNING_SECRET  Key (at least 32 characters) that signs QA override links. Unset: a random key kept in
 *                         `release-signing-secret` beside RELEASES_DIR (.data/), created on first use; every
 *                         gateway and the release CLI on that machine share it. Set it in production, and with a
 *                         bucket store (gateways on several machines), where it is warned about when unset.
 *   RELEASE_ADMIN_TOKEN   Token of the release managers' page (/__release/admin, at least 24 characters). Unset:
 *                         the page does not exist (404).
 *   AUTH0_DOMAIN          Origin of the identity provider, no trailing slash. Default http://localhost:8083.
 *   AUTH0_CLIENT_ID       Default `seguros-web`.
 *   AUTH0_AUDIENCE        Absolute URI of the api audience. Default https://api.seguros.uy.
 *   AUTH0_ORGANIZATION    Organisation hint passed at sign-in (an Auth0 organisation id `org_…` or name); the
 *                         SDK then checks the ID token's org_id/org_name. Unset: no organisation.
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
 *   RATE_LIMIT_UPLOADS_MAX     Form uploads and anonymous messages (POST /api/v1/claims, /solicitudes,
 *                              /policy/import-pdf, /email/send, /leads) per client IP and window, counted
 *                              apart from the rest. Default 20.
 *   RATE_LIMIT_UPLOADS_WINDOW  Their window, as RATE_LIMIT_WINDOW. Default 10 minutes.
 *   TRUST_PROXY           Behind a load balancer: the number of proxies in front (`1` behind one load balancer)
 *                         or their comma-separated addresses/CIDRs, whose X-Forwarded-For is trusted (client IP
 *                         for rate limits and logs; https for the cookies). `true` is accepted with a warning:
 *                         it trusts every hop, so a client picks its own IP for the rate limits. Default false.
 *   LOG_LEVEL             fatal | error | warn | info | debug | trace | silent. Default `info`.
 *   SITE_URL              Public origin of the site (https://seguros.uy), no trailing slash: canonical URLs, preview
 *                         tags, robots.txt and sitemap.xml name it. Default http://localhost:<GATEWAY_PORT>.
 *
 * An invalid value stops the process at start with a message naming the variable.
 */

export interface MonitoringConfig {
  applicationId: string;
  clientToken: string;
  site: string;
  service: 'seguros-web';
}

export interface Config {
  port: number;
  host: string;
  /** The metrics listener, or null when switched off. */
  metrics: { port: number; host: string } | null;
  logLevel: LogLevel;
  trustProxy: boolean | number | string[];
  /** Origin of the api (the first of apiUrls), without a trailing slash. */
  apiUrl: string;
  /** Every api instance (API_URL may list several): balanced, health-checked, reads retried once elsewhere. */
  apiUrls: string[];
  /** Between health checks of the api instances when there are several; 0 never. */
  apiHealthIntervalMs: number;
  apiTimeoutMs: number;
  apiMaxInFlight: number;
  apiQueueTimeoutMs: number;
  /** Absolute path of the filesystem release store (and, beside it, the development signing key). */
  releasesDir: string;
  release: { signingSecret: string; adminToken: string | null; store: ReleaseStoreConfig };
  auth: { domain: string; clientId: string; audience: string; organization?: string };
  feedbackUrl: string;
  /** Public origin of the site, without a trailing slash (SITE_URL). */
  siteUrl: string;
  environment: string;
  monitoring: MonitoringConfig | null;
  analytics: { measurementId: string } | null;
  rateLimit: { max: number; windowMs: number; redisUrl: string | null; uploads: { max: number; windowMs: number } };
  /** Not fatal, logged at start (for example half of the monitoring variables set). */
  warnings: string[];
}

/** Where the release store is: a folder, or an S3-compatible bucket with the gateway's local cache. */
export type ReleaseStoreConfig = { kind: 'fs'; dir: string } | { kind: 's3'; s3: S3Location; cacheDir: string };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

const NAME = /^[\w.-]+$/;
// These values end up in the Content-Security-Policy header and in /config.json: no spaces, quotes or `;`.
const TOKEN = { pattern: /^[\w-]+$/, expected: 'letters, digits, "_" and "-" only', secret: true };

/** Reads and validates the configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(vars: Env = process.env): Config {
  const env = readEnv(vars);
  const port = env.port('GATEWAY_PORT', 8080);
  const host = env.string('GATEWAY_HOST', 'localhost', { pattern: /^[\w.:-]+$/, expected: 'a host name or address' });
  const logLevel = env.logLevel();
  const metricsRaw = env.raw('GATEWAY_METRICS_PORT');
  const metricsOff = metricsRaw === '0' || metricsRaw?.toLowerCase() === 'off';
  const metricsPort = metricsOff ? 0 : env.port('GATEWAY_METRICS_PORT', 9464);
  const metricsHost = env.string('GATEWAY_METRICS_HOST', '127.0.0.1', {
    pattern: /^[\w.:-]+$/,
    expected: 'a host name or address',
  });
  if (!metricsOff && metricsPort === port) env.problem('GATEWAY_METRICS_PORT must differ from GATEWAY_PORT');

  const trustProxy = parseTrustProxy(env.raw('TRUST_PROXY') ?? 'false');
  if (trustProxy === null) {
    env.problem(
      `TRUST_PROXY must be true, false, a hop count or comma-separated addresses (got "${env.raw('TRUST_PROXY')}")`,
    );
  } else if (trustProxy === true) {
    env.warn(
      'TRUST_PROXY=true trusts every X-Forwarded-For hop: a client can pick its own IP and escape the rate limits. ' +
        'Set the number of proxies in front (1 behind one load balancer) or their addresses/CIDRs.',
    );
  }

  const apiUrls = (env.raw('API_URL') ?? 'http://localhost:8081')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => parseOrigin(u, { allowTrailingSlash: true }));
  if (apiUrls.length === 0 || apiUrls.includes(null)) {
    env.problem(
      `API_URL must be an http(s) URL without a path, such as http://localhost:8081, or several separated by commas (got "${env.raw('API_URL')}")`,
    );
  }
  const apiUrl = apiUrls[0] ?? null;
  const apiHealthIntervalMs = env.int('API_HEALTH_INTERVAL_MS', 2000, { min: 0, max: 60_000, unit: 'milliseconds' });
  const apiTimeoutMs = env.int('API_TIMEOUT_MS', 30_000, { min: 1, max: 600_000, unit: 'milliseconds' });
  const apiMaxInFlight = env.int('API_MAX_IN_FLIGHT', 32, { min: 1, max: 1000, unit: 'requests' });
  const apiQueueTimeoutMs = env.int('API_QUEUE_TIMEOUT_MS', 30_000, { min: 1, max: 600_000, unit: 'milliseconds' });
  const releasesDir = env.dir('RELEASES_DIR', '.data/releases');
  const store = readReleaseStore(env, releasesDir);
  const signingSecretEnv = env.string('RELEASE_SIGNING_SECRET', undefined, {
    pattern: /^\S{32,}$/,
    expected: 'at least 32 characters without spaces',
    secret: true,
  });
  const adminToken = env.string('RELEASE_ADMIN_TOKEN', undefined, {
    pattern: /^[\w.~+/=-]{24,}$/,
    expected: 'at least 24 letters, digits or . ~ + / = - _',
    secret: true,
  });

  if (store.kind === 's3' && signingSecretEnv === undefined) {
    env.warn(
      'RELEASE_SIGNING_SECRET is not set: with a bucket store each machine signs QA links with its own key, so a link works only on the gateways of the machine that made it',
    );
  }

  const authDomain = env.raw('AUTH0_DOMAIN') ?? 'http://localhost:8083';
  if (parseOrigin(authDomain, { allowTrailingSlash: false }) !== authDomain) {
    env.problem(
      `AUTH0_DOMAIN must be an http(s) origin without a trailing slash or path, such as https://tenant.auth0.com (got "${authDomain}")`,
    );
  }
  const clientId = env.string('AUTH0_CLIENT_ID', 'seguros-web', {
    pattern: NAME,
    expected: 'letters, digits, ".", "_" and "-" only',
  });
  const audience = env.url('AUTH0_AUDIENCE', 'https://api.seguros.uy');
  const organization = env.raw('AUTH0_ORGANIZATION')?.trim() || undefined;
  if (organization && !/^[A-Za-z0-9_-]{1,100}$/.test(organization)) {
    env.problem(
      `AUTH0_ORGANIZATION must be an organisation id or name (letters, digits, "_" and "-") (got "${organization}")`,
    );
  }
  const feedbackUrl = env.url('FEEDBACK_URL', 'mailto:beta@seguros.uy?subject=Feedback%20beta', {
    protocols: ['mailto:', 'http:', 'https:'],
    expected: 'a mailto:, http: or https: URL',
  });
  const siteUrl = env.raw('SITE_URL') ?? `http://localhost:${port}`;
  if (parseOrigin(siteUrl, { allowTrailingSlash: false }) !== siteUrl) {
    env.problem(
      `SITE_URL must be an http(s) origin without a trailing slash or path, such as https://seguros.uy (got "${siteUrl}")`,
    );
  }
  const environment = env.string('APP_ENV', 'dev', {
    pattern: NAME,
    expected: 'letters, digits, ".", "_" and "-" only',
  });

  const applicationId = env.string('MONITORING_APPLICATION_ID', undefined, TOKEN);
  const clientToken = env.string('MONITORING_CLIENT_TOKEN', undefined, TOKEN);
  const site = env.string('MONITORING_SITE', 'datadoghq.com', {
    pattern: /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
    expected: 'a domain such as datadoghq.com',
  });
  if ((applicationId === undefined) !== (clientToken === undefined)) {
    env.warn(
      `Monitoring is off: ${applicationId === undefined ? 'MONITORING_APPLICATION_ID' : 'MONITORING_CLIENT_TOKEN'} is not set (both are needed)`,
    );
  }
  const monitoring =
    applicationId !== undefined && clientToken !== undefined
      ? { applicationId, clientToken, site: site.toLowerCase(), service: 'seguros-web' as const }
      : null;
  const measurementId = env.string('ANALYTICS_MEASUREMENT_ID', undefined, {
    pattern: /^[\w-]+$/,
    expected: 'an id like G-XXXXXXXXXX',
  });

  // Do not echo the value: it may hold a password.
  const redisUrl = env.url('REDIS_URL', null, { protocols: ['redis:', 'rediss:'], secret: true });
  const duration = (name: string, fallback: string) => {
    const ms = parseDuration(env.raw(name) ?? fallback);
    if (ms === null) {
      env.problem(`${name} must be milliseconds or a duration such as "1 minute" or "30s" (got "${env.raw(name)}")`);
    }
    return ms ?? 0;
  };
  const rateLimitMax = env.int('RATE_LIMIT_MAX', 600, { min: 1, max: 1_000_000_000 });
  const windowMs = duration('RATE_LIMIT_WINDOW', '1 minute');
  const uploadsMax = env.int('RATE_LIMIT_UPLOADS_MAX', 20, { min: 1, max: 1_000_000_000 });
  const uploadsWindowMs = duration('RATE_LIMIT_UPLOADS_WINDOW', '10 minutes');

  env.check('gateway');
  return {
    port,
    host,
    metrics: metricsOff ? null : { port: metricsPort, host: metricsHost },
    logLevel,
    trustProxy: trustProxy!,
    apiUrl: apiUrl!,
    apiUrls: [...new Set(apiUrls.filter((u): u is string => u !== null))],
    apiHealthIntervalMs,
    apiTimeoutMs,
    apiMaxInFlight,
    apiQueueTimeoutMs,
    releasesDir,
    release: {
      signingSecret: signingSecretEnv ?? devSigningSecret(releasesDir),
      adminToken: adminToken ?? null,
      store,
    },
    auth: { domain: authDomain, clientId, audience, ...(organization ? { organization } : {}) },
    feedbackUrl,
    siteUrl,
    environment,
    monitoring,
    analytics: measurementId !== undefined ? { measurementId } : null,
    rateLimit: { max: rateLimitMax, windowMs, redisUrl, uploads: { max: uploadsMax, windowMs: uploadsWindowMs } },
    warnings: env.warnings,
  };
}

/**
 * RELEASE_STORE_URL and the variables that go with it (see the list above): the filesystem store in
 * `releasesDir` when it is unset.
 */
export function readReleaseStore(env: EnvReader, releasesDir: string): ReleaseStoreConfig {
  const s3 = readS3Location(env, 'RELEASE_STORE_URL', { endpointVar: 'RELEASE_S3_ENDPOINT' });
  if (s3 === null) return { kind: 'fs', dir: releasesDir };
  return { kind: 's3', s3, cacheDir: env.dir('RELEASE_CACHE_DIR', '.data/release-cache') };
}

/** What the release CLI needs: the store, the retention and the folder of the development signing key. */
export function loadReleaseConfig(vars: Env = process.env): {
  releasesDir: string;
  store: ReleaseStoreConfig;
  retentionDays: number;
} {
  const env = readEnv(vars);
  const releasesDir = env.dir('RELEASES_DIR', '.data/releases');
  const store = readReleaseStore(env, releasesDir);
  const retentionDays = env.int('RELEASE_RETENTION_DAYS', 30, { min: 0, max: 36_500, unit: 'a number of days' });
  env.check('release');
  return { releasesDir, store, retentionDays };
}

export { parseS3Url };

/** The development signing key kept beside the store, created once (mode 600). */
export function devSigningSecret(releasesDir: string): string {
  const file = path.join(path.dirname(releasesDir), 'release-signing-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process created it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
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
