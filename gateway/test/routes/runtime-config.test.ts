import type { App } from '../../src/app';
import { buildTestApp } from '../helpers/build-app';

describe('GET /config.json', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers the defaults, revalidated on every load', async () => {
    app = await buildTestApp();
    const res = await app.inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      auth: { domain: 'http://localhost:8083', clientId: 'seguros-web', audience: 'https://api.seguros.uy' },
      apiBaseUrl: '/api/v1',
      feedbackUrl: 'mailto:beta@seguros.uy?subject=Feedback%20beta',
      environment: 'dev',
      monitoring: null,
      analytics: null,
    });
  });

  it('follows the environment, with monitoring and analytics when configured', async () => {
    app = await buildTestApp({
      AUTH0_DOMAIN: 'https://seguros.us.auth0.com',
      AUTH0_CLIENT_ID: 'abc123',
      AUTH0_AUDIENCE: 'https://api.seguros.com.uy',
      FEEDBACK_URL: 'https://forms.example.com/beta',
      APP_ENV: 'production',
      MONITORING_APPLICATION_ID: 'app-1',
      MONITORING_CLIENT_TOKEN: 'pubabc',
      ANALYTICS_MEASUREMENT_ID: 'G-ABC123',
    });
    expect((await app.inject({ url: '/config.json' })).json()).toEqual({
      auth: { domain: 'https://seguros.us.auth0.com', clientId: 'abc123', audience: 'https://api.seguros.com.uy' },
      apiBaseUrl: '/api/v1',
      feedbackUrl: 'https://forms.example.com/beta',
      environment: 'production',
      monitoring: { applicationId: 'app-1', clientToken: 'pubabc', site: 'datadoghq.com', service: 'seguros-web' },
      analytics: { measurementId: 'G-ABC123' },
    });
  });

  it('passes the organisation hint of AUTH0_ORGANIZATION to the browser (none when unset)', async () => {
    app = await buildTestApp({ AUTH0_ORGANIZATION: 'org_seguros' });
    expect((await app.inject({ url: '/config.json' })).json().auth).toEqual({
      domain: 'http://localhost:8083',
      clientId: 'seguros-web',
      audience: 'https://api.seguros.uy',
      organization: 'org_seguros',
    });
  });

  it('uses MONITORING_SITE when set', async () => {
    app = await buildTestApp({
      MONITORING_APPLICATION_ID: 'a',
      MONITORING_CLIENT_TOKEN: 'b',
      MONITORING_SITE: 'datadoghq.eu',
    });
    expect((await app.inject({ url: '/config.json' })).json().monitoring.site).toBe('datadoghq.eu');
  });
});
