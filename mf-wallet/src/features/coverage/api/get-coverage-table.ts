import type { CoverageTable, CoverageTableBody } from 'contracts';
import { api, useApiQuery } from 'shared-ui';

export const TABLE_ERROR = 'No se pudo cargar la tabla de coberturas';

/** POST /coverage/table {company, plans, includeEmptyFeatures}: what each plan covers, feature by feature. */
export function getCoverageTable(body: CoverageTableBody, signal?: AbortSignal): Promise<CoverageTable> {
  return api.post<CoverageTable>('/coverage/table', body, { signal, fallbackMessage: TABLE_ERROR });
}

/** The table of these plans; nothing is asked until there are plans (null: idle). */
export function useCoverageTable(company: string, plans: string[] | null) {
  const key = plans && plans.length > 0 ? JSON.stringify([company, plans]) : null;
  return useApiQuery(key, (signal) => getCoverageTable({ company, plans, includeEmptyFeatures: false }, signal), {
    errorMessage: TABLE_ERROR,
  });
}
