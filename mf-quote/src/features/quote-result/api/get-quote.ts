import { api } from 'shared-ui';
import type { Quote } from 'contracts';

export const QUOTE_LOAD_ERROR = 'No se pudo cargar la cotización.';

/** GET /quote/{id}: public for a quote nobody claimed yet. */
export function getQuote(id: string, signal?: AbortSignal): Promise<Quote> {
  return api.get<Quote>(`/quote/${encodeURIComponent(id)}`, { fallbackMessage: QUOTE_LOAD_ERROR, signal });
}
