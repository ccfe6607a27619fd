import { PRODUCT_PAGES, type ProductPageType } from 'contracts/products';
import { conceptsOf, type ConceptId } from './concepts';
import type { Analysis } from './engine';
import { fold, stem } from './text';

/**
 * The product pages (contracts/products, the sentences the landing shows) as facts Amparo for visitors can
 * place a question against: each coverage with the coverage concepts its name is read into (concepts.ts, the
 * signed-in engine's reading), each exclusion, FAQ, guide paragraph and reason with its words. A question's
 * situations (the engine's analysis) meet coverages by concept; its words meet the sentences by shared stems,
 * weighted by how rare each stem is across the pages.
 */

export type PageKind = ProductPageType;
export const PAGE_KINDS: PageKind[] = ['bike', 'home'];

export interface PageFact {
  kind: PageKind;
  section: 'cubre' | 'excluye' | 'faq' | 'guia' | 'razon';
  /** What the answer says. */
  text: string;
  /** The page's section it comes from (the citation's source). */
  source: string;
  /** Topics the sentence itself is about (deducible, edad, siniestro, capital, demora). */
  topics: string[];
  /** Stems the sentence is matched by. */
  stems: Set<string>;
  /** How near the question it was found (relatedFacts). */
  score: number;
}

export interface PlacedCoverage {
  title: string;
  text: string;
  concepts: ConceptId[];
  strong: boolean;
}

// Words that say nothing of what a sentence is about.
const STOP = new Set(
  (
    'a al algo alguien algun alguna ante antes aqui asi aun como con contra cual cuales cuando de del desde donde dos ' +
    'el ella ellos en entre era es esa ese eso esta estan este esto etc fue ha hay hasta la las le les lo los mas me mi ' +
    'mis mucho muy nada ni no nos o os otra otro para pero poco por porque puede pueden que quien se sea segun ser si ' +
    'sin sobre solo son su sus tambien te tengo tenes tiene tienen tu tus un una uno unos y ya yo vos usted ustedes ' +
    'q xq pq d k tb tmb seguro seguros poliza polizas cubre cubren cubrir cubierto cubierta cobertura coberturas ' +
    'bici bicicleta bicis casa hogar vivienda apartamento apto plan planes puedo podes sale hace hacer esta estas eso ' +
    'entra entran pasa paso igual caso algun dia alguna vez tu'
  ).split(' '),
);

export function contentStems(folded: string): Set<string> {
  return new Set(
    folded
      .split(' ')
      .filter((w) => w.length > 2 && !STOP.has(w) && !/^\d+$/.test(w))
      .map(stem),
  );
}

const TOPICS: Array<[string, RegExp]> = [
  ['deducible', /\bdeducible\b/],
  ['edad', /\bedad\b/],
  ['siniestro', /\b(denuncia\w*|avisanos|dentro de los 5 dias)\b/],
  ['capital', /\b(capital|reconstru\w*|valor de mercado|declarar)\b/],
  ['demora', /\bminutos\b/],
];

function factOf(
  kind: PageKind,
  section: PageFact['section'],
  text: string,
  source: string,
  matchedBy = text,
): PageFact {
  const folded = fold(matchedBy);
  return {
    kind,
    section,
    text,
    source,
    topics: TOPICS.filter(([, re]) => re.test(folded)).map(([t]) => t),
    stems: contentStems(folded),
    score: 0,
  };
}

const FACTS: PageFact[] = PAGE_KINDS.flatMap((kind) => {
  const page = PRODUCT_PAGES[kind];
  return [
    ...page.covered.items.map((i) => factOf(kind, 'cubre', `${i.title}: ${i.text}`, 'qué cubre')),
    ...page.notCovered.items.map((i) => factOf(kind, 'excluye', i, 'qué no cubre')),
    ...page.faqs.items.map((i) => factOf(kind, 'faq', i.answer, 'preguntas frecuentes', `${i.question} ${i.answer}`)),
    ...page.guide.paragraphs.map((p) => factOf(kind, 'guia', p, page.guide.title)),
    ...page.reasons.items.map((i) => factOf(kind, 'razon', i.text, page.reasons.title, `${i.title} ${i.text}`)),
  ];
});

// How informative a stem is: rare across the pages' sentences weighs more.
const DOCS = new Map<string, number>();
for (const f of FACTS) for (const s of f.stems) DOCS.set(s, (DOCS.get(s) ?? 0) + 1);
const weight = (s: string) => Math.log(1 + FACTS.length / (DOCS.get(s) ?? FACTS.length));

/** A sentence is near a question when they share informative stems worth at least this much. */
const NEAR = 2.2;

/**
 * The page's sentences of `kind` nearest to the folded question, best first (only those near enough); with
 * an empty question, every sentence of `section` in the page's order.
 */
export function relatedFacts(kind: PageKind, folded: string, section?: PageFact['section']): PageFact[] {
  const pool = FACTS.filter((f) => f.kind === kind && (!section || f.section === section));
  if (!folded.trim()) return pool;
  const asked = contentStems(folded);
  return pool
    .map((f) => ({ ...f, score: [...asked].filter((s) => f.stems.has(s)).reduce((n, s) => n + weight(s), 0) }))
    .filter((f) => f.score >= NEAR)
    .sort((x, y) => y.score - x.score);
}

const COVERAGES = Object.fromEntries(
  PAGE_KINDS.map((kind) => [
    kind,
    PRODUCT_PAGES[kind].covered.items.map((i) => ({
      title: i.title,
      text: i.text,
      concepts: conceptsOf(fold(i.title), new Set([kind])),
    })),
  ]),
) as Record<PageKind, Array<Omit<PlacedCoverage, 'strong'>>>;

/** The coverages of a product that answer the question's situations, by concept. */
export function placeSituations(kind: PageKind, a: Analysis): PlacedCoverage[] {
  const found: PlacedCoverage[] = [];
  for (const situation of a.situations) {
    if (situation.categories && !situation.categories.includes(kind)) continue;
    let hits = COVERAGES[kind].filter((c) => c.concepts.some((id) => situation.concepts.includes(id)));
    if (!hits.length && situation.fallback)
      hits = COVERAGES[kind].filter((c) => c.concepts.some((id) => situation.fallback!.includes(id)));
    for (const c of hits) if (!found.some((f) => f.title === c.title)) found.push({ ...c, strong: true });
  }
  return found;
}
