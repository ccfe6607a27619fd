import type { ContactBody } from 'contracts';
import { api } from 'shared-ui';
import { INSURANCE_REQUEST_FAILURE } from '../lib/insurance-request-values';

/**
 * POST /email/send: a request for an insurance outside the form's five types (Dental, Viajes, Otros), sent
 * to the team like the contact dialog's message with the subject 'Solicitud · {product}'.
 */
export function sendUnlistedInsuranceRequest(body: ContactBody): Promise<{ _id: string }> {
  return api.post<{ _id: string }>('/email/send', body, { fallbackMessage: INSURANCE_REQUEST_FAILURE });
}
