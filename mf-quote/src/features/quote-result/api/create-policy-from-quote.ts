import { api, type Policy } from 'shared-ui';

export const CREATE_POLICY_ERROR = 'Error al crear la póliza';

export interface CreatePolicyFromQuoteInput {
  quoteId: string;
}

/** POST /user/policy-from-quote {quoteId}: idempotent, so a retry never makes a second policy. */
export function createPolicyFromQuote(input: CreatePolicyFromQuoteInput): Promise<Policy> {
  return api.post<Policy>(
    '/user/policy-from-quote',
    { quoteId: input.quoteId },
    { fallbackMessage: CREATE_POLICY_ERROR },
  );
}
