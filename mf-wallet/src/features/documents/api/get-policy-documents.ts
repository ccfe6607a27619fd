import { api, useApiQuery } from 'shared-ui';

export const DOCUMENTS_ERROR = 'No se pudieron obtener los documentos';

/** One file the partner insurer keeps for a policy: 'poliza_SBI-12345678.pdf', '1234567.pdf' (invoice). */
export interface PolicyDocument {
  fileName: string;
  mime?: string;
}

/** GET /sbi/poliza/{numeroPoliza}/documents */
export function getPolicyDocuments(policyNumber: string, signal?: AbortSignal): Promise<PolicyDocument[]> {
  return api
    .get<PolicyDocument[] | null>(`/sbi/poliza/${encodeURIComponent(policyNumber)}/documents`, {
      signal,
      fallbackMessage: DOCUMENTS_ERROR,
    })
    .then((documents) => (Array.isArray(documents) ? documents.filter((d) => typeof d?.fileName === 'string') : []));
}

/** The documents of a policy, loaded as soon as there is a policy number (null: nothing to load, 'idle'). */
export function usePolicyDocuments(policyNumber: string | null) {
  return useApiQuery(policyNumber, (signal, number) => getPolicyDocuments(number, signal), {
    errorMessage: DOCUMENTS_ERROR,
  });
}
