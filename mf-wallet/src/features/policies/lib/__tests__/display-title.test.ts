import { aPolicy } from '@/testing/policies';
import { planName, policyDisplayTitle } from '../display-title';

describe('policyDisplayTitle', () => {
  it('joins the category label, the insurer name and the plan', () => {
    expect(policyDisplayTitle(aPolicy())).toBe('Seguro de Hogar · SBI Seguros · Recomendado');
    expect(policyDisplayTitle(aPolicy({ category: 'bike', plan: 'Total' }))).toBe(
      'Seguro de Bicicleta · SBI Seguros · Total',
    );
    expect(policyDisplayTitle(aPolicy({ category: 'car', insurer: 'bse', plan: 'Automóviles Total' }))).toBe(
      'Seguro de Auto · Banco de Seguros del Estado · Automóviles Total',
    );
  });

  it('reads "Seguro de X" for the other categories, and unknown ones as received', () => {
    expect(policyDisplayTitle(aPolicy({ category: 'travel', insurer: 'mapfre', plan: 'Mundial' }))).toBe(
      'Seguro de Viajes · MAPFRE · Mundial',
    );
    expect(policyDisplayTitle(aPolicy({ category: 'mascotas', insurer: 'sura', plan: 'Plus' }))).toBe(
      'Seguro de Mascotas · SURA · Plus',
    );
  });

  it('drops repeated parts, ignoring case, accents and a leading "Seguro de"', () => {
    expect(policyDisplayTitle(aPolicy({ category: 'garantia', insurer: 'porto', plan: 'Garantía de Alquiler' }))).toBe(
      'Seguro de Garantía de Alquiler · Porto Seguro',
    );
    expect(policyDisplayTitle(aPolicy({ category: 'bike', insurer: 'mapfre', plan: 'bicicleta' }))).toBe(
      'Seguro de Bicicleta · MAPFRE',
    );
    expect(policyDisplayTitle(aPolicy({ category: 'other', insurer: 'Acme', plan: 'ACME' }))).toBe(
      'Seguro de Otros · Acme',
    );
    expect(policyDisplayTitle(aPolicy({ plan: 'SBI Seguros', packageName: null }))).toBe(
      'Seguro de Hogar · SBI Seguros',
    );
  });

  it('leaves out what the policy does not have', () => {
    expect(
      policyDisplayTitle(
        aPolicy({ category: null, insurer: 'hdi', plan: null, packageName: null, selectedPackage: null }),
      ),
    ).toBe('HDI Seguros');
    expect(policyDisplayTitle(aPolicy({ insurer: '', plan: '  ', packageName: null, selectedPackage: null }))).toBe(
      'Seguro de Hogar',
    );
  });

  it('shows an unknown insurer slug as received', () => {
    expect(policyDisplayTitle(aPolicy({ insurer: 'Aseguradora Local', plan: 'Único' }))).toBe(
      'Seguro de Hogar · Aseguradora Local · Único',
    );
  });
});

describe('planName', () => {
  it('falls back from plan to the package names', () => {
    expect(planName(aPolicy({ plan: null, packageName: 'Premium' }))).toBe('Premium');
    expect(planName(aPolicy({ plan: null, packageName: null, nombrePaquete: 'Básico' }))).toBe('Básico');
    expect(planName(aPolicy({ plan: null, packageName: null, selectedPackage: null }))).toBe('');
  });
});
