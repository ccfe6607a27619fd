// The request form's products and their options (spec §2, §3, §9). The lists live in contracts, whose
// runtime module would bring TypeBox into this bundle: they are restated here, typed against contracts
// (`typeof` of each constant, so the build fails if one drifts) and compared with them by a test.
import type {
  GARANTIA_FILES_BY_SITUACION,
  RECIBOS_VARIABLES_COUNT,
  SITUACIONES_LABORALES,
  SOLICITUD_FILE_FIELDS,
  SOLICITUD_FILE_TYPES,
  SOLICITUD_LABELS,
  SOLICITUD_MAX_FILES,
  SOLICITUD_MIN_ANIO,
  SOLICITUD_PRODUCTOS,
  SituacionLaboral,
  SolicitudFileField,
  SolicitudProducto,
} from 'contracts';

export type { SituacionLaboral, SolicitudFileField, SolicitudProducto };

export const PRODUCTOS = [
  'auto',
  'garantia',
  'soa',
  'movilidad',
  'accidentes',
] as const satisfies typeof SOLICITUD_PRODUCTOS;

/** The select 'Elegí un tipo'. */
export const PRODUCT_LABELS: typeof SOLICITUD_LABELS = {
  auto: 'Seguro de auto',
  garantia: 'Garantía de Alquiler',
  soa: 'SOA',
  movilidad: 'Movilidad Alternativa',
  accidentes: 'Accidentes Personales',
};

/** What each type covers, shown under the select (spec §9). */
export const PRODUCT_DESCRIPTIONS: Record<SolicitudProducto, string> = {
  auto: 'Contanos qué auto tenés y cómo lo usás: te enviamos una propuesta personalizada con las coberturas que mejor te quedan.',
  garantia:
    'Alquilá sin depósito ni garantía de propietario. Según tu situación laboral te pedimos la cédula y los comprobantes de ingresos.',
  soa: 'El Seguro Obligatorio de Automotores: obligatorio para autos y motos empadronados.',
  movilidad:
    'Para monopatines, bicicletas y motos eléctricas: cubre robo, incendio, accidentes y daños a terceros (no los daños al propio vehículo), sin deducible. Para activarlo necesitamos la factura o una foto del vehículo.',
  accidentes:
    'Para personas menores de 65 años. Cobertura anual que se renueva automáticamente: muerte accidental, invalidez total y permanente y reintegro de gastos médicos.',
};

export function isProducto(value: unknown): value is SolicitudProducto {
  return typeof value === 'string' && (PRODUCTOS as readonly string[]).includes(value);
}

export const MIN_ANIO: typeof SOLICITUD_MIN_ANIO = 1950;
export const RECIBOS_VARIABLES: typeof RECIBOS_VARIABLES_COUNT = 6;
export const MAX_FILES: typeof SOLICITUD_MAX_FILES = 10;
export const FILE_TYPES = ['pdf', 'jpg', 'jpeg', 'png'] as const satisfies typeof SOLICITUD_FILE_TYPES;

/** How many files each file field takes. */
export const FILE_FIELDS: typeof SOLICITUD_FILE_FIELDS = {
  ci: { maxFiles: 2 },
  reciboFijo: { maxFiles: 2 },
  recibosVariables: { maxFiles: 6 },
  rut: { maxFiles: 2 },
  certIngresos: { maxFiles: 2 },
  reciboJubilacion: { maxFiles: 2 },
  facturaOImagen: { maxFiles: 3 },
};

export const SITUACIONES = [
  'empleados',
  'profesionales',
  'empresas',
  'jubilados',
  'rentas',
] as const satisfies typeof SITUACIONES_LABORALES;

export const SITUACION_LABELS: Record<SituacionLaboral, string> = {
  empleados: 'Empleado/a',
  profesionales: 'Profesional independiente',
  empresas: 'Empresa',
  jubilados: 'Jubilado/a o pensionista',
  rentas: 'Vivo de rentas',
};

/** The garantía attachments each work situation shows (spec §3). */
export const GARANTIA_FILES: typeof GARANTIA_FILES_BY_SITUACION = {
  empleados: ['ci', 'reciboFijo', 'recibosVariables'],
  profesionales: ['ci', 'rut', 'certIngresos'],
  empresas: ['rut', 'certIngresos'],
  jubilados: ['ci', 'reciboJubilacion'],
  rentas: ['ci', 'rut', 'certIngresos'],
};

export const FILE_LABELS: Record<SolicitudFileField, string> = {
  ci: 'Cédula de identidad (frente y dorso)',
  reciboFijo: 'Recibo de sueldo',
  recibosVariables: `Recibos de sueldo variables (los últimos ${RECIBOS_VARIABLES})`,
  rut: 'Constancia de RUT',
  certIngresos: 'Certificado de ingresos',
  reciboJubilacion: 'Recibo de jubilación o pensión',
  facturaOImagen: 'Factura o foto del vehículo',
};

/** Uruguay's departments come from contracts' TypeBox-free entry. */
export { UY_DEPARTAMENTOS as DEPARTAMENTOS } from 'contracts/runtime';

export const AUTO_TIPOS_DOC = ['CI', 'Pasaporte', 'RUT'] as const;
export const GARANTIA_TIPOS_DOC = ['CI', 'Pasaporte'] as const;
export const USOS = ['Particular', 'Comercial'] as const;
export const TIPOS_VEHICULO = ['Automóvil', 'Moto', 'Trailer'] as const;
export const LUGARES_CIRCULACION = ['Montevideo', 'Resto del País'] as const;
