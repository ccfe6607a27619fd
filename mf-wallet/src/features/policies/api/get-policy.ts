import { api, ApiError, useApiQuery, type Policy } from 'shared-ui';

export const POLICY_LOAD_ERROR = 'No pudimos cargar la póliza.';

/** GET /policy/{id}: one of the signed-in person's policies (404 when it is not theirs or does not exist). */
export function getPolicy(id: string, signal?: AbortSignal): Promise<Policy> {
  return api.get<Policy>(`/policy/${encodeURIComponent(id)}`, { signal, fallbackMessage: POLICY_LOAD_ERROR });
}

/** The policy, or null when there is none to show: not theirs, gone, or a malformed id (answered 400). */
async function findPolicy(id: string | undefined, signal: AbortSignal): Promise<Policy | null> {
  if (!id) return null;
  try {
    return await getPolicy(id, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The policy of the detail page (data null: not found), with a reload for other failures. */
export function usePolicy(id: string | undefined) {
  return useApiQuery(`policy:${id ?? ''}`, (signal) => findPolicy(id, signal), { errorMessage: POLICY_LOAD_ERROR });
}
