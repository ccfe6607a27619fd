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
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/user/policy',
        '/api/v1/user/policy-from-quote',
        '/api/v1/policy',
        '/api/v1/policy/company/{companyId}',
        '/api/v1/policy/{id}',
        '/api/v1/policy/external',
        '/api/v1/quote/create',
        '/api/v1/quote/latest',
        '/api/v1/quote/{id}',
        '/api/v1/categories/external',
        '/api/v1/coverage/{company}/plans',
        '/api/v1/coverage/table',
        '/api/v1/guides/{insurer}',
        '/api/v1/guides/{insurer}/{variant}',
        '/api/v1/leads',
      ]),
    );
    expect(doc.paths['/api/v1/user/sync'].post.security).toEqual([{ bearerAuth: [] }]);
    // Nullable fields are shown the OpenAPI 3.0 way.
    const policy =
      doc.paths['/api/v1/policy/{id}'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(policy.properties.numeroPoliza).toMatchObject({ type: 'string', nullable: true });
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

describe('OpenAPI with API_DOCS=false (the default outside development)', () => {
  const off = useTestApp({ env: () => ({ API_DOCS: 'false' }) });

  it('serves neither the document nor the UI', async () => {
    for (const url of ['/api/v1/docs/json', '/api/v1/docs/', '/api/v1/docs']) {
      expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
