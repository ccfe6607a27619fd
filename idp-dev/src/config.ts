// Configuration from the environment, validated once at start.
// Every problem names the variable, so a bad .env fails fast and readably.
import { readEnv, type Env, type EnvReader, type LogLevel } from 'server-kit';

export { ConfigError, findRepoRoot } from 'server-kit';

export interface IdpConfig {
  /** TCP port to listen on (IDP_PORT). */
  port: number;
  /**
   * Interface to listen on (IDP_HOST): `localhost` by default, the loopback addresses only, since the
   * development provider signs anyone in as a demo user; `0.0.0.0` only inside a container of its own.
   */
  host: string;
  /**
   * Issuer identifier, always with a trailing slash (`http://localhost:8083/`): it is the ID and access
   * tokens' `iss`, and auth0-spa-js compares `iss` against `${domain}/`.
   */
  issuer: string;
  /** The one public SPA client (IDP_CLIENT_ID). */
  clientId: string;
  /** The API identifier access tokens are issued for (IDP_AUDIENCE), used verbatim as `aud`. */
  audience: string;
  /** Browser origins allowed as redirect / post-logout targets and CORS callers (IDP_REDIRECT_ORIGINS). */
  redirectOrigins: string[];
  /** Absolute directory holding the signing key and cookie keys (IDP_DATA_DIR). */
  dataDir: string;
  /** JSON log threshold (IDP_LOG_LEVEL): fatal | error | warn | info | debug | trace | silent. */
  logLevel: LogLevel;
}

const DEFAULTS = {
  IDP_PORT: 8083,
  IDP_CLIENT_ID: 'seguros-web',
  IDP_AUDIENCE: 'https://api.seguros.uy',
  IDP_REDIRECT_ORIGINS: 'http://localhost:8080',
  IDP_DATA_DIR: '.data/idp',
  IDP_LOG_LEVEL: 'info',
} as const;

/** An http(s) URL, or a problem naming the variable. */
function httpUrl(env: EnvReader, name: string, raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    env.problem(`${name} must be an absolute http(s) URL (got "${raw}")`);
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    env.problem(`${name} must use http or https (got "${raw}")`);
    return null;
  }
  return url;
}

/** IDP_ISSUER, by default http://localhost:<IDP_PORT> (so the default is http://localhost:8083). */
function issuer(env: EnvReader, port: number): string {
  const raw = env.raw('IDP_ISSUER') ?? `http://localhost:${port}`;
  const url = httpUrl(env, 'IDP_ISSUER', raw);
  if (!url) return raw;
  if (url.search || url.hash || raw.endsWith('?') || raw.endsWith('#')) {
    env.problem(`IDP_ISSUER must not have a query or fragment (got "${raw}")`);
  } else if (url.pathname !== '/') {
    // Auth0 domains have no path and the endpoints are served at the root.
    env.problem(`IDP_ISSUER must be an origin without a path, like http://localhost:8083 (got "${raw}")`);
  } else if (url.username || url.password) {
    env.problem('IDP_ISSUER must not contain credentials');
  }
  return `${url.origin}/`;
}

function redirectOrigins(env: EnvReader): string[] {
  const items = (env.raw('IDP_REDIRECT_ORIGINS') ?? DEFAULTS.IDP_REDIRECT_ORIGINS)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const origins = items.flatMap((item) => {
    const url = httpUrl(env, 'IDP_REDIRECT_ORIGINS', item);
    if (url && ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username)) {
      env.problem(`IDP_REDIRECT_ORIGINS must list origins only, scheme://host:port (got "${item}")`);
    }
    return url ? [url.origin] : [];
  });
  if (items.length === 0) env.problem('IDP_REDIRECT_ORIGINS must list at least one origin');
  return [...new Set(origins)];
}

export function loadConfig(vars: Env = process.env): IdpConfig {
  const env = readEnv(vars);
  const port = env.port('IDP_PORT', DEFAULTS.IDP_PORT);
  const config: IdpConfig = {
    port,
    host: env.string('IDP_HOST', 'localhost'),
    issuer: issuer(env, port),
    clientId: env.string('IDP_CLIENT_ID', DEFAULTS.IDP_CLIENT_ID, {
      pattern: /^[A-Za-z0-9._~-]{1,128}$/,
      expected: '1-128 characters of A-Z a-z 0-9 . _ ~ -',
    }),
    // Kept verbatim: it is the access token's `aud` and the api compares it exactly.
    audience: env.url('IDP_AUDIENCE', DEFAULTS.IDP_AUDIENCE),
    redirectOrigins: redirectOrigins(env),
    dataDir: env.dir('IDP_DATA_DIR', DEFAULTS.IDP_DATA_DIR),
    logLevel: env.logLevel('IDP_LOG_LEVEL', DEFAULTS.IDP_LOG_LEVEL),
  };
  if (config.audience.includes('#')) env.problem(`IDP_AUDIENCE must not contain a fragment (got "${config.audience}")`);
  env.check('idp-dev');
  return config;
}
