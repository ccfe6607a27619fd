import { Type, type Static } from '@sinclair/typebox';
import { Envelope, Nullable, StringEnum, Text } from './common';

/*
 * 'Mi Perfil' (/profile): GET and PUT /user/profile. Name and e-mail come from the sign-in (read only); the
 * phone and the document are what the person chooses to keep, to prefill the emission form. Only the
 * caller's own profile exists for them.
 */

export const DOCUMENT_TYPES = ['CI', 'RUT'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const Profile = Type.Object(
  {
    name: Nullable(Type.String()),
    email: Nullable(Type.String()),
    /** National digits: a mobile `09XXXXXXX` or a landline `2XXXXXXX` / `4XXXXXXX`. */
    phone: Nullable(Type.String()),
    documentType: Nullable(StringEnum([...DOCUMENT_TYPES])),
    /** Digits only: a CI of 7 or 8 digits (check digit last), a RUT of 12. */
    documentNumber: Nullable(Type.String()),
  },
  { title: 'Profile' },
);
export type Profile = Static<typeof Profile>;

export const ProfileResponse = Envelope(Profile);
export type ProfileResponse = Static<typeof ProfileResponse>;

/**
 * PUT /user/profile: replaces the phone and the document (absent, null or empty clears them). The api
 * checks them with `normalizeUyPhone` and `normalizeDocumentNumber` (400 naming the field otherwise) and
 * stores the normalised digits; documentType and documentNumber go together. Since a field left out is
 * cleared, an unknown field is refused, not stripped (`Type.Never()`: the api's validator strips what
 * `additionalProperties: false` forbids, and a stripped `{"campoExtra": …}` became `{}`, which cleared the
 * kept profile). `name` and `email` come from the sign-in: accepted, as the profile's GET answers them, and
 * ignored.
 */
export const ProfileBody = Type.Object(
  {
    phone: Type.Optional(Nullable(Text(30))),
    documentType: Type.Optional(Nullable(StringEnum([...DOCUMENT_TYPES]))),
    documentNumber: Type.Optional(Nullable(Text(30))),
    name: Type.Optional(Nullable(Text(200))),
    email: Type.Optional(Nullable(Text(320))),
  },
  { title: 'ProfileForm', additionalProperties: Type.Never() },
);
export type ProfileBody = Static<typeof ProfileBody>;

export const profileMessages = {
  phone:
    'Revisá el celular o teléfono: tiene que ser un celular uruguayo (09X XXX XXX) o un fijo de 8 dígitos (2XXX XXXX o 4XXX XXXX).',
  ciLength: 'Revisá el número de documento: la cédula tiene 7 u 8 dígitos, con el dígito verificador (1.234.567-2).',
  ciCheckDigit: 'Revisá el número de documento: el dígito verificador de la cédula no coincide.',
  rutLength: 'Revisá el número de documento: el RUT tiene 12 dígitos.',
  rutCheckDigit: 'Revisá el número de documento: el dígito verificador del RUT no coincide.',
  documentTypeMissing: 'Elegí el tipo de documento (CI o RUT).',
  documentNumberMissing: 'Completá el número de documento.',
} as const;

export type Normalized = { ok: true; value: string } | { ok: false; message: string };

/**
 * A Uruguayan phone as national digits: `09X XXX XXX` (mobile) or `2XXX XXXX` / `4XXX XXXX` (landline),
 * also written with +598 or 00598 (then without the mobile's leading 0), spaces, dots, dashes or brackets.
 */
export function normalizeUyPhone(raw: string): Normalized {
  let digits = raw.replace(/[\s.()-]/g, '');
  if (/^(\+|00)598/.test(digits)) {
    digits = digits.replace(/^(\+|00)598/, '');
    if (/^9\d{7}$/.test(digits)) digits = `0${digits}`;
  }
  if (/^09[1-9]\d{6}$/.test(digits) || /^[24]\d{7}$/.test(digits)) return { ok: true, value: digits };
  return { ok: false, message: profileMessages.phone };
}

/**
 * A document number as digits. CI: 7 or 8 digits whose last is the check digit (weights 2987634 over the
 * number padded to 7 digits); RUT: 12 digits whose last is the check digit (weights 43298765432, mod 11).
 * Dots, dashes and spaces are ignored ('1.234.567-2', '21-100342-001-7').
 */
export function normalizeDocumentNumber(type: DocumentType, raw: string): Normalized {
  const digits = raw.replace(/[\s.-]/g, '');
  if (type === 'CI') {
    if (!/^\d{7,8}$/.test(digits)) return { ok: false, message: profileMessages.ciLength };
    const body = digits.slice(0, -1).padStart(7, '0');
    const sum = [...body].reduce((total, d, i) => total + Number(d) * [2, 9, 8, 7, 6, 3, 4][i]!, 0);
    const check = (10 - (sum % 10)) % 10;
    if (Number(digits.at(-1)) !== check) return { ok: false, message: profileMessages.ciCheckDigit };
    return { ok: true, value: digits };
  }
  if (!/^\d{12}$/.test(digits)) return { ok: false, message: profileMessages.rutLength };
  const sum = [...digits.slice(0, 11)].reduce(
    (total, d, i) => total + Number(d) * [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2][i]!,
    0,
  );
  const check = (11 - (sum % 11)) % 11;
  if (check === 10 || Number(digits.at(-1)) !== check) return { ok: false, message: profileMessages.rutCheckDigit };
  return { ok: true, value: digits };
}
