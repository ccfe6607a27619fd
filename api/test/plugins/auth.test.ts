import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { buildApp, type App } from '../../src/app';
import { createTestDb, testConfig, type TestDb } from '../helpers/build-app';

// The other tests inject a local key set; these check the production path (the issuer's JWKS over HTTP).

let testDb: TestDb;
let jwksServer: http.Server;
let jwksUrl: string;
let jwksStatus = 200;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  testDb = await createTestDb();
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'idp-key', alg: 'RS256', use: 'sig' };
  jwksServer = http.createServer((_req, res) => {
    res.writeHead(jwksStatus, { 'content-type': 'application/json' });
    res.end(JSON.stringify(jwksStatus === 200 ? { keys: [jwk] } : { error: 'down' }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/jwks.json`;
});

afterAll(async () => {
  await new Promise((resolve) => jwksServer?.close(resolve));
  await testDb?.close();
});

async function appWith(keys?: JWTVerifyGetKey): Promise<App> {
  return buildApp({ config: testConfig({ AUTH_JWKS_URL: jwksUrl }), db: testDb.db, keys });
}

async function token() {
  const { auth } = testConfig();
  return new SignJWT({ sub: 'auth0|remote', email: 'remote@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid: 'idp-key' })
    .setIssuer(auth.issuer)
    .setAudience(auth.audience)
    .setExpirationTime('5m')
    .sign(privateKey);
}

describe('auth against the issuer JWKS', () => {
  it('accepts a token signed by a key the issuer publishes', async () => {
    jwksStatus = 200;
    const app = await appWith();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/sync',
      headers: { authorization: `Bearer ${await token()}` },
    });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'remote@example.com', name: null, nickname: null });
  });

  it('answers 503, not 401, when the keys cannot be loaded', async () => {
    jwksStatus = 500;
    const app = await appWith();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/sync',
      headers: { authorization: `Bearer ${await token()}` },
    });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      data: null,
      meta: { code: 503, message: 'El servicio no está disponible. Probá de nuevo más tarde.' },
    });
  });

  it('answers 503 when the issuer is unreachable', async () => {
    const app = await appWith(async () => {
      throw new TypeError('fetch failed');
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/sync',
      headers: { authorization: `Bearer ${await token()}` },
    });
    await app.close();
    expect(res.statusCode).toBe(503);
  });
});
