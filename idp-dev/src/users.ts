// Accounts of the development identity provider: the demo accounts below (password `demo1234`; only its
// scrypt hash is stored here, format scrypt$N$r$p$salt$hash, base64url) and the ones people register on the
// sign-up screen, kept in IDP_DATA_DIR/users.json so they survive a restart.
import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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

const SCRYPT = { N: 16384, r: 8, p: 1, length: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT.length, SCRYPT.N, SCRYPT.r, SCRYPT.p);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export const MIN_PASSWORD_LENGTH = 8;

/** Why a sign-up was refused, in the words the sign-up page shows. */
export const SIGNUP_ERRORS = {
  name: 'Escribí tu nombre y apellido.',
  email: 'Escribí un email válido.',
  password: `La contraseña tiene que tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  taken: 'Ya hay una cuenta con ese email. Iniciá sesión.',
} as const;

export type SignupError = keyof typeof SIGNUP_ERRORS;

export interface SignupInput {
  name: string;
  email: string;
  password: string;
}

export interface UserDirectory {
  findBySub(sub: string): DemoUser | undefined;
  /** The user when email and password match, otherwise undefined (same work either way). */
  authenticate(email: string, password: string): Promise<DemoUser | undefined>;
  /** Stores a new account (then it can sign in), or says why not. */
  register(input: SignupInput): Promise<{ user: DemoUser } | { error: SignupError }>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isStoredUser(value: unknown): value is DemoUser {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return ['sub', 'email', 'name', 'nickname', 'passwordHash'].every((key) => typeof u[key] === 'string');
}

/**
 * The demo accounts plus the registered ones of `dataDir/users.json` (read at start, rewritten whole on each
 * sign-up through a temporary file, so a crash never leaves half a file).
 */
export async function createUserDirectory(dataDir: string): Promise<UserDirectory> {
  const file = path.join(dataDir, 'users.json');
  let registered: DemoUser[] = [];
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (Array.isArray(parsed)) registered = parsed.filter(isStoredUser);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const all = () => [...USERS, ...registered];
  const byEmail = (email: string) => {
    const wanted = email.trim().toLowerCase();
    return all().find((u) => u.email === wanted);
  };
  let writing: Promise<void> = Promise.resolve();

  return {
    findBySub: (sub) => all().find((u) => u.sub === sub),
    async authenticate(email, password) {
      const user = byEmail(email);
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      return user && ok ? user : undefined;
    },
    async register({ name, email, password }) {
      const cleanName = name.trim().replace(/\s+/g, ' ');
      const cleanEmail = email.trim().toLowerCase();
      if (!cleanName || cleanName.length > 100) return { error: 'name' };
      if (!EMAIL.test(cleanEmail) || cleanEmail.length > 254) return { error: 'email' };
      if (password.length < MIN_PASSWORD_LENGTH || password.length > 1024) return { error: 'password' };
      if (byEmail(cleanEmail)) return { error: 'taken' };
      const user: DemoUser = {
        sub: `auth0|${randomUUID()}`,
        email: cleanEmail,
        name: cleanName,
        nickname: cleanEmail.split('@')[0] ?? cleanName,
        passwordHash: await hashPassword(password),
      };
      // Checked again after the hash's await: two sign-ups with one e-mail keep only the first.
      if (byEmail(cleanEmail)) return { error: 'taken' };
      registered = [...registered, user];
      const snapshot = JSON.stringify(registered, null, 2);
      writing = writing.then(async () => {
        await fs.mkdir(dataDir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        await fs.writeFile(tmp, snapshot, { mode: 0o600 });
        await fs.rename(tmp, file);
      });
      await writing;
      return { user };
    },
  };
}
