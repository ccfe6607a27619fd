import type { Policy } from 'contracts';
import { ApiError, api, useApiQuery } from 'shared-ui';

/** Invented: the spec only logs policy load errors; the page needs something to say. */
export const POLICY_LOAD_ERROR = 'No pudimos cargar la póliza. Probá de nuevo.';

export function getPolicy(id: string, signal?: AbortSignal): Promise<Policy> {
  return api.get<Policy>(`/policy/${encodeURIComponent(id)}`, { fallbackMessage: POLICY_LOAD_ERROR, signal });
}

/** The policy, or null when there is none to show: a malformed id (400) or someone else's policy (404). */
async function findPolicy(id: string | undefined, signal: AbortSignal): Promise<Policy | null> {
  if (!id) return null;
  try {
    return await getPolicy(id, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The policy being completed (data null: not found), with a reload for other failures. */
export function usePolicy(id: string | undefined) {
  return useApiQuery(`policy:${id ?? ''}`, (signal) => findPolicy(id, signal), { errorMessage: POLICY_LOAD_ERROR });
}
