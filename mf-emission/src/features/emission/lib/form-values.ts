import type { Policy, Profile } from 'contracts';
import type { PaymentMethod } from '@/config/emission';

/** Spec §3, emission form state. */
export interface EmissionFormValues {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD (date input) */
  birthDate: string;
  phone: string;
  email: string;
  company: string;
  documentType: 'CI' | 'RUT';
  documentNumber: string;
  address: string;
  doorNumber: string;
  apartment: string;
  city: string;
  region: string;
  zipCode: string;
  country: string;
  /** YYYY-MM-DD (date input) */
  startDate: string;
  brand: string;
  model: string;
  serialNumber: string;
  /** The bike invoice (PDF or image), read as base64 when sending. */
  file: File | null;
  paymentMethod: PaymentMethod | '';
  /** Select value, '1' to '10'. */
  installments: string;
}

/** The form's fields in the order they appear (the first one with an error gets the focus). */
export const FORM_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'phone',
  'email',
  'company',
  'documentType',
  'documentNumber',
  'address',
  'doorNumber',
  'apartment',
  'city',
  'region',
  'zipCode',
  'country',
  'startDate',
  'brand',
  'model',
  'serialNumber',
  'file',
  'paymentMethod',
  'installments',
] as const satisfies ReadonlyArray<keyof EmissionFormValues>;

export type PolicyKind = 'bike' | 'home';

/** Bike policies carry the bike's data and invoice; every other policy is emitted as a home. */
export function policyKind(policy: Pick<Policy, 'category'>): PolicyKind {
  return policy.category === 'bike' ? 'bike' : 'home';
}

/** Local calendar day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'Ana María Pérez' → { firstName: 'Ana María', lastName: 'Pérez' }: the last word is the last name. */
export function splitName(fullName: string | null | undefined): { firstName: string; lastName: string } {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) return { firstName: words[0]!, lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

interface Prefill {
  user: { name: string; email: string | null } | null;
  policy: Pick<Policy, 'titular'>;
  /** What the person keeps in 'Mi Perfil' (phone and document), or null. */
  profile?: Pick<Profile, 'phone' | 'documentType' | 'documentNumber'> | null;
  today?: Date;
}

/**
 * The form's starting values: the signed-in user's name and e-mail (the policy's holder as a fallback) and
 * the phone and document kept in 'Mi Perfil'.
 */
export function initialEmissionValues({
  user,
  policy,
  profile = null,
  today = new Date(),
}: Prefill): EmissionFormValues {
  // A nickname that is an e-mail address is not a name.
  const userName = user?.name && !user.name.includes('@') ? user.name : '';
  const { firstName, lastName } = splitName(userName || policy.titular);
  return {
    firstName,
    lastName,
    birthDate: '',
    phone: profile?.phone ?? '',
    email: user?.email ?? '',
    company: '',
    documentType: profile?.documentNumber && profile.documentType ? profile.documentType : 'CI',
    documentNumber: profile?.documentType ? (profile.documentNumber ?? '') : '',
    address: '',
    doorNumber: '',
    apartment: '',
    city: '',
    region: '',
    zipCode: '',
    country: 'Uruguay',
    startDate: isoDay(today),
    brand: '',
    model: '',
    serialNumber: '',
    file: null,
    paymentMethod: '',
    installments: '1',
  };
}
