import Fastify, { type FastifyInstance } from 'fastify';
import { metricsText } from 'server-kit';
import type { App } from '../../src/app';
import { buildTestApp, freePort } from '../helpers/build-app';

const API_METRICS = 'api_only_metric_total 42';

/** The api's port as far as the gateway can see it: /metrics there (any path) answers metrics text. */
async function startApi() {
  const api = Fastify();
  api.get('/metrics', async () => `# HELP api_only_metric_total x\n${API_METRICS}\n`);
  api.get('/api/v1/echo', async () => ({ data: 'ok', meta: { code: 0 } }));
  api.setNotFoundHandler(async (request, reply) => reply.code(404).send({ notFound: request.url }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  return { api, url: `http://localhost:${port}` };
}

describe('gateway metrics', () => {
  let upstream: { api: FastifyInstance; url: string };
  let app: App;

  beforeAll(async () => {
    upstream = await startApi();
    app = await buildTestApp({ API_URL: upstream.url });
  });
  afterAll(async () => {
    await app.close();
    await upstream.api.close();
  });

  it.each([
    '/metrics',
    '/metrics?format=prometheus',
    '//metrics',
    '/api/v1/../metrics',
    '/api/v1/%2e%2e/metrics',
    '/api/v1/%2E%2E/metrics',
    '/api/v1/..%2fmetrics',
    '/api/v1/%2e%2e%2fmetrics',
    '/api/v1/%252e%252e/metrics',
    '/api/v1/echo/../../../metrics',
    '/api/v1/..;/metrics',
    '/api/v1/%5c..%5cmetrics',
  ])('the public port does not serve metrics at %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.body).not.toContain(API_METRICS);
    expect(res.body).not.toMatch(/http_request_duration_seconds|process_cpu_user_seconds_total/);
  });

  it('counts answers by route pattern and status, and upstream failures by kind', async () => {
    expect((await app.inject({ url: '/api/v1/echo' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const down = await buildTestApp({ API_URL: `http://localhost:${await freePort()}` });
    try {
      expect((await down.inject({ url: '/api/v1/echo' })).statusCode).toBe(502);
      expect(await metricsText(down.metrics)).toMatch(/^gateway_upstream_errors_total\{kind="unreachable"\} 1$/m);
    } finally {
      await down.close();
    }
    const text = await metricsText(app.metrics);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/v1/*",status_code="200"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"} 1');
    expect(text).not.toContain('gateway_upstream_errors_total{');
  });
});
