import type { CoveragePlans } from 'contracts';
import { api, useApiQuery } from 'shared-ui';

export const PLANS_ERROR = 'No se pudieron cargar los planes';

/** GET /coverage/{company}/plans: the insurer's car plans that have a comparison. */
export function getCoveragePlans(company: string, signal?: AbortSignal): Promise<CoveragePlans> {
  return api.get<CoveragePlans>(`/coverage/${encodeURIComponent(company)}/plans`, {
    signal,
    fallbackMessage: PLANS_ERROR,
  });
}

export function useCoveragePlans(company: string | null) {
  return useApiQuery(company, (signal, key) => getCoveragePlans(key, signal), { errorMessage: PLANS_ERROR });
}
