import type { PartnerPrefill } from 'contracts';
import { api, ApiError } from 'shared-ui';

export const PARTNER_LOOKUP_ERROR = 'No pudimos consultar la póliza en la aseguradora. Probá de nuevo más tarde.';

export interface GetPartnerPolicyInput {
  policyNumber: string;
}

/** GET /sbi/poliza/{number}: what the partner insurer knows of one of the person's policies (the prefill). */
export function getPartnerPolicy(
  { policyNumber }: GetPartnerPolicyInput,
  signal?: AbortSignal,
): Promise<PartnerPrefill> {
  return api.get<PartnerPrefill>(`/sbi/poliza/${encodeURIComponent(policyNumber)}`, {
    signal,
    fallbackMessage: PARTNER_LOOKUP_ERROR,
  });
}

export type PartnerLookup = { found: true; prefill: PartnerPrefill } | { found: false };

/**
 * The lookup of the add-service wizard: a number the partner does not know (or that is not the person's,
 * which the api answers alike) is `found: false`, the spec's prefillError not_found. A malformed number
 * (400) is not found either. Any other failure rejects with its Spanish message.
 */
export async function lookupPartnerPolicy(input: GetPartnerPolicyInput, signal?: AbortSignal): Promise<PartnerLookup> {
  try {
    return { found: true, prefill: await getPartnerPolicy(input, signal) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { found: false };
    throw error;
  }
}
