import { useTestApp } from '../../helpers/build-app';

const t = useTestApp();

describe('GET /healthz', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in Spanish when the database does not', async () => {
    const spy = jest.spyOn(t.app.db, 'query').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      data: null,
      meta: { code: 503, message: 'El servicio no está disponible. Probá de nuevo más tarde.' },
    });
  });
});
