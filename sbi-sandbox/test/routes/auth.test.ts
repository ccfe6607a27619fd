import { API_KEY, useTestApp } from '../helpers/build-app';

const t = useTestApp();

describe('API key', () => {
  it.each([
    ['missing', {}],
    ['wrong', { 'x-api-key': 'otra-clave-123' }],
    ['almost right', { 'x-api-key': `${API_KEY}x` }],
  ])('answers 401 unauthorized when the key is %s', async (_label, headers) => {
    for (const url of ['/v1/productos', '/v1/productos/201/paquetes', '/v1/polizas/SBI-10000001', '/__admin/faults']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: expect.stringContaining('x-api-key') });
    }
    const post = await t.app.inject({ method: 'POST', url: '/v1/emisiones', headers, payload: {} });
    expect(post.statusCode).toBe(401);
    expect(t.app.store.listEmisiones()).toHaveLength(0);
  });

  it('lets the right key through', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/productos', headers: { 'x-api-key': API_KEY } });
    expect(res.statusCode).toBe(200);
  });

  it('keeps /healthz public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', servicio: 'sbi-sandbox' });
  });

  it('echoes the caller x-request-id, or makes one', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'req-abc.123' } });
    expect(given.headers['x-request-id']).toBe('req-abc.123');
    const made = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown paths with 404 not_found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/nada', headers: { 'x-api-key': API_KEY } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Recurso no encontrado.' });
  });
});
