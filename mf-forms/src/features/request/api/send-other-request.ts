import type { ContactBody } from 'contracts';
import { api } from 'shared-ui';
import { REQUEST_FAILURE } from '../lib/request-values';

/**
 * POST /email/send: a request for an insurance outside the form's five types (Dental, Viajes, Otros), sent
 * to the team like the contact dialog's message with the subject 'Solicitud · {product}'.
 */
export function sendOtherRequest(body: ContactBody): Promise<{ _id: string }> {
  return api.post<{ _id: string }>('/email/send', body, { fallbackMessage: REQUEST_FAILURE });
}
