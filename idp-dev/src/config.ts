// Configuration from the environment, validated once at start.
// Every problem names the variable, so a bad .env fails fast and readably.
import fs from 'node:fs';
import path from 'node:path';
import type { LogLevel } from './logger.js';

export interface IdpConfig {
  /** TCP port to listen on (IDP_PORT). */
  port: number;
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
  /** JSON log threshold (IDP_LOG_LEVEL): debug | info | warn | error | silent. */
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid configuration: ${variable} ${message}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULTS = {
  IDP_PORT: '8083',
  IDP_CLIENT_ID: 'seguros-web',
  IDP_AUDIENCE: 'https://api.seguros.uy',
  IDP_REDIRECT_ORIGINS: 'http://localhost:8080',
  IDP_DATA_DIR: '.data/idp',
  IDP_LOG_LEVEL: 'info',
} as const;

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

type Env = Record<string, string | undefined>;

/** The nearest directory at or above `start` that holds pnpm-workspace.yaml (the repo root). */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

function read(env: Env, name: keyof typeof DEFAULTS): string {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? DEFAULTS[name] : raw.trim();
}

function parsePort(env: Env): number {
  const raw = read(env, 'IDP_PORT');
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    throw new ConfigError('IDP_PORT', `must be an integer between 1 and 65535, got "${raw}"`);
  }
  return Number(raw);
}

function parseHttpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http or https, got "${raw}"`);
  }
  return url;
}

/** IDP_ISSUER, by default http://localhost:<IDP_PORT> (so the default is http://localhost:8083). */
function parseIssuer(env: Env, port: number): string {
  const raw = env.IDP_ISSUER?.trim() || `http://localhost:${port}`;
  const url = parseHttpUrl('IDP_ISSUER', raw);
  if (url.search || url.hash || raw.endsWith('?') || raw.endsWith('#')) {
    throw new ConfigError('IDP_ISSUER', `must not have a query or fragment, got "${raw}"`);
  }
  if (url.pathname !== '/') {
    // Auth0 domains have no path and the endpoints are served at the root.
    throw new ConfigError('IDP_ISSUER', `must be an origin without a path (like http://localhost:8083), got "${raw}"`);
  }
  if (url.username || url.password) {
    throw new ConfigError('IDP_ISSUER', 'must not contain credentials');
  }
  return `${url.origin}/`;
}

function parseOrigins(env: Env): string[] {
  const raw = read(env, 'IDP_REDIRECT_ORIGINS');
  const origins = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const url = parseHttpUrl('IDP_REDIRECT_ORIGINS', item);
      if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
        throw new ConfigError('IDP_REDIRECT_ORIGINS', `must list origins only (scheme://host:port), got "${item}"`);
      }
      return url.origin;
    });
  if (origins.length === 0) {
    throw new ConfigError('IDP_REDIRECT_ORIGINS', 'must list at least one origin');
  }
  return [...new Set(origins)];
}

function parseClientId(env: Env): string {
  const raw = read(env, 'IDP_CLIENT_ID');
  if (!/^[A-Za-z0-9._~-]{1,128}$/.test(raw)) {
    throw new ConfigError('IDP_CLIENT_ID', `must be 1-128 characters of A-Z a-z 0-9 . _ ~ -, got "${raw}"`);
  }
  return raw;
}

function parseAudience(env: Env): string {
  const raw = read(env, 'IDP_AUDIENCE');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('IDP_AUDIENCE', `must be an absolute URI, got "${raw}"`);
  }
  if (url.hash || raw.includes('#')) {
    throw new ConfigError('IDP_AUDIENCE', `must not contain a fragment, got "${raw}"`);
  }
  // Kept verbatim: it is the access token's `aud` and the api compares it exactly.
  return raw;
}

function parseDataDir(env: Env, cwd: string): string {
  const raw = read(env, 'IDP_DATA_DIR');
  return path.isAbsolute(raw) ? path.normalize(raw) : path.resolve(findRepoRoot(cwd), raw);
}

function parseLogLevel(env: Env): LogLevel {
  const raw = read(env, 'IDP_LOG_LEVEL');
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError('IDP_LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): IdpConfig {
  const port = parsePort(env);
  return {
    port,
    issuer: parseIssuer(env, port),
    clientId: parseClientId(env),
    audience: parseAudience(env),
    redirectOrigins: parseOrigins(env),
    dataDir: parseDataDir(env, cwd),
    logLevel: parseLogLevel(env),
  };
}
