import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Email, Envelope, Money, StringEnum, Text, Uuid } from './common';
import {
  RECIBOS_VARIABLES_COUNT,
  SITUACIONES_LABORALES,
  INSURANCE_REQUEST_FILE_FIELDS,
  INSURANCE_REQUEST_MIN_ANIO,
  INSURANCE_REQUEST_KINDS,
  type InsuranceRequestFileField,
  type InsuranceRequestKind,
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
export const INSURANCE_REQUEST_SUBJECTS: Record<InsuranceRequestKind, string> = {
  auto: 'Solicitud · Seguro de Auto',
  garantia: 'Solicitud · Garantía de Alquiler',
  soa: 'Solicitud · SOA',
  movilidad: 'Solicitud · Movilidad Alternativa',
  accidentes: 'Solicitud · Accidentes Personales',
};

const files = (field: InsuranceRequestFileField, description: string, minItems?: number) =>
  FileParts({
    maxItems: INSURANCE_REQUEST_FILE_FIELDS[field].maxFiles,
    ...(minItems ? { minItems } : {}),
    description,
  });

const Documento = Text(30, { minLength: 1, description: 'Número de documento' });
const Celular = Text(40, { minLength: 1 });

/**
 * Each product's fields, in the form's order (the e-mail lists them in this order). `required` is the form's
 * (spec §5). Besides, every request needs an e-mail to answer: the form's, else the signed-in account's.
 */
export const InsuranceRequestAuto = Type.Object(
  {
    producto: Type.Literal('auto'),
    marca: Text(60, { minLength: 1 }),
    anio: Type.Integer({ minimum: INSURANCE_REQUEST_MIN_ANIO, maximum: 2100, description: 'Año del vehículo' }),
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

export const InsuranceRequestGarantia = Type.Object(
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

export const InsuranceRequestSoa = Type.Object(
  {
    producto: Type.Literal('soa'),
    tipoVehiculo: StringEnum(['Automóvil', 'Moto', 'Trailer']),
    lugarCirculacion: StringEnum(['Montevideo', 'Resto del País']),
    email: Type.Optional(Email),
  },
  { title: 'SolicitudSoa' },
);

export const InsuranceRequestMovilidad = Type.Object(
  {
    producto: Type.Literal('movilidad'),
    valorDeclarado: Money({ description: 'USD' }),
    facturaOImagen: files('facturaOImagen', 'Factura o imagen del vehículo'),
    email: Type.Optional(Email),
  },
  { title: 'SolicitudMovilidad' },
);

export const InsuranceRequestAccidentes = Type.Object(
  {
    producto: Type.Literal('accidentes'),
    montoMuerte: Type.Optional(Money({ description: 'USD' })),
    montoInvalidez: Type.Optional(Money({ description: 'USD' })),
    email: Type.Optional(Email),
  },
  { title: 'SolicitudAccidentes' },
);

/** One request as the api reads it (files as their sanitised names). */
export type InsuranceRequest =
  | Static<typeof InsuranceRequestAuto>
  | Static<typeof InsuranceRequestGarantia>
  | Static<typeof InsuranceRequestSoa>
  | Static<typeof InsuranceRequestMovilidad>
  | Static<typeof InsuranceRequestAccidentes>;

export const INSURANCE_REQUEST_SCHEMAS = {
  auto: InsuranceRequestAuto,
  garantia: InsuranceRequestGarantia,
  soa: InsuranceRequestSoa,
  movilidad: InsuranceRequestMovilidad,
  accidentes: InsuranceRequestAccidentes,
} as const;

/** Every field of every product, optional; a field two products share takes the wider of its two schemas. */
function everyField(): Record<string, TSchema> {
  const wider: Record<string, TSchema> = { tipoDoc: InsuranceRequestAuto.properties.tipoDoc };
  const fields: Record<string, TSchema> = {};
  for (const schema of Object.values(INSURANCE_REQUEST_SCHEMAS)) {
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
export const InsuranceRequestBody = Type.Unsafe<InsuranceRequest>(
  Type.Object(
    { producto: StringEnum([...INSURANCE_REQUEST_KINDS]), ...everyField() },
    {
      title: 'Solicitud',
      additionalProperties: false,
      description: INSURANCE_REQUEST_KINDS.map(
        (p) =>
          `${p}: obligatorios ${(INSURANCE_REQUEST_SCHEMAS[p].required ?? []).filter((f: string) => f !== 'producto').join(', ') || 'ninguno'}.`,
      ).join(' '),
      allOf: INSURANCE_REQUEST_KINDS.map((p) => ({
        if: { properties: { producto: { const: p } }, required: ['producto'] },
        then: INSURANCE_REQUEST_SCHEMAS[p],
      })),
    },
  ),
);

export const InsuranceRequestCreated = Type.Object({ _id: Uuid, producto: StringEnum([...INSURANCE_REQUEST_KINDS]) });
export type InsuranceRequestCreated = Static<typeof InsuranceRequestCreated>;
export const InsuranceRequestResponse = Envelope(InsuranceRequestCreated);
export type InsuranceRequestResponse = Static<typeof InsuranceRequestResponse>;
