import { useCallback, useEffect, useState } from 'react';
import { api } from 'shared-ui';

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

export type DocumentsQuery =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; documents: PolicyDocument[] }
  | { status: 'error'; message: string };

/** Loads the documents as soon as there is a policy number (null: nothing to load). */
export function usePolicyDocuments(policyNumber: string | null): DocumentsQuery & { retry: () => void } {
  const [query, setQuery] = useState<DocumentsQuery>({ status: policyNumber ? 'loading' : 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!policyNumber) {
      setQuery({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setQuery({ status: 'loading' });
    getPolicyDocuments(policyNumber, controller.signal)
      .then((documents) => {
        if (!controller.signal.aborted) setQuery({ status: 'loaded', documents });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setQuery({
          status: 'error',
          message: error instanceof Error && error.message ? error.message : DOCUMENTS_ERROR,
        });
      });
    return () => controller.abort();
  }, [policyNumber, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...query, retry };
}
