import type { PolicyDocumentInfo, PolicyFile } from 'contracts';
import { api, useApiQuery } from 'shared-ui';
import { base64UrlEncode } from '@/lib/base64';

/** Spec §8. */
export const DOCUMENTS_ERROR = 'No se pudieron obtener los documentos';
export const FILE_ERROR = 'Error al obtener archivo';

/** GET /sbi/poliza/{number}/documents: the certificate and the invoice of an issued policy. */
export function getPolicyDocuments(policyNumber: string, signal?: AbortSignal): Promise<PolicyDocumentInfo[]> {
  return api.get<PolicyDocumentInfo[]>(`/sbi/poliza/${encodeURIComponent(policyNumber)}/documents`, {
    signal,
    fallbackMessage: DOCUMENTS_ERROR,
  });
}

/** Nothing is asked until the policy has its number (null: idle). */
export function usePolicyDocuments(policyNumber: string | null) {
  return useApiQuery(policyNumber, (signal, number) => getPolicyDocuments(number, signal), {
    errorMessage: DOCUMENTS_ERROR,
  });
}

/** GET /sbi/poliza/file/{number}/name/{base64url of the name without .pdf}. */
export function getPolicyFile(policyNumber: string, fileName: string): Promise<PolicyFile> {
  const name = base64UrlEncode(fileName.replace(/\.pdf$/i, ''));
  return api.get<PolicyFile>(`/sbi/poliza/file/${encodeURIComponent(policyNumber)}/name/${name}`, {
    fallbackMessage: FILE_ERROR,
  });
}
