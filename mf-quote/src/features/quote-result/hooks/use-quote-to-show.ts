import { useState } from 'react';
import { useApiQuery, useAuthStore } from 'shared-ui';
import type { Quote } from 'contracts';
import { isNotFound } from '@/lib/error-message';
import { clearStoredQuoteId, readStoredQuoteId, recentQuoteSince } from '@/lib/quote-storage';
import { getLatestQuote } from '../api/get-latest-quote';
import { getQuote, QUOTE_LOAD_ERROR } from '../api/get-quote';
import { isSupportedCategory } from '../components/quote-result';

export type QuoteToShow =
  | { status: 'loading' }
  | { status: 'loaded'; quote: Quote }
  /** Nothing to show: signed out with no stored quote, or no quote at all. */
  | { status: 'empty' }
  | { status: 'error'; message: string };

/**
 * Spec §4 (quote page load): a stored quote id is loaded and then removed from storage; otherwise the
 * signed-in person's latest quote created after the last quote made in this browser (spec §3
 * `quoteCreatedAt`, §7 `createdAfter`). Only a quote of the page's category is shown: the stored one of
 * another category stays for its own page, and an older quote or one of another category is not shown.
 * Signed out with nothing stored, or with nothing quoted in this browser, there is nothing to load.
 */
/** A quote of the other category has its own compare page (one of no known category shows 'no soportado' here). */
function belongsElsewhere(quote: Quote, category: 'bike' | 'home'): boolean {
  return quote.category !== category && isSupportedCategory(String(quote.category));
}

export function useQuoteToShow(category: 'bike' | 'home'): { state: QuoteToShow; reload: () => void } {
  const authStatus = useAuthStore((s) => s.status);
  // Read once: the id leaves storage as soon as its quote is shown.
  const [storedId, setStoredId] = useState(readStoredQuoteId);
  // A stored quote does not depend on the session; the latest one waits for the session check.
  const key = storedId ? `id:${storedId}:${category}` : authStatus === 'authenticated' ? `latest:${category}` : null;

  const query = useApiQuery(
    key,
    async (signal): Promise<Quote | null> => {
      try {
        if (!storedId) {
          const createdAfter = recentQuoteSince();
          if (!createdAfter) return null;
          const latest = await getLatestQuote({ createdAfter }, signal);
          return belongsElsewhere(latest, category) ? null : latest;
        }
        const quote = await getQuote(storedId, signal);
        if (belongsElsewhere(quote, category)) {
          // Another category's quote: left stored for its own page; this page looks for its own.
          setStoredId(null);
          return null;
        }
        clearStoredQuoteId(storedId);
        return quote;
      } catch (error) {
        if (signal.aborted) throw error;
        if (!isNotFound(error)) {
          console.error('[mf-quote] No se pudo cargar la cotización', error);
          throw error;
        }
        if (storedId) {
          // Gone or not ours: forget it and fall back to the latest quote.
          clearStoredQuoteId(storedId);
          setStoredId(null);
        }
        return null;
      }
    },
    { errorMessage: QUOTE_LOAD_ERROR },
  );

  let state: QuoteToShow;
  if (query.status === 'idle') state = { status: authStatus === 'checking' ? 'loading' : 'empty' };
  else if (query.status === 'error') state = { status: 'error', message: query.error };
  else if (query.status === 'success')
    state = query.data ? { status: 'loaded', quote: query.data } : { status: 'empty' };
  else state = { status: 'loading' };
  return { state, reload: query.reload };
}
