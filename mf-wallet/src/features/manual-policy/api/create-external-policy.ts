import type { ManualPolicyBody, Policy } from 'contracts';
import { api } from 'shared-ui';

/** POST /policy/external: a policy bought elsewhere, added to the person's wallet. */
export function createExternalPolicy(body: ManualPolicyBody, fallbackMessage: string): Promise<Policy> {
  return api.post<Policy>('/policy/external', body, { fallbackMessage });
}
