import { useEffect, useState } from 'react';
import { useAuthStore } from 'shared-ui';
import type { Quote } from 'contracts';
import { errorMessage, isAbort, isNotFound } from '@/lib/error-message';
import { clearStoredQuoteId, readStoredQuoteId } from '@/lib/quote-storage';
import { getLatestQuote } from '../api/get-latest-quote';
import { getQuote, QUOTE_LOAD_ERROR } from '../api/get-quote';

export type QuoteToShow =
  | { status: 'loading' }
  | { status: 'loaded'; quote: Quote }
  /** Nothing to show: signed out with no stored quote, or no quote at all. */
  | { status: 'empty' }
  | { status: 'error'; message: string };

/**
 * Spec §4 (quote page load): a stored quote id is loaded and then removed from storage; otherwise the
 * signed-in person's latest quote. Signed out with nothing stored there is nothing to load.
 */
export function useQuoteToShow(): { state: QuoteToShow; retry: () => void } {
  const authStatus = useAuthStore((s) => s.status);
  // Read once: the id leaves storage as soon as its quote is shown.
  const [storedId, setStoredId] = useState(readStoredQuoteId);
  const [state, setState] = useState<QuoteToShow>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A stored quote does not depend on the session; the latest one waits for the session check.
  const source = storedId ? `id:${storedId}` : `latest:${authStatus}`;

  useEffect(() => {
    if (!storedId && authStatus === 'checking') {
      setState({ status: 'loading' });
      return;
    }
    if (!storedId && authStatus !== 'authenticated') {
      setState({ status: 'empty' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const request = storedId ? getQuote(storedId, controller.signal) : getLatestQuote({}, controller.signal);
    request
      .then((quote) => {
        if (controller.signal.aborted) return;
        if (storedId) clearStoredQuoteId(storedId);
        setState({ status: 'loaded', quote });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        if (isNotFound(error)) {
          if (storedId) {
            // Gone or not ours: forget it and fall back to the latest quote.
            clearStoredQuoteId(storedId);
            setStoredId(null);
          } else {
            setState({ status: 'empty' });
          }
          return;
        }
        console.error('[mf-quote] No se pudo cargar la cotización', error);
        setState({ status: 'error', message: errorMessage(error, QUOTE_LOAD_ERROR) });
      });
    return () => controller.abort();
    // `source` stands for storedId + authStatus as far as this effect cares: a session change does not
    // reload a stored quote.
  }, [source, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
