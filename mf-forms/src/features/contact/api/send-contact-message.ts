import type { ContactBody } from 'contracts';
import { api } from 'shared-ui';

export type SendContactMessageInput = Pick<ContactBody, 'name' | 'email' | 'phoneNumber' | 'subject' | 'text' | 'plan'>;

export const CONTACT_SEND_ERROR = 'No pudimos enviar tu mensaje. Probá de nuevo.';

/** POST /email/send: the contact dialog's message for the team (anyone may send it). */
export function sendContactMessage(input: SendContactMessageInput): Promise<{ _id: string }> {
  return api.post<{ _id: string }>('/email/send', input, { fallbackMessage: CONTACT_SEND_ERROR });
}
