import { readEnv, type Env, type LogLevel } from 'server-kit';

export { ConfigError, MEMORY, findRepoRoot } from 'server-kit';

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

export const FAULT_MODES = ['none', 'slow', 'error', 'malformed', 'wrong_shape'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

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

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Reads and validates the configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(vars: Env = process.env): Config {
  const env = readEnv(vars);
  const port = env.port('SBI_PORT', 8082);
  const host = env.string('SBI_HOST', 'localhost');
  const publicUrl = env
    .url('SBI_PUBLIC_URL', `http://localhost:${port}`, { protocols: ['http:', 'https:'] })
    .replace(/\/+$/, '');

  const apiKey = env.raw('SBI_API_KEY') ?? 'sbi-dev-key';
  const secret = env.raw('SBI_WEBHOOK_SECRET') ?? 'sbi-dev-webhook-secret';
  // Secrets are never echoed back.
  if (apiKey.length < 8) env.problem('SBI_API_KEY must have at least 8 characters');
  if (secret.length < 16) env.problem('SBI_WEBHOOK_SECRET must have at least 16 characters');

  const rawDelays = env.raw('SBI_WEBHOOK_RETRY_DELAYS_MS') ?? '1000,5000,30000,120000';
  const retryDelaysMs = rawDelays.split(',').map((d) => (/^\d+$/.test(d.trim()) ? Number(d) : NaN));
  if (retryDelaysMs.some((d) => !(d >= 0 && d <= 3_600_000)) || retryDelaysMs.length > 20) {
    env.problem(
      `SBI_WEBHOOK_RETRY_DELAYS_MS must be up to 20 comma-separated milliseconds, e.g. 1000,5000 (got "${rawDelays}")`,
    );
  }
  const timeoutMs = env.int('SBI_WEBHOOK_TIMEOUT_MS', 5000, { min: 100, max: 120_000, unit: 'milliseconds' });

  const dataDir = env.dir('SBI_DATA_DIR', '.data/sbi', { memory: true });
  const adminEnabled = env.boolean('SBI_ADMIN_ENABLED', true);
  const faultMode = env.oneOf('SBI_FAULT', FAULT_MODES, 'none');
  const faultDelay = env.int('SBI_FAULT_DELAY_MS', 10_000, { min: 0, max: 600_000, unit: 'milliseconds' });
  const logLevel = env.logLevel();

  env.check('sbi-sandbox');
  return {
    port,
    host,
    publicUrl,
    apiKey,
    webhook: { secret, retryDelaysMs, timeoutMs },
    dataDir,
    adminEnabled,
    fault: { mode: faultMode, delayMs: faultDelay },
    logLevel,
  };
}
