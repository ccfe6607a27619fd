/** Turns a failed request validation (Ajv's errors) into one Spanish sentence about one field. */

export interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

export interface ValidationMessageOptions {
  /** The part of the request that failed (Fastify's `validationContext`, possibly undefined): `body`, `querystring`… */
  part?: string | undefined;
  /** That part's data (`request.body`…): an empty value is asked for, not called malformed. */
  data?: unknown;
  /**
   * The field as the form that sent it labels it, with its article (`el número de documento`), or
   * undefined: labelled fields read 'Completá el número de documento.', others 'El campo x …'.
   */
  label?: (field: string) => string | undefined;
  /**
   * Whole messages by field path (`formaDePago`), replacing any other except for an unknown property; the
   * servers pass on their route's optional `config.fieldMessages`.
   */
  fieldMessages?: Readonly<Record<string, string>> | undefined;
}

export interface ValidationProblem {
  message: string;
  /** The path of the field at fault (`holders[0].email`); absent when the whole part is wrong. */
  field?: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  null: 'nulo',
};

export function describeValidationError(
  errors: readonly AjvLikeError[],
  { part, data, label, fieldMessages = {} }: ValidationMessageOptions = {},
): ValidationProblem {
  const error = pickError(errors);
  if (!error) return { message: 'La solicitud no es válida.' };
  const params = error.params;

  let field = fieldName(error.instancePath);
  if (error.keyword === 'required') field = join(field, String(params.missingProperty));
  if (error.keyword === 'additionalProperties') field = join(field, String(params.additionalProperty));

  if (!field) {
    // The whole part is wrong, e.g. a JSON array where an object was expected.
    if (part === 'body') return { message: 'El cuerpo de la solicitud no es válido.' };
    if (part === 'querystring') return { message: 'Los parámetros de la consulta no son válidos.' };
    return { message: 'La solicitud no es válida.' };
  }
  if (error.keyword === 'additionalProperties') return { message: `El campo ${field} no está permitido.`, field };

  const custom = fieldMessages[field];
  if (custom) return { message: custom, field };

  const missing =
    error.keyword === 'required' ||
    (error.keyword === 'minLength' && params.limit === 1) ||
    isBlank(valueAt(data, error.instancePath));
  const labelled = label?.(field);
  if (labelled) {
    return { message: missing ? `Completá ${labelled}.` : `Revisá ${labelled}: ${problem(error, true)}.`, field };
  }
  return { message: `El campo ${field} ${problem(error, false)}.`, field };
}

/** What is wrong with the value, as the end of a sentence whose subject is the field. */
function problem(error: AjvLikeError, labelled: boolean): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return 'es obligatorio';
    case 'type': {
      // "Or null" tells a person nothing: a nullable number is asked for as a number.
      const types = String(params.type).split(',');
      const wanted = types.length > 1 ? types.filter((t) => t !== 'null') : types;
      return `debe ser ${wanted.map((t) => TYPE_NAMES[t] ?? t).join(' o ')}`;
    }
    case 'minLength':
      return params.limit === 1 ? 'no puede estar vacío' : `debe tener al menos ${String(params.limit)} caracteres`;
    case 'maxLength':
      return `debe tener como máximo ${String(params.limit)} caracteres`;
    case 'minimum':
      return `debe ser mayor o igual a ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `debe ser mayor a ${String(params.limit)}`;
    case 'maximum':
      return `debe ser menor o igual a ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `debe ser menor a ${String(params.limit)}`;
    case 'minItems':
      return `debe tener al menos ${String(params.limit)} elementos`;
    case 'maxItems':
      return `debe tener como máximo ${String(params.limit)} elementos`;
    case 'enum':
      // A form offers the options in words; the wire values (T, L, R) would tell a person nothing.
      if (labelled) return 'elegí una de las opciones';
      return `debe ser uno de: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `debe ser ${String(params.allowedValue)}`;
    default:
      // format, pattern, anyOf... : the value is there but malformed. A label's gender is unknown.
      return labelled ? 'no tiene un formato válido' : 'no es válido';
  }
}

/**
 * The error that explains the failure. For a value that matched no branch of an `anyOf` (a nullable
 * field, say), Ajv reports every branch; "must be null" is never the useful one, so prefer the branch
 * that got furthest, else merge the types the branches wanted.
 */
function pickError(errors: readonly AjvLikeError[]): AjvLikeError | undefined {
  const anyOfAt = errors.findIndex((e) => e.keyword === 'anyOf');
  if (anyOfAt <= 0) return errors[0];
  const path = errors[anyOfAt]!.instancePath;
  const branches = errors.slice(0, anyOfAt).filter((e) => e.instancePath.startsWith(path));
  const isTypeHere = (e: AjvLikeError) => e.keyword === 'type' && e.instancePath === path;
  const specific = branches.find((e) => !isTypeHere(e));
  if (specific) return specific;
  const types = branches.filter(isTypeHere).flatMap((e) => String(e.params.type).split(','));
  const wanted = types.filter((t) => t !== 'null');
  return { keyword: 'type', instancePath: path, params: { type: (wanted.length ? wanted : types).join(',') } };
}

function segments(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `/holders/0/email` → `holders[0].email` */
function fieldName(instancePath: string): string {
  return segments(instancePath).reduce(join, '');
}

function join(path: string, segment: string): string {
  if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
  return path ? `${path}.${segment}` : segment;
}

function valueAt(data: unknown, instancePath: string): unknown {
  let value = data;
  for (const segment of segments(instancePath)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}
