import * as yup from 'yup';
import type { SendContactMessageInput } from '../api/send-contact-message';

export const CONTACT_SUCCESS = '¡Nos pondremos en contacto a la brevedad!';
/** Spec §4: the dialog's error notice goes away after 3 seconds. */
export const CONTACT_ERROR_MS = 3000;
export const CONTACT_REQUIRED = 'Completá tu nombre, celular y email.';

/** Subjects of spec §3: from the account area the message says it came from the app. */
export const CONTACT_SUBJECT = 'Contacto';
export const APP_CONTACT_SUBJECT = 'Consulta desde la app';

export interface ContactValues {
  name: string;
  phoneNumber: string;
  email: string;
  text: string;
}

export const contactSchema = yup.object({
  name: yup.string().trim().required('Completá tu nombre.'),
  phoneNumber: yup.string().trim().required('Completá tu teléfono.'),
  email: yup.string().trim().required('Completá tu email.').email('Ingresá un email válido.'),
  text: yup.string(),
});

export function emptyContact(
  prefill: { name?: string | null | undefined; email?: string | null | undefined } = {},
): ContactValues {
  return { name: prefill.name ?? '', phoneNumber: '', email: prefill.email ?? '', text: '' };
}

/** A message about a plan (plan card, quote result): its subject replaces the dialog's, and the plan goes along. */
export interface ContactAbout {
  plan: string;
  subject: string;
}

export function contactPayload(
  values: ContactValues,
  fromApp: boolean,
  about: ContactAbout | null = null,
): SendContactMessageInput {
  const text = values.text.trim();
  return {
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim(),
    email: values.email.trim(),
    subject: about ? about.subject : fromApp ? APP_CONTACT_SUBJECT : CONTACT_SUBJECT,
    text: text || null,
    ...(about ? { plan: about.plan } : {}),
  };
}
