// The emission request's field rules (POST /sbi/emision) as plain data and functions with no TypeBox: the
// schema in sbi.ts is built from them, the api applies the date and bike checks with them, and the emission
// form (mf-emission, through `contracts/runtime`) marks every field they refuse at once,
// before anything is sent. The messages read as the api's schema errors do ('Completá el número de documento.').
import { EMISSION_FIELD_LABELS } from './field-labels';

export interface EmissionTextRule {
  required: boolean;
  maxLength: number;
  /** A pattern the text must match besides having no NUL characters. */
  pattern?: string;
}

/** The holder and address texts of the request. */
export const EMISSION_TEXT_RULES = {
  numeroDeDocumentoODeRut: { required: true, maxLength: 20, pattern: '^[0-9.\\s-]+$' },
  nombreORazonSocial: { required: true, maxLength: 120 },
  apellido: { required: false, maxLength: 120 },
  correoElectronico: { required: true, maxLength: 254 },
  celular: { required: false, maxLength: 30 },
  calle: { required: true, maxLength: 120 },
  numeroDePuerta: { required: false, maxLength: 10 },
  apartamento: { required: false, maxLength: 20 },
  codigoPostal: { required: false, maxLength: 10 },
  departamento: { required: true, maxLength: 40 },
} as const satisfies Record<string, EmissionTextRule>;

export type EmissionTextField = keyof typeof EMISSION_TEXT_RULES;

/** A bike's additional fields (spec §3), with the label a sentence names each one by. */
export const BIKE_ADDITIONAL_FIELDS = [
  { nombre: 'Marca', label: 'la marca' },
  { nombre: 'Modelo', label: 'el modelo' },
  { nombre: 'Serie', label: 'el número de serie' },
] as const;
export const BIKE_INVOICE_FIELD = 'Archivo';

export const emissionRuleMessages = {
  birthDate: 'La fecha de nacimiento debe ser una fecha válida (AAAA-MM-DD) anterior a hoy.',
  startDate: 'El inicio de vigencia debe ser una fecha válida (AAAA-MM-DD).',
  missingInvoice: 'Falta la factura de la bicicleta (un PDF o una imagen de hasta 5 MB).',
} as const;

/**
 * The api's `email` format (ajv-formats, fast mode): what a browser check must accept and refuse alike.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** YYYY-MM-DD that exists in the calendar. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A birth date: empty, or a calendar date before `today` (YYYY-MM-DD). */
export function isValidBirthDate(value: string | null | undefined, today: string): boolean {
  const text = value?.trim() ?? '';
  return text === '' || (isCalendarDate(text) && text < today);
}

/** What the rules read of a request: its texts, its dates and its additional fields. */
export type EmissionRuleInput = { [K in EmissionTextField]?: string | null } & {
  fechaDeNacimiento?: string | null;
  inicioDeVigencia: string;
  camposAdicionales?: ReadonlyArray<{ nombre: string; valor: string }> | null;
};

export interface EmissionProblem {
  /** The request field at fault, as a 400's `meta.field` names it (`calle`, `camposAdicionales[2]`). */
  field: string;
  message: string;
}

/** An additional field's name as the api and the form compare it: no case, no accents ('Ubicacion de riesgo' too). */
export function foldFieldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

/**
 * Every problem of an emission request, in the form's order, each with its field. `today` is the
 * YYYY-MM-DD a birth date must come before; `bike` adds the bike's fields and invoice.
 */
export function emissionProblems(
  body: EmissionRuleInput,
  { today, bike }: { today: string; bike: boolean },
): EmissionProblem[] {
  const problems: EmissionProblem[] = [];
  const label = (field: string) => EMISSION_FIELD_LABELS[field] ?? field;
  for (const [field, rule] of Object.entries(EMISSION_TEXT_RULES) as Array<[EmissionTextField, EmissionTextRule]>) {
    const text = body[field]?.trim() ?? '';
    if (text === '') {
      if (rule.required) problems.push({ field, message: `Completá ${label(field)}.` });
      continue;
    }
    if (text.length > rule.maxLength) {
      problems.push({
        field,
        message: `Revisá ${label(field)}: debe tener como máximo ${rule.maxLength} caracteres.`,
      });
    } else if (
      text.includes('\u0000') ||
      (rule.pattern !== undefined && !new RegExp(rule.pattern).test(text)) ||
      (field === 'correoElectronico' && !EMAIL.test(text))
    ) {
      problems.push({ field, message: `Revisá ${label(field)}: no tiene un formato válido.` });
    }
  }
  if (!isValidBirthDate(body.fechaDeNacimiento, today)) {
    problems.push({ field: 'fechaDeNacimiento', message: emissionRuleMessages.birthDate });
  }
  if (!isCalendarDate(body.inicioDeVigencia.slice(0, 10))) {
    problems.push({ field: 'inicioDeVigencia', message: emissionRuleMessages.startDate });
  }
  if (bike) {
    const campos = body.camposAdicionales ?? [];
    const at = (nombre: string) => campos.findIndex((c) => foldFieldName(c.nombre) === foldFieldName(nombre));
    const field = (index: number) => (index >= 0 ? `camposAdicionales[${index}]` : 'camposAdicionales');
    for (const { nombre, label: what } of BIKE_ADDITIONAL_FIELDS) {
      const index = at(nombre);
      if (!campos[index]?.valor.trim()) problems.push({ field: field(index), message: `Completá ${what}.` });
    }
    const invoice = at(BIKE_INVOICE_FIELD);
    if (!hasInvoiceFiles(campos[invoice]?.valor ?? '')) {
      problems.push({ field: field(invoice), message: emissionRuleMessages.missingInvoice });
    }
  }
  return problems;
}

/** 'Archivo' holds a non-empty JSON list (what each file holds is the api's to check). */
function hasInvoiceFiles(valor: string): boolean {
  if (!valor.trim()) return false;
  try {
    const files: unknown = JSON.parse(valor);
    return !Array.isArray(files) || files.length > 0;
  } catch {
    return true;
  }
}
