import { analyse } from '../../../src/modules/assistant/engine';
import { isSpanishWord } from '../../../src/modules/assistant/lexicon';
import { Corrector, fold } from '../../../src/modules/assistant/text';

const VOCABULARY = new Set([
  'robaron',
  'robar',
  'robo',
  'muerte',
  'cano',
  'hubo',
  'rueda',
  'arranco',
  'donde',
  'cuales',
  'heladera',
  'vence',
  'granizo',
  'granizada',
]);
const corrector = new Corrector(VOCABULARY, isSpanishWord);

describe('lexicon', () => {
  it('knows Spanish words, folded', () => {
    for (const word of ['robot', 'fuerte', 'gano', 'humo', 'queda', 'arranca', 'cocina', 'quema']) {
      expect(isSpanishWord(fold(word))).toBe(true);
    }
  });
  it('knows rioplatense words and voseo', () => {
    for (const word of [
      'afanar',
      'afanaron',
      'laburo',
      'depto',
      'calefón',
      'auxilio',
      'pibe',
      'chorro',
      'celu',
      'bondi',
      'nafta',
      'tenés',
      'podés',
      'decime',
      'pasame',
      'fijate',
    ]) {
      expect(isSpanishWord(fold(word))).toBe(true);
    }
  });
  it('does not take typos for words', () => {
    for (const word of ['roabron', 'heldera', 'bisicleta', 'vencee', 'xqzwert'])
      expect(isSpanishWord(word)).toBe(false);
  });
});

describe('typo corrector', () => {
  it('never rewrites a word', () => {
    expect(corrector.correct(['robot', 'fuerte', 'gano', 'humo', 'queda', 'arranca'])).toEqual([
      'robot',
      'fuerte',
      'gano',
      'humo',
      'queda',
      'arranca',
    ]);
  });
  it('corrects a typo to the vocabulary within its budget', () => {
    expect(corrector.correct(['roabron'])).toEqual(['robaron']);
    expect(corrector.correct(['heldera', 'vencee'])).toEqual(['heladera', 'vence']);
  });
  it('leaves unknown 7- and 8-letter tokens alone', () => {
    expect(corrector.correct(['xqzwert', 'plimbrok'])).toEqual(['xqzwert', 'plimbrok']);
    expect(corrector.correct(['zaparto', 'trulenos'])).toEqual(['zaparto', 'trulenos']);
  });
  it('makes no correction on a tie between different words', () => {
    const tie = new Corrector(new Set(['casa', 'cosa']), () => false);
    expect(tie.correct(['cgsa'])).toEqual(['cgsa']);
  });
  it('keeps the words the wallet knows', () => {
    expect(corrector.correct(['heldera'], new Set(['heldera']))).toEqual(['heldera']);
  });
  it('reads a question without turning its words into others', () => {
    expect(analyse('si el robot de cocina se rompe').folded).toContain('robot');
    expect(analyse('me queda el auto tirado, no arranca').folded).toContain('queda');
    expect(analyse('me queda el auto tirado, no arranca').folded).toContain('arranca');
  });
});
