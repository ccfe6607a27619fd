import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, MEMORY, findRepoRoot, loadDotEnv, readEnv } from '../src/env';

const repoRoot = path.resolve(__dirname, '../..');

function problemsOf(read: (env: ReturnType<typeof readEnv>) => unknown, vars: Record<string, string>): string[] {
  const env = readEnv(vars);
  read(env);
  try {
    env.check('test');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).problems];
  }
  return [];
}

describe('readEnv', () => {
  it('returns the defaults when a variable is unset or empty', () => {
    const env = readEnv({ EMPTY: '', BLANK: '  ' });
    expect(env.port('EMPTY', 8081)).toBe(8081);
    expect(env.int('BLANK', 5000, { min: 1, max: 10 })).toBe(5000);
    expect(env.string('NONE', 'localhost')).toBe('localhost');
    expect(env.boolean('NONE', true)).toBe(true);
    expect(env.oneOf('NONE', ['a', 'b'], 'a')).toBe('a');
    expect(env.logLevel()).toBe('info');
    expect(env.url('NONE', null, { protocols: ['http:'] })).toBeNull();
    expect(env.raw('BLANK')).toBeUndefined();
    expect(() => env.check('test')).not.toThrow();
  });

  it('reads trimmed values of every type', () => {
    const env = readEnv({
      PORT: ' 9000 ',
      N: '250',
      ON: 'YES',
      OFF: '0',
      MODE: 'Slow',
      LOG_LEVEL: 'DEBUG',
      URL: 'https://x.example/a',
      HOST: '0.0.0.0',
    });
    expect(env.port('PORT', 1)).toBe(9000);
    expect(env.int('N', 1, { min: 100, max: 300 })).toBe(250);
    expect(env.boolean('ON', false)).toBe(true);
    expect(env.boolean('OFF', true)).toBe(false);
    expect(env.oneOf('MODE', ['none', 'slow'], 'none')).toBe('slow');
    expect(env.logLevel()).toBe('debug');
    expect(env.url('URL', null, { protocols: ['http:', 'https:'] })).toBe('https://x.example/a');
    expect(env.string('HOST', 'localhost', { pattern: /^[\w.:-]+$/, expected: 'a host' })).toBe('0.0.0.0');
  });

  it.each([
    [
      (e: ReturnType<typeof readEnv>) => e.port('P', 1),
      { P: '70000' },
      'P must be a port number between 1 and 65535 (got "70000")',
    ],
    [
      (e: ReturnType<typeof readEnv>) => e.port('P', 1),
      { P: 'abc' },
      'P must be a port number between 1 and 65535 (got "abc")',
    ],
    [
      (e: ReturnType<typeof readEnv>) => e.int('T', 1, { min: 100, max: 200, unit: 'milliseconds' }),
      { T: '50' },
      'T must be milliseconds between 100 and 200 (got "50")',
    ],
    [
      (e: ReturnType<typeof readEnv>) => e.int('T', 1, { min: 0, max: 9 }),
      { T: '-1' },
      'T must be a whole number between 0 and 9 (got "-1")',
    ],
    [(e: ReturnType<typeof readEnv>) => e.boolean('B', true), { B: 'maybe' }, 'B must be true or false (got "maybe")'],
    [(e: ReturnType<typeof readEnv>) => e.oneOf('M', ['a', 'b'], 'a'), { M: 'c' }, 'M must be one of a, b (got "c")'],
    [
      (e: ReturnType<typeof readEnv>) => e.logLevel(),
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      (e: ReturnType<typeof readEnv>) => e.url('U', null, { protocols: ['http:', 'https:'] }),
      { U: 'localhost:8082' },
      'U must be an http(s) URL (got "localhost:8082")',
    ],
    [
      (e: ReturnType<typeof readEnv>) => e.url('DB', null, { protocols: ['postgres:', 'postgresql:'], secret: true }),
      { DB: 'mysql://root:s3cret@db/x' },
      'DB must be a postgres:// or postgresql:// URL',
    ],
    [
      (e: ReturnType<typeof readEnv>) => e.string('H', 'x', { pattern: /^\w+$/, expected: 'a host name' }),
      { H: 'a b' },
      'H must be a host name (got "a b")',
    ],
  ])('names the variable and the value: %#', (read, vars, problem) => {
    expect(problemsOf(read, vars)).toEqual([problem]);
  });

  it('lists every problem at once in one ConfigError naming the service', () => {
    const env = readEnv({ A: 'x', B: 'y' });
    env.port('A', 1);
    env.boolean('B', true);
    env.problem('C must be set in production');
    expect(() => env.check('api')).toThrow('Invalid api configuration:\n  - A must be');
    try {
      env.check('api');
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(3);
      expect((error as ConfigError).service).toBe('api');
    }
  });

  it("refuses a secret's public development value unless NODE_ENV says development or test, never echoing it", () => {
    const DEV = 'dev-secret-value-1234';
    const read = (vars: Record<string, string | undefined>) => {
      const env = readEnv(vars);
      const value = env.secret('HOOK_SECRET', DEV, { minLength: 16, why: "the partner's" });
      try {
        env.check('api');
        return { value, problems: [] };
      } catch (error) {
        return { value, problems: (error as ConfigError).problems };
      }
    };
    const refusal =
      "HOOK_SECRET must be set: its development value is public (the partner's); for local use state development with NODE_ENV=development";
    for (const vars of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'staging' }, { HOOK_SECRET: DEV }]) {
      expect(read(vars).problems).toEqual([refusal]);
    }
    expect(read({ NODE_ENV: 'development' })).toEqual({ value: DEV, problems: [] });
    expect(read({ NODE_ENV: 'test', HOOK_SECRET: DEV })).toEqual({ value: DEV, problems: [] });
    expect(read({ HOOK_SECRET: 'my-own-secret-value-0123' })).toEqual({
      value: 'my-own-secret-value-0123',
      problems: [],
    });
    expect(read({ NODE_ENV: 'development', HOOK_SECRET: 'short' }).problems).toEqual([
      'HOOK_SECRET must have at least 16 characters',
    ]);
    expect(JSON.stringify([read({}), read({ HOOK_SECRET: 'short' })].map((r) => r.problems))).not.toMatch(
      /dev-secret|short/,
    );
  });

  it('keeps warnings apart from problems', () => {
    const env = readEnv({});
    env.warn('Monitoring is off');
    expect(env.warnings).toEqual(['Monitoring is off']);
    expect(() => env.check('gateway')).not.toThrow();
  });

  it('resolves directories against the repository root, and keeps memory:// when allowed', () => {
    const env = readEnv({ REL: 'tmp/db', ABS: '/srv/x', MEM: 'memory://', MEM2: 'memory' });
    expect(env.dir('REL', '.data/x')).toBe(path.join(repoRoot, 'tmp/db'));
    expect(env.dir('ABS', '.data/x')).toBe('/srv/x');
    expect(env.dir('NONE', '.data/x')).toBe(path.join(repoRoot, '.data/x'));
    expect(env.dir('MEM', '.data/x', { memory: true })).toBe(MEMORY);
    expect(env.dir('MEM2', '.data/x', { memory: true })).toBe(MEMORY);
  });
});

describe('findRepoRoot', () => {
  it('finds the folder holding pnpm-workspace.yaml from anywhere below it', () => {
    expect(findRepoRoot()).toBe(repoRoot);
    expect(findRepoRoot(path.join(repoRoot, 'api', 'src'))).toBe(repoRoot);
  });
});

describe('loadDotEnv', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'dotenv-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('does nothing without a .env: it is optional', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadDotEnv(root, env)).toBeNull();
    expect(env).toEqual({});
  });

  it("loads the repository's .env, and a variable set in the environment wins over the file", () => {
    fs.writeFileSync(path.join(root, '.env'), '# comment\nAPI_PORT=9000\nMAIL_FROM="Seguros <a@b.uy>"\n');
    const env: NodeJS.ProcessEnv = { API_PORT: '8081' };
    expect(loadDotEnv(root, env)).toBe(path.join(root, '.env'));
    expect(env).toEqual({ API_PORT: '8081', MAIL_FROM: 'Seguros <a@b.uy>' });
  });
});
