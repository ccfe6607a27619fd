// The request form's products and their options (spec §2, §3, §9). The lists the api checks against come
// from contracts' TypeBox-free entry (`contracts/runtime`), under the names this form reads them by; the
// texts only the form shows (descriptions, labels of situations and files) are here.
import {
  RECIBOS_VARIABLES_COUNT,
  INSURANCE_REQUEST_KIND_FACTS,
  INSURANCE_REQUEST_KINDS,
  type SituacionLaboral,
  type InsuranceRequestFileField,
  type InsuranceRequestKind,
} from 'contracts/runtime';

export type { SituacionLaboral, InsuranceRequestFileField, InsuranceRequestKind };

export {
  INSURANCE_REQUEST_KINDS as PRODUCTOS,
  INSURANCE_REQUEST_KIND_LABELS as PRODUCT_LABELS,
  INSURANCE_REQUEST_MIN_ANIO as MIN_ANIO,
  RECIBOS_VARIABLES_COUNT as RECIBOS_VARIABLES,
  INSURANCE_REQUEST_MAX_FILES as MAX_FILES,
  INSURANCE_REQUEST_FILE_TYPES as FILE_TYPES,
  INSURANCE_REQUEST_FILE_FIELDS as FILE_FIELDS,
  SITUACIONES_LABORALES as SITUACIONES,
  GARANTIA_FILES_BY_SITUACION as GARANTIA_FILES,
  UY_DEPARTAMENTOS as DEPARTAMENTOS,
} from 'contracts/runtime';

/** What each type covers, shown under the select (spec §9): the facts Amparo for visitors answers from too. */
export const PRODUCT_DESCRIPTIONS = Object.fromEntries(
  INSURANCE_REQUEST_KINDS.map((producto) => [producto, INSURANCE_REQUEST_KIND_FACTS[producto].description]),
) as Record<InsuranceRequestKind, string>;

export function isProducto(value: unknown): value is InsuranceRequestKind {
  return typeof value === 'string' && (INSURANCE_REQUEST_KINDS as readonly string[]).includes(value);
}

export const SITUACION_LABELS: Record<SituacionLaboral, string> = {
  empleados: 'Empleado/a',
  profesionales: 'Profesional independiente',
  empresas: 'Empresa',
  jubilados: 'Jubilado/a o pensionista',
  rentas: 'Vivo de rentas',
};

export const FILE_LABELS: Record<InsuranceRequestFileField, string> = {
  ci: 'Cédula de identidad (frente y dorso)',
  reciboFijo: 'Recibo de sueldo',
  recibosVariables: `Recibos de sueldo variables (los últimos ${RECIBOS_VARIABLES_COUNT})`,
  rut: 'Constancia de RUT',
  certIngresos: 'Certificado de ingresos',
  reciboJubilacion: 'Recibo de jubilación o pensión',
  facturaOImagen: 'Factura o foto del vehículo',
};

export const AUTO_TIPOS_DOC = ['CI', 'Pasaporte', 'RUT'] as const;
export const GARANTIA_TIPOS_DOC = ['CI', 'Pasaporte'] as const;
export const USOS = ['Particular', 'Comercial'] as const;
export const TIPOS_VEHICULO = ['Automóvil', 'Moto', 'Trailer'] as const;
export const LUGARES_CIRCULACION = ['Montevideo', 'Resto del País'] as const;
