import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { LOG_LEVELS, isLogLevel, type LogLevel } from './logger';

export type Env = Readonly<Record<string, string | undefined>>;

/** A configuration that cannot run: every bad variable, each named. Printed as is at start. */
export class ConfigError extends Error {
  constructor(
    /** The service (`api`), named in the message. */
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`Invalid ${service} configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Where the embedded stores keep their data in memory (tests), instead of a directory. */
export const MEMORY = 'memory://';

export interface UrlOptions {
  /** Accepted schemes with their colon, e.g. `['http:', 'https:']`; default any. */
  protocols?: readonly string[];
  /** What the problem says is expected; default "a <schemes> URL" (or "an absolute URI"). */
  expected?: string;
  /** Never echo the value in a problem (it may hold a password or a token). */
  secret?: boolean;
}

/**
 * Typed readers of environment variables that collect every problem instead of stopping at the first,
 * so a bad .env is fixed in one go. A variable set to the empty string (`VAR=`) counts as unset.
 *
 * ```ts
 * const env = readEnv(process.env);
 * const port = env.port('API_PORT', 8081);
 * const config = { port, … };
 * env.check('api'); // throws a ConfigError listing every problem
 * ```
 *
 * A reader whose variable is bad records a problem and returns its default, so the caller can go on.
 */
export function readEnv(env: Env) {
  const problems: string[] = [];
  const warnings: string[] = [];

  /** The trimmed value, or undefined when unset or empty. */
  const raw = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const got = (name: string) => ` (got "${raw(name)}")`;
  const development = () => {
    const value = raw('NODE_ENV');
    return value === 'development' || value === 'test';
  };

  return {
    raw,

    /** Adds a problem the readers cannot see (a rule across variables). */
    problem(message: string) {
      problems.push(message);
    },

    /** Adds a warning: started anyway, logged at start. */
    warn(message: string) {
      warnings.push(message);
    },

    /**
     * Text, or the fallback when unset (undefined for an optional one). With `pattern`, it must match
     * (`expected` names what is expected; `secret` keeps the value out of the problem).
     */
    string<F extends string | undefined>(
      name: string,
      fallback: F,
      check?: { pattern: RegExp; expected: string; secret?: boolean },
    ): string | F {
      const value: string | F = raw(name) ?? fallback;
      if (value !== undefined && check && !check.pattern.test(value)) {
        problems.push(`${name} must be ${check.expected}${check.secret ? '' : ` (got "${value}")`}`);
      }
      return value;
    },

    /** A whole number in [min, max]; `unit` names it in the problem ("milliseconds"). */
    int(name: string, fallback: number, { min, max, unit }: { min: number; max: number; unit?: string }): number {
      const value = raw(name);
      if (value === undefined) return fallback;
      const n = parseWhole(value, min, max);
      if (n === null)
        problems.push(`${name} must be ${unit ?? 'a whole number'} between ${min} and ${max}${got(name)}`);
      return n ?? fallback;
    },

    /** A TCP port, 1 to 65535. */
    port(name: string, fallback: number): number {
      const value = raw(name);
      if (value === undefined) return fallback;
      const n = parseWhole(value, 1, 65535);
      if (n === null) problems.push(`${name} must be a port number between 1 and 65535${got(name)}`);
      return n ?? fallback;
    },

    /** `true`/`false` (also 1/0, yes/no, on/off). */
    boolean(name: string, fallback: boolean): boolean {
      const value = raw(name)?.toLowerCase();
      if (value === undefined) return fallback;
      if (['true', '1', 'yes', 'on'].includes(value)) return true;
      if (['false', '0', 'no', 'off'].includes(value)) return false;
      problems.push(`${name} must be true or false${got(name)}`);
      return fallback;
    },

    /** One of `values`, case-insensitive. */
    oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
      const value = raw(name)?.toLowerCase();
      if (value === undefined) return fallback;
      if ((values as readonly string[]).includes(value)) return value as T;
      problems.push(`${name} must be one of ${values.join(', ')}${got(name)}`);
      return fallback;
    },

    /** A pino level: fatal | error | warn | info | debug | trace | silent. */
    logLevel(name = 'LOG_LEVEL', fallback: LogLevel = 'info'): LogLevel {
      const value = raw(name)?.toLowerCase();
      if (value === undefined) return fallback;
      if (isLogLevel(value)) return value;
      problems.push(`${name} must be one of ${LOG_LEVELS.join(', ')}${got(name)}`);
      return fallback;
    },

    /** An absolute URL with one of `protocols`; null when unset and the fallback is null. */
    url<F extends string | null>(name: string, fallback: F, options: UrlOptions = {}): string | F {
      const value = raw(name);
      if (value === undefined) return fallback;
      if (!isUrl(value, options.protocols)) {
        const expected =
          options.expected ?? (options.protocols ? `${schemes(options.protocols)} URL` : 'an absolute URI');
        problems.push(`${name} must be ${expected}${options.secret ? '' : ` (got "${value}")`}`);
      }
      return value;
    },

    /**
     * A directory, resolved against the repository root (not the working directory) when relative;
     * with `memory`, `memory://` (or `memory`) is kept as `memory://`.
     */
    dir(name: string, fallback: string, { memory = false }: { memory?: boolean } = {}): string {
      const value = raw(name) ?? fallback;
      if (memory && (value.startsWith(MEMORY) || value === 'memory')) return value === 'memory' ? MEMORY : value;
      return path.resolve(findRepoRoot(), value);
    },

    /**
     * Whether the environment says it is development: `NODE_ENV=development` (npm start, npm run dev, the e2e
     * stack, chaos, benchmarks) or `NODE_ENV=test` (tests). Unset or anything else counts as production, so
     * a deployment that forgets to say what it is gets the strict rules.
     */
    development,

    /**
     * A secret whose development value is public (it is in this repository, and the stand-ins share it):
     * the value, or `developmentValue` when unset; that value is refused unless the environment says it is
     * development (`development()`). At least `minLength` characters. Never echoed in a problem.
     */
    secret(name: string, developmentValue: string, { minLength = 1, why }: { minLength?: number; why?: string } = {}) {
      const value = raw(name) ?? developmentValue;
      if (value.length < minLength) problems.push(`${name} must have at least ${minLength} characters`);
      else if (value === developmentValue && !development()) {
        problems.push(
          `${name} must be set: its development value is public${why ? ` (${why})` : ''}; ` +
            'for local use state development with NODE_ENV=development',
        );
      }
      return value;
    },

    /** Non-fatal problems seen so far, to log at start. */
    warnings,

    /** Throws a ConfigError naming every bad variable, if any. */
    check(service: string): void {
      if (problems.length > 0) throw new ConfigError(service, problems);
    },
  };
}

export type EnvReader = ReturnType<typeof readEnv>;

/** Whether `value` is an absolute URL, with one of `protocols` when given. */
export function isUrl(value: string, protocols?: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols ? protocols.includes(url.protocol) : true;
  } catch {
    return false;
  }
}

/** The nearest folder above `from` holding pnpm-workspace.yaml (the working directory if none). */
export function findRepoRoot(from: string = __dirname): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/**
 * Loads `<repository root>/.env` into `env` (process.env) when the file exists (it is optional:
 * `.env.example` lists every variable with its default). A variable already set wins over the file, as with
 * `process.loadEnvFile`, whose parser this is (`util.parseEnv`); `env` is a parameter so tests pass their own.
 * Returns the file loaded, or null.
 */
export function loadDotEnv(root: string = findRepoRoot(), env: NodeJS.ProcessEnv = process.env): string | null {
  const file = path.join(root, '.env');
  if (!fs.existsSync(file)) return null;
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8'))))
    if (env[name] === undefined) env[name] = value;
  return file;
}

function parseWhole(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function schemes(protocols: readonly string[]): string {
  const names = protocols.map((p) => p.replace(/:$/, ''));
  if (names.length === 2 && names[0] === 'http' && names[1] === 'https') return 'an http(s)';
  return `a ${names.map((n) => `${n}://`).join(' or ')}`;
}
