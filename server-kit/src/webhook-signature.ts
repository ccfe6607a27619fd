import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A timestamped HMAC signature of a raw body, as the partner insurer signs its notifications
 * (sbi-sandbox/API.md, "Firma de las notificaciones"): the sandbox signs with it, the api verifies with it.
 *
 *   <header>: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
 *
 * The receiver recomputes the HMAC over the exact bytes it received (not a re-serialised object), compares
 * in constant time and refuses a timestamp further than the tolerance from its clock. Several `v1=` entries
 * may come while a secret is rotated: any match is enough. Only 64-hex `v1` values count.
 */

export const WEBHOOK_SIGNATURE_TOLERANCE_SEC = 300;
/** A longer header is refused before it is parsed. */
export const MAX_WEBHOOK_SIGNATURE_HEADER = 2048;

export interface VerifyWebhookOptions {
  /** Seconds either way of `nowSec` a timestamp may be (default 300). */
  toleranceSec?: number;
  /** The clock, in Unix seconds (default now; `undefined` too, for a caller passing on its own optional one). */
  nowSec?: number | undefined;
}

function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

/** Lowercase hex HMAC-SHA256 of `<t>.<raw body>`. */
export function computeWebhookSignature(rawBody: string | Buffer, timestampSec: number, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${timestampSec}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest('hex');
}

/** The header value `t=<t>,v1=<hex>` for a body, signed now (or at `timestampSec`). */
export function signWebhookBody(rawBody: string | Buffer, secret: string, timestampSec: number = unixNow()): string {
  return `t=${timestampSec},v1=${computeWebhookSignature(rawBody, timestampSec, secret)}`;
}

/**
 * Whether `header` holds a `t` within the tolerance of the clock and a 64-hex `v1` equal to the HMAC of
 * `<t>.<rawBody>` under `secret`. Never throws: a missing, repeated (array), oversized or garbled header is false.
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | string[] | undefined,
  secret: string,
  { toleranceSec = WEBHOOK_SIGNATURE_TOLERANCE_SEC, nowSec = unixNow() }: VerifyWebhookOptions = {},
): boolean {
  if (typeof header !== 'string' || header.length > MAX_WEBHOOK_SIGNATURE_HEADER) return false;
  let timestamp: number | null = null;
  const candidates: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) candidates.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || candidates.length === 0 || Math.abs(nowSec - timestamp) > toleranceSec) return false;
  const expected = Buffer.from(computeWebhookSignature(rawBody, timestamp, secret), 'hex');
  // Every candidate is compared, so the time taken does not tell which one matched.
  return candidates.map((candidate) => timingSafeEqual(candidate, expected)).includes(true);
}
