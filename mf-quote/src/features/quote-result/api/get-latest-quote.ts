import { api } from 'shared-ui';
import type { Quote } from 'contracts';
import { QUOTE_LOAD_ERROR } from './get-quote';

export interface GetLatestQuoteInput {
  /** Only a quote created after this instant (ISO). */
  createdAfter?: string;
}

/** GET /quote/latest: the signed-in person's newest quote; 404 when there is none. */
export function getLatestQuote(input: GetLatestQuoteInput = {}, signal?: AbortSignal): Promise<Quote> {
  return api.get<Quote>('/quote/latest', {
    query: { createdAfter: input.createdAfter },
    fallbackMessage: QUOTE_LOAD_ERROR,
    signal,
  });
}
