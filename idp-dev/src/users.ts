// Demo accounts of the development identity provider. All use the password `demo1234`;
// only its scrypt hash is stored here (format: scrypt$N$r$p$salt$hash, base64url).
import { scrypt, timingSafeEqual } from 'node:crypto';

export interface DemoUser {
  /** Stable subject identifier, Auth0 style. */
  sub: string;
  email: string;
  name: string;
  nickname: string;
  passwordHash: string;
}

export const USERS: readonly DemoUser[] = [
  {
    sub: 'auth0|ana-0001',
    email: 'ana@example.com',
    name: 'Ana Pérez',
    nickname: 'ana',
    passwordHash: 'scrypt$16384$8$1$cKJ0MFZNo7iV9BjUqTECaQ$-ER1RTWnP3B1Nlk0v8zdeBi8uw8LH8Z05MZqRUy0hQk',
  },
  {
    sub: 'auth0|bruno-0002',
    email: 'bruno@example.com',
    name: 'Bruno Silva',
    nickname: 'bruno',
    passwordHash: 'scrypt$16384$8$1$B1m9tlzeFUOsnQoA_BgMjA$dsTxvrz6uRsqttSSBVg7FOIT1iCLLcfZwmooJCmtjD8',
  },
  {
    // Another person with exactly Ana's name: the partner's policies and PDFs of Ana (SBI-10000001) must not
    // be hers. The api matches them by the document in 'Mi Perfil', never by name.
    sub: 'auth0|ana-namesake-0003',
    email: 'ana.perez@example.com',
    name: 'Ana Pérez',
    nickname: 'anap',
    passwordHash: 'scrypt$16384$8$1$WnZOETnhljRQkVg47y7eWQ$1nfCC6HE97PPyzUhagZtRUuPpVjmWd4OF83aPKhspi4',
  },
];

export const DEMO_PASSWORD_HINT = 'demo1234';

export function findUserBySub(sub: string): DemoUser | undefined {
  return USERS.find((u) => u.sub === sub);
}

export function findUserByEmail(email: string): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  return USERS.find((u) => u.email === wanted);
}

function scryptAsync(password: string, salt: Buffer, length: number, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { N, r, p, maxmem: 256 * N * r }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Hash compared when the email is unknown, so a wrong email costs as much time as a wrong password.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The user when email and password match, otherwise undefined (same work either way). */
export async function authenticate(email: string, password: string): Promise<DemoUser | undefined> {
  const user = findUserByEmail(email);
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  return user && ok ? user : undefined;
}
