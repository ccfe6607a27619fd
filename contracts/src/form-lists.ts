// The lists and limits of the request form (POST /solicitudes) and the claims form (POST /claims) that both the
// api (validation) and mf-forms (the form itself) need at run time. No TypeBox: mf-forms takes them through
// `contracts/runtime`.

/** Limits of every upload route (POST /solicitudes, POST /claims). */
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_REQUEST_BYTES = 30 * 1024 * 1024;

export const INSURANCE_REQUEST_KINDS = ['auto', 'garantia', 'soa', 'movilidad', 'accidentes'] as const;
export type InsuranceRequestKind = (typeof INSURANCE_REQUEST_KINDS)[number];

/** The select 'Elegí un tipo' (spec §2). */
export const INSURANCE_REQUEST_KIND_LABELS: Record<InsuranceRequestKind, string> = {
  auto: 'Seguro de auto',
  garantia: 'Garantía de Alquiler',
  soa: 'SOA',
  movilidad: 'Movilidad Alternativa',
  accidentes: 'Accidentes Personales',
};

export const SITUACIONES_LABORALES = ['empleados', 'profesionales', 'empresas', 'jubilados', 'rentas'] as const;
export type SituacionLaboral = (typeof SITUACIONES_LABORALES)[number];

export const INSURANCE_REQUEST_MIN_ANIO = 1950;
/** Variable-income receipts: exactly this many files (spec §5). */
export const RECIBOS_VARIABLES_COUNT = 6;
/** Files of one request, all fields together. */
export const INSURANCE_REQUEST_MAX_FILES = 10;
/** By content: PDF, JPEG or PNG; a name's extension must not say otherwise. */
export const INSURANCE_REQUEST_FILE_TYPES = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** The file fields of the request form and how many files each takes. */
export const INSURANCE_REQUEST_FILE_FIELDS = {
  ci: { maxFiles: 2 },
  reciboFijo: { maxFiles: 2 },
  recibosVariables: { maxFiles: RECIBOS_VARIABLES_COUNT },
  rut: { maxFiles: 2 },
  certIngresos: { maxFiles: 2 },
  reciboJubilacion: { maxFiles: 2 },
  facturaOImagen: { maxFiles: 3 },
} as const;
export type InsuranceRequestFileField = keyof typeof INSURANCE_REQUEST_FILE_FIELDS;

/** The garantia attachments each work situation shows (spec §3); files under any other field are refused. */
export const GARANTIA_FILES_BY_SITUACION: Record<SituacionLaboral, readonly InsuranceRequestFileField[]> = {
  empleados: ['ci', 'reciboFijo', 'recibosVariables'],
  profesionales: ['ci', 'rut', 'certIngresos'],
  empresas: ['rut', 'certIngresos'],
  jubilados: ['ci', 'reciboJubilacion'],
  rentas: ['ci', 'rut', 'certIngresos'],
};

/** Attachments of one claim. */
export const CLAIM_MAX_FILES = 10;
/** By content: PDF, JPEG, PNG or HEIC; a name's extension must not say otherwise. */
export const CLAIM_FILE_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'heic'] as const;

/** Spec §8, when Nombre, Apellido, Email or Celular is missing or blank. */
export const CLAIM_REQUIRED_MESSAGE = 'Completá Nombre, Apellido, Email y Celular.';
