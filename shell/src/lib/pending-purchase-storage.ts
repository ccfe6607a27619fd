// A quote bought while signed out survives the sign-in redirect in localStorage (spec: "Pending purchase
// after sign-in: quoteId, with a pending flag stored locally"). Written by the redirect callback,
// consumed once by the session start.
import { browserStorage } from 'shared-ui';

export const PENDING_QUOTE_ID_KEY = 'pendingQuoteId';
export const PENDING_PURCHASE_KEY = 'pendingPurchase';

export function storePendingPurchase(quoteId: string): void {
  const s = browserStorage();
  s?.setItem(PENDING_QUOTE_ID_KEY, quoteId);
  s?.setItem(PENDING_PURCHASE_KEY, 'true');
}

/** The stored quote id when the pending flag is set too, else null. */
export function readPendingPurchase(): string | null {
  const s = browserStorage();
  const quoteId = s?.getItem(PENDING_QUOTE_ID_KEY);
  return s?.getItem(PENDING_PURCHASE_KEY) === 'true' && quoteId ? quoteId : null;
}

export function clearPendingPurchase(): void {
  const s = browserStorage();
  s?.removeItem(PENDING_QUOTE_ID_KEY);
  s?.removeItem(PENDING_PURCHASE_KEY);
}

/** Reads and clears in one step, so the purchase can only be started once. */
export function takePendingPurchase(): string | null {
  const quoteId = readPendingPurchase();
  if (quoteId) clearPendingPurchase();
  return quoteId;
}
