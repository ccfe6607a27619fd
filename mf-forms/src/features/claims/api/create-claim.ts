import type { Claim } from 'contracts';
import { api } from 'shared-ui';
import { CLAIM_FAILURE } from '../lib/claim-form';

/** POST /claims (multipart/form-data, built by claimFormData). Needs a session: the claim is the person's. */
export function createClaim(body: FormData): Promise<Claim> {
  return api.post<Claim>('/claims', body, { fallbackMessage: CLAIM_FAILURE });
}
