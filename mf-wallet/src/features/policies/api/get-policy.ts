import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, type Policy } from 'shared-ui';

export const POLICY_LOAD_ERROR = 'No pudimos cargar la póliza.';

/** GET /policy/{id}: one of the signed-in person's policies (404 when it is not theirs or does not exist). */
export function getPolicy(id: string, signal?: AbortSignal): Promise<Policy> {
  return api.get<Policy>(`/policy/${encodeURIComponent(id)}`, { signal, fallbackMessage: POLICY_LOAD_ERROR });
}

export type PolicyQuery =
  | { status: 'loading' }
  | { status: 'loaded'; policy: Policy }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** The policy of the detail page, with a retry for failures other than "not found". */
export function usePolicy(id: string | undefined): PolicyQuery & { retry: () => void } {
  const [query, setQuery] = useState<PolicyQuery>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) {
      setQuery({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setQuery({ status: 'loading' });
    getPolicy(id, controller.signal)
      .then((policy) => {
        if (!controller.signal.aborted) setQuery({ status: 'loaded', policy });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A malformed id is answered 400 by the API: for the person it is the same missing policy.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setQuery({ status: 'not-found' });
          return;
        }
        setQuery({ status: 'error', message: error instanceof Error ? error.message : POLICY_LOAD_ERROR });
      });
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...query, retry };
}
