import { loadConfig, ConfigError } from '../../../src/config';
import { citationsIn, splitSentences, unsupportedFacts } from '../../../src/modules/assistant/facts';
import { deltas } from '../../../src/modules/assistant/stream-text';
import { formatUsd } from 'contracts/runtime';
import { editDistance, fold, formatDate, sound, stem } from '../../../src/modules/assistant/text';
import { buildWalletContext, canonicalNumber } from '../../../src/modules/assistant/wallet-context';

describe('text', () => {
  it('folds accents and punctuation', () => expect(fold('¿Cuándo VENCE mi póliza?')).toBe('cuando vence mi poliza'));
  it('stems plurals and verb forms to one root', () => {
    expect(stem('robaron')).toBe(stem('robo'));
    expect(stem('cristales')).toBe(stem('cristal'));
  });
  it('counts a transposition as one edit', () => expect(editDistance('heldaera', 'heladera')).toBe(1));
  it('hears rioplatense homophones alike', () => {
    expect(sound('bence')).toBe(sound('vence'));
    expect(sound('inundasion')).toBe(sound('inundacion'));
  });
  it('formats es-UY money and dates', () => {
    expect(formatUsd(1037.61)).toBe('USD 1.037,61');
    expect(formatUsd(1000000)).toBe('USD 1.000.000');
    expect(formatDate('2027-03-01')).toBe('01/03/2027');
  });
  it('reads es-UY and plain numbers alike', () => {
    expect(canonicalNumber('1.037,61')).toBe('1037.61');
    expect(canonicalNumber('1037.61')).toBe('1037.61');
    expect(canonicalNumber('3.000')).toBe('3000');
  });
});

describe('deltas', () => {
  it('cuts a few words at a time, never inside a citation, losing nothing', () => {
    const text = 'Tu Seguro de Hogar SBI cubre «Cristales» por USD 1.200【Seguro de Hogar SBI:Cristales】. Listo.';
    const pieces = deltas(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect((piece.match(/【/g) ?? []).length).toBe((piece.match(/】/g) ?? []).length);
  });
});

describe('sentences and facts', () => {
  const ctx = buildWalletContext(
    [
      {
        _id: '00000000-0000-4000-8000-000000000001',
        name: 'Seguro de Hogar SBI',
        category: 'home',
        insurer: 'sbi',
        benefits: [{ _id: 'b', nombreCobertura: 'Cristales', sumaAsegurada: 1200 }],
        fechaVencimiento: '2027-06-15',
      } as never,
    ],
    [],
  );
  it('splits sentences at their end, not inside amounts, keeping the citation with its sentence', () => {
    expect(splitSentences('Cuesta USD 1.200【a:b】. Vence el 15/06/2027.')).toEqual([
      'Cuesta USD 1.200【a:b】. ',
      'Vence el 15/06/2027.',
    ]);
  });
  it('accepts what the wallet says and refuses what it does not', () => {
    const label = 'Seguro de Hogar SBI';
    expect(
      unsupportedFacts(`Tenés «Cristales» por USD 1.200【${label}:Cristales】, hasta el 15/06/2027.`, ctx),
    ).toEqual([]);
    expect(unsupportedFacts('Tenés cobertura por USD 1.500.', ctx)).toEqual([{ kind: 'number', text: '1500' }]);
    expect(unsupportedFacts(`Vence el 16/06/2027【${label}:vencimiento】.`, ctx)).toEqual([
      { kind: 'number', text: '16/06/2027' },
    ]);
    expect(unsupportedFacts(`Tenés «Granizo»【${label}:Granizo】.`, ctx).map((f) => f.kind)).toEqual([
      'citation',
      'coverage',
      'coverage',
    ]);
    expect(unsupportedFacts('Tu póliza cubre el granizo.', ctx)).toEqual([{ kind: 'coverage', text: 'granizo' }]);
    expect(unsupportedFacts('Ninguna de tus pólizas cubre el granizo.', ctx)).toEqual([]);
    expect(unsupportedFacts('Tu póliza cubre cristales.', ctx)).toEqual([{ kind: 'uncited', text: 'cristales' }]);
    expect(citationsIn(`a【${label}:Cristales】`)).toEqual([`${label}:Cristales`]);
  });
});

describe('LLM settings', () => {
  const base = { NODE_ENV: 'test', PGLITE_DIR: 'memory://' };
  it('are off by default', () => expect(loadConfig(base).llm).toBeNull());
  it('are read and validated', () => {
    expect(
      loadConfig({
        ...base,
        LLM_BASE_URL: 'https://api.example.com/v1/',
        LLM_API_KEY: 'k',
        LLM_MODEL: 'm',
        LLM_TIMEOUT_MS: '2000',
      }).llm,
    ).toEqual({ baseUrl: 'https://api.example.com/v1', apiKey: 'k', model: 'm', timeoutMs: 2000 });
    expect(() => loadConfig({ ...base, LLM_BASE_URL: 'https://api.example.com/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, LLM_TIMEOUT_MS: '5' })).toThrow(ConfigError);
  });
});
