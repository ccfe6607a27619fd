import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The release managers' page session: a random id, the person's name and an expiry, signed with
 * RELEASE_SIGNING_SECRET (the QA links' key, under a purpose of its own so one can never pass for the other).
 * The cookie held the raw RELEASE_ADMIN_TOKEN for 8 hours: anyone who read it had the token. It also carries a
 * tag of the token it was opened with, so changing RELEASE_ADMIN_TOKEN ends every session.
 * Value: base64url(JSON { sid, who, exp, tag }) "." base64url(HMAC-SHA256("release-admin-session." + payload)).
 */

export const ADMIN_SESSION_COOKIE = 'mf_release_admin';
export const ADMIN_SESSION_SECONDS = 8 * 3600;
const PURPOSE = 'release-admin-session.';

export interface AdminSession {
  sid: string;
  /** The person, as they gave their name at sign-in: recorded in the history. */
  who: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest();

/** Which admin token a session was opened with (a short hash: the token itself is never in the cookie). */
const tokenTag = (adminToken: string) => createHash('sha256').update(adminToken).digest('base64url').slice(0, 16);

export function signAdminSession(
  secret: string,
  adminToken: string,
  who: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): { value: string; session: AdminSession } {
  const session: AdminSession = {
    sid: randomBytes(16).toString('base64url'),
    who,
    exp: nowSeconds + ADMIN_SESSION_SECONDS,
  };
  const payload = Buffer.from(JSON.stringify({ ...session, tag: tokenTag(adminToken) })).toString('base64url');
  return { value: `${payload}.${mac(secret, payload).toString('base64url')}`, session };
}

/** The session a cookie value holds, or null (forged, expired, of another admin token, malformed). */
export function verifyAdminSession(
  secret: string,
  adminToken: string,
  value: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): AdminSession | null {
  if (!value || value.length > 2048) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: Partial<AdminSession & { tag: string }>;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
  } catch {
    return null;
  }
  if (typeof body.sid !== 'string' || typeof body.who !== 'string' || typeof body.exp !== 'number') return null;
  if (body.exp <= nowSeconds || body.tag !== tokenTag(adminToken)) return null;
  return { sid: body.sid, who: body.who, exp: body.exp };
}
