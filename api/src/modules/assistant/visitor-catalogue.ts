import { PRODUCT_PAGES, type ProductPageType } from 'contracts/runtime';
import { concept, conceptsOf, type ConceptId } from './concepts';
import type { Analysis } from './engine';
import { THEFT, type Situation } from './knowledge';
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
  /** The coverage concepts the sentence speaks of (concepts.ts). */
  concepts: ConceptId[];
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
    'entra entran pasa paso igual caso algun dia alguna vez tu cuanto cuanta cuantos cuantas donde cual quien ' +
    'conviene'
  ).split(' '),
);

// What people say for what the pages write ('hago delivery para una app': 'con fines comerciales, como el reparto').
const SAID_AS: Array<[RegExp, string]> = [
  [
    /\b(delivery|deliverys|pedidosya|rappi|uber eats|cadete|cadeteria|mandados|repartidor\w*|reparto\w*|para una app)\b/,
    'reparto comerciales',
  ],
  // (Not a road bike's name: 'una bici de carrera'.)
  [/(?<!\b(bici|bicis|bicicleta|bicicletas) de )\b(carreras?|competir|triatlon|rally)\b/, 'competencias deportivas'],
  [/\b(plata|guita|efectivo|billetes)\b/, 'dinero efectivo'],
  [/\bdeclar\w*/, 'declarado'],
];

export function contentStems(folded: string): Set<string> {
  const said = SAID_AS.filter(([words]) => words.test(folded)).map(([, page]) => page);
  return new Set(
    [folded, ...said]
      .join(' ')
      .split(' ')
      .filter((w) => w.length > 2 && !STOP.has(w) && !/^\d+$/.test(w))
      .map(stem),
  );
}

const TOPICS: Array<[string, RegExp]> = [
  ['deducible', /\bdeducible\b/],
  ['edad', /\bedad\b/],
  ['siniestro', /\b(denuncia\w*|avisanos|dentro de los 5 dias)\b/],
  ['capital', /\b(capital|reconstru\w*|valor de mercado|declarar|cuanto asegurar)\b/],
  ['demora', /\bminutos\b/],
  ['emergencia', /\bservicios de emergencia\b/],
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
    concepts: conceptsOf(folded, new Set([kind])),
    score: 0,
  };
}

const FACTS: PageFact[] = PAGE_KINDS.flatMap((kind) => {
  const page = PRODUCT_PAGES[kind];
  return [
    ...page.covered.items.map((i) => factOf(kind, 'cubre', `${i.title}: ${i.text}`, 'qué cubre')),
    ...page.notCovered.items.map((i) => factOf(kind, 'excluye', i, 'qué no cubre')),
    ...page.faqs.items.map((i) => factOf(kind, 'faq', i.answer, 'preguntas frecuentes', `${i.question} ${i.answer}`)),
    ...page.guide.paragraphs.map((p) => factOf(kind, 'guia', p, page.guide.title, `${page.guide.title} ${p}`)),
    ...page.reasons.items.map((i) => factOf(kind, 'razon', i.text, page.reasons.title, `${i.title} ${i.text}`)),
  ];
});

// How informative a stem is: rare across the pages' sentences weighs more.
const DOCS = new Map<string, number>();
for (const f of FACTS) for (const s of f.stems) DOCS.set(s, (DOCS.get(s) ?? 0) + 1);
const weight = (s: string) => {
  const count = DOCS.get(s) ?? [...DOCS].find(([t]) => hasStem(new Set([t]), s))?.[1] ?? FACTS.length;
  return Math.log(1 + FACTS.length / count);
};

const COVERED_STEMS = Object.fromEntries(
  PAGE_KINDS.map((kind) => [
    kind,
    new Set(FACTS.filter((f) => f.kind === kind && f.section === 'cubre').flatMap((f) => [...f.stems])),
  ]),
) as Record<PageKind, Set<string>>;

/** A sentence is near a question when they share informative stems worth at least this much. */
const NEAR = 2.2;
/** A word this informative (in at most about two sentences of the pages) can place a question alone. */
const RARE = 3;

/**
 * The page's sentences of `kind` nearest to the folded question, best first (only those near enough); with
 * an empty question, every sentence of `section` in the page's order.
 */
export function relatedFacts(
  kind: PageKind,
  folded: string,
  section?: PageFact['section'],
  situationStems: ReadonlySet<string> | null = null,
): PageFact[] {
  const pool = FACTS.filter((f) => f.kind === kind && (!section || f.section === section));
  if (!folded.trim()) return pool;
  const asked = contentStems(folded);
  const covered = COVERED_STEMS[kind];
  return pool
    .map((f) => {
      // An exclusion is near by what it alone names: its words that a coverage also uses ('no se incendia ni
      // se lo pueden robar') do not make a question about fire or theft a question about the exclusion.
      const shared = [...asked].filter((s) => hasStem(f.stems, s) && !(f.section === 'excluye' && hasStem(covered, s)));
      const score = shared.reduce((n, s) => n + weight(s), 0);
      // One shared word is enough only when it is rare and long enough; for an exclusion, and a question whose situation a
      // coverage answers, only when that word is what named the situation ('humedad', not the neighbour's 'techo').
      const one =
        shared.length === 1 &&
        (weight(shared[0]!) < RARE ||
          // A short stem meets others by chance ('partido' and 'parte' are both 'part').
          shared[0]!.length < 5 ||
          (f.section === 'excluye' && situationStems !== null && !situationStems.has(shared[0]!)));
      return { ...f, score: one ? 0 : score };
    })
    .filter((f) => f.score >= NEAR)
    .sort((x, y) => y.score - x.score);
}

/**
 * Whether a sentence's stems hold a question's stem, or one of the same word family the light stemmer leaves
 * apart ('competir' and 'competencias': compet-, competenci-) when the shorter is long enough to mean it.
 */
function hasStem(stems: ReadonlySet<string>, s: string): boolean {
  if (stems.has(s)) return true;
  if (s.length < 6) return false;
  for (const t of stems) if (t.length >= 6 && (t.startsWith(s) || s.startsWith(t))) return true;
  return false;
}

/** The stems of the words that name a question's situations (their triggers). */
export function situationStems(a: Analysis): Set<string> {
  return new Set(a.situations.flatMap((s) => s.triggers.flatMap((t) => [...contentStems(t)])));
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

const RAIN = /\b(lluvia|llovi\w*|llueve|tormenta|temporal|diluvio|aguacero|chaparron|rain|storm)\b/;
const WATER_CAME_IN = /\b(entr(o|a|aba|aron)|se (metio|metia|mete)|ingres\w*|se colo|came in|got in)\b/;

/** The situations of a question, with a theft said of nothing in particular read as the product's theft. */
function situationsOf(kind: PageKind, a: Analysis): Array<Pick<Situation, 'concepts' | 'categories' | 'fallback'>> {
  const list: Array<Pick<Situation, 'concepts' | 'categories' | 'fallback'>> = [...a.situations];
  const theftPlaced = list.some((s) => s.concepts.some((id) => id.startsWith('robo') || id.startsWith('hurto')));
  if (a.theft && !theftPlaced) list.push(THEFT[kind]);
  // Rain that came in from outside ('con la tormenta entró agua por la puerta') is what the pages call the ingress
  // of rain water, their flood's, beside whatever the water's own words name.
  if (RAIN.test(a.folded) && WATER_CAME_IN.test(a.folded) && !list.some((s) => s.concepts.includes('inundacion')))
    list.push({ concepts: ['inundacion'], categories: ['home'] });
  return list;
}

/** The coverages of a product that answer the question's situations, by concept. */
export function placeSituations(kind: PageKind, a: Analysis): PlacedCoverage[] {
  const found: PlacedCoverage[] = [];
  for (const situation of situationsOf(kind, a)) {
    // What a situation does to others (a parked car hit) is any product's liability, whatever the situation's
    // kinds; the rest of it only in its kinds.
    const concepts =
      situation.categories?.includes(kind) !== false || !situation.categories
        ? situation.concepts
        : situation.concepts.filter((id) => concept(id).whose === 'others');
    if (!concepts.length) continue;
    let hits = COVERAGES[kind].filter((c) => c.concepts.some((id) => concepts.includes(id)));
    if (!hits.length && situation.fallback)
      hits = COVERAGES[kind].filter((c) => c.concepts.some((id) => situation.fallback!.includes(id)));
    for (const c of hits) if (!found.some((f) => f.title === c.title)) found.push({ ...c, strong: true });
  }
  return found;
}

/**
 * The page's other sentences (FAQs, reasons, guide) that speak of the concepts of the question's situations,
 * for a situation no coverage's name answers (a plumber at night: the emergency services).
 */
export function conceptFacts(kind: PageKind, a: Analysis): PageFact[] {
  const wanted = situationsOf(kind, a)
    .filter((s) => !s.categories || s.categories.includes(kind))
    .flatMap((s) => s.concepts);
  return FACTS.filter(
    (f) =>
      f.kind === kind &&
      f.section !== 'cubre' &&
      f.section !== 'excluye' &&
      f.concepts.some((id) => wanted.includes(id)),
  );
}

/**
 * The question's situations none of the product's coverages answers by concept, whatever kinds the situation
 * is usually looked for in (a broken leg on a bike: no bike coverage pays it).
 */
export function unplacedSituations(kind: PageKind, a: Analysis): Situation[] {
  return a.situations.filter((s) => {
    const all = { ...s, categories: undefined };
    return placeSituations(kind, { ...a, situations: [all], theft: false }).length === 0;
  });
}
