import { browserStorage } from 'shared-ui';
import { isPaymentMethod, type PaymentMethod } from '@/config/emission';

/**
 * The emission result travels from the form to the result screen through session storage (spec §3):
 * written after POST /sbi/emision, read once by the result screen, then removed.
 */
export const EMISSION_RESULT_KEY = 'emissionResult';

export interface EmissionResult {
  paymentMethod: PaymentMethod;
  linkDePago: string | null;
}

export function saveEmissionResult(result: EmissionResult): void {
  try {
    browserStorage('session')?.setItem(EMISSION_RESULT_KEY, JSON.stringify(result));
  } catch {
    // Storage full: the result screen then says there is nothing to show.
  }
}

/** The stored result, or null when there is none or it is not one we wrote. Does not remove it. */
export function readEmissionResult(): EmissionResult | null {
  const raw = browserStorage('session')?.getItem(EMISSION_RESULT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<EmissionResult> | null;
    if (!value || !isPaymentMethod(value.paymentMethod)) return null;
    const link = typeof value.linkDePago === 'string' && isHttpUrl(value.linkDePago) ? value.linkDePago : null;
    return { paymentMethod: value.paymentMethod, linkDePago: link };
  } catch {
    return null;
  }
}

export function clearEmissionResult(): void {
  browserStorage('session')?.removeItem(EMISSION_RESULT_KEY);
}

// The link ends up in an href: only http(s), never javascript: or data:.
function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
