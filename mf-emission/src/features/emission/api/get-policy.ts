import { useCallback, useEffect, useState } from 'react';
import type { Policy } from 'contracts';
import { ApiError, api } from 'shared-ui';

/** Invented: the spec only logs policy load errors; the page needs something to say. */
export const POLICY_LOAD_ERROR = 'No pudimos cargar la póliza. Probá de nuevo.';

export function getPolicy(id: string, signal?: AbortSignal): Promise<Policy> {
  return api.get<Policy>(`/policy/${encodeURIComponent(id)}`, { fallbackMessage: POLICY_LOAD_ERROR, signal });
}

export type PolicyQuery =
  | { status: 'loading' }
  | { status: 'loaded'; policy: Policy }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** The policy being completed. A malformed id (400) or someone else's policy (404) read as not found. */
export function usePolicy(id: string | undefined): PolicyQuery & { reload: () => void } {
  const [state, setState] = useState<PolicyQuery>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPolicy(id, controller.signal)
      .then((policy) => setState({ status: 'loaded', policy }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setState({ status: 'not-found' });
        } else {
          setState({ status: 'error', message: error instanceof ApiError ? error.message : POLICY_LOAD_ERROR });
        }
      });
    return () => controller.abort();
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
