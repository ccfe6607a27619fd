// The quote just created travels to the result page through localStorage (spec §3): key `quoteId`, and
// `quoteCreatedAt` with its creation time.

export const QUOTE_ID_KEY = 'quoteId';
export const QUOTE_CREATED_AT_KEY = 'quoteCreatedAt';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function storeQuote(quote: { _id: string; createdAt?: string | null }): void {
  const s = storage();
  s?.setItem(QUOTE_ID_KEY, quote._id);
  s?.setItem(QUOTE_CREATED_AT_KEY, quote.createdAt || new Date().toISOString());
}

export function readStoredQuoteId(): string | null {
  return storage()?.getItem(QUOTE_ID_KEY) || null;
}

/** Forgets the stored quote once shown, unless another quote replaced it meanwhile (another tab). */
export function clearStoredQuoteId(id: string): void {
  const s = storage();
  if (s?.getItem(QUOTE_ID_KEY) === id) s.removeItem(QUOTE_ID_KEY);
}
