import type { ExternalPolicyDocument } from 'contracts';
import { api, useApiQuery } from 'shared-ui';
import { DOCUMENTS_ERROR } from './get-policy-documents';

/** GET /policy/{id}/documents: the PDFs a person attached to a policy they loaded by hand. */
export function getExternalDocuments(policyId: string, signal?: AbortSignal): Promise<ExternalPolicyDocument[]> {
  return api
    .get<ExternalPolicyDocument[] | null>(`/policy/${encodeURIComponent(policyId)}/documents`, {
      signal,
      fallbackMessage: DOCUMENTS_ERROR,
    })
    .then((documents) => (Array.isArray(documents) ? documents : []));
}

export function useExternalDocuments(policyId: string) {
  return useApiQuery(`external-documents:${policyId}`, (signal) => getExternalDocuments(policyId, signal), {
    errorMessage: DOCUMENTS_ERROR,
  });
}
