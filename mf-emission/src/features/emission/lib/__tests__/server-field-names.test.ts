import { initialEmissionValues, type EmissionFormValues } from '../form-values';
import { emissionFormField } from '../server-field-names';

const values = (over: Partial<EmissionFormValues> = {}): EmissionFormValues => ({
  ...initialEmissionValues({ user: null, policy: { titular: null } }),
  ...over,
});

function fieldFor(wire: string, v = values(), category = 'home') {
  const map = emissionFormField(v, { category });
  return typeof map === 'function' ? map(wire) : map[wire];
}

describe('emissionFormField', () => {
  it('maps the emission request fields to the form fields they come from', () => {
    expect(fieldFor('numeroDeDocumentoODeRut')).toBe('documentNumber');
    expect(fieldFor('nombreORazonSocial')).toBe('firstName');
    expect(fieldFor('correoElectronico')).toBe('email');
    expect(fieldFor('celular')).toBe('phone');
    expect(fieldFor('calle')).toBe('address');
    expect(fieldFor('departamento')).toBe('region');
    expect(fieldFor('inicioDeVigencia')).toBe('startDate');
    expect(fieldFor('paqueteId')).toBeNull();
  });

  it('a company name sent for a RUT came from "Empresa"', () => {
    expect(fieldFor('nombreORazonSocial', values({ documentType: 'RUT', company: 'Ciclos SA' }))).toBe('company');
    expect(fieldFor('nombreORazonSocial', values({ documentType: 'RUT', company: '' }))).toBe('firstName');
  });

  it("a bike's additional fields map by position; a home's have no field of their own", () => {
    expect(fieldFor('camposAdicionales[0].valor', values(), 'bike')).toBe('brand');
    expect(fieldFor('camposAdicionales[2].valor', values(), 'bike')).toBe('serialNumber');
    expect(fieldFor('camposAdicionales[3]', values(), 'bike')).toBe('file');
    expect(fieldFor('camposAdicionales[0].valor', values(), 'home')).toBeNull();
  });
});
