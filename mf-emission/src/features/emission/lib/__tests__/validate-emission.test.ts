import { bikePolicy, pendingPolicy } from '@/testing/fixtures';
import { initialEmissionValues, type EmissionFormValues } from '../form-values';
import { emissionFormErrors } from '../validate-emission';

const TODAY = new Date(2026, 0, 15);

function values(overrides: Partial<EmissionFormValues> = {}): EmissionFormValues {
  return {
    ...initialEmissionValues({
      user: { name: 'Ana Pérez', email: 'ana@example.com' },
      policy: { titular: null },
      today: TODAY,
    }),
    documentNumber: '1.234.567-2',
    address: 'Bv. Artigas',
    region: 'Montevideo',
    paymentMethod: 'link',
    ...overrides,
  };
}

describe('emissionFormErrors', () => {
  it('finds nothing wrong in a complete home form', () => {
    expect(emissionFormErrors(values(), pendingPolicy(), TODAY)).toEqual({});
  });

  it('places each problem on the field it came from, with the api’s message', () => {
    expect(
      emissionFormErrors(
        values({
          documentNumber: '',
          address: ' ',
          region: '',
          email: 'x',
          paymentMethod: '',
          birthDate: '2026-01-15',
        }),
        pendingPolicy(),
        TODAY,
      ),
    ).toEqual({
      documentNumber: 'Completá el número de documento.',
      address: 'Completá la calle.',
      region: 'Completá el departamento.',
      email: 'Revisá el correo electrónico: no tiene un formato válido.',
      birthDate: 'La fecha de nacimiento debe ser una fecha válida (AAAA-MM-DD) anterior a hoy.',
      paymentMethod: 'Elegí una forma de pago.',
    });
  });

  it('a company’s RUT without a name marks Nombre; with one, Empresa is what is checked', () => {
    expect(emissionFormErrors(values({ documentType: 'RUT', firstName: '' }), pendingPolicy(), TODAY)).toEqual({
      firstName: 'Completá el nombre.',
    });
    expect(
      emissionFormErrors(
        values({ documentType: 'RUT', firstName: '', company: 'x'.repeat(121) }),
        pendingPolicy(),
        TODAY,
      ),
    ).toEqual({ company: 'Revisá el nombre: debe tener como máximo 120 caracteres.' });
  });

  it('a bike also needs its brand, model, serial number and invoice', () => {
    expect(emissionFormErrors(values(), bikePolicy(), TODAY)).toEqual({
      brand: 'Completá la marca.',
      model: 'Completá el modelo.',
      serialNumber: 'Completá el número de serie.',
      file: 'Falta la factura de la bicicleta (un PDF o una imagen de hasta 5 MB).',
    });
    const file = new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' });
    expect(
      emissionFormErrors(values({ brand: 'Trek', model: 'Marlin', serialNumber: 'W1', file }), bikePolicy(), TODAY),
    ).toEqual({});
  });
});
