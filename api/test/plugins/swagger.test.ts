import { useTestApp } from '../helpers/build-app';

const t = useTestApp();

describe('OpenAPI', () => {
  it('serves the document with every route and its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/user/sync', '/api/v1/user/exists', '/healthz']),
    );
    expect(doc.paths['/api/v1/user/sync'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/user/exists'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'email', in: 'query', required: true })]),
    );
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves the UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
