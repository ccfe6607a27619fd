import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signature of the policy notifications SBI posts to `urlNotificacionNumeroDePoliza`.
 *
 *   x-sbi-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
 *
 * The receiver recomputes the HMAC over the exact bytes it received (not a re-serialised object), compares in
 * constant time, and rejects timestamps further than a tolerance from its clock. Several `v1=` entries may
 * appear (e.g. while a secret is rotated): any match is enough. The product API must copy this scheme, not
 * import this file (see API.md, "Firma de las notificaciones").
 */

export const SIGNATURE_HEADER = 'x-sbi-signature';
export const DELIVERY_HEADER = 'x-sbi-delivery';
export const DEFAULT_TOLERANCE_SEC = 300;

/** Hex HMAC-SHA256 of `<t>.<raw body>`. */
export function computeSignature(rawBody: string | Buffer, timestampSec: number, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${timestampSec}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest('hex');
}

/** The `x-sbi-signature` header value for a body, signed now (or at `timestampSec`). */
export function signPayload(rawBody: string | Buffer, secret: string, timestampSec: number = nowSec()): string {
  return `t=${timestampSec},v1=${computeSignature(rawBody, timestampSec, secret)}`;
}

/**
 * True when `header` holds a `t` within `toleranceSec` of now and a `v1` equal to the HMAC of `<t>.<rawBody>`
 * under `secret`. Never throws: a missing or garbled header is simply false.
 */
export function verifySignature(
  rawBody: string | Buffer,
  header: string | string[] | undefined,
  secret: string,
  toleranceSec: number = DEFAULT_TOLERANCE_SEC,
  now: number = nowSec(),
): boolean {
  if (typeof header !== 'string' || header.length > 2048) return false;
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) candidates.push(value.toLowerCase());
  }
  if (timestamp === null || candidates.length === 0) return false;
  if (Math.abs(now - timestamp) > toleranceSec) return false;

  const expected = Buffer.from(computeSignature(rawBody, timestamp, secret), 'hex');
  return candidates.some((c) => timingSafeEqual(Buffer.from(c, 'hex'), expected));
}

function nowSec(): number {
  return Math.floor(Date.now() / 1000);
}
