// The request form's products and their options (spec §2, §3, §9). The lists the api checks against come
// from contracts' TypeBox-free entry (`contracts/runtime`), under the names this form reads them by; the
// texts only the form shows (descriptions, labels of situations and files) are here.
import {
  RECIBOS_VARIABLES_COUNT,
  REQUEST_PRODUCTS,
  SOLICITUD_PRODUCTOS,
  type SituacionLaboral,
  type SolicitudFileField,
  type SolicitudProducto,
} from 'contracts/runtime';

export type { SituacionLaboral, SolicitudFileField, SolicitudProducto };

export {
  SOLICITUD_PRODUCTOS as PRODUCTOS,
  SOLICITUD_LABELS as PRODUCT_LABELS,
  SOLICITUD_MIN_ANIO as MIN_ANIO,
  RECIBOS_VARIABLES_COUNT as RECIBOS_VARIABLES,
  SOLICITUD_MAX_FILES as MAX_FILES,
  SOLICITUD_FILE_TYPES as FILE_TYPES,
  SOLICITUD_FILE_FIELDS as FILE_FIELDS,
  SITUACIONES_LABORALES as SITUACIONES,
  GARANTIA_FILES_BY_SITUACION as GARANTIA_FILES,
  UY_DEPARTAMENTOS as DEPARTAMENTOS,
} from 'contracts/runtime';

/** What each type covers, shown under the select (spec §9): the facts Amparo for visitors answers from too. */
export const PRODUCT_DESCRIPTIONS = Object.fromEntries(
  SOLICITUD_PRODUCTOS.map((producto) => [producto, REQUEST_PRODUCTS[producto].description]),
) as Record<SolicitudProducto, string>;

export function isProducto(value: unknown): value is SolicitudProducto {
  return typeof value === 'string' && (SOLICITUD_PRODUCTOS as readonly string[]).includes(value);
}

export const SITUACION_LABELS: Record<SituacionLaboral, string> = {
  empleados: 'Empleado/a',
  profesionales: 'Profesional independiente',
  empresas: 'Empresa',
  jubilados: 'Jubilado/a o pensionista',
  rentas: 'Vivo de rentas',
};

export const FILE_LABELS: Record<SolicitudFileField, string> = {
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
