import { findPlan, matchBenefit, usdAmount } from '../comparison-model';

const benefit = (nombreCobertura: string) => ({ _id: nombreCobertura, nombreCobertura, sumaAsegurada: 1 });

describe('matchBenefit', () => {
  it('finds the policy line of a catalogue feature by name, ignoring case and accents', () => {
    expect(matchBenefit('Responsabilidad civil', [benefit('RESPONSABILIDAD CIVIL')])?._id).toBe(
      'RESPONSABILIDAD CIVIL',
    );
    expect(matchBenefit('Robo o hurto total', [benefit('Hurto Total')])?._id).toBe('Hurto Total');
    expect(matchBenefit('Inundación', [benefit('inundacion')])?._id).toBe('inundacion');
  });

  it('does not take a partial theft for a total one', () => {
    expect(matchBenefit('Robo o hurto parcial', [benefit('Hurto Total')])).toBeNull();
  });
});

describe('usdAmount', () => {
  it('reads the dollar amount of a catalogue text', () => {
    expect(usdAmount('USD 1.000.000')).toBe(1_000_000);
    expect(usdAmount('Hasta USD 2.000')).toBe(2_000);
    expect(usdAmount('Hasta 300 km')).toBeNull();
    expect(usdAmount(null)).toBeNull();
  });
});

describe('findPlan', () => {
  const BSE = ['Automóviles Total', 'Automóviles Global', 'Responsabilidad Civil'];

  it('finds the policy’s plan by its name, or by the words of a shorter name when only one plan has them', () => {
    expect(findPlan(BSE, 'automoviles global')).toBe('Automóviles Global');
    expect(findPlan(BSE, 'Global')).toBe('Automóviles Global');
    expect(findPlan(['Auto Total', 'Auto Terceros'], 'Auto')).toBeNull();
    expect(findPlan(BSE, 'Premium')).toBeNull();
    expect(findPlan(BSE, null)).toBeNull();
  });
});
