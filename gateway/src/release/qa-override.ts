import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * QA overrides: a browser may be pinned to chosen versions by a signed, expiring cookie.
 * Token (also the cookie value): base64url(JSON { v: { package: version }, exp: epoch seconds }) "." base64url(HMAC-SHA256).
 * The release CLI signs it and prints a link (/__release/qa?token=…) that sets the cookie.
 */

export const QA_COOKIE = 'mf_qa';

export interface QaOverride {
  versions: Record<string, string>;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type QaVerification =
  { ok: true; override: QaOverride } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signQaOverride(secret: string, override: QaOverride): string {
  const payload = Buffer.from(JSON.stringify({ v: override.versions, exp: override.exp })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export function verifyQaOverride(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): QaVerification {
  if (token.length > 4096) return { ok: false, reason: 'malformed' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let body: { v?: unknown; exp?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof body.exp !== 'number' || typeof body.v !== 'object' || body.v === null)
    return { ok: false, reason: 'malformed' };
  if (body.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  const versions: Record<string, string> = {};
  for (const [pkg, version] of Object.entries(body.v as Record<string, unknown>)) {
    if (typeof version !== 'string') return { ok: false, reason: 'malformed' };
    versions[pkg] = version;
  }
  return { ok: true, override: { versions, exp: body.exp } };
}
