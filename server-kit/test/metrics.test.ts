import Fastify from 'fastify';
import { Counter, UNMATCHED_ROUTE, metricsListener, metricsPlugin } from '../src/metrics';

async function buildApp(expose?: false) {
  const app = Fastify();
  await app.register(metricsPlugin, expose === false ? { expose: false } : {});
  app.get('/policy/:id', async () => ({ ok: true }));
  app.post('/policy', async (_request, reply) => reply.code(400).send({ error: 'bad' }));
  return app;
}

describe('metricsPlugin', () => {
  it('observes each answer by method, route pattern and status, never by the raw URL', async () => {
    const app = await buildApp();
    try {
      await app.inject({ url: '/policy/4f1c2a4e-0000-4000-8000-000000000001' });
      await app.inject({ url: '/policy/4f1c2a4e-0000-4000-8000-000000000002' });
      await app.inject({ method: 'POST', url: '/policy' });
      await app.inject({ url: '/wp-admin/secret-probe' });
      const scrape = await app.inject({ url: '/metrics' });
      expect(scrape.statusCode).toBe(200);
      expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = scrape.body;
      expect(text).toContain(
        'http_request_duration_seconds_count{method="GET",route="/policy/:id",status_code="200"} 2',
      );
      expect(text).toContain('http_request_duration_seconds_count{method="POST",route="/policy",status_code="400"} 1');
      expect(text).toContain(
        `http_request_duration_seconds_count{method="GET",route="${UNMATCHED_ROUTE}",status_code="404"} 1`,
      );
      expect(text).not.toMatch(/4f1c2a4e|wp-admin/);
      // Process metrics come along.
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    } finally {
      await app.close();
    }
  });

  it('gives each app its own registry, so building many apps in one process does not collide', async () => {
    const first = await buildApp();
    const second = await buildApp();
    try {
      new Counter({ name: 'widgets_total', help: 'x', registers: [first.metrics] }).inc(3);
      new Counter({ name: 'widgets_total', help: 'x', registers: [second.metrics] }).inc(1);
      await first.inject({ url: '/policy/1' });
      expect((await first.inject({ url: '/metrics' })).body).toMatch(/^widgets_total 3$/m);
      const other = (await second.inject({ url: '/metrics' })).body;
      expect(other).toMatch(/^widgets_total 1$/m);
      expect(other).not.toContain('route="/policy/:id"');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('serves no /metrics route when told not to expose it', async () => {
    const app = await buildApp(false);
    try {
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('metricsListener', () => {
  it('answers GET /metrics with the registry and nothing else', async () => {
    const app = await buildApp(false);
    const listener = metricsListener(app.metrics, { port: 0, host: '127.0.0.1' });
    await listener.listen();
    try {
      await app.inject({ url: '/policy/7' });
      const base = `http://127.0.0.1:${listener.port()}`;
      const scrape = await fetch(`${base}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain('route="/policy/:id",status_code="200"} 1');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
      await app.close();
    }
  });
});
