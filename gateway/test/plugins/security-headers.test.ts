import type { App } from '../../src/app';
import { buildTestApp, createDefaultReleases, type TestReleases } from '../helpers/build-app';

/** `a b; c d` → { a: ['b'], c: ['d'] }, whatever separator spacing the header uses. */
function parseCsp(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values];
      }),
  );
}

const DEFAULT_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'http://localhost:8083'],
  'frame-src': ['http://localhost:8083'],
  'form-action': ["'self'", 'http://localhost:8083'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'worker-src': ["'self'", 'blob:'],
};

describe('security headers', () => {
  let releases: TestReleases;
  let app: App;

  beforeAll(async () => {
    releases = createDefaultReleases();
    app = await buildTestApp({ RELEASES_DIR: releases.dir });
  });

  afterAll(async () => {
    await app.close();
    releases.cleanup();
  });

  it.each([
    ['the app', '/app', { accept: 'text/html' }],
    ['a script', '/main.js', {}],
    ['a remote', '/remotes/mf-landing/1.0.0/remoteEntry.js', {}],
    ['the runtime config', '/config.json', {}],
    ['a 404', '/nope.js', {}],
    ['a proxied call (api down)', '/api/v1/user', {}],
  ])('are on %s', async (_name, url, headers) => {
    const res = await app.inject({ url, headers });
    expect(parseCsp(String(res.headers['content-security-policy']))).toEqual(DEFAULT_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('security headers with monitoring and analytics', () => {
  it('open exactly their origins', async () => {
    const app = await buildTestApp({
      AUTH0_DOMAIN: 'https://seguros.us.auth0.com',
      MONITORING_APPLICATION_ID: 'app',
      MONITORING_CLIENT_TOKEN: 'pub1',
      MONITORING_SITE: 'us5.datadoghq.com',
      ANALYTICS_MEASUREMENT_ID: 'G-ABC123',
    });
    try {
      const csp = parseCsp(String((await app.inject({ url: '/healthz' })).headers['content-security-policy']));
      expect(csp).toEqual({
        ...DEFAULT_CSP,
        'script-src': ["'self'", 'https://www.googletagmanager.com'],
        'img-src': ["'self'", 'data:', 'blob:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
        'connect-src': [
          "'self'",
          'https://seguros.us.auth0.com',
          'https://browser-intake-us5-datadoghq.com',
          'https://*.browser-intake-us5-datadoghq.com',
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ],
        'frame-src': ['https://seguros.us.auth0.com'],
        'form-action': ["'self'", 'https://seguros.us.auth0.com'],
      });
    } finally {
      await app.close();
    }
  });
});
