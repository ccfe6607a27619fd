/** Turns the first Ajv error of a failed request validation into one Spanish sentence naming the field (same wording as the api). */

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

/**
 * @param fieldMessages messages by field path (`formaDePago`, `camposAdicionales[0].valor`) that replace the
 *   generic sentence for any error on that field except an unknown (additional) property.
 */
export function formatValidationError(
  errors: readonly AjvLikeError[],
  part: Part | undefined,
  fieldMessages: Record<string, string> = {},
): string {
  const error = errors[0];
  if (!error) return 'La solicitud no es válida.';
  const params = error.params;

  let field = fieldName(error.instancePath);
  if (error.keyword === 'required') field = join(field, String(params.missingProperty));
  if (error.keyword === 'additionalProperties') field = join(field, String(params.additionalProperty));
  else {
    const custom = fieldMessages[field];
    if (custom) return custom;
  }

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
      const names = String(params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
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
