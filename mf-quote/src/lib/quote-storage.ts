// The quote just created travels to the result page through localStorage (spec §3): key `quoteId`, and
// `quoteCreatedAt` with its creation time.
import { browserStorage } from 'shared-ui';

export const QUOTE_ID_KEY = 'quoteId';
export const QUOTE_CREATED_AT_KEY = 'quoteCreatedAt';

export function storeQuote(quote: { _id: string; createdAt?: string | null }): void {
  const s = browserStorage();
  s?.setItem(QUOTE_ID_KEY, quote._id);
  s?.setItem(QUOTE_CREATED_AT_KEY, quote.createdAt || new Date().toISOString());
}

export function readStoredQuoteId(): string | null {
  return browserStorage()?.getItem(QUOTE_ID_KEY) || null;
}

/** Forgets the stored quote once shown, unless another quote replaced it meanwhile (another tab). */
export function clearStoredQuoteId(id: string): void {
  const s = browserStorage();
  if (s?.getItem(QUOTE_ID_KEY) === id) s.removeItem(QUOTE_ID_KEY);
}
