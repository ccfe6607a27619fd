// The provider's own keys, generated on first start and kept under IDP_DATA_DIR so that tokens
// (and session cookies) stay valid across restarts:
//   jwks.json        { keys: [private RS256 JWK] }  the token signing key
//   cookie-keys.json { keys: [string] }             keys signing the session/interaction cookies
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningJwk extends JWK {
  kid: string;
  alg: 'RS256';
  use: 'sig';
  kty: 'RSA';
}

export interface ProviderKeys {
  jwks: { keys: SigningJwk[] };
  cookieKeys: string[];
}

/**
 * Writes `content` to `file` only if it does not exist yet (atomically: temp file + hard link),
 * so two instances starting together agree on one key. Returns the content that ended up there.
 */
async function createOnce(file: string, content: string): Promise<string> {
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(tmp, content, { mode: 0o600 });
  try {
    await fs.link(tmp, file);
    return content;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFile(file, 'utf8');
    throw err;
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

async function readOrCreate(file: string, create: () => Promise<string>): Promise<string> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return createOnce(file, await create());
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON; delete it to generate a new one`);
  }
}

async function newSigningJwks(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return `${JSON.stringify({ keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] }, null, 2)}\n`;
}

async function newCookieKeys(): Promise<string> {
  return `${JSON.stringify({ keys: [randomBytes(32).toString('base64url')] }, null, 2)}\n`;
}

function isSigningJwk(value: unknown): value is SigningJwk {
  const k = value as Partial<SigningJwk> | null;
  return (
    !!k &&
    k.kty === 'RSA' &&
    k.alg === 'RS256' &&
    typeof k.kid === 'string' &&
    typeof k.n === 'string' &&
    typeof k.d === 'string'
  );
}

export async function loadKeys(dataDir: string): Promise<ProviderKeys> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });

  const jwksFile = path.join(dataDir, 'jwks.json');
  const jwks = parseJson(jwksFile, await readOrCreate(jwksFile, newSigningJwks)) as { keys?: unknown };
  if (!Array.isArray(jwks.keys) || jwks.keys.length === 0 || !jwks.keys.every(isSigningJwk)) {
    throw new Error(
      `${jwksFile} must hold { "keys": [private RS256 RSA JWK with kid] }; delete it to generate a new one`,
    );
  }

  const cookieFile = path.join(dataDir, 'cookie-keys.json');
  const cookies = parseJson(cookieFile, await readOrCreate(cookieFile, newCookieKeys)) as { keys?: unknown };
  if (
    !Array.isArray(cookies.keys) ||
    cookies.keys.length === 0 ||
    !cookies.keys.every((k) => typeof k === 'string' && k.length >= 16)
  ) {
    throw new Error(`${cookieFile} must hold { "keys": [string, ...] }; delete it to generate a new one`);
  }

  return { jwks: { keys: jwks.keys }, cookieKeys: cookies.keys as string[] };
}
