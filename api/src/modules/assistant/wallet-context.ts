import type { Guide, Policy } from 'contracts';
import {
  CATEGORY_NAMES,
  CATEGORY_TOKENS,
  CONSTANT_NUMBERS,
  GUIDE_VARIANT,
  INSURER_NAMES,
  type Category,
} from './knowledge';
import { conceptsOf, homeOnly, type ConceptId } from './concepts';
import {
  coverConditions,
  coverRequirements,
  peopleNamed,
  type CoverCondition,
  type CoverRequirement,
} from './conditions';
import { formatUsd } from 'contracts/runtime';
import { isSpanishWord } from './lexicon';
import { fold, formatDate, stem, tokens } from './text';

/**
 * What the engine (and the hosted model) may say: the person's policies with the label each answer uses,
 * their coverage rows, the insurers' claim guides, and the facts any answer is checked against.
 *
 * Citation marker: `【<policy label>:<source>】`, where the label is the policy's name (else its product or
 * kind and its insurer: 'Seguro de Auto BSE') and the source is one of its coverage names
 * (`nombreCobertura`, exactly as stored), one of FIELD_SOURCES, or `guía`. Labels and coverage names never
 * contain ':' or '】' (replaced when the label is made), so the last ':' splits a marker.
 */
export const FIELD_SOURCES = {
  number: 'número de póliza',
  expiry: 'vencimiento',
  start: 'inicio de vigencia',
  price: 'precio',
  prima: 'prima',
  premioTotal: 'premio total',
  cuotas: 'cuotas',
  deductible: 'deducible',
  limit: 'límite',
  cobertura: 'cobertura',
  payment: 'medio de pago',
  declaredValue: 'valor declarado',
  holder: 'titular',
  guide: 'guía',
} as const;

/** Interface names an answer may put between «»: places of the app, not coverages. */
// Prepositions and articles that join a name's words.
const FUNCTION_WORDS = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'al', 'a', 'en', 'y', 'para', 'con', 'por']);

export const UI_NAMES = ['Contactanos', 'Reclamos de Siniestros', 'Explorar nuevos', 'Tus seguros', 'Consultas'];

export interface WalletCoverage {
  name: string;
  folded: string;
  stems: string[];
  sum: number | null;
  /** What the coverage is (concepts.ts), whatever its insurer calls it. */
  concepts: ConceptId[];
  /** It applies only at the insured dwelling ('Hurto de Equipos Electrónicos en el domicilio'). */
  homeOnly: boolean;
  /** It pays the vehicle's own damage only when it is a total loss ('Pérdida Total por Accidente'). */
  totalOnly: boolean;
}

export interface WalletPolicy {
  policy: Policy;
  label: string;
  /** The kind of policy as a person would call it (an 'other' named 'Accidentes Personales' is 'accidentes'). */
  category: Category;
  /** Every kind the policy is: its category, and those read from its name, product, plan and coverages. */
  kinds: Set<Category>;
  insurerName: string | null;
  coverages: WalletCoverage[];
  /** The manual policy's `cobertura` text (e.g. 'Total con deducible'), folded for matching. */
  coberturaFolded: string | null;
  /** The concepts of that text. */
  coberturaConcepts: ConceptId[];
  /** What that text leaves out or requires, read as data (conditions.ts). */
  conditions: CoverCondition[];
  /** What that text requires of when, whom and how long after the start (conditions.ts). */
  requirements: CoverRequirement[];
  guide: Guide | null;
  /**
   * Words that tell this policy from the others when a person names it: the brand, model or place of what it
   * insures ('corolla', 'mobi', 'onix', 'malvin'), never a word of a kind, an insurer or a coverage.
   */
  nameWords: string[];
  /** Two words of its name said together that name it and no other ('chofer protegido', 'poliza flotante'). */
  namePairs: string[];
  /**
   * Dictionary words of its name that no other policy's name has ('tractor', 'escolares'): they name it only
   * said as a thing ('el tractor', 'el seguro escolar'), see the engine.
   */
  nameNouns: string[];
  /** Words of what it insures ('bajo', 'amplificador', 'ampeg') that no other policy describes. */
  thingWords: string[];
}

export interface WalletContext {
  policies: WalletPolicy[];
  /** Canonical numbers (see canonicalNumber) found in the wallet, its guides and CONSTANT_NUMBERS. */
  numbers: Set<string>;
  /** `label:source` of every valid citation. */
  citations: Set<string>;
  /** Names that may appear between «»: coverage names, manual `cobertura` texts, UI_NAMES. */
  quotable: Set<string>;
  /** Folded coverage names of the wallet (to tell a named coverage the wallet has from one it has not). */
  coverageNames: Set<string>;
  /** The concepts of the wallet's coverages (concepts.ts). */
  concepts: Set<ConceptId>;
  /** Folded words of the wallet's coverage names and labels: known words, never 'corrected'. */
  words: Set<string>;
  /** The names of the people the wallet's cover texts name as insured or as drivers (conditions.ts). */
  people: string[];
  today: string;
}

const KNOWN_CATEGORIES: Category[] = [
  'home',
  'car',
  'moto',
  'bike',
  'movilidad',
  'soa',
  'accidentes',
  'travel',
  'dental',
  'garantia',
];

const TITLES: Record<string, string> = {
  home: 'Seguro de Hogar',
  car: 'Seguro de Auto',
  moto: 'Seguro de Moto',
  bike: 'Seguro de Bici',
  movilidad: 'Seguro de Movilidad',
  soa: 'SOA',
  accidentes: 'Seguro de Accidentes Personales',
  travel: 'Seguro de Viaje',
  dental: 'Seguro Dental',
  garantia: 'Garantía de Alquiler',
  equipos: 'Seguro de Equipos',
  salud: 'Seguro de Salud',
  embarcacion: 'Seguro de Embarcación',
  profesional: 'Responsabilidad Profesional',
};

const clean = (text: string) =>
  text
    .replace(/[:【】«»]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function categoryOf(policy: Policy): Category {
  const category = (policy.category ?? '').toLowerCase() as Category;
  return KNOWN_CATEGORIES.includes(category) ? category : 'other';
}

// Words of a policy's name, product or plan that say what kind of insurance it is.
const KIND_WORDS: Array<[Category, RegExp]> = [
  // A life policy pays a death by any cause, an accident's too: it is both kinds.
  ['vida', /\bvida\b/],
  ['accidentes', /accidentes personales|\bvida\b|\bap\b/],
  ['mascota', /mascota|\bperr[oa]s?\b|\bgat[oa]s?\b|canin|felin|veterinari/],
  // (A farm's or a school's policy, 'Agro Integral', 'Institutos de Enseñanza', is a business's, not a home's.)
  [
    'comercio',
    /pyme|comercio|comercial|negocio|multirriesgo|empresa|\bagro\b|\binstitutos? de ensenanza|colegio|escuela|guarderia|jardin de infantes/,
  ],
  ['travel', /viaje|viajero|travel/],
  ['home', /hogar|vivienda|\bcasa\b|apartamento|integral de hogar|incendio/],
  ['moto', /\bmoto\b|motocicleta|ciclomotor/],
  ['car', /\bauto|automovil|vehiculo|\bcamioneta/],
  ['bike', /\bbici/],
  ['movilidad', /monopatin|movilidad|scooter|patineta/],
  ['soa', /\bsoa\b/],
  ['dental', /dental|odonto/],
  // (An extended warranty, 'Garantía Extendida Electrodomésticos', is no rent guarantee: it is of its things.)
  ['garantia', /garantia(?! extendida)|alquiler/],
  ['profesional', /\bprofesional\b|mala ?praxis/],
  ['embarcacion', /\b(lancha|embarcacion|bote|barco|velero|yate|kayak|nautic\w*)\b/],
  [
    'equipos',
    /\bequipos?\b|flotante|notebook|electronic|\bcelular\b|smartphone|telefono movil|\binstrumentos?\b|fotograf|garantia extendida/,
  ],
  ['salud', /\bsalud\b|cobertura medica|seguro medico|emergencia movil/],
];
/** A professional's or a trade's premises named as what a policy is of. */
const PREMISES = /\b(consultorios?|estudios? (juridico|contable|de arquitectura)|oficinas?|talleres?|locales?)\b/;
// Kinds that are an insured thing, read from what a policy describes.
const OBJECT_KINDS: Category[] = ['movilidad', 'bike', 'moto', 'car'];
// Coverage concepts that only one kind of policy has.
const KIND_OF_CONCEPT: Partial<Record<ConceptId, Category>> = {
  // (A death of any cause, or a terminal illness paid in life, is a life policy: see kindsOf.)
  'muerte-enfermedad': 'vida',
  cirugia: 'salud',
  enfermedad: 'vida',
  muerte: 'accidentes',
  invalidez: 'accidentes',
  'hurto-contenido': 'home',
  'asistencia-hogar': 'home',
  'asistencia-mecanica': 'car',
  viaje: 'travel',
  equipaje: 'travel',
  repatriacion: 'travel',
};

const OWN_THING_ROW =
  /\b(del|de la|de los|de las) (?!contenido|hogar|vivienda|casa|apartamento|edificio|domicilio)\w+$/;
// A theft row of a thing said with no article, and where ('Pérdida o Robo de Envíos por Agencia'): no home's,
// for what kind a policy is (a shop's 'Robo con Violencia de Mercadería' still holds at its premises).
const THING_ROW =
  /\b(del|de la|de los|de las|de) (?!contenido|hogar|vivienda|casa|apartamento|edificio|domicilio|equipos|electro|objetos|bienes|valores|dinero|joyas)\w+( (por|en) \w+)?$/;

/**
 * The kinds a policy is, as a person would say: its category, then what its name, product and plan say,
 * then what only one kind of policy covers (an 'other' policy with 'Muerte accidental' is accident cover).
 */
export function kindsOf(policy: Policy): Category[] {
  const category = categoryOf(policy);
  const kinds: Category[] = category === 'other' ? [] : [category];
  const text = fold([policy.name, policy.producto, policy.plan].filter(Boolean).join(' '));
  for (const [kind, words] of KIND_WORDS) if (words.test(text) && !kinds.includes(kind)) kinds.push(kind);
  // A professional's premises ('Consultorio Odontológico', plan 'Profesionales de la Salud') is a business: what it
  // insures is the practice and its equipment, never the person's own teeth or health.
  if (PREMISES.test(text) && kinds.some((k) => k === 'dental' || k === 'salud'))
    kinds.splice(
      0,
      kinds.length,
      'comercio',
      ...kinds.filter((k) => k !== 'dental' && k !== 'salud' && k !== 'comercio'),
    );
  // The SOA ('Seguro Obligatorio Automotor') is of a car but is no car policy: its rows pay the people the car
  // injures, never the car nor its driver.
  if (kinds.includes('soa')) kinds.splice(0, kinds.length, ...kinds.filter((k) => k !== 'car'));
  // What the insured thing is ('Monopatín eléctrico Xiaomi'), and coverage rows that name it ('Robo del
  // monopatín'), say the kind of a policy whose name does not.
  if (kinds.length === 0) {
    const described = fold([policy.descripcionBien ?? '', ...policy.benefits.map((b) => b.nombreCobertura)].join(' '));
    // (The most specific first: a scooter's 'Robo del vehículo' is not a car.)
    const kind = OBJECT_KINDS.find((k) => KIND_WORDS.find(([c]) => c === k)![1].test(described));
    if (kind) kinds.push(kind);
  }
  if (kinds.length === 0) {
    const none = new Set<Category>();
    for (const b of policy.benefits) {
      const folded = fold(b.nombreCobertura);
      for (const id of conceptsOf(folded, none)) {
        // (A theft row of a thing of its own, 'Robo con Violencia del Dron', says nothing of a home.)
        if (KIND_OF_CONCEPT[id] === 'home' && THING_ROW.test(folded)) continue;
        const kind = KIND_OF_CONCEPT[id];
        if (kind && !kinds.includes(kind)) kinds.push(kind);
      }
    }
    // (Read from a row of the people it pays, 'Accidentes Personales del Piloto', a thing's policy stored as
    // 'other' is still of its thing: its 'Casco de la Aeronave' is the aircraft's own damage.)
    if (category === 'other' && kinds.length > 0 && kinds.every((k) => ['accidentes', 'vida', 'salud'].includes(k)))
      kinds.push('other');
  }
  // A life policy pays an accident's death too: it is both kinds, life first (its label, its guide).
  if (kinds.includes('vida')) kinds.sort((x, y) => Number(y === 'vida') - Number(x === 'vida'));
  return kinds.length > 0 ? kinds : ['other'];
}

function baseLabel(policy: Policy): string {
  const category = kindsOf(policy)[0]!;
  const insurer = policy.insurer ? (INSURER_NAMES[policy.insurer] ?? policy.insurer.toUpperCase()) : null;
  if (policy.name?.trim()) {
    // Names of policies loaded by hand are their product ('Automóviles'): the insurer tells them apart.
    const named = clean(policy.name);
    return insurer && !fold(named).includes(fold(insurer)) ? `${named} ${insurer}` : named;
  }
  const kind = TITLES[category] ?? (policy.producto?.trim() ? policy.producto : 'Póliza');
  return clean([kind, insurer].filter(Boolean).join(' '));
}

/** Numbers as the checker compares them: `1.037,61` and `1037.61` → `1037.61`; dates and others as written. */
export function canonicalNumber(token: string): string {
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(token)) return token.replace(/\./g, '').replace(',', '.').replace(/\.0+$/, '');
  if (/^\d+,\d+$/.test(token)) return token.replace(',', '.').replace(/\.0+$/, '');
  if (/^\d+\.\d+$/.test(token)) return token.replace(/\.0+$/, '');
  return token;
}

/** Numeric tokens of a text: `USD 1.500`, `01/03/2026`, `0800 8724`, `AU-2024-000123`. */
export function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,/]\d+)*/g) ?? []).map(canonicalNumber);
}

function guideText(guide: Guide): string {
  const { procedure, criticalPoints, documents, contacts } = guide.content;
  return [
    guide.title,
    ...procedure,
    ...criticalPoints,
    ...documents,
    ...contacts.map((c) => [c.label, c.phone, c.email, c.hours, c.url].filter(Boolean).join(' ')),
  ].join('\n');
}

/** The context of one person: their policies (the wallet) and every guide of the insurers they use. */
export function buildWalletContext(policies: Policy[], guides: Guide[], today = new Date()): WalletContext {
  const used = new Map<string, number>();
  const wallet: WalletPolicy[] = policies.map((asStored) => {
    // Guillemets a person typed in a text ('el food truck «La Brasa Rodante»') are quotes of theirs: answers
    // quote coverage names and texts in «», so theirs become “”.
    const policy = withPlainQuotes(asStored);
    // An accident policy's death and disability rows are for accidents, whatever each row is called.
    const accidentsOnly = /accidente/.test(fold([policy.name, policy.producto, policy.plan].filter(Boolean).join(' ')));
    let label = baseLabel(policy);
    const seen = used.get(label) ?? 0;
    used.set(label, seen + 1);
    if (seen > 0) label = clean(`${label} ${policy.numeroPoliza ?? seen + 1}`);
    const kinds = kindsOf(policy);
    const category = kinds[0]!;
    const kindSet = new Set(kinds);
    // An insurer's guide is for one kind (auto, hogar, bicicleta): a policy of another kind (a scooter, life) has
    // none, rather than another kind's steps ('detené el vehículo' for a scooter). The kind is the one stored or
    // named ('Seguro de Hogar'), never one read from its rows: an apiary's 'Robo de colmenas' is no home.
    const stored = categoryOf(policy);
    const namedText = fold([policy.name, policy.producto, policy.plan].filter(Boolean).join(' '));
    const guideKind =
      stored !== 'other' ? stored : (KIND_WORDS.find(([, words]) => words.test(namedText))?.[0] ?? null);
    const variant = guideKind === category ? GUIDE_VARIANT[category] : undefined;
    const guide = variant ? (guides.find((g) => g.insurer === policy.insurer && g.variant === variant) ?? null) : null;
    // (Whether a row of its own is the theft, read once for the policy, not once per row.)
    const theftApart = theftRow(policy.benefits);
    return {
      policy,
      label,
      category,
      kinds: kindSet,
      insurerName: policy.insurer ? (INSURER_NAMES[policy.insurer] ?? policy.insurer.toUpperCase()) : null,
      coverages: policy.benefits
        .filter((b) => b.nombreCobertura.trim())
        .map((b) => {
          const folded = fold(b.nombreCobertura);
          const read = conceptsOf(folded, kindSet, accidentsOnly);
          // A row that names the thing and no event ('Daños al Dron', 'Joyas Declaradas'): the thing's damage,
          // or the theft and damage its cover text says it covers.
          const concepts =
            read.length > 0
              ? read
              : thingRowConcepts(
                  folded,
                  policy.cobertura,
                  kindSet,
                  // (Goods held, 'Bienes de clientes en custodia', 'Contenido de la Casa Rodante', keep their theft.)
                  theftApart && !/\b(bienes|mercaderias?|objetos|custodia|clientes|stock|contenido)\b/.test(folded),
                );
          return {
            name: clean(b.nombreCobertura),
            folded,
            stems: tokens(b.nombreCobertura).map(stem),
            sum: b.sumaAsegurada,
            concepts,
            // (An equipment policy's rows follow its things wherever they are, unless a row says otherwise.)
            // (Nor a row of a policy that is no home or shop, or of a thing of its own, 'Robo del Dron': that thing
            // is covered wherever it is, unless the row says where.)
            homeOnly: homeOnly(
              folded,
              kindSet.has('equipos') || OWN_THING_ROW.test(folded) || !(kindSet.has('home') || kindSet.has('comercio'))
                ? []
                : concepts,
            ),
            totalOnly: concepts.includes('danos-propios') && /\b(perdida|destruccion) total\b/.test(folded),
          };
        }),
      coberturaFolded: policy.cobertura?.trim() ? fold(policy.cobertura) : null,
      // (With no coverage rows, the limit says what it pays too: «USD 40.000 por muerte o invalidez».)
      coberturaConcepts: policy.cobertura?.trim()
        ? coverTextConcepts(
            policy.benefits.length === 0 && policy.limite?.trim()
              ? `${policy.cobertura}. ${policy.limite}`
              : policy.cobertura,
            kindSet,
          )
        : [],
      // (The words of its own name and of what it insures name the policy, not a condition: 'del camión'.)
      conditions: policy.cobertura?.trim()
        ? coverConditions(policy.cobertura, new Set(tokens(`${policy.name ?? ''} ${policy.descripcionBien ?? ''}`)))
        : [],
      requirements: policy.cobertura?.trim() ? coverRequirements(policy.cobertura) : [],
      guide,
      nameWords: [],
      namePairs: [],
      nameNouns: [],
      thingWords: [],
    };
  });
  nameWordsOf(wallet);

  const numbers = new Set<string>(CONSTANT_NUMBERS);
  const citations = new Set<string>();
  const quotable = new Set<string>(UI_NAMES);
  const coverageNames = new Set<string>();
  const addNumbers = (text: string | number | null | undefined) => {
    if (text === null || text === undefined) return;
    for (const n of numbersIn(typeof text === 'number' ? String(text) : text)) numbers.add(n);
    if (typeof text === 'number') for (const n of numbersIn(formatUsd(text))) numbers.add(n);
  };
  for (const { policy, label, coverages, guide } of wallet) {
    for (const source of Object.values(FIELD_SOURCES)) citations.add(`${label}:${source}`);
    for (const coverage of coverages) {
      citations.add(`${label}:${coverage.name}`);
      quotable.add(coverage.name);
      coverageNames.add(coverage.folded);
      addNumbers(coverage.sum);
      addNumbers(coverage.name);
    }
    if (policy.cobertura?.trim()) quotable.add(clean(policy.cobertura));
    for (const value of [policy.price, policy.prima, policy.premioTotal, policy.declaredValue, policy.cuotas])
      addNumbers(value);
    for (const text of [policy.numeroPoliza, policy.limite, policy.deducible, policy.cobertura, label, policy.name])
      addNumbers(text);
    for (const date of [policy.fechaEmision, policy.fechaVencimiento]) if (date) addNumbers(formatDate(date));
    if (guide) addNumbers(guideText(guide));
    const price = policy.price ?? policy.premioTotal;
    if (price !== null && price > 0 && policy.cuotas !== null && policy.cuotas > 1) {
      addNumbers(Math.round((price / policy.cuotas) * 100) / 100);
    }
  }
  // What the person pays in total (all policies, or those still in force): an answer may state it.
  const todayIso = today.toISOString().slice(0, 10);
  for (const group of [
    wallet,
    wallet.filter((p) => !p.policy.fechaVencimiento || p.policy.fechaVencimiento >= todayIso),
  ]) {
    const prices = group
      .map((p) => p.policy.price ?? p.policy.premioTotal)
      .filter((v): v is number => v !== null && v > 0);
    if (prices.length > 1) addNumbers(Math.round(prices.reduce((x, y) => x + y, 0) * 100) / 100);
  }
  // ('cuánto pago entre el auto y el SOA': the total of the policies a question names, any two or more of them.)
  const priced = wallet
    .map((p) => p.policy.price ?? p.policy.premioTotal)
    .filter((v): v is number => v !== null && v > 0);
  if (priced.length <= 8) {
    for (let mask = 1; mask < 1 << priced.length; mask++) {
      const chosen = priced.filter((_, i) => mask & (1 << i));
      if (chosen.length > 1) addNumbers(Math.round(chosen.reduce((x, y) => x + y, 0) * 100) / 100);
    }
  }
  return {
    policies: wallet,
    numbers,
    citations,
    quotable,
    coverageNames,
    concepts: new Set(wallet.flatMap((p) => [...p.coverages.flatMap((c) => c.concepts), ...p.coberturaConcepts])),
    words: new Set(
      wallet.flatMap((p) => [
        ...tokens(p.label),
        ...p.nameWords,
        ...p.coverages.flatMap((c) => tokens(c.name)),
        ...namesIn(p.policy),
      ]),
    ),
    people: peopleNamed(wallet.flatMap((p) => p.requirements)),
    today: today.toISOString().slice(0, 10),
  };
}

/**
 * The names a policy holds (its holder, and the people and places its texts write with a capital inside a
 * sentence: 'Cubre a Rubén Iglesias y a Elsa Piñeyro'): words of the person's own, never 'corrected' ('Rubén' is
 * no 'roben').
 */
function namesIn(policy: Policy): string[] {
  const texts = [policy.titular ?? '', policy.cobertura ?? '', policy.descripcionBien ?? ''].join('. ');
  const capitalised = [...texts.matchAll(/(?<![.!?:]\s*|^)(?<=\s)\p{Lu}[\p{Ll}]+/gu)].map((m) => m[0]);
  return [...tokens(policy.titular ?? ''), ...capitalised.flatMap((w) => tokens(w))].filter((w) => w.length >= 3);
}

const VEHICLE_KINDS: Category[] = ['car', 'moto', 'bike', 'movilidad'];

// Words of a name that say what kind of thing or plan it is, not which one ('seguro', 'plan', 'premium').
const GENERIC_NAME_WORDS = new Set(
  (
    'seguro seguros poliza plan planes cobertura total integral premium plus basico basica full completo completa ' +
    'terceros individual familiar global clasico clasica standard estandar esencial superior proteccion ' +
    'automoviles automovil auto autos vehiculo matricula modelo ano electrico electrica usado usada nuevo nueva ' +
    'the del los las una con para por sin que'
  ).split(' '),
);

/**
 * Each policy's words that name it and no other: from its label, what it insures, its product and plan; minus
 * the words of kinds, insurers and coverages, and those every policy shares.
 */
/** The word a policy's own name opens with ('jardin' of «Jardín Caracolitos»). */
export function nameHead(p: WalletPolicy): string | undefined {
  return tokens(p.policy.name ?? p.label)[0];
}

function nameWordsOf(wallet: WalletPolicy[]): void {
  // Words of kinds and insurers name no one policy; of those, the words of coverages either, for most names.
  const kindWords = new Set([...GENERIC_NAME_WORDS, ...CATEGORY_TOKENS]);
  for (const name of Object.values(INSURER_NAMES)) for (const t of tokens(name)) kindWords.add(t);
  for (const p of wallet) if (p.policy.insurer) kindWords.add(fold(p.policy.insurer));
  const generic = new Set(kindWords);
  for (const p of wallet) for (const c of p.coverages) for (const t of tokens(c.name)) generic.add(t);
  // The words in the i-th set that no other policy's set has.
  const onlyIn = (sets: Array<ReadonlySet<string>>, i: number): string[] =>
    [...sets[i]!].filter((w) => !sets.some((other, j) => j !== i && other.has(w)));
  // A vehicle's name is its brand and model, whatever the words ('Onix', 'Gol', 'Corolla' are words too); of
  // other policies only what no dictionary has names one ('Malvín', 'Xiaomi'), not 'Almacén La Esquina'.
  const own = wallet.map((p) => {
    const vehicle =
      VEHICLE_KINDS.some((k) => p.kinds.has(k)) || p.coverages.some((c) => c.concepts.includes('mascota'));
    const texts = vehicle
      ? [p.label, p.policy.descripcionBien, p.policy.producto, p.policy.plan]
      : [p.label, p.policy.producto, p.policy.plan];
    return new Set(
      texts
        .flatMap((text) => (text ? tokens(text) : []))
        .filter((t) => t.length >= 3 && !/\d/.test(t) && !generic.has(t) && (vehicle || !isSpanishWord(t))),
    );
  });
  // (What its own text leaves out does not name it, unless its label says it: the van «No cubre… la carga
  // (barriles…)» is not 'los barriles'.)
  const excluded = wallet.map(
    (p) =>
      new Set(
        (p.policy.cobertura ?? '')
          .split(/(?<=[.;])\s+/)
          .map((x) => fold(x))
          .flatMap((x) =>
            tokens(
              x
                .split(/\b(?:no cubre|no incluye|excluye)\b/)
                .slice(1)
                .join(' '),
            ),
          ),
      ),
  );
  wallet.forEach((p, i) => {
    p.nameWords = [...own[i]!].filter(
      (w) =>
        (own.some((words, j) => j !== i && !words.has(w)) || wallet.length === 1) &&
        (!excluded[i]!.has(w) || tokens(p.label).includes(w)),
    );
  });
  // Spanish words name a policy only together, as its name has them ('el plan chofer protegido').
  // (Not a preposition or an article with a word another policy's name has: «…Local del Jardín» beside «Jardín
  // Caracolitos», 'el seguro del jardín' is the garden school's, not the lease's.)
  const nameWordsOf = wallet.map((p) => new Set(tokens(p.policy.name ?? p.label)));
  const heads = wallet.map(nameHead);
  const pairs = wallet.map((p, i) => {
    const words = tokens(p.policy.name ?? p.label);
    const found: string[] = [];
    for (let k = 0; k + 1 < words.length; k++) {
      const [x, y] = [words[k]!, words[k + 1]!];
      if (/\d/.test(x + y) || [x, y].every((w) => generic.has(w) || w.length < 5)) continue;
      if (FUNCTION_WORDS.has(x) && nameWordsOf.some((other, j) => j !== i && other.has(y))) continue;
      found.push(`${x} ${y}`);
    }
    return found;
  });
  const pairSets = pairs.map((found) => new Set(found));
  wallet.forEach((p, i) => {
    p.namePairs = onlyIn(pairSets, i);
  });
  // (A word of its own coverages may name it too, 'el de instrumentos', when no other policy has that word.)
  const nouns = wallet.map(
    (p) => new Set(tokens(p.policy.name ?? p.label).filter((t) => t.length >= 4 && !/\d/.test(t) && !kindWords.has(t))),
  );
  const coverageWords = wallet.map((p) => new Set(p.coverages.flatMap((c) => tokens(c.name))));
  // (A home's or a shop's description is a place, 'casa de campo en Tacuarembó'; a vehicle's is its name, and so
  // is its SOA's: 'la grúa' is the tow truck's own policy, never its SOA.)
  const things = wallet.map(
    (p) =>
      new Set(
        [...p.kinds].some((k) => ['home', 'comercio', 'soa', ...VEHICLE_KINDS].includes(k))
          ? []
          : tokens(p.policy.descripcionBien ?? '').filter((t) => t.length >= 4 && !/\d/.test(t) && !kindWords.has(t)),
      ),
  );
  // (A vehicle's SOA shares its name, 'SOA Grúa Iveco': the word names the vehicle's own policy, and the SOA only
  // with 'soa' said; see the engine's withoutUnnamedSoa.)
  wallet.forEach((p, i) => {
    // (Not the word another policy's own name opens with: the lease's «…donde funciona el jardín» beside «Jardín
    // Caracolitos».)
    p.thingWords = onlyIn(things, i).filter((w) => !heads.some((head, j) => j !== i && head === w));
    const rivals = p.kinds.has('soa')
      ? nouns
      : nouns.map((set, j) => (j !== i && wallet[j]!.kinds.has('soa') ? new Set<string>() : set));
    p.nameNouns = onlyIn(rivals, i).filter((w) => !coverageWords.some((c, j) => j !== i && c.has(w)));
  });
}

export const NEGATIVE_SENTENCE = /^(no (cubre|incluye)|excluye|excepto|salvo|sin)\b/;

/**
 * A cover text's pieces: its sentences, and within them a bracket or a clause after a comma or a colon that
 * starts leaving something out ('Responsabilidad civil, incendio y hurto total (sin daños propios por choque)',
 * 'Terceros completo: no cubre los daños propios…').
 */
export function coverTextPieces(text: string): string[] {
  return text
    .split(/(?<=[.;])\s+|\s*[()]\s*|[,:]\s*(?=(?:sin|excepto|salvo|no (?:cubre|incluye)|excluye)\b)/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The concepts of a row that names a thing and no event (see the wallet's coverages). */
function thingRowConcepts(
  folded: string,
  cobertura: string | null,
  kinds: ReadonlySet<Category>,
  theftApart = false,
): ConceptId[] {
  if (/^danos? (a|al|a la|a los|de|del)\b/.test(folded)) return ['danos-accidentales'];
  if (!cobertura?.trim()) return [];
  // (And its breakdown, when the text covers failures: 'Reparación o Reposición Heladera' of an extended warranty.)
  // (Not the theft, when a row of its own is the theft: «Robo de Equipos con Violencia» beside 'Torre y Antena'.)
  const THING: ConceptId[] = theftApart
    ? ['danos-accidentales', 'valores', 'rotura-maquinaria']
    : ['hurto-contenido', 'robo-total', 'danos-accidentales', 'valores', 'rotura-maquinaria'];
  const found = coverTextConcepts(cobertura, kinds).filter((id) => THING.includes(id));
  // (And the perils a sentence of the text says of the row's own thing: «Los daños por rayo en la torre…» of
  // 'Torre y Antena' is its lightning; «La caída de la torre por viento…» its wind.)
  const own = folded.split(' ').filter((w) => w.length >= 5 && !/^(danos?|equipos?|robo|hurto|rotura)$/.test(w));
  for (const sentence of cobertura.split(/(?<=[.;])\s+/)) {
    const said = fold(sentence);
    // (A sentence whose subject is another thing speaks of that thing: «La responsabilidad civil cubre el incendio
    // que se propague… si las motosierras tenían el matachispas» is no fire of 'Motosierras y Herramientas'.)
    const verb = /\b(se cubren?|cubren?)\b/.exec(said);
    const subject = verb && verb.index > 0 ? said.slice(0, verb.index) : said;
    const named = (w: string) => new RegExp(`\\b${w.replace(/(es|s)$/, '')}(es|s)?\\b`).test(subject);
    if (NEGATIVE_SENTENCE.test(said) || !own.some(named)) continue;
    for (const [id, words] of PERILS) if (words.test(said) && !found.includes(id)) found.push(id);
    // (Its theft too, with a theft row apart, when the sentence names all its own words: «Los equipos de las
    // transmisiones exteriores… se cubren por robo» of 'Equipos en Transmisiones Exteriores'; without one, when
    // the theft is of its thing: «El robo de motosierras se cubre solo si…» of 'Motosierras y Herramientas'.)
    if (/\b(robo|hurto)\b/.test(said) && (!theftApart || own.every(named)) && !found.includes('hurto-contenido'))
      found.push('hurto-contenido');
  }
  return found;
}

/** Whether a policy has a row of its own for theft ('Robo de Equipos con Violencia'). */
function theftRow(benefits: ReadonlyArray<{ nombreCobertura: string }>): boolean {
  return benefits.some((b) => /\b(robo|hurto)\b/.test(fold(b.nombreCobertura)));
}

/** What can befall a thing, as a sentence of a cover text about it says (see thingRowConcepts). */
const PERILS: Array<[ConceptId, RegExp]> = [
  ['incendio', /\b(rayos?|incendios?|fuego|explosion)\b/],
  ['electrico', /\b(rayos?|descargas? electricas?|sobretension|danos? electricos?)\b/],
  ['granizo', /\b(viento|vendaval|temporal|tormenta|granizo)\b/],
  ['inundacion', /\b(inundacion|crecida)\b/],
  // («…se cubren por robo con violencia, incendio o accidente durante las funciones»: their accidental damage.)
  ['danos-accidentales', /\b(accidentes?|accidental(es)?|danos? accidentales?|roturas? accidental(es)?)\b/],
];

const TYPED_TEXT_FIELDS = ['cobertura', 'descripcionBien', 'limite', 'deducible'] as const;

function withPlainQuotes(policy: Policy): Policy {
  const typed = TYPED_TEXT_FIELDS.filter((f) => /[«»]/.test(String(policy[f] ?? '')));
  if (typed.length === 0) return policy;
  const copy = { ...policy };
  for (const f of typed) copy[f] = String(policy[f]).replace(/«/g, '“').replace(/»/g, '”');
  return copy;
}

/** The pieces of a cover text that say what it leaves out ('No incluye ortodoncia ni implantes.'), as written. */
export function coverTextExclusions(text: string): string[] {
  return coverTextPieces(text).filter((s) => NEGATIVE_SENTENCE.test(fold(s)));
}

/**
 * What a cover text covers: the concepts of its sentences, less those a sentence excludes ('No cubre daños
 * propios por choque ni hurto parcial', 'Excluye…').
 */
export function coverTextConcepts(text: string, kinds: ReadonlySet<Category>): ConceptId[] {
  // (A bracket inside a sentence that leaves something out is left out too: '…sin explicación (extravío)'.)
  const sentences = text
    .split(/(?<=[.;])\s+/)
    .flatMap((sentence) => {
      const negative = NEGATIVE_SENTENCE.test(fold(sentence));
      return coverTextPieces(sentence).map((piece) => ({
        folded: fold(piece),
        negative: negative || NEGATIVE_SENTENCE.test(fold(piece)),
      }));
    })
    .filter((s) => s.folded);
  const excluded = new Set(sentences.filter((s) => s.negative).flatMap((s) => conceptsOf(s.folded, kinds)));
  const covered = conceptsOf(
    sentences
      .filter((s) => !s.negative)
      .map((s) => s.folded)
      .join(' '),
    kinds,
  );
  return covered.filter((id) => !excluded.has(id));
}

export { CATEGORY_NAMES, guideText };
