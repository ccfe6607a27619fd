import * as yup from 'yup';
import { MAX_FILE_BYTES, MAX_REQUEST_BYTES } from '@/lib/upload-limits';
import { formatMb, hasType, totalBytes, typeList } from '@/lib/files';
import {
  AUTO_TIPOS_DOC,
  DEPARTAMENTOS,
  FILE_FIELDS,
  FILE_TYPES,
  GARANTIA_FILES,
  GARANTIA_TIPOS_DOC,
  LUGARES_CIRCULACION,
  MAX_FILES,
  MIN_ANIO,
  RECIBOS_VARIABLES,
  SITUACIONES,
  TIPOS_VEHICULO,
  USOS,
  type SituacionLaboral,
  type InsuranceRequestFileField,
  type InsuranceRequestKind,
} from './products';

export const INSURANCE_REQUEST_SUCCESS = 'Solicitud enviada. Te contactaremos en menos de 24 horas.';
export const INSURANCE_REQUEST_FAILURE = 'No pudimos enviar tu solicitud. Probá de nuevo.';

export const messages = {
  required: 'Completá este campo.',
  choose: 'Elegí una opción.',
  email: 'Ingresá un email válido.',
  /** Garantía: a visitor is reached by e-mail or by celular (the api says the same). */
  contact: 'Indicá un email o un celular para que podamos responderte.',
  anio: 'Ingresá el año del vehículo.',
  anioMin: `El año tiene que ser ${MIN_ANIO} o posterior.`,
  anioMax: (max: number) => `El año no puede ser posterior a ${max}.`,
  amount: 'Ingresá un monto en dólares.',
  amountMin: 'El monto no puede ser negativo.',
  months: 'Ingresá la antigüedad en meses (un número entero).',
  recibosVariables: `Adjuntá los ${RECIBOS_VARIABLES} recibos de sueldo variables.`,
  facturaOImagen: 'Adjuntá la factura o una foto del vehículo.',
  under65: 'Este seguro es para personas menores de 65 años.',
  fileType: `Solo se aceptan archivos ${typeList(FILE_TYPES)}.`,
  fileSize: `Cada archivo puede pesar hasta ${formatMb(MAX_FILE_BYTES)}.`,
  maxFiles: (max: number) => (max === 1 ? 'Adjuntá un solo archivo.' : `Podés adjuntar hasta ${max} archivos.`),
  totalFiles: `Entre todos los campos podés adjuntar hasta ${MAX_FILES} archivos.`,
  totalSize: `Entre todos, los archivos pueden pesar hasta ${formatMb(MAX_REQUEST_BYTES)}.`,
} as const;

/** A number field's value: '' while empty; Formik gives what a number input holds as a number. */
export type NumberInput = string | number;

/** Every field of every product: the form keeps them all, and sends only the chosen product's. */
export interface InsuranceRequestValues extends Record<InsuranceRequestFileField, File[]> {
  producto: InsuranceRequestKind;
  marca: string;
  anio: NumberInput;
  modelo: string;
  tipoDoc: string;
  doc: string;
  departamento: string;
  uso: string;
  email: string;
  celular: string;
  nombre: string;
  nacionalidad: string;
  situacionLaboral: SituacionLaboral | '';
  antiguedadLaboral: NumberInput;
  tipoVehiculo: string;
  lugarCirculacion: string;
  valorDeclarado: NumberInput;
  montoMuerte: NumberInput;
  montoInvalidez: NumberInput;
  /** Accidentes: the person says they are under 65 (checked here, not sent). */
  menorDe65: boolean;
}

export type InsuranceRequestTextField = Exclude<
  keyof InsuranceRequestValues,
  InsuranceRequestFileField | 'producto' | 'menorDe65'
>;

export function emptyInsuranceRequest(producto: InsuranceRequestKind, email = ''): InsuranceRequestValues {
  return {
    producto,
    marca: '',
    anio: '',
    modelo: '',
    tipoDoc: '',
    doc: '',
    departamento: '',
    uso: '',
    email,
    celular: '',
    nombre: '',
    nacionalidad: '',
    situacionLaboral: '',
    antiguedadLaboral: '',
    tipoVehiculo: '',
    lugarCirculacion: '',
    valorDeclarado: '',
    montoMuerte: '',
    montoInvalidez: '',
    menorDe65: false,
    ci: [],
    reciboFijo: [],
    recibosVariables: [],
    rut: [],
    certIngresos: [],
    reciboJubilacion: [],
    facturaOImagen: [],
  };
}

/** Each product's text fields in the form's order (the order of contracts' schema and of the team's e-mail). */
export const PRODUCT_TEXT_FIELDS: Record<InsuranceRequestKind, readonly InsuranceRequestTextField[]> = {
  auto: ['marca', 'anio', 'modelo', 'tipoDoc', 'doc', 'departamento', 'uso', 'email', 'celular'],
  garantia: ['tipoDoc', 'doc', 'nombre', 'nacionalidad', 'celular', 'email', 'situacionLaboral', 'antiguedadLaboral'],
  soa: ['tipoVehiculo', 'lugarCirculacion', 'email'],
  movilidad: ['valorDeclarado', 'email'],
  accidentes: ['montoMuerte', 'montoInvalidez', 'email'],
};

/** The file fields the form shows (and sends) now: garantía's depend on the work situation. */
export function fileFieldsOf(
  values: Pick<InsuranceRequestValues, 'producto' | 'situacionLaboral'>,
): readonly InsuranceRequestFileField[] {
  if (values.producto === 'movilidad') return ['facturaOImagen'];
  if (values.producto === 'garantia' && values.situacionLaboral) return GARANTIA_FILES[values.situacionLaboral];
  return [];
}

const text = () => yup.string().trim();
const required = () => text().required(messages.required);
const oneOf = (options: readonly string[]) =>
  text()
    .required(messages.choose)
    .oneOf([...options], messages.choose);
const email = (isRequired: boolean) => (isRequired ? required().email(messages.email) : text().email(messages.email));
const amount = (isRequired: boolean) => {
  const rule = yup
    .number()
    .transform((value, original) => (original === '' || original === undefined ? undefined : value))
    .typeError(messages.amount)
    .min(0, messages.amountMin);
  return isRequired ? rule.required(messages.amount) : rule.optional();
};

function files(field: InsuranceRequestFileField, options: { requiredMessage?: string; exactly?: number } = {}) {
  const max = FILE_FIELDS[field].maxFiles;
  return yup
    .mixed<File[]>()
    .test('required', options.requiredMessage ?? '', (v) => !options.requiredMessage || (v?.length ?? 0) > 0)
    .test(
      'exactly',
      options.requiredMessage ?? '',
      (v) => options.exactly === undefined || (v?.length ?? 0) === options.exactly,
    )
    .test('max', messages.maxFiles(max), (v) => (v?.length ?? 0) <= max)
    .test('type', messages.fileType, (v) => (v ?? []).every((f) => hasType(f, FILE_TYPES)))
    .test('size', messages.fileSize, (v) => (v ?? []).every((f) => f.size <= MAX_FILE_BYTES));
}

export interface SchemaContext {
  /** A signed-in person may leave the e-mail empty: the answer goes to the account's. */
  signedIn: boolean;
  /** The newest vehicle year accepted (next year, as the api). */
  maxYear: number;
}

/** The chosen product's rules (spec §5). Fields of other products are not checked. */
export function insuranceRequestSchema(
  values: Pick<InsuranceRequestValues, 'producto' | 'situacionLaboral'>,
  ctx: SchemaContext,
) {
  const emailRequired = !ctx.signedIn;
  switch (values.producto) {
    case 'auto':
      return yup.object({
        marca: required(),
        anio: yup
          .number()
          .transform((value, original) => (original === '' ? undefined : value))
          .typeError(messages.anio)
          .required(messages.anio)
          .integer(messages.anio)
          .min(MIN_ANIO, messages.anioMin)
          .max(ctx.maxYear, messages.anioMax(ctx.maxYear)),
        modelo: required(),
        tipoDoc: oneOf(AUTO_TIPOS_DOC),
        doc: required(),
        departamento: oneOf(DEPARTAMENTOS),
        uso: oneOf(USOS),
        // The api needs one for auto whoever sends it.
        email: email(true),
        celular: text(),
      });
    case 'garantia': {
      const shown = new Set(fileFieldsOf(values));
      const fileRules = Object.fromEntries(
        [...shown].map((field) => [
          field,
          field === 'recibosVariables'
            ? files(field, { requiredMessage: messages.recibosVariables, exactly: RECIBOS_VARIABLES })
            : files(field),
        ]),
      );
      return yup.object({
        tipoDoc: oneOf(GARANTIA_TIPOS_DOC),
        doc: required(),
        nombre: required(),
        nacionalidad: text(),
        celular: text(),
        // A visitor gives an e-mail or a celular: either reaches them.
        email: text()
          .email(messages.email)
          .test('contact', messages.contact, function (value) {
            return !emailRequired || Boolean(value?.trim()) || Boolean(String(this.parent.celular ?? '').trim());
          }),
        situacionLaboral: oneOf(SITUACIONES),
        antiguedadLaboral: yup
          .number()
          .transform((value, original) => (original === '' ? undefined : value))
          .typeError(messages.months)
          .integer(messages.months)
          .min(0, messages.months)
          .max(1200, messages.months)
          .optional(),
        ...fileRules,
      });
    }
    case 'soa':
      return yup.object({
        tipoVehiculo: oneOf(TIPOS_VEHICULO),
        lugarCirculacion: oneOf(LUGARES_CIRCULACION),
        email: email(emailRequired),
      });
    case 'movilidad':
      return yup.object({
        valorDeclarado: amount(true),
        facturaOImagen: files('facturaOImagen', { requiredMessage: messages.facturaOImagen }),
        email: email(emailRequired),
      });
    case 'accidentes':
      return yup.object({
        montoMuerte: amount(false),
        montoInvalidez: amount(false),
        menorDe65: yup.boolean().oneOf([true], messages.under65),
        email: email(emailRequired),
      });
  }
}

/** Errors the per-field rules cannot see: all the files of one request together. */
export function totalFileErrors(values: InsuranceRequestValues): Partial<Record<InsuranceRequestFileField, string>> {
  const fields = fileFieldsOf(values).filter((f) => values[f].length > 0);
  const all = fields.flatMap((f) => values[f]);
  const last = fields.at(-1);
  if (!last) return {};
  if (all.length > MAX_FILES) return { [last]: messages.totalFiles };
  if (totalBytes(all) > MAX_REQUEST_BYTES) return { [last]: messages.totalSize };
  return {};
}

/**
 * The multipart body of POST /solicitudes: `producto`, the product's text fields (trimmed; an empty one
 * counts as absent) and the files of the fields shown now, each file a part under its field's name.
 */
export function insuranceRequestFormData(values: InsuranceRequestValues): FormData {
  const body = new FormData();
  body.append('producto', values.producto);
  for (const field of PRODUCT_TEXT_FIELDS[values.producto]) {
    const value = String(values[field]).trim();
    if (value) body.append(field, value);
  }
  for (const field of fileFieldsOf(values)) {
    for (const file of values[field]) body.append(field, file, file.name);
  }
  return body;
}

/** The form fields a 400's `meta.field` may name: the request's fields are the form's. */
export function insuranceRequestFieldOf(wireField: string): string | null {
  const known = new Set<string>([...Object.values(PRODUCT_TEXT_FIELDS).flat(), ...Object.keys(FILE_FIELDS)]);
  return known.has(wireField) ? wireField : null;
}
