import type { Policy } from 'contracts';
import { EMISSION_EMAIL_CC, SBI_BIKE_PRODUCT_ID } from '@/config/emission';
import type { CampoAdicional, EmissionBody } from '../api/create-emission';
import { isoDay, policyKind, type EmissionFormValues } from './form-values';
import { installmentCount, mapPayment } from './payment-mapping';

export const DOOR_NUMBER_DEFAULT = 's/n';

/** The bike invoice as the partner expects it inside 'Archivo'. */
export interface InvoiceFile {
  fileName: string;
  /** Raw base64, without a data: prefix. */
  base64: string;
}

export type EmissionPolicy = Pick<
  Policy,
  '_id' | 'category' | 'productId' | 'packageId' | 'selectedPackage' | 'createdFromQuoteId'
>;

/** Bike: the fixed partner product. Home: the policy's product, or null when the quote lost it (spec §5). */
export function resolveProductId(policy: Pick<Policy, 'category' | 'productId'>): string | null {
  if (policyKind(policy) === 'bike') return SBI_BIKE_PRODUCT_ID;
  return policy.productId?.trim() || null;
}

/** 'Av. Italia 1234, Apto 501, Montevideo, Montevideo, CP 11300, Uruguay' (empty parts left out). */
export function composeAddress(
  values: Pick<EmissionFormValues, 'address' | 'doorNumber' | 'apartment' | 'city' | 'region' | 'zipCode' | 'country'>,
): string {
  const street = values.address.trim();
  const door = values.doorNumber.trim() || DOOR_NUMBER_DEFAULT;
  const apartment = values.apartment.trim();
  const zip = values.zipCode.trim();
  return [
    street ? `${street} ${door}` : '',
    apartment ? `Apto ${apartment}` : '',
    values.city.trim(),
    values.region.trim(),
    zip ? `CP ${zip}` : '',
    values.country.trim(),
  ]
    .filter(Boolean)
    .join(', ');
}

/** A date input's value as YYYY-MM-DD; today when empty or unreadable. */
export function toIsoDate(value: string | Date | null | undefined, today: Date = new Date()): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? isoDay(today) : isoDay(value);
  const text = (value ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const parsed = text ? new Date(text) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? isoDay(parsed) : isoDay(today);
}

export interface BuildEmissionRequestInput {
  values: EmissionFormValues;
  policy: EmissionPolicy;
  /** From resolveProductId. */
  productId: string;
  /** The bike invoice, already read; null when none was chosen. */
  invoice: InvoiceFile | null;
  /** The signed-in user's e-mail (emailTo); the form's e-mail when the session has none. */
  userEmail: string | null;
  today?: Date;
}

/**
 * For red_cobranza the spec sends cantidadDeCuotas 0, yet the person chose how many installments to pay
 * at Abitab/RedPagos (1 to 10): that choice travels as an additional field so it is not lost.
 */
export const COLLECTION_INSTALLMENTS_FIELD = 'Cuotas red de cobranza';

function collectionInstallments(values: EmissionFormValues): CampoAdicional[] {
  if (values.paymentMethod !== 'red_cobranza') return [];
  return [{ nombre: COLLECTION_INSTALLMENTS_FIELD, valor: String(installmentCount(values.installments)) }];
}

/** Spec §3 'Emission request', plus policyId (the server fills the notification URL). */
export function buildEmissionRequest({
  values,
  policy,
  productId,
  invoice,
  userEmail,
  today = new Date(),
}: BuildEmissionRequestInput): EmissionBody & Required<Pick<EmissionBody, 'camposAdicionales'>> {
  const t = (s: string) => s.trim();
  const { formaDePago, cantidadDeCuotas } = mapPayment(values.paymentMethod, values.installments);
  // A RUT identifies a company: its name (razón social) goes where a person's first name would.
  const company = t(values.company);
  const nombreORazonSocial = values.documentType === 'RUT' && company ? company : t(values.firstName);
  const email = t(values.email);

  return {
    productoId: productId,
    paqueteId: policy.packageId ?? policy.selectedPackage ?? '',
    tipoDeDocumento: values.documentType,
    numeroDeDocumentoODeRut: t(values.documentNumber),
    nombreORazonSocial,
    apellido: t(values.lastName),
    fechaDeNacimiento: t(values.birthDate),
    correoElectronico: email,
    celular: t(values.phone),
    calle: t(values.address),
    numeroDePuerta: t(values.doorNumber) || DOOR_NUMBER_DEFAULT,
    apartamento: t(values.apartment),
    codigoPostal: t(values.zipCode),
    departamento: t(values.region),
    inicioDeVigencia: toIsoDate(values.startDate, today),
    formaDePago,
    cantidadDeCuotas,
    camposAdicionales: [
      ...(policyKind(policy) === 'bike' ? bikeFields(values, invoice) : homeFields(values)),
      ...collectionInstallments(values),
    ],
    emailTo: userEmail?.trim() || email,
    emailCC: EMISSION_EMAIL_CC,
    paymentCode: null,
    createdFromQuoteId: policy.createdFromQuoteId ?? null,
    policyId: policy._id,
  };
}

function bikeFields(values: EmissionFormValues, invoice: InvoiceFile | null): CampoAdicional[] {
  return [
    { nombre: 'Marca', valor: values.brand.trim() },
    { nombre: 'Modelo', valor: values.model.trim() },
    { nombre: 'Serie', valor: values.serialNumber.trim() },
    {
      nombre: 'Archivo',
      valor: JSON.stringify(invoice ? [{ fileName: invoice.fileName, base64: invoice.base64 }] : []),
    },
  ];
}

function homeFields(values: EmissionFormValues): CampoAdicional[] {
  const ubicacion = {
    apartmentNumber: values.apartment.trim(),
    aclaracion: '',
    map: { address: composeAddress(values), marker: null },
    pinChanged: false,
  };
  return [{ nombre: 'Ubicación de riesgo', valor: JSON.stringify(ubicacion) }];
}
