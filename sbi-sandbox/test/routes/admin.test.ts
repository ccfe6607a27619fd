import { auth, createTestApp, homeRequest, useTestApp } from '../helpers/build-app';

const t = useTestApp();

const setFault = (payload: object) => t.app.inject({ method: 'POST', url: '/__admin/faults', headers: auth, payload });
const productos = () => t.app.inject({ method: 'GET', url: '/v1/productos', headers: auth });

describe('faults', () => {
  it('slow: answers normally after the delay', async () => {
    const res = await setFault({ mode: 'slow', delayMs: 300 });
    expect(res.json()).toEqual({ mode: 'slow', delayMs: 300, pathPrefix: null, activeUntil: null });
    const started = Date.now();
    const slow = await productos();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.statusCode).toBe(200);
    expect(slow.json().productos).toHaveLength(5);
  });

  it('error: 503 unavailable in Spanish, nothing recorded', async () => {
    await setFault({ mode: 'error' });
    const res = await productos();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'unavailable',
      message: 'El servicio de SBI no está disponible. Probá de nuevo más tarde.',
    });
    const post = await t.app.inject({ method: 'POST', url: '/v1/emisiones', headers: auth, payload: homeRequest() });
    expect(post.statusCode).toBe(503);
    expect(t.app.store.listEmisiones()).toHaveLength(0);
  });

  it('malformed: 200 application/json that is not JSON; wrong_shape: JSON of another shape', async () => {
    await setFault({ mode: 'malformed' });
    const res = await productos();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(() => JSON.parse(res.body)).toThrow();

    await setFault({ mode: 'wrong_shape' });
    const shape = await productos();
    expect(shape.statusCode).toBe(200);
    expect(shape.json()).not.toHaveProperty('productos');
  });

  it('keeps /healthz, /pagar and /__admin out of the faults, and can target one path', async () => {
    await setFault({ mode: 'error', pathPrefix: '/v1/emisiones' });
    expect((await productos()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/__admin/faults', headers: auth })).json().mode).toBe('error');
    const post = await t.app.inject({ method: 'POST', url: '/v1/emisiones', headers: auth, payload: homeRequest() });
    expect(post.statusCode).toBe(503);
  });

  it('resets with DELETE, and ends by itself after durationMs', async () => {
    await setFault({ mode: 'error' });
    const reset = await t.app.inject({ method: 'DELETE', url: '/__admin/faults', headers: auth });
    expect(reset.json().mode).toBe('none');
    expect((await productos()).statusCode).toBe(200);

    const timed = await setFault({ mode: 'error', durationMs: 150 });
    expect(timed.json().activeUntil).toEqual(expect.any(String));
    expect((await productos()).statusCode).toBe(503);
    await new Promise((r) => setTimeout(r, 200));
    expect((await productos()).statusCode).toBe(200);
  });

  it('rejects an unknown mode in Spanish', async () => {
    const res = await setFault({ mode: 'caos' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation',
      message: 'El modo debe ser uno de: none, slow, error, malformed, wrong_shape.',
    });
  });

  it('POST /__admin/reset forgets emissions and faults', async () => {
    await t.app.inject({ method: 'POST', url: '/v1/emisiones', headers: auth, payload: homeRequest() });
    await setFault({ mode: 'error' });
    const res = await t.app.inject({ method: 'POST', url: '/__admin/reset', headers: auth });
    expect(res.json()).toEqual({ ok: true });
    expect(t.app.store.listEmisiones()).toHaveLength(0);
    expect((await productos()).statusCode).toBe(200);
  });
});

describe('fault from the environment and admin switch', () => {
  it('SBI_FAULT=error is active from the start', async () => {
    const app = await createTestApp({ SBI_FAULT: 'error' });
    try {
      expect((await app.inject({ method: 'GET', url: '/v1/productos', headers: auth })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });

  it('SBI_ADMIN_ENABLED=false removes /__admin', async () => {
    const app = await createTestApp({ SBI_ADMIN_ENABLED: 'false' });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/__admin/faults',
        headers: auth,
        payload: { mode: 'error' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
