import { matchBenefit, usdAmount } from '../comparison-model';

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
