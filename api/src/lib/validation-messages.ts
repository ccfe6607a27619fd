/** Turns the first Ajv error of a failed request validation into one Spanish sentence naming the field. */

export interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type Part = 'body' | 'querystring' | 'params' | 'headers' | string;

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  null: 'nulo',
};

export function formatValidationError(errors: readonly AjvLikeError[], part: Part | undefined): string {
  const error = pickError(errors);
  if (!error) return 'La solicitud no es válida.';
  const params = error.params;

  let field = fieldName(error.instancePath);
  if (error.keyword === 'required') field = join(field, String(params.missingProperty));
  if (error.keyword === 'additionalProperties') field = join(field, String(params.additionalProperty));

  if (!field) {
    // The whole part is wrong, e.g. a JSON array where an object was expected.
    if (part === 'body') return 'El cuerpo de la solicitud no es válido.';
    if (part === 'querystring') return 'Los parámetros de la consulta no son válidos.';
    return 'La solicitud no es válida.';
  }

  const subject = `El campo ${field}`;
  switch (error.keyword) {
    case 'required':
      return `${subject} es obligatorio.`;
    case 'additionalProperties':
      return `${subject} no está permitido.`;
    case 'type': {
      // "Or null" tells a person nothing: a nullable number is asked for as a number.
      const types = String(params.type).split(',');
      const wanted = types.length > 1 ? types.filter((t) => t !== 'null') : types;
      const names = wanted.map((t) => TYPE_NAMES[t] ?? t);
      return `${subject} debe ser ${names.join(' o ')}.`;
    }
    case 'minLength':
      return params.limit === 1
        ? `${subject} no puede estar vacío.`
        : `${subject} debe tener al menos ${String(params.limit)} caracteres.`;
    case 'maxLength':
      return `${subject} debe tener como máximo ${String(params.limit)} caracteres.`;
    case 'minimum':
      return `${subject} debe ser mayor o igual a ${String(params.limit)}.`;
    case 'exclusiveMinimum':
      return `${subject} debe ser mayor a ${String(params.limit)}.`;
    case 'maximum':
      return `${subject} debe ser menor o igual a ${String(params.limit)}.`;
    case 'exclusiveMaximum':
      return `${subject} debe ser menor a ${String(params.limit)}.`;
    case 'minItems':
      return `${subject} debe tener al menos ${String(params.limit)} elementos.`;
    case 'maxItems':
      return `${subject} debe tener como máximo ${String(params.limit)} elementos.`;
    case 'enum':
      return `${subject} debe ser uno de: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `${subject} debe ser ${String(params.allowedValue)}.`;
    default:
      // format, pattern, anyOf... : the value is there but malformed.
      return `${subject} no es válido.`;
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

/** `/holders/0/email` → `holders[0].email` */
function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(join, '');
}

function join(path: string, segment: string): string {
  if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
  return path ? `${path}.${segment}` : segment;
}
