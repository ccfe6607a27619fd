import { renderHook } from '@testing-library/react';
import { ApiError } from '../api-client';
import { applyServerFieldError, serverErrorField, useServerFieldErrors } from '../server-field-errors';

const about = (field: string | null, message = 'Completá el número de documento.') =>
  new ApiError(message, 400, 400, field);

function helpers() {
  return { setFieldError: jest.fn(), setFieldTouched: jest.fn() };
}

describe('serverErrorField', () => {
  const map = { numeroDeDocumentoODeRut: 'documentNumber', benefits: 'coverages' };

  it('finds the form field of the request field a 400 names', () => {
    expect(serverErrorField(about('numeroDeDocumentoODeRut'), map)).toBe('documentNumber');
    expect(serverErrorField(about('benefits[0].sumaAsegurada'), map)).toBe('coverages');
    expect(serverErrorField(about('otro'), map)).toBeNull();
    expect(serverErrorField(about(null), map)).toBeNull();
    expect(serverErrorField(new Error('x'), map)).toBeNull();
    expect(serverErrorField(about('toString'), map)).toBeNull();
  });

  it('accepts a function for mappings that depend on the values', () => {
    expect(serverErrorField(about('a'), (wire) => (wire === 'a' ? 'b' : null))).toBe('b');
  });
});

describe('applyServerFieldError', () => {
  it('marks the field touched without validating, sets the message and focuses it', async () => {
    document.body.innerHTML = '<form><input name="email" /><input name="documentNumber" /></form>';
    const form = helpers();
    expect(
      applyServerFieldError(form, about('numeroDeDocumentoODeRut'), { numeroDeDocumentoODeRut: 'documentNumber' }),
    ).toBe('documentNumber');
    expect(form.setFieldTouched).toHaveBeenCalledWith('documentNumber', true, false);
    expect(form.setFieldError).toHaveBeenCalledWith('documentNumber', 'Completá el número de documento.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(document.querySelector('[name="documentNumber"]'));
  });

  it('does nothing for an error about no field of this form', () => {
    const form = helpers();
    expect(applyServerFieldError(form, about('paqueteId'), {})).toBeNull();
    expect(form.setFieldError).not.toHaveBeenCalled();
  });
});

describe('useServerFieldErrors', () => {
  it('keeps the message through validation runs until the refused value changes', () => {
    const { result } = renderHook(() => useServerFieldErrors<{ email: string; name: string }>());
    const refused = { email: 'ana@', name: 'Ana' };
    result.current.apply(refused, helpers(), about('correo', 'Correo inválido.'), { correo: 'email' });
    expect(result.current.validate({ ...refused, name: 'Ana María' })).toEqual({ email: 'Correo inválido.' });
    expect(result.current.validate({ ...refused, email: 'ana@example.com' })).toEqual({});
    // Once changed it is forgotten, even if the old value comes back.
    expect(result.current.validate(refused)).toEqual({});
  });
});
