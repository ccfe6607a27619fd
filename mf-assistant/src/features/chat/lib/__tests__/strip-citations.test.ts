import { stripCitations } from '../strip-citations';

describe('stripCitations', () => {
  it('removes 【…】 markers and the space before them', () => {
    expect(
      stripCitations('Te cubre hasta USD 1.000 【hogar-123:equipos】. Vence el 01/02/2027 【hogar-123:vigencia】'),
    ).toBe('Te cubre hasta USD 1.000. Vence el 01/02/2027');
  });

  it('hides a marker still arriving', () => {
    expect(stripCitations('USD 1.000 【hogar-1')).toBe('USD 1.000');
  });

  it('leaves text without markers alone', () => {
    expect(stripCitations('Hola, ¿en qué te ayudo?')).toBe('Hola, ¿en qué te ayudo?');
  });
});
