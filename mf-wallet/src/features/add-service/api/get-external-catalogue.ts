import type { ExternalCatalogue } from 'contracts';
import { api, useApiQuery } from 'shared-ui';

export const CATALOGUE_ERROR = 'Error cargando catálogo';

/** GET /categories/external: categories, insurers, plans by category and insurer, integrated insurers. */
export function getExternalCatalogue(signal?: AbortSignal): Promise<ExternalCatalogue> {
  return api.get<ExternalCatalogue>('/categories/external', { signal, fallbackMessage: CATALOGUE_ERROR });
}

export function useExternalCatalogue() {
  return useApiQuery('categories/external', (signal) => getExternalCatalogue(signal), {
    errorMessage: CATALOGUE_ERROR,
  });
}
