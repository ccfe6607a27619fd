import { formatValidationError } from '../../src/lib/validation-messages';

const format = (keyword: string, instancePath: string, params: Record<string, unknown> = {}, part = 'body') =>
  formatValidationError([{ keyword, instancePath, params }], part);

describe('formatValidationError', () => {
  it.each([
    [format('required', '', { missingProperty: 'email' }, 'querystring'), 'El campo email es obligatorio.'],
    [format('required', '/holder', { missingProperty: 'name' }), 'El campo holder.name es obligatorio.'],
    [format('format', '/email', { format: 'email' }), 'El campo email no es válido.'],
    [format('type', '/items/0/price', { type: 'number' }), 'El campo items[0].price debe ser un número.'],
    [format('type', '/note', { type: 'string,null' }), 'El campo note debe ser un texto.'],
    [format('type', '/n', { type: 'number,string' }), 'El campo n debe ser un número o un texto.'],
    [
      formatValidationError(
        [
          { keyword: 'type', instancePath: '/p', params: { type: 'null' } },
          { keyword: 'minimum', instancePath: '/p', params: { limit: 0 } },
          { keyword: 'anyOf', instancePath: '/p', params: {} },
        ],
        'body',
      ),
      'El campo p debe ser mayor o igual a 0.',
    ],
    [
      formatValidationError(
        [
          { keyword: 'type', instancePath: '/p', params: { type: 'null' } },
          { keyword: 'type', instancePath: '/p', params: { type: 'object' } },
          { keyword: 'anyOf', instancePath: '/p', params: {} },
        ],
        'body',
      ),
      'El campo p debe ser un objeto.',
    ],
    [format('minLength', '/name', { limit: 1 }), 'El campo name no puede estar vacío.'],
    [format('minLength', '/name', { limit: 3 }), 'El campo name debe tener al menos 3 caracteres.'],
    [format('maxLength', '/name', { limit: 80 }), 'El campo name debe tener como máximo 80 caracteres.'],
    [format('minimum', '/installments', { limit: 0 }), 'El campo installments debe ser mayor o igual a 0.'],
    [
      format('enum', '/metodoPago', { allowedValues: ['tarjeta', 'link'] }),
      'El campo metodoPago debe ser uno de: tarjeta, link.',
    ],
    [format('additionalProperties', '', { additionalProperty: 'role' }), 'El campo role no está permitido.'],
    [format('type', '', { type: 'object' }), 'El cuerpo de la solicitud no es válido.'],
    [formatValidationError([], 'body'), 'La solicitud no es válida.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
