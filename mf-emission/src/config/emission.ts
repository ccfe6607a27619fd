/** The partner insurer's bike product: a fixed id (spec §5), whatever the policy says. */
export const SBI_BIKE_PRODUCT_ID = '101';

/** Internal mailbox copied on every emission (spec §3, emailCC). */
export const EMISSION_EMAIL_CC = 'emisiones@seguros.uy';

/** Payment methods of the emission form (spec §3, §4). */
export const PAYMENT_METHODS = ['tarjeta', 'link', 'red_cobranza'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Installments offered for the collection network: 1 to 10 (spec §9). */
export const MAX_INSTALLMENTS = 10;
