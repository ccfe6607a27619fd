import type { AnswerFact } from '../../../src/modules/assistant/engine';
import { ownWordsProblem, parseComposition, render } from '../../../src/modules/assistant/llm';

const FACTS: AnswerFact[] = [
  { id: 'f1', text: 'Si hay alguien lastimado, lo primero es llamar al 911 (emergencias).', emergency: true },
  {
    id: 'f2',
    text: 'Tu Seguro de Hogar SBI cubre un incendio con «Incendio» por USD 1.000【Seguro de Hogar SBI:Incendio】.',
    emergency: false,
  },
  { id: 'f3', text: 'Para tu Seguro de Hogar SBI, esto es lo que tenés que hacer…', emergency: false },
];

describe('hosted model: facts by id', () => {
  it('lets the model order the facts, keeps the emergency first', () => {
    const composition = parseComposition({ intro: 'Uh, qué mal.', facts: ['f3', 'f2'], closing: '' }, FACTS);
    expect(typeof composition).toBe('object');
    expect(render(composition as Exclude<typeof composition, string>, FACTS).split('\n\n')).toEqual([
      'Uh, qué mal.',
      FACTS[0]!.text,
      FACTS[2]!.text,
      FACTS[1]!.text,
    ]);
  });
  it.each([
    'Tu póliza no solo cubre robo, también cubre terremoto.',
    'Son 500 mil dólares.',
    'Con MAPFRE estás bien.',
    'Te lo pagan seguro.',
    'Está en «Terremoto».',
  ])('refuses own words that state a fact: %s', (words) => {
    expect(ownWordsProblem(words)).not.toBeNull();
    expect(typeof parseComposition({ intro: words, facts: ['f2'], closing: '' }, FACTS)).toBe('string');
  });
  it('accepts words that state nothing', () => {
    expect(ownWordsProblem('¡Hola! Te cuento.')).toBeNull();
    expect(ownWordsProblem('Cualquier otra duda, escribime.')).toBeNull();
  });
  it('refuses unknown, repeated or missing facts', () => {
    expect(typeof parseComposition({ intro: '', facts: ['f9'], closing: '' }, FACTS)).toBe('string');
    expect(typeof parseComposition({ intro: '', facts: ['f2', 'f2'], closing: '' }, FACTS)).toBe('string');
    expect(typeof parseComposition({ intro: '', facts: [], closing: '' }, FACTS)).toBe('string');
    expect(typeof parseComposition('f2', FACTS)).toBe('string');
  });
});
