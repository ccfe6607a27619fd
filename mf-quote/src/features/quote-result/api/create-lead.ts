import { api } from 'shared-ui';
import type { LeadBody } from 'contracts';

export type CreateLeadInput = LeadBody;

export const LEAD_SUCCESS = '¡Nos pondremos en contacto a la brevedad!';
export const LEAD_ERROR = 'No pudimos registrar tu pedido. Probá de nuevo.';

/** POST /leads: 'Quiero que me llamen'. */
export function createLead(input: CreateLeadInput): Promise<{ _id: string }> {
  return api.post<{ _id: string }>('/leads', input, { fallbackMessage: LEAD_ERROR });
}
