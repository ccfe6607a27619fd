import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig, loadReleaseConfig, parseDuration } from '../src/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs everything locally with no variables set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      logLevel: 'info',
      trustProxy: false,
      apiUrl: 'http://localhost:8081',
      apiUrls: ['http://localhost:8081'],
      apiHealthIntervalMs: 2000,
      apiTimeoutMs: 30_000,
      releasesDir: path.join(findRepoRoot(), '.data/releases'),
      auth: { domain: 'http://localhost:8083', clientId: 'seguros-web', audience: 'https://api.seguros.uy' },
      feedbackUrl: 'mailto:beta@seguros.uy?subject=Feedback%20beta',
      environment: 'dev',
      monitoring: null,
      analytics: null,
      rateLimit: { max: 600, windowMs: 60_000, redisUrl: null, uploads: { max: 20, windowMs: 600_000 } },
      warnings: [],
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ GATEWAY_PORT: '', API_URL: ' ' }).port).toBe(8080);
  });

  it('resolves a relative RELEASES_DIR against the repository root and keeps an absolute one', () => {
    // With a key given, loading writes nothing beside the store (the dev key file would land in the repo).
    const secret = { RELEASE_SIGNING_SECRET: 'k'.repeat(32) };
    expect(loadConfig({ RELEASES_DIR: 'tmp/rel', ...secret }).releasesDir).toBe(path.join(findRepoRoot(), 'tmp/rel'));
    expect(loadConfig({ RELEASES_DIR: '/srv/releases', ...secret }).releasesDir).toBe('/srv/releases');
    expect(findRepoRoot()).toBe(path.resolve(__dirname, '../..'));
  });

  it('normalises API_URL to its origin', () => {
    expect(loadConfig({ API_URL: 'http://api.internal:9000/' }).apiUrl).toBe('http://api.internal:9000');
    expect(loadConfig({ API_URL: 'http://api-1:8081, http://api-2:8081/' })).toMatchObject({
      apiUrl: 'http://api-1:8081',
      apiUrls: ['http://api-1:8081', 'http://api-2:8081'],
    });
  });

  it.each([
    ['GATEWAY_PORT', 'abc'],
    ['GATEWAY_PORT', '70000'],
    ['API_URL', 'not-a-url'],
    ['API_URL', 'ftp://localhost:8081'],
    ['API_URL', 'http://localhost:8081/api'],
    ['AUTH0_DOMAIN', 'http://localhost:8083/'],
    ['AUTH0_DOMAIN', 'localhost:8083'],
    ['AUTH0_DOMAIN', 'ftp://tenant.auth0.com'],
    ['AUTH0_AUDIENCE', 'api'],
    ['AUTH0_ORGANIZATION', 'org seguros'],
    ['FEEDBACK_URL', 'javascript:alert(1)'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_WINDOW', 'soon'],
    ['RATE_LIMIT_UPLOADS_MAX', '-3'],
    ['RATE_LIMIT_UPLOADS_WINDOW', 'later'],
    ['API_TIMEOUT_MS', '-1'],
    ['TRUST_PROXY', 'maybe'],
    ['MONITORING_SITE', 'datadoghq.com; script-src *'],
    ['ANALYTICS_MEASUREMENT_ID', "G-1 'unsafe-eval'"],
    ['APP_ENV', 'prod uction'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
  });

  it('does not echo REDIS_URL (it may hold a password)', () => {
    const [problem] = problemsOf({ REDIS_URL: 'http://user:s3cret@redis' });
    expect(problem).toMatch(/^REDIS_URL /);
    expect(problem).not.toContain('s3cret');
  });

  it('lists every bad variable at once', () => {
    const error = (() => {
      try {
        loadConfig({ GATEWAY_PORT: 'abc', API_URL: 'nope' });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(error?.problems).toHaveLength(2);
    expect(error?.message).toContain('GATEWAY_PORT');
    expect(error?.message).toContain('API_URL');
  });

  it('turns monitoring and analytics on only when configured', () => {
    const config = loadConfig({
      MONITORING_APPLICATION_ID: 'app-1',
      MONITORING_CLIENT_TOKEN: 'pub123',
      MONITORING_SITE: 'us3.datadoghq.com',
      ANALYTICS_MEASUREMENT_ID: 'G-ABC123',
    });
    expect(config.monitoring).toEqual({
      applicationId: 'app-1',
      clientToken: 'pub123',
      site: 'us3.datadoghq.com',
      service: 'seguros-web',
    });
    expect(config.analytics).toEqual({ measurementId: 'G-ABC123' });
  });

  it('warns when only half of the monitoring variables are set', () => {
    const config = loadConfig({ MONITORING_APPLICATION_ID: 'app-1' });
    expect(config.monitoring).toBeNull();
    expect(config.warnings).toEqual([expect.stringContaining('MONITORING_CLIENT_TOKEN')]);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).warnings).toEqual([
      expect.stringContaining('TRUST_PROXY=true trusts every'),
    ]);
    expect(loadConfig({ TRUST_PROXY: '1' }).warnings).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('the release store variables', () => {
  const secret = { RELEASE_SIGNING_SECRET: 'k'.repeat(32) };
  const bucket = {
    ...secret,
    RELEASE_STORE_URL: 's3://seguros-releases/prod/web/',
    AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };

  it('is the filesystem store in RELEASES_DIR when RELEASE_STORE_URL is unset', () => {
    expect(loadConfig({ ...secret, RELEASES_DIR: '/srv/releases' }).release.store).toEqual({
      kind: 'fs',
      dir: '/srv/releases',
    });
  });

  it('is a bucket with RELEASE_STORE_URL: AWS by default, path-style on RELEASE_S3_ENDPOINT', () => {
    expect(loadConfig(bucket).release.store).toEqual({
      kind: 's3',
      s3: {
        bucket: 'seguros-releases',
        prefix: 'prod/web',
        endpoint: null,
        region: 'us-east-1',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      },
      cacheDir: path.join(findRepoRoot(), '.data/release-cache'),
    });
    const minio = loadConfig({
      ...bucket,
      RELEASE_STORE_URL: 's3://releases',
      RELEASE_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      AWS_REGION: 'auto',
      AWS_SESSION_TOKEN: 'token',
      RELEASE_CACHE_DIR: '/var/cache/releases',
    }).release.store;
    expect(minio).toMatchObject({
      kind: 's3',
      s3: {
        bucket: 'releases',
        prefix: '',
        endpoint: 'http://127.0.0.1:9000',
        region: 'auto',
        credentials: { sessionToken: 'token' },
      },
      cacheDir: '/var/cache/releases',
    });
  });

  it.each([
    ['RELEASE_STORE_URL', 'https://bucket.s3.amazonaws.com', /^RELEASE_STORE_URL must be s3:\/\/bucket/],
    ['RELEASE_STORE_URL', 's3://Bad_Bucket/x', /^RELEASE_STORE_URL /],
    ['RELEASE_STORE_URL', 's3://bucket/../x', /^RELEASE_STORE_URL /],
    ['RELEASE_S3_ENDPOINT', 'minio:9000', /^RELEASE_S3_ENDPOINT must be an http\(s\) origin/],
    ['RELEASE_S3_ENDPOINT', 'http://minio:9000/bucket', /^RELEASE_S3_ENDPOINT /],
    ['AWS_REGION', 'US East', /^AWS_REGION /],
  ])('refuses %s=%s naming the variable', (name, value, message) => {
    const problems = problemsOf({ ...bucket, [name]: value });
    expect(problems).toEqual([expect.stringMatching(message)]);
  });

  it('takes the standard AWS endpoint variables, RELEASE_S3_ENDPOINT winning over them', () => {
    const aws = { ...bucket, AWS_ENDPOINT_URL: 'http://127.0.0.1:9001' };
    expect(loadConfig(aws).release.store).toMatchObject({ s3: { endpoint: 'http://127.0.0.1:9001' } });
    const s3Only = { ...aws, AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9002' };
    expect(loadConfig(s3Only).release.store).toMatchObject({ s3: { endpoint: 'http://127.0.0.1:9002' } });
    const own = { ...s3Only, RELEASE_S3_ENDPOINT: 'http://127.0.0.1:9003' };
    expect(loadConfig(own).release.store).toMatchObject({ s3: { endpoint: 'http://127.0.0.1:9003' } });
  });

  it('leaves the credentials to the AWS chain without keys, wants both keys or neither, never echoes the secret', () => {
    const { AWS_ACCESS_KEY_ID: _id, AWS_SECRET_ACCESS_KEY: _key, ...keyless } = bucket;
    const store = loadConfig(keyless).release.store;
    expect(store.kind === 's3' && store.s3.credentials).toBeUndefined();
    expect(problemsOf({ ...bucket, AWS_SECRET_ACCESS_KEY: '' })).toEqual([
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither (the credential chain)',
    ]);
    const [problem] = problemsOf({ ...bucket, AWS_SECRET_ACCESS_KEY: 'has a space' });
    expect(problem).toMatch(/^AWS_SECRET_ACCESS_KEY /);
    expect(problem).not.toContain('has a space');
  });

  it('warns about a bucket store without RELEASE_SIGNING_SECRET, and about an endpoint without a bucket', () => {
    const { RELEASE_SIGNING_SECRET: _unset, ...noSecret } = bucket;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-config-'));
    try {
      const config = loadConfig({ ...noSecret, RELEASES_DIR: path.join(dir, 'releases') });
      expect(config.warnings).toEqual([expect.stringContaining('RELEASE_SIGNING_SECRET is not set')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(loadConfig({ ...secret, RELEASE_S3_ENDPOINT: 'http://127.0.0.1:9000' }).warnings).toEqual([
      'RELEASE_S3_ENDPOINT is ignored: RELEASE_STORE_URL is not set',
    ]);
  });

  it('gives the release CLI the store and the retention', () => {
    expect(loadReleaseConfig({ ...bucket, RELEASE_RETENTION_DAYS: '7' })).toMatchObject({
      store: { kind: 's3' },
      retentionDays: 7,
    });
    expect(loadReleaseConfig({}).retentionDays).toBe(30);
    expect(() => loadReleaseConfig({ RELEASE_RETENTION_DAYS: 'soon' })).toThrow(/RELEASE_RETENTION_DAYS/);
  });
});

describe('parseDuration', () => {
  it.each([
    ['60000', 60_000],
    ['500ms', 500],
    ['30s', 30_000],
    ['1 minute', 60_000],
    ['2 minutes', 120_000],
    ['1m', 60_000],
    ['1 hour', 3_600_000],
  ])('%s → %d ms', (value, ms) => {
    expect(parseDuration(value)).toBe(ms);
  });

  it.each(['', '0', 'soon', '1 week', '-5s'])('refuses %p', (value) => {
    expect(parseDuration(value)).toBeNull();
  });
});
