import { computeWebhookSignature, signWebhookBody, verifyWebhookSignature } from 'server-kit';

/*
 * Signature of the policy notifications SBI posts to `urlNotificacionNumeroDePoliza`.
 *
 *   x-sbi-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
 *
 * The receiver recomputes the HMAC over the exact bytes it received (not a re-serialised object), compares in
 * constant time, and rejects timestamps further than a tolerance from its clock. Several `v1=` entries may
 * appear (e.g. while a secret is rotated): any match is enough. The scheme is server-kit's webhook signature
 * (the product API verifies with the same code; API.md, "Firma de las notificaciones", documents it for a
 * real receiver).
 */

export const SIGNATURE_HEADER = 'x-sbi-signature';
export const DELIVERY_HEADER = 'x-sbi-delivery';
export const DEFAULT_TOLERANCE_SEC = 300;

/** Hex HMAC-SHA256 of `<t>.<raw body>`. */
export const computeSignature = computeWebhookSignature;

/** The `x-sbi-signature` header value for a body, signed now (or at `timestampSec`). */
export const signPayload = signWebhookBody;

/**
 * True when `header` holds a `t` within `toleranceSec` of now and a 64-hex `v1` equal to the HMAC of
 * `<t>.<rawBody>` under `secret`. Never throws: a missing or garbled header is simply false.
 */
export function verifySignature(
  rawBody: string | Buffer,
  header: string | string[] | undefined,
  secret: string,
  toleranceSec: number = DEFAULT_TOLERANCE_SEC,
  now?: number,
): boolean {
  return verifyWebhookSignature(rawBody, header, secret, { toleranceSec, nowSec: now });
}
