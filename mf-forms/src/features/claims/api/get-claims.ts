import type { Claim } from 'contracts';
import { api, useApiQuery, useAuthStore, type ApiQuery } from 'shared-ui';

export const CLAIMS_LOAD_ERROR = 'No pudimos cargar tus reclamos.';

export interface GetClaimsInput {
  /** Only the claims on this policy (the policy detail). */
  policyId?: string | null;
}

/** GET /claims[?policyId=]: the signed-in person's claims, newest first. */
export function getClaims({ policyId }: GetClaimsInput, signal?: AbortSignal): Promise<Claim[]> {
  return api.get<Claim[]>('/claims', { query: { policyId }, signal, fallbackMessage: CLAIMS_LOAD_ERROR });
}

/** The claims list, loaded once there is a session (and again on `reload()`, e.g. after sending one). */
export function useClaims(input: GetClaimsInput = {}): ApiQuery<Claim[]> {
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const key = signedIn ? `claims:${input.policyId ?? '*'}` : null;
  return useApiQuery(key, (signal) => getClaims(input, signal), { errorMessage: CLAIMS_LOAD_ERROR });
}
