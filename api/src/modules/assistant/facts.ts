import type { ConceptId } from './concepts';
import { numbersIn, type WalletContext } from './wallet-context';
import { fold } from './text';

/** A claim in an answer that the person's data does not support. */
export interface UnsupportedFact {
  kind: 'number' | 'citation' | 'coverage' | 'uncited';
  text: string;
}

const CITATION = /【([^【】]*)】/g;
const QUOTED = /«([^«»]*)»/g;

/** The `label:source` of each citation marker of a text. */
export function citationsIn(text: string): string[] {
  return [...text.matchAll(CITATION)].map((m) => m[1]!.trim());
}

export function stripCitations(text: string): string {
  return text.replace(CITATION, '');
}

// Coverage words a sentence may use when it claims a coverage the wallet has not got.
const COVERAGE_CLAIM = /\b(cubre|cubren|cubierto|cubierta|cobertura|incluye|tenes|tiene)\b/;
// A negation shortly before the claim ('ninguna de tus pólizas cubre', 'no tenés'); 'sin' is not one ('cubre X sin límite').
const NEGATION =
  /\b(no|ninguna|ningun|ni|tampoco)\b(\s+\w+){0,3}\s+(cubre|cubren|cubierto|cubierta|cobertura|incluye|tenes|tiene)\b|\bsin cobertura\b/;
const THEFT: ConceptId[] = ['robo-total', 'robo-parcial', 'hurto-contenido', 'hurto-equipos'];
// Names of coverages people ask about, and the concepts that are each (robo and hurto are one another).
// One named in an affirmative sentence must be a concept of the wallet's coverages.
const TERM_CONCEPTS: Record<string, ConceptId[]> = {
  granizo: ['granizo'],
  terremoto: ['terremoto'],
  sismo: ['terremoto'],
  inundacion: ['inundacion'],
  incendio: ['incendio'],
  cristales: ['cristales'],
  robo: THEFT,
  hurto: THEFT,
  'responsabilidad civil': ['rc'],
  'danos por agua': ['agua'],
  'todo riesgo': ['danos-propios'],
  'danos propios': ['danos-propios'],
  'auxilio mecanico': ['asistencia-mecanica'],
  grua: ['asistencia-mecanica'],
  'asistencia en viaje': ['viaje', 'gastos-medicos', 'equipaje', 'cancelacion', 'repatriacion'],
  mascota: ['mascota'],
  sobretension: ['electrico'],
  'danos electricos': ['electrico'],
  alojamiento: ['alojamiento'],
  escombros: ['escombros'],
  vida: ['muerte'],
  invalidez: ['invalidez'],
  'gastos medicos': ['gastos-medicos'],
};
const COVERAGE_TERMS = [
  'granizo',
  'terremoto',
  'sismo',
  'inundacion',
  'incendio',
  'cristales',
  'robo',
  'hurto',
  'responsabilidad civil',
  'danos por agua',
  'todo riesgo',
  'danos propios',
  'auxilio mecanico',
  'grua',
  'asistencia en viaje',
  'mascota',
  'sobretension',
  'danos electricos',
  'alojamiento',
  'escombros',
  'vida',
  'invalidez',
  'gastos medicos',
];

/**
 * Every number (amount, date, policy number, phone), citation, quoted coverage name and affirmative
 * coverage claim of `text` that `ctx` does not support. Empty: the text may be sent.
 */
export function unsupportedFacts(text: string, ctx: WalletContext): UnsupportedFact[] {
  const problems: UnsupportedFact[] = [];
  for (const citation of citationsIn(text)) {
    if (!ctx.citations.has(citation)) problems.push({ kind: 'citation', text: citation });
  }
  const plain = stripCitations(text);
  for (const number of numbersIn(plain)) {
    if (!ctx.numbers.has(number)) problems.push({ kind: 'number', text: number });
  }
  for (const match of plain.matchAll(QUOTED)) {
    const name = match[1]!.trim();
    if (!ctx.quotable.has(name)) problems.push({ kind: 'coverage', text: name });
  }
  // An affirmative sentence naming a coverage term must name one the wallet has, and cite it.
  // (A policy's own cover text quoted whole is the person's data, not a claim of ours: its words, 'sin daños
  // propios' or 'no incluye hurto', are left out of the sentence's claims.)
  const coverTexts = new Set(ctx.policies.map((p) => p.policy.cobertura?.trim()).filter(Boolean));
  // (Nor is a policy's own name, 'Tu Todo Riesgo Obra Solymar BSE cubre…', a claim of the cover its name says.)
  const labels = ctx.policies.map((p) => fold(p.label)).sort((x, y) => y.length - x.length);
  for (const sentence of splitSentences(text)) {
    const folded = labels.reduce(
      (rest, label) => rest.split(label).join(' '),
      fold(
        stripCitations(sentence).replace(QUOTED, (whole, inner: string) =>
          coverTexts.has(inner.trim()) ? ' ' : whole,
        ),
      ),
    );
    if (!COVERAGE_CLAIM.test(folded) || NEGATION.test(folded)) continue;
    for (const term of COVERAGE_TERMS) {
      if (!new RegExp(`\\b${term}\\b`).test(folded)) continue;
      const words = term.split(' ');
      const inWallet =
        [...ctx.coverageNames].some((name) => words.every((w) => new RegExp(`\\b${w}\\b`).test(name))) ||
        (TERM_CONCEPTS[term] ?? []).some((id) => ctx.concepts.has(id));
      if (!inWallet) problems.push({ kind: 'coverage', text: term });
      else if (citationsIn(sentence).length === 0) problems.push({ kind: 'uncited', text: term });
    }
  }
  return problems;
}

/** Sentences, each with its trailing citation markers and spaces. */
export function splitSentences(text: string): string[] {
  // (A quoted cover text is one piece: «… Incendio Total. No cubre …» ends no sentence.)
  return (
    text.match(/(?:«[^«»]*»|[^.!?\n«]|[.!?](?=[^\s.!?]))+(?:[.!?\n]+|$)(?:\s*【[^【】]*】)*\s*/g) ??
    (text ? [text] : [])
  );
}
