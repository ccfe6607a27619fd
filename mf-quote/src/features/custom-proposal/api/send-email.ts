import { api } from 'shared-ui';

export interface SendEmailInput {
  name: string;
  email: string;
  phoneNumber: string;
  text: string;
  subject: string;
  plan?: string;
}

/** POST /email/send: the public contact payload (spec, second document). */
export function sendEmail(input: SendEmailInput): Promise<unknown> {
  return api.post<unknown>('/email/send', input, { fallbackMessage: 'Ocurrió un error al enviar la solicitud.' });
}
