import type { ContactBody } from 'contracts';
import * as yup from 'yup';
import { PRODUCT_LABELS, PRODUCTOS, type InsuranceRequestKind } from './products';

/**
 * Insurances a tile offers that the request form's five types do not cover ('Explorar nuevos': Dental,
 * Viajes, Otros). Their tile passes `defaultType` with one of these keys; the form then asks what a proposal
 * for it needs and sends it to the team as a contact-style request ('Solicitud · {product}', spec §3).
 */
export const UNLISTED_KINDS = {
  dental: 'Seguro Dental',
  viajes: 'Seguro de Viaje',
  otros: 'Otro seguro',
} as const;

export type UnlistedKind = keyof typeof UNLISTED_KINDS;

export function isUnlistedKind(value: unknown): value is UnlistedKind {
  return typeof value === 'string' && Object.hasOwn(UNLISTED_KINDS, value);
}

/** The insurance a navigation state asks for outside the five types, if any. */
export function unlistedKindInState(state: unknown): UnlistedKind | null {
  const named = state && typeof state === 'object' ? (state as { defaultType?: unknown }).defaultType : undefined;
  return isUnlistedKind(named) ? named : null;
}

export const UNLISTED_KIND_DESCRIPTIONS: Record<UnlistedKind, string> = {
  dental:
    'Cobertura odontológica para vos o tu familia: contanos a quiénes querés asegurar y te enviamos una propuesta personalizada.',
  viajes:
    'Asistencia en viaje: contanos a dónde vas, cuándo y cuántas personas viajan, y te enviamos una propuesta personalizada.',
  otros: 'Contanos qué querés asegurar y te enviamos una propuesta personalizada.',
};

export const UNLISTED_KIND_MESSAGE_LABELS: Record<UnlistedKind, string> = {
  dental: '¿A quiénes querés asegurar?',
  viajes: 'Destino, fechas y cantidad de viajeros',
  otros: '¿Qué querés asegurar?',
};

export interface UnlistedInsuranceRequestValues {
  nombre: string;
  email: string;
  celular: string;
  mensaje: string;
}

export const unlistedInsuranceRequestSchema = (kind: UnlistedKind) =>
  yup.object({
    nombre: yup.string().trim().required('Completá tu nombre.').max(200, 'Usá hasta 200 caracteres.'),
    email: yup.string().trim().required('Completá tu email.').email('Ingresá un email válido.'),
    celular: yup.string().trim().required('Completá tu celular.').max(40, 'Usá hasta 40 caracteres.'),
    mensaje:
      kind === 'otros'
        ? yup.string().trim().required('Contanos qué querés asegurar.').max(5000, 'Usá hasta 5000 caracteres.')
        : yup.string().trim().max(5000, 'Usá hasta 5000 caracteres.'),
  });

/** The team's e-mail: 'Solicitud · Seguro Dental', a 'Producto: …' line and one 'campo: valor' line each. */
export function unlistedInsuranceRequestBody(kind: UnlistedKind, values: UnlistedInsuranceRequestValues): ContactBody {
  const product = UNLISTED_KINDS[kind];
  const line = (name: string, value: string) => `${name}: ${value.trim() || '-'}`;
  return {
    name: values.nombre.trim(),
    email: values.email.trim(),
    phoneNumber: values.celular.trim(),
    subject: `Solicitud · ${product}`,
    plan: product,
    text: [
      `Producto: ${product}`,
      line('nombre', values.nombre),
      line('email', values.email),
      line('celular', values.celular),
      line('mensaje', values.mensaje),
    ].join('\n'),
  };
}

/** The select's options while an insurance outside the five is asked for: that one first, then the five. */
export function typeOptionsWith(kind: UnlistedKind): { value: UnlistedKind | InsuranceRequestKind; label: string }[] {
  return [
    { value: kind, label: UNLISTED_KINDS[kind] },
    ...PRODUCTOS.map((value) => ({ value, label: PRODUCT_LABELS[value] })),
  ];
}
