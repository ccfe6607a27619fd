import type { Policy } from 'contracts';
import { CLAIM_REQUIRED_MESSAGE } from 'contracts/runtime';
import * as yup from 'yup';
import { splitName } from './split-name';

/** Spec §8: the text the api answers too. */
export const CLAIM_REQUIRED = CLAIM_REQUIRED_MESSAGE;
export const CLAIM_SUCCESS = '¡Tu reclamo fue enviado! Te contactaremos a la brevedad.';
export const CLAIM_FAILURE = 'Ocurrió un error al enviar el reclamo. Probá nuevamente.';

export interface ClaimValues {
  nombre: string;
  apellido: string;
  email: string;
  celular: string;
  /** The chosen policy of the wallet (its id), OTHER_POLICY to type a number, '' for none. */
  poliza: string;
  numeroPoliza: string;
  mensaje: string;
  attachments: File[];
}

/** 'Otra póliza': a policy the wallet does not hold, typed as free text in 'Número de póliza'. */
export const OTHER_POLICY = 'otra';

/** The person's policies a claim can be about: with a number, bought through the product and paid (spec §4). */
export function claimablePolicies(policies: readonly Policy[]): Policy[] {
  return policies.filter(
    (policy) => !!policy.numeroPoliza?.trim() && !policy.externo && policy.status?.trim().toLowerCase() !== 'pendiente',
  );
}

const CATEGORY_TITLES: Record<string, string> = {
  home: 'Seguro de Hogar',
  bike: 'Seguro de Bicicleta',
  car: 'Seguro de Auto',
};

/** 'Seguro de Bicicleta · N.º SBI-123': what the person recognises in the list of policies. */
export function policyOptionLabel(policy: Policy): string {
  const title = CATEGORY_TITLES[policy.category?.trim().toLowerCase() ?? ''] ?? policy.name?.trim() ?? 'Póliza';
  return `${title} · N.º ${policy.numeroPoliza?.trim() ?? ''}`;
}

const REQUIRED_FIELDS = ['nombre', 'apellido', 'email', 'celular'] as const;

export const claimSchema = yup.object({
  nombre: yup.string().trim().required('Completá tu nombre.').max(100, 'Usá hasta 100 caracteres.'),
  apellido: yup.string().trim().required('Completá tu apellido.').max(100, 'Usá hasta 100 caracteres.'),
  email: yup.string().trim().required('Completá tu email.').email('Ingresá un email válido.'),
  celular: yup.string().trim().required('Completá tu celular.').max(40, 'Usá hasta 40 caracteres.'),
  numeroPoliza: yup.string().trim().max(60, 'Usá hasta 60 caracteres.'),
  mensaje: yup.string().max(5000, 'Usá hasta 5000 caracteres.'),
});

/** True when one of Nombre, Apellido, Email and Celular is empty (the form then says CLAIM_REQUIRED). */
export function missesRequired(values: ClaimValues): boolean {
  return REQUIRED_FIELDS.some((field) => !values[field].trim());
}

/** The empty form, with the signed-in person's name (last word: last name) and e-mail, and the policy. */
export function initialClaim(
  user: { name: string; email: string | null } | null,
  policyNumber: string | null | undefined,
  policies: readonly Policy[] = [],
): ClaimValues {
  const { nombre, apellido } = splitName(user?.name);
  const number = policyNumber?.trim() ?? '';
  const known = number ? policies.find((policy) => policy.numeroPoliza?.trim() === number) : undefined;
  return {
    nombre,
    apellido,
    email: user?.email ?? '',
    celular: '',
    poliza: known ? known._id : number ? OTHER_POLICY : '',
    numeroPoliza: number,
    mensaje: '',
    attachments: [],
  };
}

/**
 * The multipart body of POST /claims: the text fields (trimmed; the optional ones only when filled), the
 * chosen policy of the wallet (its number and id) or the typed number (with the id of the policy the form
 * was opened from while the number is still that one), and each attachment as a part.
 */
export function claimFormData(
  values: ClaimValues,
  policy: { id?: string | null | undefined; number?: string | null | undefined } = {},
  policies: readonly Policy[] = [],
): FormData {
  const body = new FormData();
  for (const field of REQUIRED_FIELDS) {
    const value = values[field].trim();
    if (value) body.append(field, value);
  }
  const chosen = policies.find((p) => p._id === values.poliza);
  if (chosen) {
    body.append('numeroPoliza', chosen.numeroPoliza?.trim() ?? '');
    body.append('policyId', chosen._id);
  } else if (values.poliza === OTHER_POLICY || policies.length === 0) {
    const numero = values.numeroPoliza.trim();
    if (numero) body.append('numeroPoliza', numero);
    if (policy.id && (numero === '' || numero === (policy.number ?? '').trim())) body.append('policyId', policy.id);
  }
  if (values.mensaje.trim()) body.append('mensaje', values.mensaje.trim());
  for (const file of values.attachments) body.append('attachments', file, file.name);
  return body;
}

/** The form fields a 400's `meta.field` may name. */
export const CLAIM_WIRE_TO_FORM: Record<string, keyof ClaimValues> = {
  nombre: 'nombre',
  apellido: 'apellido',
  email: 'email',
  celular: 'celular',
  numeroPoliza: 'numeroPoliza',
  policyId: 'poliza',
  mensaje: 'mensaje',
  attachments: 'attachments',
};
