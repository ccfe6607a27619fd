import { buildTestApp } from '../helpers/build-app';

it('GET /healthz answers ok', async () => {
  const app = await buildTestApp();
  try {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  } finally {
    await app.close();
  }
});
