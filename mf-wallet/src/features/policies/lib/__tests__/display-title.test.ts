import { makePolicy } from 'shared-ui/testing/policy-fixture';
import { planName, policyDisplayTitle } from '../display-title';

describe('policyDisplayTitle', () => {
  it('joins the category label, the insurer name and the plan', () => {
    expect(policyDisplayTitle(makePolicy())).toBe('Seguro de Hogar · SBI Seguros · Recomendado');
    expect(policyDisplayTitle(makePolicy({ category: 'bike', plan: 'Total' }))).toBe(
      'Seguro de Bicicleta · SBI Seguros · Total',
    );
    expect(policyDisplayTitle(makePolicy({ category: 'car', insurer: 'bse', plan: 'Automóviles Total' }))).toBe(
      'Seguro de Auto · Banco de Seguros del Estado · Automóviles Total',
    );
  });

  it('reads "Seguro de X" for the other categories, and unknown ones as received', () => {
    expect(policyDisplayTitle(makePolicy({ category: 'travel', insurer: 'mapfre', plan: 'Mundial' }))).toBe(
      'Seguro de Viajes · MAPFRE · Mundial',
    );
    expect(policyDisplayTitle(makePolicy({ category: 'mascotas', insurer: 'sura', plan: 'Plus' }))).toBe(
      'Seguro de Mascotas · SURA · Plus',
    );
  });

  it('drops repeated parts, ignoring case, accents and a leading "Seguro de"', () => {
    expect(
      policyDisplayTitle(makePolicy({ category: 'garantia', insurer: 'porto', plan: 'Garantía de Alquiler' })),
    ).toBe('Seguro de Garantía de Alquiler · Porto Seguro');
    expect(policyDisplayTitle(makePolicy({ category: 'bike', insurer: 'mapfre', plan: 'bicicleta' }))).toBe(
      'Seguro de Bicicleta · MAPFRE',
    );
    expect(policyDisplayTitle(makePolicy({ category: 'other', insurer: 'Acme', plan: 'ACME' }))).toBe(
      'Seguro de Otros · Acme',
    );
    expect(policyDisplayTitle(makePolicy({ plan: 'SBI Seguros', packageName: null, nombrePaquete: null }))).toBe(
      'Seguro de Hogar · SBI Seguros',
    );
  });

  it('leaves out what the policy does not have', () => {
    expect(
      policyDisplayTitle(
        makePolicy({
          category: null,
          insurer: 'hdi',
          plan: null,
          packageName: null,
          nombrePaquete: null,
          selectedPackage: null,
        }),
      ),
    ).toBe('HDI Seguros');
    expect(
      policyDisplayTitle(
        makePolicy({ insurer: '', plan: '  ', packageName: null, nombrePaquete: null, selectedPackage: null }),
      ),
    ).toBe('Seguro de Hogar');
  });

  it('shows an unknown insurer slug as received', () => {
    expect(policyDisplayTitle(makePolicy({ insurer: 'Aseguradora Local', plan: 'Único' }))).toBe(
      'Seguro de Hogar · Aseguradora Local · Único',
    );
  });
});

describe('planName', () => {
  it('falls back from plan to the package names', () => {
    expect(planName(makePolicy({ plan: null, packageName: 'Premium' }))).toBe('Premium');
    expect(planName(makePolicy({ plan: null, packageName: null, nombrePaquete: 'Básico' }))).toBe('Básico');
    expect(planName(makePolicy({ plan: null, packageName: null, nombrePaquete: null, selectedPackage: null }))).toBe(
      '',
    );
  });
});
