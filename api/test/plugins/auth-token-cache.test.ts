import { useTestApp } from '../helpers/build-app';

// The api remembers verified tokens (src/lib/verified-token-cache.ts): these check that remembering never
// lets a request through as someone else or with a token that failed.
const t = useTestApp();

async function profileAs(authorization: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: { authorization } });
}

describe('verified-token cache', () => {
  it('answers each token as its own user, however the requests interleave', async () => {
    const ana = (await t.auth({ sub: 'auth0|ana', email: 'ana@example.com', name: 'Ana Pérez' })).authorization;
    const bea = (await t.auth({ sub: 'auth0|bea', email: 'bea@example.com', name: 'Bea Gómez' })).authorization;
    for (const [authorization, email] of [
      [ana, 'ana@example.com'],
      [bea, 'bea@example.com'],
      [ana, 'ana@example.com'],
      [bea, 'bea@example.com'],
    ] as const) {
      const res = await profileAs(authorization);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ email });
    }
  });

  it('refuses a token that failed verification every time, also once a valid one of the same user is cached', async () => {
    const claims = { sub: 'auth0|ana', email: 'ana@example.com' };
    const forged = `Bearer ${await t.keys.sign(claims, { foreignKey: true })}`;
    const valid = (await t.auth(claims)).authorization;
    // The valid token with one character of its signature changed: not the last one, whose low bits are
    // base64url padding (A and B there can decode to the same signature, a valid token).
    const at = valid.length - 10;
    const tampered = `${valid.slice(0, at)}${valid[at] === 'A' ? 'B' : 'A'}${valid.slice(at + 1)}`;

    expect((await profileAs(forged)).statusCode).toBe(401);
    expect((await profileAs(valid)).statusCode).toBe(200);
    expect((await profileAs(forged)).statusCode).toBe(401);
    expect((await profileAs(tampered)).statusCode).toBe(401);
    expect((await profileAs(valid)).statusCode).toBe(200);
  });

  it('refuses an expired token (nothing is cached for it)', async () => {
    const expired = `Bearer ${await t.keys.sign({ sub: 'auth0|ana' }, { expiresIn: -60 })}`;
    expect((await profileAs(expired)).statusCode).toBe(401);
    expect((await profileAs(expired)).statusCode).toBe(401);
  });
});
