import fs from 'node:fs';
import path from 'node:path';

/*
 * Environment variables read by the sandbox (all optional; the defaults run everything locally):
 *
 *   SBI_PORT                    Port to listen on. Default 8082.
 *   SBI_HOST                    Interface to listen on. Default `localhost`; `0.0.0.0` in a container.
 *   SBI_PUBLIC_URL              Origin the browser reaches the sandbox at; payment links start with it.
 *                               Default `http://localhost:<SBI_PORT>`.
 *   SBI_API_KEY                 Value the `x-api-key` header must carry on /v1 and /__admin. Default `sbi-dev-key`.
 *   SBI_WEBHOOK_SECRET          Key of the HMAC-SHA256 signature of policy notifications. Default `sbi-dev-webhook-secret`.
 *   SBI_WEBHOOK_RETRY_DELAYS_MS Waits between delivery attempts of a notification, comma separated.
 *                               Default `1000,5000,30000,120000` (5 attempts in all).
 *   SBI_WEBHOOK_TIMEOUT_MS      Time limit of one delivery attempt. Default 5000.
 *   SBI_DATA_DIR                Where emissions are kept across restarts (`state.json`). Default `.data/sbi`; a relative
 *                               path is resolved against the repository root (the folder holding pnpm-workspace.yaml).
 *                               `memory://` keeps everything in memory (tests).
 *   SBI_ADMIN_ENABLED           `true` | `false`: serve /__admin (fault switches, reset). Default `true`.
 *   SBI_FAULT                   Fault active from the start: none | slow | error | malformed | wrong_shape. Default none.
 *   SBI_FAULT_DELAY_MS          Delay of the `slow` fault. Default 10000.
 *   LOG_LEVEL                   fatal | error | warn | info | debug | trace | silent. Default `info`.
 *
 * An invalid value stops the process at start with a message naming the variable.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const FAULT_MODES = ['none', 'slow', 'error', 'malformed', 'wrong_shape'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const MEMORY = 'memory://';

export interface Config {
  port: number;
  host: string;
  /** Origin without trailing slash, e.g. `http://localhost:8082`. */
  publicUrl: string;
  apiKey: string;
  webhook: { secret: string; retryDelaysMs: number[]; timeoutMs: number };
  /** Absolute directory, or `memory://`. */
  dataDir: string;
  adminEnabled: boolean;
  fault: { mode: FaultMode; delayMs: number };
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid sbi-sandbox configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
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

  const port = parseIntIn(read('SBI_PORT') ?? '8082', 1, 65535);
  if (port === null) problems.push(`SBI_PORT must be a port number between 1 and 65535 (got "${read('SBI_PORT')}")`);

  const host = read('SBI_HOST') ?? 'localhost';

  const publicUrl = (read('SBI_PUBLIC_URL') ?? `http://localhost:${port ?? 8082}`).replace(/\/+$/, '');
  if (!isHttpUrl(publicUrl)) problems.push(`SBI_PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);

  const apiKey = read('SBI_API_KEY') ?? 'sbi-dev-key';
  const secret = read('SBI_WEBHOOK_SECRET') ?? 'sbi-dev-webhook-secret';
  // Secrets are never echoed back.
  if (apiKey.length < 8) problems.push('SBI_API_KEY must have at least 8 characters');
  if (secret.length < 16) problems.push('SBI_WEBHOOK_SECRET must have at least 16 characters');

  const rawDelays = read('SBI_WEBHOOK_RETRY_DELAYS_MS') ?? '1000,5000,30000,120000';
  const retryDelaysMs = rawDelays.split(',').map((d) => parseIntIn(d.trim(), 0, 3_600_000));
  if (retryDelaysMs.some((d) => d === null) || retryDelaysMs.length > 20) {
    problems.push(
      `SBI_WEBHOOK_RETRY_DELAYS_MS must be up to 20 comma-separated milliseconds, e.g. 1000,5000 (got "${rawDelays}")`,
    );
  }

  const timeoutMs = parseIntIn(read('SBI_WEBHOOK_TIMEOUT_MS') ?? '5000', 100, 120_000);
  if (timeoutMs === null) {
    problems.push(
      `SBI_WEBHOOK_TIMEOUT_MS must be milliseconds between 100 and 120000 (got "${read('SBI_WEBHOOK_TIMEOUT_MS')}")`,
    );
  }

  const rawDataDir = read('SBI_DATA_DIR') ?? '.data/sbi';
  const dataDir = rawDataDir === MEMORY || rawDataDir === 'memory' ? MEMORY : path.resolve(findRepoRoot(), rawDataDir);

  const adminRaw = (read('SBI_ADMIN_ENABLED') ?? 'true').toLowerCase();
  const adminEnabled = parseBoolean(adminRaw);
  if (adminEnabled === null)
    problems.push(`SBI_ADMIN_ENABLED must be true or false (got "${read('SBI_ADMIN_ENABLED')}")`);

  const faultMode = (read('SBI_FAULT') ?? 'none').toLowerCase();
  if (!(FAULT_MODES as readonly string[]).includes(faultMode)) {
    problems.push(`SBI_FAULT must be one of ${FAULT_MODES.join(', ')} (got "${read('SBI_FAULT')}")`);
  }
  const faultDelay = parseIntIn(read('SBI_FAULT_DELAY_MS') ?? '10000', 0, 600_000);
  if (faultDelay === null) {
    problems.push(`SBI_FAULT_DELAY_MS must be milliseconds between 0 and 600000 (got "${read('SBI_FAULT_DELAY_MS')}")`);
  }

  const logLevel = (read('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${read('LOG_LEVEL')}")`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: port!,
    host,
    publicUrl,
    apiKey,
    webhook: { secret, retryDelaysMs: retryDelaysMs as number[], timeoutMs: timeoutMs! },
    dataDir,
    adminEnabled: adminEnabled!,
    fault: { mode: faultMode as FaultMode, delayMs: faultDelay! },
    logLevel: logLevel as LogLevel,
  };
}

function parseIntIn(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function parseBoolean(value: string): boolean | null {
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  return null;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The nearest folder above this file holding pnpm-workspace.yaml (the working directory if none). */
export function findRepoRoot(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}
