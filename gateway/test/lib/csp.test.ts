import { loadConfig } from '../../src/config';
import { buildCspDirectives, monitoringIntakeOrigins, serializeCsp } from '../../src/lib/csp';

describe('buildCspDirectives', () => {
  it('allows exactly what the app uses by default', () => {
    expect(serializeCsp(buildCspDirectives(loadConfig({})))).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' http://localhost:8083",
        'frame-src http://localhost:8083',
        "form-action 'self' http://localhost:8083",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "worker-src 'self' blob:",
      ].join('; '),
    );
  });

  it('follows AUTH0_DOMAIN', () => {
    const csp = buildCspDirectives(loadConfig({ AUTH0_DOMAIN: 'https://seguros.us.auth0.com' }));
    expect(csp['connect-src']).toEqual(["'self'", 'https://seguros.us.auth0.com']);
    expect(csp['frame-src']).toEqual(['https://seguros.us.auth0.com']);
    expect(csp['form-action']).toEqual(["'self'", 'https://seguros.us.auth0.com']);
    expect(JSON.stringify(csp)).not.toContain('localhost:8083');
  });

  it('adds the monitoring intake only when monitoring is configured', () => {
    const csp = buildCspDirectives(
      loadConfig({
        MONITORING_APPLICATION_ID: 'app',
        MONITORING_CLIENT_TOKEN: 'pub1',
        MONITORING_SITE: 'datadoghq.eu',
      }),
    );
    expect(csp['connect-src']).toEqual([
      "'self'",
      'http://localhost:8083',
      'https://browser-intake-datadoghq.eu',
      'https://*.browser-intake-datadoghq.eu',
    ]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('adds the analytics origins only when analytics is configured', () => {
    const csp = buildCspDirectives(loadConfig({ ANALYTICS_MEASUREMENT_ID: 'G-ABC123' }));
    expect(csp['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]),
    );
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    expect(csp['frame-src']).toEqual(['http://localhost:8083']);
  });

  it('never allows eval or inline scripts', () => {
    const csp = serializeCsp(
      buildCspDirectives(
        loadConfig({ MONITORING_APPLICATION_ID: 'a', MONITORING_CLIENT_TOKEN: 'b', ANALYTICS_MEASUREMENT_ID: 'G-1' }),
      ),
    );
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).not.toMatch(/unsafe|\*/);
  });
});

describe('monitoringIntakeOrigins', () => {
  it.each([
    ['datadoghq.com', 'browser-intake-datadoghq.com'],
    ['us3.datadoghq.com', 'browser-intake-us3-datadoghq.com'],
    ['ap1.datadoghq.com', 'browser-intake-ap1-datadoghq.com'],
    ['ddog-gov.com', 'browser-intake-ddog-gov.com'],
  ])('%s → %s', (site, host) => {
    expect(monitoringIntakeOrigins(site)).toEqual([`https://${host}`, `https://*.${host}`]);
  });
});
