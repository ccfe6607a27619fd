import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Email, Envelope, Money, StringEnum, Text, Uuid } from './common';
import {
  RECIBOS_VARIABLES_COUNT,
  SITUACIONES_LABORALES,
  SOLICITUD_FILE_FIELDS,
  SOLICITUD_MIN_ANIO,
  SOLICITUD_PRODUCTOS,
  type SolicitudFileField,
  type SolicitudProducto,
} from './form-lists';
import { UY_DEPARTAMENTOS } from './uy';

/*
 * POST /solicitudes: the request form for other insurances (/insurance/other and 'Explorar nuevos'), sent as
 * multipart/form-data. Text fields are form fields; files are file parts under their field's name (several
 * parts with the same name for several files). An empty text field or an empty file input counts as absent.
 */

/** A file part in a multipart body (OpenAPI `format: binary`); the api reads its type from its first bytes. */
export const FilePart = (description?: string) =>
  Type.String({ format: 'binary', ...(description ? { description } : {}) });

/** Several file parts under one field name, in the order sent. */
export const FileParts = (options: { minItems?: number; maxItems: number; description?: string }) =>
  Type.Array(FilePart(), options);

/** Subject of the team's e-mail (spec §3). */
export const SOLICITUD_SUBJECTS: Record<SolicitudProducto, string> = {
  auto: 'Solicitud · Seguro de Auto',
  garantia: 'Solicitud · Garantía de Alquiler',
  soa: 'Solicitud · SOA',
  movilidad: 'Solicitud · Movilidad Alternativa',
  accidentes: 'Solicitud · Accidentes Personales',
};

const files = (field: SolicitudFileField, description: string, minItems?: number) =>
  FileParts({ maxItems: SOLICITUD_FILE_FIELDS[field].maxFiles, ...(minItems ? { minItems } : {}), description });

const Documento = Text(30, { minLength: 1, description: 'Número de documento' });
const Celular = Text(40, { minLength: 1 });

/**
 * Each product's fields, in the form's order (the e-mail lists them in this order). `required` is the form's
 * (spec §5). Besides, every request needs an e-mail to answer: the form's, else the signed-in account's.
 */
export const SolicitudAuto = Type.Object(
  {
    producto: Type.Literal('auto'),
    marca: Text(60, { minLength: 1 }),
    anio: Type.Integer({ minimum: SOLICITUD_MIN_ANIO, maximum: 2100, description: 'Año del vehículo' }),
    modelo: Text(80, { minLength: 1 }),
    tipoDoc: StringEnum(['CI', 'Pasaporte', 'RUT']),
    doc: Documento,
    departamento: StringEnum([...UY_DEPARTAMENTOS]),
    uso: StringEnum(['Particular', 'Comercial']),
    email: Email,
    celular: Type.Optional(Celular),
  },
  { title: 'SolicitudAuto' },
);

export const SolicitudGarantia = Type.Object(
  {
    producto: Type.Literal('garantia'),
    tipoDoc: StringEnum(['CI', 'Pasaporte']),
    doc: Documento,
    nombre: Text(120, { minLength: 1 }),
    nacionalidad: Type.Optional(Text(60)),
    celular: Type.Optional(Celular),
    email: Type.Optional(Email),
    situacionLaboral: StringEnum([...SITUACIONES_LABORALES]),
    antiguedadLaboral: Type.Optional(Type.Integer({ minimum: 0, maximum: 1200, description: 'Meses' })),
    ci: Type.Optional(files('ci', 'Cédula (no para empresas)')),
    reciboFijo: Type.Optional(files('reciboFijo', 'Recibo de sueldo fijo (empleados)')),
    recibosVariables: Type.Optional(
      files(
        'recibosVariables',
        `Recibos de sueldo variables: exactamente ${RECIBOS_VARIABLES_COUNT} archivos (empleados, obligatorio)`,
        RECIBOS_VARIABLES_COUNT,
      ),
    ),
    rut: Type.Optional(files('rut', 'RUT (profesionales, empresas, rentas)')),
    certIngresos: Type.Optional(files('certIngresos', 'Certificado de ingresos (profesionales, empresas, rentas)')),
    reciboJubilacion: Type.Optional(files('reciboJubilacion', 'Recibo de jubilación (jubilados)')),
  },
  {
    title: 'SolicitudGarantia',
    // Employees attach their variable-income receipts.
    allOf: [
      {
        if: { properties: { situacionLaboral: { const: 'empleados' } }, required: ['situacionLaboral'] },
        then: { required: ['recibosVariables'] },
      },
    ],
  },
);

export const SolicitudSoa = Type.Object(
  {
    producto: Type.Literal('soa'),
    tipoVehiculo: StringEnum(['Automóvil', 'Moto', 'Trailer']),
    lugarCirculacion: StringEnum(['Montevideo', 'Resto del País']),
    email: Type.Optional(Email),
  },
  { title: 'SolicitudSoa' },
);

export const SolicitudMovilidad = Type.Object(
  {
    producto: Type.Literal('movilidad'),
    valorDeclarado: Money({ description: 'USD' }),
    facturaOImagen: files('facturaOImagen', 'Factura o imagen del vehículo'),
    email: Type.Optional(Email),
  },
  { title: 'SolicitudMovilidad' },
);

export const SolicitudAccidentes = Type.Object(
  {
    producto: Type.Literal('accidentes'),
    montoMuerte: Type.Optional(Money({ description: 'USD' })),
    montoInvalidez: Type.Optional(Money({ description: 'USD' })),
    email: Type.Optional(Email),
  },
  { title: 'SolicitudAccidentes' },
);

/** One request as the api reads it (files as their sanitised names). */
export type Solicitud =
  | Static<typeof SolicitudAuto>
  | Static<typeof SolicitudGarantia>
  | Static<typeof SolicitudSoa>
  | Static<typeof SolicitudMovilidad>
  | Static<typeof SolicitudAccidentes>;

export const SOLICITUD_SCHEMAS = {
  auto: SolicitudAuto,
  garantia: SolicitudGarantia,
  soa: SolicitudSoa,
  movilidad: SolicitudMovilidad,
  accidentes: SolicitudAccidentes,
} as const;

/** Every field of every product, optional; a field two products share takes the wider of its two schemas. */
function everyField(): Record<string, TSchema> {
  const wider: Record<string, TSchema> = { tipoDoc: SolicitudAuto.properties.tipoDoc };
  const fields: Record<string, TSchema> = {};
  for (const schema of Object.values(SOLICITUD_SCHEMAS)) {
    for (const [name, field] of Object.entries(schema.properties as Record<string, TSchema>)) {
      if (name === 'producto' || name in fields) continue;
      fields[name] = Type.Optional(wider[name] ?? field);
    }
  }
  return fields;
}

/**
 * The body of POST /solicitudes: `producto` says which product's schema applies (an `if`/`then` per product,
 * so a missing field is named in the 400). Fields of another product are ignored.
 */
export const SolicitudBody = Type.Unsafe<Solicitud>(
  Type.Object(
    { producto: StringEnum([...SOLICITUD_PRODUCTOS]), ...everyField() },
    {
      title: 'Solicitud',
      additionalProperties: false,
      description: SOLICITUD_PRODUCTOS.map(
        (p) =>
          `${p}: obligatorios ${(SOLICITUD_SCHEMAS[p].required ?? []).filter((f: string) => f !== 'producto').join(', ') || 'ninguno'}.`,
      ).join(' '),
      allOf: SOLICITUD_PRODUCTOS.map((p) => ({
        if: { properties: { producto: { const: p } }, required: ['producto'] },
        then: SOLICITUD_SCHEMAS[p],
      })),
    },
  ),
);

export const SolicitudCreated = Type.Object({ _id: Uuid, producto: StringEnum([...SOLICITUD_PRODUCTOS]) });
export type SolicitudCreated = Static<typeof SolicitudCreated>;
export const SolicitudResponse = Envelope(SolicitudCreated);
export type SolicitudResponse = Static<typeof SolicitudResponse>;
