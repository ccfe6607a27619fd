import {
  CATEGORY_NAMES,
  CATEGORY_WORDS,
  DAMAGE_WORDS,
  ELECTRONICS,
  EMERGENCY_WORDS,
  INSURER_WORDS,
  INTENT_WORDS,
  OBJECT_WORDS,
  SITUATIONS,
  THEFT,
  THEFT_WORDS,
  type Category,
  type Intent,
  type Situation,
} from './knowledge';
import { isSpanishWord } from './lexicon';
import { Corrector, fold, formatDate, formatUsd, stem, tokens } from './text';
import { FIELD_SOURCES, type WalletContext, type WalletCoverage, type WalletPolicy } from './wallet-context';

/**
 * The embedded answer engine: rule-based intents and a curated situation → coverage knowledge base over
 * the person's own policies. Structured questions (dates, prices, numbers, deductibles) read the policy
 * fields; situations read the coverage rows; claim procedures read the insurer's guide. Every figure and
 * coverage name it writes comes from the wallet and carries its citation marker (wallet-context.ts).
 */

export type Outcome = 'answer' | 'not_covered' | 'clarify' | 'handoff';

export interface EngineAnswer {
  outcome: Outcome;
  text: string;
  /** The engine did not understand the question (counts towards the offer of a person). */
  unsure: boolean;
}

export interface EngineState {
  /** Earlier messages of the person in this conversation, oldest first. */
  history: string[];
  /** Unsure answers so far in this conversation. */
  unsureCount: number;
}

const COMMON_WORDS =
  `que cual cuales cuando cuanto cuanta como donde quien tengo tiene tenes tienen mi mis me te tu tus el la los
las lo un una unos unas de del en por para con sin si no y o a al es son esta estoy estan hay pasa paso seguro seguros poliza
polizas cubre cubren cubrir cubierto cobertura coberturas hace hacer hago puedo podes quiero queria necesito saber decime
contame mas menos ese esa eso esto este todo todos algo nada ayer hoy manana anoche cuesta sale pago pagar vence se le les
ya muy bien mal pero tambien porque entonces bueno dale che boludo loco capaz igual algun alguna ningun ninguna otro otra
mio mia sos soy fue fueron era tenia hubo ser estar casa agua luz gas vez veces dia mes ano anos plata dinero
usd dolares pesos ahora favor porfa gracias ok okey sobre entre hasta desde mucho poco cada
gente persona personas edificio local techo garage garaje puerta calle ruta trabajo laburo hijo hija hijos padre madre
mujer marido novio novia amigo amiga familia perito nunca siempre nadie vino llego paso dijo dicen hice pude`.split(
    /\s+/,
  );

function phrases(list: readonly string[]): string[][] {
  return list.map((phrase) => tokens(phrase).map(stem));
}

const VOCABULARY = new Set<string>(COMMON_WORDS);
const addVocabulary = (list: readonly string[]) => {
  for (const phrase of list) for (const word of tokens(phrase)) VOCABULARY.add(word);
};
for (const situation of SITUATIONS) addVocabulary(situation.triggers);
for (const list of Object.values(OBJECT_WORDS)) addVocabulary(list);
for (const list of Object.values(INTENT_WORDS)) addVocabulary(list);
for (const list of Object.values(CATEGORY_WORDS)) addVocabulary(list);
for (const list of Object.values(INSURER_WORDS)) addVocabulary(list);
addVocabulary([...THEFT_WORDS, ...DAMAGE_WORDS, ...EMERGENCY_WORDS, 'terremoto', 'sismo', 'temblor']);
const CORRECTOR = new Corrector(VOCABULARY, isSpanishWord);

const SITUATION_PHRASES = SITUATIONS.map((s) => ({ situation: s, phrases: phrases(s.triggers) }));
const EARTHQUAKE: Situation = {
  id: 'terremoto',
  label: 'un terremoto o sismo',
  triggers: ['terremoto', 'sismo', 'temblor'],
  coverage: /terremoto|sismo/,
};
SITUATION_PHRASES.push({ situation: EARTHQUAKE, phrases: phrases(EARTHQUAKE.triggers) });
const INTENT_PHRASES = Object.entries(INTENT_WORDS).map(([intent, list]) => ({
  intent: intent as Intent,
  phrases: phrases(list),
}));
const OBJECT_PHRASES = Object.fromEntries(Object.entries(OBJECT_WORDS).map(([k, v]) => [k, phrases(v)])) as Record<
  keyof typeof OBJECT_WORDS,
  string[][]
>;
const CATEGORY_PHRASES = Object.entries(CATEGORY_WORDS).map(([category, list]) => ({
  category: category as Category,
  phrases: phrases(list),
}));
const INSURER_PHRASES = Object.entries(INSURER_WORDS).map(([insurer, list]) => ({ insurer, phrases: phrases(list) }));
const THEFT_PHRASES = phrases(THEFT_WORDS);
const DAMAGE_PHRASES = phrases(DAMAGE_WORDS);
const EMERGENCY_PHRASES = phrases(EMERGENCY_WORDS);
// Words too common to retrieve a coverage by.
const RETRIEVAL_STOP = new Set(
  ['de', 'del', 'y', 'la', 'el', 'por', 'en', 'a', 'con', 'los', 'las', 'total', 'general', 'contenido'].map(stem),
);

function contains(stems: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= stems.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (stems[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}
const any = (stems: string[], list: string[][]) => list.some((p) => contains(stems, p));

export interface Analysis {
  stems: string[];
  folded: string;
  intents: Set<Intent>;
  situations: Situation[];
  categories: Set<Category>;
  insurers: Set<string>;
  numbers: string[];
  emergency: boolean;
  damage: boolean;
  theft: boolean;
}

/** What a question asks: typos corrected, then intents, situations and the policies it names. */
export function analyse(question: string, known: ReadonlySet<string> = new Set()): Analysis {
  const words = CORRECTOR.correct(tokens(question), known);
  const stems = words.map(stem);
  const intents = new Set<Intent>();
  for (const { intent, phrases: list } of INTENT_PHRASES) if (any(stems, list)) intents.add(intent);
  // 'número' of a phone is not the policy number.
  if (/\b(numero|nro|n°)\b/.test(fold(question)) && !/telefono|whatsapp|celular|contacto/.test(fold(question))) {
    intents.add('number');
  }
  if (intents.has('price')) intents.delete('amount');
  // 'Actuá como un agente...' is an attempt to change the rules, not a request for a person.
  if (intents.has('injection')) intents.delete('human');

  const theft = any(stems, THEFT_PHRASES);
  const damage = any(stems, DAMAGE_PHRASES);
  const objects = {
    electronics: any(stems, OBJECT_PHRASES.electronics),
    bike: any(stems, OBJECT_PHRASES.bike),
    car: any(stems, OBJECT_PHRASES.car),
    scooter: any(stems, OBJECT_PHRASES.scooter),
    home: any(stems, OBJECT_PHRASES.home),
  };
  const situations: Situation[] = [];
  for (const { situation, phrases: list } of SITUATION_PHRASES) if (any(stems, list)) situations.push(situation);
  if (theft) {
    const base = objects.scooter
      ? THEFT.scooter
      : objects.bike
        ? THEFT.bike
        : objects.car
          ? THEFT.car
          : objects.electronics
            ? THEFT.electronics
            : THEFT.home;
    situations.unshift({ ...base, triggers: [] });
  } else if (objects.electronics && !situations.some((s) => s.id === 'celular-personal')) {
    situations.unshift(ELECTRONICS);
  }
  // Damage done to someone else's things is liability, not the person's own glass or appliances.
  const liability = situations.find((s) => s.id === 'terceros');
  if (liability) {
    for (const id of ['cristales', 'parabrisas', 'equipos']) {
      const index = situations.findIndex((s) => s.id === id);
      if (index >= 0) situations.splice(index, 1);
    }
    const driving = situations.some((s) => s.id === 'choque') || /\b(atropell|manej|conduc)/.test(words.join(' '));
    const ownThings = /\b(le rompi|le rompio|al vecino|a la vecina|a mi vecin|le pegue)/.test(words.join(' '));
    const categories: Category[] | undefined =
      objects.bike || objects.scooter
        ? ['bike', 'movilidad']
        : objects.car && driving
          ? ['car', 'soa']
          : ownThings
            ? ['home', 'accidentes', 'other']
            : undefined;
    situations.splice(situations.indexOf(liability), 1, { ...liability, categories });
  }
  // The car's glass is not the home's «Cristales».
  if (situations.some((s) => s.id === 'parabrisas')) {
    const index = situations.findIndex((s) => s.id === 'cristales');
    if (index >= 0) situations.splice(index, 1);
  }
  // A broken bike is its own situation, not a car crash.
  if (objects.bike && !theft && (damage || situations.some((s) => s.id === 'choque'))) {
    const index = situations.findIndex((s) => s.id === 'choque');
    if (index >= 0) situations.splice(index, 1);
    if (!situations.some((s) => s.id === 'bici-danos')) situations.push(SITUATIONS.find((s) => s.id === 'bici-danos')!);
  }

  const categories = new Set<Category>();
  for (const { category, phrases: list } of CATEGORY_PHRASES) if (any(stems, list)) categories.add(category);
  if (categories.has('bike') && objects.scooter) categories.delete('bike');
  const insurers = new Set<string>();
  for (const { insurer, phrases: list } of INSURER_PHRASES) if (any(stems, list)) insurers.add(insurer);
  const numbers = tokens(question).filter((t) => /\d/.test(t));

  return {
    stems,
    folded: words.join(' '),
    intents,
    situations,
    categories,
    insurers,
    numbers,
    emergency: any(stems, EMERGENCY_PHRASES),
    damage,
    theft,
  };
}

const cite = (p: WalletPolicy, source: string) => `【${p.label}:${source}】`;
const sum = (c: WalletCoverage) => (c.sum !== null ? `, con una suma asegurada de ${formatUsd(c.sum)}` : '');

const STRUCTURED: Intent[] = ['expiry', 'start', 'price', 'number', 'deductible', 'limit', 'payment', 'declared'];

const HANDOFF_TEXT =
  'Si querés hablar con una persona del equipo, escribinos desde «Contactanos» y te respondemos a la brevedad. ' +
  'Si necesitás iniciar o seguir un reclamo, podés hacerlo desde «Reclamos de Siniestros».';

const EMERGENCY_TEXT =
  'Si hay alguien lastimado, lo primero es llamar al 911 (emergencias). Cuando todos estén a salvo, seguimos con el seguro.';

const HELP_TEXT =
  '¡Hola! Soy Amparo. Te puedo contar qué póliza te cubre en cada situación, por cuánto, cuándo vence cada una, ' +
  'cuánto pagás, tus números de póliza y qué hacer después de un siniestro. ¿Qué querés saber?';

const CLARIFY_TEXT =
  'No estoy segura de haber entendido tu consulta. ¿Me contás qué pasó o qué querés saber de tus pólizas? ' +
  'Por ejemplo: "¿qué me cubre si se rompe un caño?" o "¿cuándo vence mi seguro de hogar?".';

/** The policies a question names (kind, insurer, number); all when it names none. */
function targetPolicies(a: Analysis, ctx: WalletContext): { named: boolean; policies: WalletPolicy[] } {
  let policies = ctx.policies;
  let named = false;
  const byNumber = policies.filter((p) => {
    const number = p.policy.numeroPoliza ? fold(p.policy.numeroPoliza).replace(/\s/g, '') : null;
    return number !== null && a.numbers.some((n) => number.includes(n) && n.length >= 4);
  });
  if (byNumber.length > 0) return { named: true, policies: byNumber };
  if (a.categories.size > 0) {
    named = true;
    policies = policies.filter((p) => a.categories.has(p.category));
  }
  if (a.insurers.size > 0) {
    named = true;
    policies = policies.filter((p) => p.policy.insurer !== null && a.insurers.has(p.policy.insurer));
  }
  return { named, policies };
}

function describeTarget(a: Analysis): string {
  const kinds = [...a.categories].map((c) => CATEGORY_NAMES[c] ?? c);
  const insurers = [...a.insurers].map((i) => i.toUpperCase());
  if (kinds.length > 0)
    return `un seguro de ${kinds.join(' o ')}${insurers.length ? ` en ${insurers.join(' o ')}` : ''}`;
  if (insurers.length > 0) return `una póliza de ${insurers.join(' o ')}`;
  return 'esa póliza';
}

function fieldAnswers(intent: Intent, policies: WalletPolicy[], today: string): string[] {
  const lines: string[] = [];
  for (const p of policies) {
    const { policy } = p;
    switch (intent) {
      case 'expiry':
        if (policy.fechaVencimiento) {
          const past = policy.fechaVencimiento < today;
          lines.push(
            `Tu ${p.label} ${past ? 'venció' : 'vence'} el ${formatDate(policy.fechaVencimiento)}${cite(p, FIELD_SOURCES.expiry)}.` +
              (policy.tipoRenovacion ? ` La renovación es ${policy.tipoRenovacion.toLowerCase()}.` : ''),
          );
        } else lines.push(`De tu ${p.label} no tengo cargada la fecha de vencimiento.`);
        break;
      case 'start':
        if (policy.fechaEmision) {
          lines.push(
            `Tu ${p.label} está vigente desde el ${formatDate(policy.fechaEmision)}${cite(p, FIELD_SOURCES.start)}.`,
          );
        } else lines.push(`De tu ${p.label} no tengo cargada la fecha de inicio.`);
        break;
      case 'price': {
        const parts: string[] = [];
        if (policy.price !== null) parts.push(`cuesta ${formatUsd(policy.price)}${cite(p, FIELD_SOURCES.price)}`);
        if (policy.prima !== null)
          parts.push(`la prima es de ${formatUsd(policy.prima)}${cite(p, FIELD_SOURCES.prima)}`);
        if (policy.premioTotal !== null) {
          parts.push(`el premio total es de ${formatUsd(policy.premioTotal)}${cite(p, FIELD_SOURCES.premioTotal)}`);
        }
        if (policy.cuotas !== null && policy.cuotas > 0)
          parts.push(`en ${policy.cuotas} cuotas${cite(p, FIELD_SOURCES.cuotas)}`);
        lines.push(
          parts.length ? `Tu ${p.label}: ${parts.join(', ')}.` : `De tu ${p.label} no tengo cargado el costo.`,
        );
        break;
      }
      case 'number':
        lines.push(
          policy.numeroPoliza
            ? `El número de tu ${p.label} es ${policy.numeroPoliza}${cite(p, FIELD_SOURCES.number)}.`
            : `Tu ${p.label} todavía no tiene número de póliza cargado.`,
        );
        break;
      case 'deductible':
        lines.push(
          policy.deducible?.trim()
            ? `El deducible de tu ${p.label} es ${policy.deducible.trim()}${cite(p, FIELD_SOURCES.deductible)}.`
            : `De tu ${p.label} no tengo cargado un deducible.`,
        );
        break;
      case 'limit':
        lines.push(
          policy.limite?.trim()
            ? `El límite de tu ${p.label} es ${policy.limite.trim()}${cite(p, FIELD_SOURCES.limit)}.`
            : `De tu ${p.label} no tengo cargado un límite general; te puedo decir la suma asegurada de cada cobertura.`,
        );
        break;
      case 'payment': {
        const method = policy.metodoPago;
        lines.push(
          method
            ? `Tu ${p.label} se paga con ${method}${cite(p, FIELD_SOURCES.payment)}.`
            : `De tu ${p.label} no tengo cargado el medio de pago.`,
        );
        break;
      }
      case 'declared':
        lines.push(
          policy.declaredValue !== null
            ? `El valor declarado de tu ${p.label} es ${formatUsd(policy.declaredValue)}${cite(p, FIELD_SOURCES.declaredValue)}.`
            : `De tu ${p.label} no tengo cargado el valor declarado.`,
        );
        break;
      default:
        break;
    }
  }
  return lines;
}

function coverageList(p: WalletPolicy): string {
  if (p.coverages.length === 0) {
    if (p.policy.cobertura?.trim()) {
      return `Tu ${p.label} tiene cobertura «${p.policy.cobertura.trim()}»${cite(p, FIELD_SOURCES.cobertura)}.`;
    }
    return `Tu ${p.label} no tiene coberturas cargadas todavía.`;
  }
  const items = p.coverages.map(
    (c) => `«${c.name}»${c.sum !== null ? ` por ${formatUsd(c.sum)}` : ''}${cite(p, c.name)}`,
  );
  return `Tu ${p.label} incluye: ${items.join('; ')}.`;
}

function extras(p: WalletPolicy): string {
  const parts: string[] = [];
  if (p.policy.deducible?.trim())
    parts.push(`El deducible es ${p.policy.deducible.trim()}${cite(p, FIELD_SOURCES.deductible)}.`);
  if (p.policy.limite?.trim()) parts.push(`El límite es ${p.policy.limite.trim()}${cite(p, FIELD_SOURCES.limit)}.`);
  return parts.join(' ');
}

function guideAnswer(p: WalletPolicy): string {
  if (!p.guide) {
    return `No tengo la guía de siniestros de la aseguradora de tu ${p.label}. Comunicate con tu aseguradora lo antes posible y guardá fotos y comprobantes.`;
  }
  const steps = p.guide.content.procedure.slice(0, 5).map((step) => `- ${step}`);
  const contact = p.guide.content.contacts.find((c) => c.phone);
  const critical = p.guide.content.criticalPoints[0];
  return [
    `Para tu ${p.label}, esto es lo que tenés que hacer${cite(p, FIELD_SOURCES.guide)}:`,
    ...steps,
    critical ? `Importante: ${critical}` : '',
    contact ? `Contacto: ${contact.label}, ${contact.phone}${contact.hours ? ` (${contact.hours})` : ''}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

interface SituationResult {
  covered: boolean;
  text: string;
  policies: WalletPolicy[];
}

function answerSituation(s: Situation, a: Analysis, candidates: WalletPolicy[], withAmounts: boolean): SituationResult {
  const scope = s.categories ? candidates.filter((p) => s.categories!.includes(p.category)) : candidates;
  const lines: string[] = [];
  const covering: WalletPolicy[] = [];
  for (const p of scope) {
    const rows = p.coverages.filter((c) => s.coverage.test(c.folded));
    if (rows.length > 0) {
      covering.push(p);
      const theftOnly = rows.every((c) => /hurto|robo/.test(c.folded));
      const names = rows.map((c) => `«${c.name}»${sum(c)}${cite(p, c.name)}`).join(' y ');
      if (s === ELECTRONICS && theftOnly && a.damage && !a.theft) {
        lines.push(
          `Tu ${p.label} incluye ${names}, pero esa cobertura es para el hurto: si el equipo se rompió sin que te lo roben, no veo en tus pólizas una cobertura para la rotura.`,
        );
        covering.pop();
        continue;
      }
      lines.push(`Tu ${p.label} cubre ${s.label} con ${names}.`);
      const more = extras(p);
      if (more) lines.push(more);
      continue;
    }
    if (p.coberturaFolded && s.coverage.test(p.coberturaFolded)) {
      covering.push(p);
      lines.push(
        `Tu ${p.label} tiene cobertura «${p.policy.cobertura!.trim()}»${cite(p, FIELD_SOURCES.cobertura)}, que incluye ${s.label}.`,
      );
      const more = extras(p);
      if (more) lines.push(more);
    }
  }
  void withAmounts;
  if (covering.length > 0) return { covered: true, text: lines.join(' '), policies: covering };
  if (lines.length > 0) {
    return {
      covered: false,
      text: `${lines.join(' ')} Si querés, podés pedir una propuesta desde «Explorar nuevos».`,
      policies: [],
    };
  }
  const intro = '';
  const kinds = s.categories?.map((c) => CATEGORY_NAMES[c] ?? c);
  const missingKind =
    s.categories && scope.length === 0 ? ` No tenés en tu billetera un seguro de ${kinds!.join(' ni de ')}.` : '';
  return {
    covered: false,
    text: `${intro}Por lo que figura en tu billetera, ninguna de tus pólizas cubre ${s.label}.${missingKind} Si querés, podés pedir una propuesta desde «Explorar nuevos».`,
    policies: [],
  };
}

/** Coverage rows of the wallet whose name shares a meaningful word with the question. */
function retrieveCoverages(a: Analysis, candidates: WalletPolicy[]): Array<{ p: WalletPolicy; c: WalletCoverage }> {
  const asked = new Set(a.stems.filter((s) => !RETRIEVAL_STOP.has(s) && s.length >= 3));
  const hits: Array<{ p: WalletPolicy; c: WalletCoverage; score: number }> = [];
  for (const p of candidates) {
    for (const c of p.coverages) {
      const meaningful = c.stems.filter((s) => !RETRIEVAL_STOP.has(s) && s.length >= 3);
      const score = meaningful.filter((s) => asked.has(s)).length;
      if (score > 0) hits.push({ p, c, score });
    }
  }
  const best = Math.max(0, ...hits.map((h) => h.score));
  return hits.filter((h) => h.score === best);
}

function withHandoff(text: string): string {
  return `${text}\n\n${HANDOFF_TEXT}`;
}

/** Answers one question about the person's wallet. Pure: same question, wallet and state, same answer. */
export function answer(
  question: string,
  ctx: WalletContext,
  state: EngineState = { history: [], unsureCount: 0 },
): EngineAnswer {
  const a = analyse(question, ctx.words);
  const prefix = a.emergency ? `${EMERGENCY_TEXT}\n\n` : '';
  const done = (outcome: Outcome, text: string, unsure = false): EngineAnswer => {
    if (unsure && state.unsureCount + 1 >= 2) return { outcome: 'handoff', text: withHandoff(prefix + text), unsure };
    return { outcome, text: prefix + text, unsure };
  };

  if (a.intents.has('dispute')) {
    return done(
      'handoff',
      `Entiendo, y lamento que estés pasando por esto. Un reclamo sobre un siniestro lo tiene que revisar una persona del equipo con tu aseguradora.\n\n${HANDOFF_TEXT}`,
    );
  }
  if (a.intents.has('human') || a.intents.has('claimForm')) {
    return done(
      'handoff',
      a.intents.has('claimForm') && !a.intents.has('human')
        ? 'Podés iniciar tu reclamo desde «Reclamos de Siniestros»: completás tus datos, el número de póliza si lo tenés y adjuntás fotos o documentos. Si preferís hablar con una persona, escribinos desde «Contactanos».'
        : `Claro. ${HANDOFF_TEXT}`,
    );
  }

  // Follow-ups ('¿y cuánto me cubre?') take the situation and policies of the previous question.
  const structured = STRUCTURED.filter((i) => a.intents.has(i));
  const asksSomething =
    structured.length > 0 || a.intents.has('amount') || a.intents.has('procedure') || a.intents.has('coverages');
  if (asksSomething && a.situations.length === 0 && a.categories.size === 0 && a.insurers.size === 0) {
    for (const previous of [...state.history].reverse()) {
      const earlier = analyse(previous, ctx.words);
      if (earlier.situations.length || earlier.categories.size || earlier.insurers.size) {
        a.situations.push(...earlier.situations);
        for (const c of earlier.categories) a.categories.add(c);
        for (const i of earlier.insurers) a.insurers.add(i);
        a.damage ||= earlier.damage;
        a.theft ||= earlier.theft;
        break;
      }
    }
  }

  const onlySocial =
    (a.intents.has('greeting') || a.intents.has('help')) &&
    !asksSomething &&
    a.situations.length === 0 &&
    !a.intents.has('list') &&
    a.categories.size === 0;
  if (onlySocial) return done('answer', HELP_TEXT);

  const injection = a.intents.has('injection') ? 'Solo te puedo contar lo que figura en tus pólizas. ' : '';

  if (ctx.policies.length === 0) {
    return done(
      'not_covered',
      `${injection}Todavía no tenés pólizas en tu billetera, así que no puedo decirte qué te cubre. Podés cargar las que ya tenés desde «Tus seguros» o pedir una propuesta desde «Explorar nuevos».`,
    );
  }

  const target = targetPolicies(a, ctx);
  // A situation that names its kind of policy (a stolen bike, a neighbour's car) is looked for there, whatever
  // kind of object the question mentions; the insurer or number it names still apply.
  const byOwnKind = a.situations.length > 0 && a.situations.every((s) => s.categories);
  const situationPolicies = byOwnKind ? targetPolicies({ ...a, categories: new Set() }, ctx).policies : target.policies;
  if (target.named && target.policies.length === 0 && !(byOwnKind && structured.length === 0)) {
    return done(
      'not_covered',
      `${injection}No encontré ${describeTarget(a)} en tu billetera. ${a.situations.length ? `Así que no tengo una póliza que cubra ${a.situations[0]!.label}. ` : ''}Si querés, podés pedir una propuesta desde «Explorar nuevos».`,
    );
  }

  if (a.intents.has('list') && !a.situations.length && structured.length === 0) {
    const items = target.policies.map((p) => {
      const number = p.policy.numeroPoliza ? `, póliza ${p.policy.numeroPoliza}${cite(p, FIELD_SOURCES.number)}` : '';
      const until = p.policy.fechaVencimiento
        ? `, vence el ${formatDate(p.policy.fechaVencimiento)}${cite(p, FIELD_SOURCES.expiry)}`
        : '';
      return `- ${p.label}${number}${until}`;
    });
    return done(
      'answer',
      `${injection}Tenés ${target.policies.length === 1 ? 'esta póliza' : 'estas pólizas'} en tu billetera:\n${items.join('\n')}`,
    );
  }

  const parts: string[] = [];
  let outcome: Outcome = 'answer';
  let answered = false;

  if (structured.length > 0) {
    // A situation narrows structured questions to the policies that cover it.
    let policies = target.policies;
    if (!target.named && a.situations.length > 0) {
      const covering = a.situations.flatMap((s) => answerSituation(s, a, ctx.policies, false).policies);
      if (covering.length > 0) policies = [...new Set(covering)];
    }
    for (const intent of structured) parts.push(...fieldAnswers(intent, policies, ctx.today));
    answered = true;
  }

  if (a.situations.length > 0 && !(structured.length > 0 && !a.intents.has('amount') && !a.intents.has('coverages'))) {
    const results = a.situations.map((s) => answerSituation(s, a, situationPolicies, a.intents.has('amount')));
    parts.push(...results.map((r) => r.text));
    answered = true;
    if (results.every((r) => !r.covered)) outcome = 'not_covered';
    if (a.intents.has('procedure')) {
      const covering = [...new Set(results.flatMap((r) => r.policies))];
      const guided = covering.length > 0 ? covering : target.policies.filter((p) => p.guide);
      for (const p of guided.slice(0, 2)) parts.push(guideAnswer(p));
    }
  } else if (a.intents.has('procedure')) {
    const policies = target.policies;
    if (policies.length === 1 || target.named) {
      for (const p of policies.slice(0, 2)) parts.push(guideAnswer(p));
      answered = true;
    } else {
      return done(
        'clarify',
        `${injection}¿Sobre qué póliza es? Tenés ${policies.map((p) => p.label).join(', ')}. Contame qué pasó o de qué seguro se trata y te digo los pasos.`,
      );
    }
  } else if (a.intents.has('coverages') || (a.intents.has('amount') && target.named)) {
    for (const p of target.policies) parts.push(coverageList(p));
    answered = true;
  }

  if (!answered) {
    const hits = retrieveCoverages(a, target.policies);
    if (hits.length > 0) {
      for (const { p, c } of hits) parts.push(`Tu ${p.label} incluye «${c.name}»${sum(c)}${cite(p, c.name)}.`);
      answered = true;
    } else if (target.named) {
      for (const p of target.policies) parts.push(coverageList(p));
      answered = true;
    }
  }

  if (!answered) {
    if (a.intents.has('amount')) {
      return done(
        'clarify',
        `${injection}¿De qué situación o de qué póliza querés saber el monto? Por ejemplo: "¿cuánto me cubre si me roban la bici?".`,
        true,
      );
    }
    return done('clarify', injection + CLARIFY_TEXT, true);
  }
  return done(outcome, injection + parts.join('\n\n'));
}
