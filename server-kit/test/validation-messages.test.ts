import { describeValidationError, type AjvLikeError } from '../src/validation-messages';

const error = (keyword: string, instancePath: string, params: Record<string, unknown> = {}): AjvLikeError => ({
  keyword,
  instancePath,
  params,
});
const format = (keyword: string, instancePath: string, params: Record<string, unknown> = {}, part = 'body') =>
  describeValidationError([error(keyword, instancePath, params)], { part }).message;

describe('describeValidationError without labels', () => {
  it.each([
    [format('required', '', { missingProperty: 'email' }, 'querystring'), 'El campo email es obligatorio.'],
    [format('required', '/holder', { missingProperty: 'name' }), 'El campo holder.name es obligatorio.'],
    [format('format', '/email', { format: 'email' }), 'El campo email no es válido.'],
    [format('type', '/items/0/price', { type: 'number' }), 'El campo items[0].price debe ser un número.'],
    [format('type', '/note', { type: 'string,null' }), 'El campo note debe ser un texto.'],
    [format('type', '/n', { type: 'number,string' }), 'El campo n debe ser un número o un texto.'],
    [format('minLength', '/name', { limit: 1 }), 'El campo name no puede estar vacío.'],
    [format('minLength', '/name', { limit: 3 }), 'El campo name debe tener al menos 3 caracteres.'],
    [format('maxLength', '/name', { limit: 80 }), 'El campo name debe tener como máximo 80 caracteres.'],
    [format('minimum', '/installments', { limit: 0 }), 'El campo installments debe ser mayor o igual a 0.'],
    [format('exclusiveMinimum', '/v', { limit: 0 }), 'El campo v debe ser mayor a 0.'],
    [format('maximum', '/v', { limit: 10 }), 'El campo v debe ser menor o igual a 10.'],
    [format('maxItems', '/list', { limit: 3 }), 'El campo list debe tener como máximo 3 elementos.'],
    [
      format('enum', '/metodoPago', { allowedValues: ['tarjeta', 'link'] }),
      'El campo metodoPago debe ser uno de: tarjeta, link.',
    ],
    [format('const', '/pinChanged', { allowedValue: false }), 'El campo pinChanged debe ser false.'],
    [format('pattern', '/a~1b', { pattern: 'x' }), 'El campo a/b no es válido.'],
    [format('additionalProperties', '', { additionalProperty: 'role' }), 'El campo role no está permitido.'],
    [format('type', '', { type: 'object' }), 'El cuerpo de la solicitud no es válido.'],
    [format('type', '', { type: 'object' }, 'querystring'), 'Los parámetros de la consulta no son válidos.'],
    [describeValidationError([]).message, 'La solicitud no es válida.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('explains a value that matched no branch of an anyOf by the branch that got furthest', () => {
    const branches = (second: AjvLikeError) => [error('type', '/p', { type: 'null' }), second, error('anyOf', '/p')];
    expect(describeValidationError(branches(error('minimum', '/p', { limit: 0 }))).message).toBe(
      'El campo p debe ser mayor o igual a 0.',
    );
    expect(describeValidationError(branches(error('type', '/p', { type: 'object' }))).message).toBe(
      'El campo p debe ser un objeto.',
    );
  });

  it('names the field at fault, not for the whole part', () => {
    expect(describeValidationError([error('required', '/holder', { missingProperty: 'name' })]).field).toBe(
      'holder.name',
    );
    expect(describeValidationError([error('type', '/benefits/0/sumaAsegurada', { type: 'number' })]).field).toBe(
      'benefits[0].sumaAsegurada',
    );
    expect(describeValidationError([error('type', '', { type: 'object' })], { part: 'body' }).field).toBeUndefined();
  });
});

describe('describeValidationError with the form labels', () => {
  const labels: Record<string, string> = {
    numeroDeDocumentoODeRut: 'el número de documento',
    correoElectronico: 'el correo electrónico',
    apellido: 'el apellido',
    cantidadDeCuotas: 'la cantidad de cuotas',
    'benefits[].sumaAsegurada': 'la suma asegurada',
  };
  const label = (field: string) => labels[field.replace(/\[\d+\]/g, '[]')];
  const check = (e: AjvLikeError, data: unknown = {}) => describeValidationError([e], { part: 'body', data, label });

  it('asks to fill a missing or empty field by its label', () => {
    expect(check(error('required', '', { missingProperty: 'numeroDeDocumentoODeRut' }))).toEqual({
      message: 'Completá el número de documento.',
      field: 'numeroDeDocumentoODeRut',
    });
    expect(check(error('minLength', '/numeroDeDocumentoODeRut', { limit: 1 }))).toEqual({
      message: 'Completá el número de documento.',
      field: 'numeroDeDocumentoODeRut',
    });
    // An empty e-mail fails its format, yet it is missing rather than malformed.
    expect(check(error('format', '/correoElectronico', { format: 'email' }), { correoElectronico: ' ' })).toEqual({
      message: 'Completá el correo electrónico.',
      field: 'correoElectronico',
    });
    expect(check(error('type', '/apellido', { type: 'string' }), { apellido: null }).message).toBe(
      'Completá el apellido.',
    );
  });

  it('says what is wrong with a filled field, by its label', () => {
    expect(check(error('maxLength', '/apellido', { limit: 60 }), { apellido: 'x'.repeat(61) }).message).toBe(
      'Revisá el apellido: debe tener como máximo 60 caracteres.',
    );
    expect(check(error('format', '/correoElectronico', { format: 'email' }), { correoElectronico: 'ana' })).toEqual({
      message: 'Revisá el correo electrónico: no tiene un formato válido.',
      field: 'correoElectronico',
    });
    expect(check(error('maximum', '/cantidadDeCuotas', { limit: 10 }), { cantidadDeCuotas: 11 }).message).toBe(
      'Revisá la cantidad de cuotas: debe ser menor o igual a 10.',
    );
    expect(
      check(error('minimum', '/benefits/2/sumaAsegurada', { limit: 0 }), { benefits: [{}, {}, { sumaAsegurada: -1 }] }),
    ).toEqual({
      message: 'Revisá la suma asegurada: debe ser mayor o igual a 0.',
      field: 'benefits[2].sumaAsegurada',
    });
  });

  it('asks to choose again among the options, not among the wire values', () => {
    expect(
      describeValidationError([error('enum', '/formaDePago', { allowedValues: ['T', 'L', 'R'] })], {
        label: () => 'la forma de pago',
        data: { formaDePago: 'X' },
      }).message,
    ).toBe('Revisá la forma de pago: elegí una de las opciones.');
  });

  it('keeps the generic sentence for fields without a label and for unknown fields', () => {
    expect(check(error('required', '', { missingProperty: 'policyId' })).message).toBe(
      'El campo policyId es obligatorio.',
    );
    expect(check(error('additionalProperties', '', { additionalProperty: 'apellido' })).message).toBe(
      'El campo apellido no está permitido.',
    );
  });
});

describe('describeValidationError with whole messages per field (the sandbox)', () => {
  const fieldMessages = { formaDePago: 'La forma de pago debe ser T, L o R.' };

  it('uses the route message for any error on that field', () => {
    const problem = describeValidationError([error('enum', '/formaDePago', { allowedValues: ['T', 'L', 'R'] })], {
      fieldMessages,
    });
    expect(problem).toEqual({ message: 'La forma de pago debe ser T, L o R.', field: 'formaDePago' });
    expect(
      describeValidationError([error('required', '', { missingProperty: 'formaDePago' })], { fieldMessages }).message,
    ).toBe('La forma de pago debe ser T, L o R.');
  });

  it('but not for an unknown property of that name', () => {
    expect(
      describeValidationError([error('additionalProperties', '', { additionalProperty: 'formaDePago' })], {
        fieldMessages,
      }).message,
    ).toBe('El campo formaDePago no está permitido.');
  });
});
