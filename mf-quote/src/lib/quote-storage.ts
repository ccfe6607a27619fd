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

/** How much earlier than the stored creation time a quote still counts: the stored time may be the browser's clock. */
const CREATED_AT_SLACK_MS = 60_000;

/**
 * The instant after which a quote counts as this browser's recent one (spec §3 `quoteCreatedAt`, sent as
 * `createdAfter`): the last quote created here, with a minute of slack. Null when nothing was quoted here.
 */
export function recentQuoteSince(): string | null {
  const stored = browserStorage()?.getItem(QUOTE_CREATED_AT_KEY);
  const time = stored ? Date.parse(stored) : NaN;
  return Number.isNaN(time) ? null : new Date(time - CREATED_AT_SLACK_MS).toISOString();
}
