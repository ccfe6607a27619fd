import { browserStorage } from 'shared-ui';
import { isPaymentMethod, type PaymentMethod } from '@/config/emission';

/**
 * The emission result travels from the form to the result screen through session storage (spec §3):
 * written after POST /sbi/emision, read once by the result screen, then removed.
 */
export const EMISSION_RESULT_KEY = 'emissionResult';

/** The result screen's query parameter naming the policy (`/emission/result?policy=<id>`). */
export const RESULT_POLICY_PARAM = 'policy';

export interface SavedEmissionResult {
  paymentMethod: PaymentMethod;
  linkDePago: string | null;
  /** The policy the emission completes: the result screen watches its status. */
  policyId?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A policy id as the result screen's URL or storage may carry it: a UUID, else null. */
export function policyIdOrNull(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

export function saveEmissionResult(result: SavedEmissionResult): void {
  try {
    browserStorage('session')?.setItem(EMISSION_RESULT_KEY, JSON.stringify(result));
  } catch {
    // Storage full: the result screen then says there is nothing to show.
  }
}

/** The stored result, or null when there is none or it is not one we wrote. Does not remove it. */
export function readEmissionResult(): SavedEmissionResult | null {
  const raw = browserStorage('session')?.getItem(EMISSION_RESULT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedEmissionResult> | null;
    if (!value || !isPaymentMethod(value.paymentMethod)) return null;
    const link = typeof value.linkDePago === 'string' && isHttpUrl(value.linkDePago) ? value.linkDePago : null;
    const policyId = policyIdOrNull(value.policyId);
    return { paymentMethod: value.paymentMethod, linkDePago: link, ...(policyId ? { policyId } : {}) };
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
