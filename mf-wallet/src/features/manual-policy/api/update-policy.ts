import type { ManualPolicyBody, Policy } from 'contracts';
import { api } from 'shared-ui';

export interface UpdatePolicyInput {
  id: string;
  body: ManualPolicyBody;
}

/** PUT /policy/{id}: a policy the person loaded by hand, completed or changed. */
export function updatePolicy({ id, body }: UpdatePolicyInput, fallbackMessage: string): Promise<Policy> {
  return api.put<Policy>(`/policy/${encodeURIComponent(id)}`, body, { fallbackMessage });
}
