import type { Policy } from 'contracts';
import { api, ApiError } from '../lib/api-client';
import { useApiQuery } from '../lib/use-api-query';

export interface GetPolicyInput {
  id: string;
  /** Spanish text when the server gives none (each screen words its own). */
  fallbackMessage: string;
}

/** GET /policy/{id}: one of the signed-in person's policies (404 when it is not theirs or does not exist). */
export function getPolicy(input: GetPolicyInput, signal?: AbortSignal): Promise<Policy> {
  return api.get<Policy>(`/policy/${encodeURIComponent(input.id)}`, {
    fallbackMessage: input.fallbackMessage,
    signal,
  });
}

/** The policy, or null when there is none to show: not theirs, gone, or a malformed id (answered 400). */
async function findPolicy(input: GetPolicyInput, signal: AbortSignal): Promise<Policy | null> {
  if (!input.id) return null;
  try {
    return await getPolicy(input, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** A policy screen's load (the wallet's detail, the emission form): data null means not found. */
export function usePolicy(id: string | undefined, fallbackMessage: string) {
  return useApiQuery(`policy:${id ?? ''}`, (signal) => findPolicy({ id: id ?? '', fallbackMessage }, signal), {
    errorMessage: fallbackMessage,
  });
}
