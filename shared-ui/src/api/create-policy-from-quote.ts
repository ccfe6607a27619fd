import type { Policy } from 'contracts';
import { api } from '../lib/api-client';

export const CREATE_POLICY_ERROR = 'Error al crear la póliza';

export interface CreatePolicyFromQuoteInput {
  quoteId: string;
}

/**
 * POST /user/policy-from-quote {quoteId}: idempotent on the server, so a retry or a double click never
 * makes a second policy. Called by mf-quote's Contratar and by the shell after a sign-in that a
 * purchase started.
 */
export function createPolicyFromQuote(input: CreatePolicyFromQuoteInput): Promise<Policy> {
  return api.post<Policy>(
    '/user/policy-from-quote',
    { quoteId: input.quoteId },
    { fallbackMessage: CREATE_POLICY_ERROR },
  );
}
