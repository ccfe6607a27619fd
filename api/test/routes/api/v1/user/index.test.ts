import { useTestApp } from '../../../../helpers/build-app';

const t = useTestApp();

const UNAUTHORIZED = {
  data: null,
  meta: { code: 401, message: 'Sesión inválida o expirada. Iniciá sesión nuevamente.' },
};

async function countUsers() {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return rows[0]!.n;
}

describe('POST /api/v1/user/sync', () => {
  it('creates the user from the token on first sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers: await t.auth() });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'ana@example.com',
        name: 'Ana Pérez',
        nickname: 'ana',
      },
      meta: { code: 0 },
    });
    const { rows } = await t.db.query('SELECT auth_sub, email FROM users');
    expect(rows).toEqual([{ auth_sub: 'auth0|demo-1', email: 'ana@example.com' }]);
  });

  it('updates the same row when the name changes', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers: await t.auth() });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sync',
      headers: await t.auth({ name: 'Ana María Pérez' }),
    });

    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ ...first.json().data, name: 'Ana María Pérez' });
    expect(await countUsers()).toBe(1);
  });

  it('keeps stored values for claims the token leaves out (Auth0 access tokens)', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers: await t.auth() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sync',
      headers: await t.auth({ email: undefined, name: undefined, nickname: undefined }),
    });
    expect(res.json().data).toMatchObject({ email: 'ana@example.com', name: 'Ana Pérez', nickname: 'ana' });
  });

  it('creates exactly one row under concurrent calls', async () => {
    const headers = await t.auth();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers })),
    );

    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().data._id)).size).toBe(1);
    expect(await countUsers()).toBe(1);
  });

  it.each([
    ['no body', {}],
    ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }],
    ['an empty object', { payload: {} }],
    ['null', { headers: { 'content-type': 'application/json' }, payload: 'null' }],
  ])('accepts %s', async (_, request) => {
    const headers = { ...(await t.auth()), ...(request as { headers?: object }).headers };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', ...request, headers });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a body that is not JSON with a Spanish 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sync',
      headers: { ...(await t.auth()), 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      data: null,
      meta: { code: 400, message: 'El cuerpo de la solicitud no es un JSON válido.' },
    });
    expect(await countUsers()).toBe(0);
  });

  describe('refuses without a valid session, writing nothing', () => {
    const cases: Array<[string, () => Promise<Record<string, string>>]> = [
      ['no token', async () => ({})],
      [
        'a header that is not Bearer',
        async () => ({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }),
      ],
      ['a malformed token', async () => ({ authorization: 'Bearer not-a-jwt' })],
      [
        'a tampered token',
        async () => {
          const [header, , signature] = (await t.keys.sign()).split('.');
          const payload = Buffer.from(JSON.stringify({ sub: 'auth0|intruder', exp: 4102444800 })).toString('base64url');
          return { authorization: `Bearer ${header}.${payload}.${signature}` };
        },
      ],
      ['a token signed by another key', () => t.auth({}, { foreignKey: true })],
      ['an expired token', () => t.auth({}, { expiresIn: -60 })],
      ['a token for another audience', () => t.auth({}, { audience: 'https://other.example.com' })],
      ['a token from another issuer', () => t.auth({}, { issuer: 'https://evil.example.com/' })],
      [
        'an HS256 token',
        async () => {
          const { SignJWT } = await import('jose');
          const token = await new SignJWT({ sub: 'auth0|demo-1' })
            .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
            .setIssuer(t.app.config.auth.issuer)
            .setAudience(t.app.config.auth.audience)
            .setExpirationTime('5m')
            .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!'));
          return { authorization: `Bearer ${token}` };
        },
      ],
      [
        'an unsigned token (alg none)',
        async () => {
          const { UnsecuredJWT } = await import('jose');
          const token = new UnsecuredJWT({ sub: 'auth0|demo-1' })
            .setIssuer(t.app.config.auth.issuer)
            .setAudience(t.app.config.auth.audience)
            .setExpirationTime('5m')
            .encode();
          return { authorization: `Bearer ${token}` };
        },
      ],
      ['a token without sub', () => t.auth({ sub: undefined })],
    ];

    it.each(cases)('%s → 401', async (_, headers) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers: await headers() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
      expect(await countUsers()).toBe(0);
    });
  });
});

describe('GET /api/v1/user/exists', () => {
  beforeEach(async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sync',
      headers: await t.auth({ email: 'Ana@Example.com' }),
    });
  });

  it.each([
    ['the registered e-mail', 'Ana@Example.com'],
    ['an unknown e-mail', 'beto@example.com'],
  ])('answers nothing without a session (401) for %s: no account enumeration', async (_, email) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/exists', query: { email } });
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it("answers about the caller's own e-mail (any case), before and after the account is registered", async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/exists',
      query: { email: 'ana@EXAMPLE.COM' },
      headers: await t.auth({ email: 'Ana@Example.com' }),
    });
    expect(own.json()).toEqual({ data: { exists: true }, meta: { code: 0 } });
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/exists',
      query: { email: 'carla@example.com' },
      headers: await t.auth({ sub: 'auth0|carla', email: 'carla@example.com' }),
    });
    expect(fresh.json()).toEqual({ data: { exists: false }, meta: { code: 0 } });
  });

  it.each([
    ['registered', 'Ana@Example.com'],
    ['unknown', 'beto@example.com'],
  ])("refuses another person's e-mail (%s) the same way (403)", async (_, email) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/exists',
      query: { email },
      headers: await t.auth({ sub: 'auth0|carla', email: 'carla@example.com' }),
    });
    expect(res.json()).toEqual({
      data: null,
      meta: { code: 403, message: 'No tenés permiso para realizar esta acción.' },
    });
  });

  it.each([
    ['missing', undefined, 'El campo email es obligatorio.'],
    ['empty', '', 'El campo email no es válido.'],
    ['not an e-mail', 'ana.example.com', 'El campo email no es válido.'],
  ])('rejects an e-mail that is %s with a Spanish 400', async (_, email, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/exists',
      query: email === undefined ? {} : { email },
      headers: await t.auth(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ data: null, meta: { code: 400, message } });
  });
});
