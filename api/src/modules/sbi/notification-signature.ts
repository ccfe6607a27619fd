import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_TOLERANCE_SEC, signWebhookBody, verifyWebhookSignature } from 'server-kit';

/*
 * The partner's "policy issued" notification is trusted only when two signatures hold:
 *
 * 1. The URL: we give the partner `${API_PUBLIC_URL}/api/v1/sbi/notificaciones/<policyId>?sig=<hex HMAC-SHA256
 *    (NOTIFY_URL_SECRET, "sbi-notify:<policyId>")>`, so only a URL we issued names a policy.
 * 2. The body: `x-sbi-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(SBI_WEBHOOK_SECRET, "<t>.<raw body>")>`
 *    (the partner's scheme, sbi-sandbox/API.md), within 300 s of our clock. Several v1 entries may come
 *    while the partner rotates its secret: any match is enough. Compared in constant time. The scheme is
 *    server-kit's webhook signature, which the sandbox signs with.
 */

export const SIGNATURE_HEADER = 'x-sbi-signature';
export const DELIVERY_HEADER = 'x-sbi-delivery';
export const SIGNATURE_TOLERANCE_SEC = WEBHOOK_SIGNATURE_TOLERANCE_SEC;

function hmacHex(secret: string, ...parts: Array<string | Buffer>): string {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest('hex');
}

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(a) || !/^[0-9a-f]{64}$/i.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** The `sig` of a policy's notification URL. */
export function notificationUrlSignature(policyId: string, secret: string): string {
  return hmacHex(secret, `sbi-notify:${policyId.toLowerCase()}`);
}

/** The URL the partner notifies when the policy is issued. */
export function notificationUrl(publicUrl: string, policyId: string, secret: string): string {
  const id = policyId.toLowerCase();
  return `${publicUrl}/api/v1/sbi/notificaciones/${id}?sig=${notificationUrlSignature(id, secret)}`;
}

export function verifyNotificationUrl(policyId: string, sig: string | undefined, secret: string): boolean {
  return typeof sig === 'string' && sameHex(sig, notificationUrlSignature(policyId, secret));
}

/** The `x-sbi-signature` value for a body (tests sign as the partner does). */
export const signPartnerBody = signWebhookBody;

/** Whether `header` signs exactly these bytes with `secret`, within 300 s (`toleranceSec`, `nowSec`). Never throws. */
export const verifyPartnerSignature = verifyWebhookSignature;
