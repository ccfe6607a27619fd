import type { Guide, Policy } from 'contracts';
import { answer } from '../../src/modules/assistant/engine';
import { unsupportedFacts } from '../../src/modules/assistant/facts';
import { buildWalletContext } from '../../src/modules/assistant/wallet-context';
import guidesSeed from '../../seeds/guides.json';

/** The insurers' claim guides as the assistant reads them (seeded catalogue data). */
export const GUIDES = (guidesSeed as { guides: Array<Omit<Guide, 'insurerName'>> }).guides.map((g) => ({
  ...g,
  insurerName: g.insurer.toUpperCase(),
})) as Guide[];

export type PolicyFields = Omit<Partial<Policy>, 'benefits'> & {
  benefits?: Array<{ nombreCobertura: string; sumaAsegurada: number | null }>;
};

let next = 0;

/** A wallet policy for the engine's tests: every field null unless given, each with an id of its own. */
export function policy(fields: PolicyFields): Policy {
  next++;
  return {
    _id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    status: 'activa',
    externo: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    name: null,
    category: null,
    insurer: null,
    numeroPoliza: null,
    price: null,
    cuotas: null,
    prima: null,
    premioTotal: null,
    fechaEmision: null,
    fechaVencimiento: null,
    producto: null,
    plan: null,
    cobertura: null,
    deducible: null,
    limite: null,
    metodoPago: null,
    declaredValue: null,
    tipoRenovacion: null,
    ...fields,
    benefits: (fields.benefits ?? []).map((b, i) => ({ ...b, _id: `b${i}` })),
  } as unknown as Policy;
}

/** The day the assistant's round tests are asked on. */
export const ROUND_TODAY = new Date('2026-11-26T12:00:00Z');

/**
 * Asks the engine about a wallet of these policies, each answer checked to state no fact the wallet lacks
 * (for use inside a jest test).
 */
export function asker(policies: Policy[], today: Date = ROUND_TODAY) {
  const ctx = buildWalletContext(policies, GUIDES, today);
  return (question: string, history: string[] = []) => {
    const result = answer(question, ctx, { history, unsureCount: 0 });
    expect(unsupportedFacts(result.text, ctx)).toEqual([]);
    return result;
  };
}
