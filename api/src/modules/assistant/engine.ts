import { CONCEPTS, concept, conceptsOf, type ConceptId } from './concepts';
import {
  conditionMet,
  countriesIn,
  hourSaid,
  mentionsWord,
  questionWords,
  requirementDenied,
  requirementVerdict,
  type CoverCondition,
  type CoverRequirement,
  type Verdict,
} from './conditions';

const conceptLabel = (id: ConceptId) => concept(id).label;
import {
  asksForOthersData,
  emergencyOf,
  isHypothetical,
  normalise,
  offTopic,
  otherTask,
  wantsPerson,
  angry,
  type Emergency,
  NO_INJURY,
} from './frame';
import {
  CATEGORY_NAMES,
  CATEGORY_TOKENS,
  CATEGORY_WORDS,
  DAMAGE_WORDS,
  ELECTRONICS,
  INSURER_WORDS,
  INTENT_WORDS,
  OBJECT_WORDS,
  PLACE_WORDS,
  SITUATIONS,
  THEFT,
  THEFT_WORDS,
  type Category,
  type Intent,
  type ObjectKind,
  type Situation,
} from './knowledge';
import { isSpanishWord } from './lexicon';
import { formatUsd } from 'contracts/runtime';
import { Corrector, fold, formatDate, MONTHS, numbersInWords, sound, stem, tokens } from './text';
import {
  NEGATIVE_SENTENCE,
  coverTextExclusions,
  coverTextPieces,
  FIELD_SOURCES,
  nameHead,
  type WalletContext,
  type WalletCoverage,
  type WalletPolicy,
} from './wallet-context';

/**
 * The embedded answer engine. A question is read into a frame (intents, the policies it names, the
 * situations it describes with their objects and place, an emergency, a hypothetical, a follow-up's context);
 * situations are answered by coverage concept (concepts.ts) over the person's own policies; structured
 * questions read the policy fields; claim procedures read the insurer's guide. One answer is composed from
 * the frame, and every figure and coverage name in it comes from the wallet with its citation marker.
 */

export type Outcome = 'answer' | 'not_covered' | 'clarify' | 'handoff';

export interface EngineAnswer {
  outcome: Outcome;
  text: string;
  /** The engine did not understand the question (counts towards the offer of a person). */
  unsure: boolean;
  /**
   * The answer's facts, each a paragraph of `text` (they are joined by a blank line), with an id a hosted
   * model chooses them by (llm.ts). The emergency advice, when there is one, is the first and always stays first.
   */
  facts: AnswerFact[];
}

export interface AnswerFact {
  id: string;
  text: string;
  emergency: boolean;
}

/** The paragraphs of an answer as facts f1, f2… (the emergency advice marked). */
function factsOf(text: string, emergency: boolean): AnswerFact[] {
  return text.split('\n\n').map((paragraph, i) => ({
    id: `f${i + 1}`,
    text: paragraph,
    emergency: emergency && i === 0,
  }));
}

export interface EngineState {
  /** Earlier messages of the person in this conversation, oldest first. */
  history: string[];
  /** Unsure answers so far in this conversation. */
  unsureCount: number;
}

// Words of the insurers ('bse', 'banco', 'seguros'): they name an insurer, not one policy.
const INSURER_TOKENS = new Set([
  ...Object.keys(INSURER_WORDS),
  ...Object.values(INSURER_WORDS).flatMap((list) => list.flatMap((w) => tokens(w))),
]);
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

/**
 * Trigger phrases as stems, so that 'robaron' meets 'robo'. A one-word trigger whose stem is short (under five
 * letters) must be the word itself: stems that short collide ('pasos'/'pasás', 'llamas'/'llamo', 'rayo'/'rayaron').
 */
function phrases(list: readonly string[]): string[][] {
  return list.map((phrase) => {
    const words = tokens(phrase);
    if (words.length === 1 && stem(words[0]!).length < 5) return [`=${words[0]!}`];
    // Several words: each by its stem, or by its sound ('cuanto bale' is 'cuanto vale').
    return words.map((w) => (words.length > 1 ? `${stem(w)}~${sound(w)}` : stem(w)));
  });
}

const VOCABULARY = new Set<string>(COMMON_WORDS);
const addVocabulary = (list: readonly string[]) => {
  for (const phrase of list) for (const word of tokens(phrase)) VOCABULARY.add(word);
};
for (const situation of SITUATIONS) addVocabulary(situation.triggers);
for (const list of Object.values(OBJECT_WORDS)) addVocabulary(list);
for (const list of Object.values(PLACE_WORDS)) addVocabulary(list);
for (const list of Object.values(INTENT_WORDS)) addVocabulary(list);
for (const list of Object.values(CATEGORY_WORDS)) addVocabulary(list);
for (const list of Object.values(INSURER_WORDS)) addVocabulary(list);
addVocabulary([...THEFT_WORDS, ...DAMAGE_WORDS, 'terremoto', 'sismo', 'temblor']);
const CORRECTOR = new Corrector(VOCABULARY, isSpanishWord);
// Words of the engine's own topics (situations, objects, places, intents, kinds): a question holding one is never
// off-topic, even when nothing else in it is understood ('se me vino abajo el techo').
const DOMAIN = new Set([...VOCABULARY].filter((w) => w.length >= 4 && !COMMON_WORDS.includes(w)));
for (const w of 'techo pared paredes piso pisos puerta ventana cocina bano living dormitorio jardin arbol rotura roto rota dano danos golpe accidente herido medico casa auto agua luz gas garage'.split(
  ' ',
)) {
  DOMAIN.add(w);
}

const SITUATION_PHRASES = SITUATIONS.map((s) => ({ situation: s, phrases: phrases(s.triggers) }));
const EARTHQUAKE: Situation = {
  id: 'terremoto',
  label: 'un terremoto o sismo',
  triggers: ['terremoto', 'sismo', 'temblor'],
  concepts: ['terremoto'],
};
SITUATION_PHRASES.push({ situation: EARTHQUAKE, phrases: phrases(EARTHQUAKE.triggers) });
const INTENT_PHRASES = Object.entries(INTENT_WORDS).map(([intent, list]) => ({
  intent: intent as Intent,
  phrases: phrases(list),
}));
const OBJECT_PHRASES = Object.entries(OBJECT_WORDS).map(([kind, list]) => ({
  kind: kind as ObjectKind,
  phrases: phrases(list),
}));
const PLACE_PATTERNS = {
  outside: new RegExp(`\\b(${PLACE_WORDS.outside.join('|')})\\b`),
  home: new RegExp(`\\b(${PLACE_WORDS.home.join('|')})\\b`),
};
const CATEGORY_PHRASES = Object.entries(CATEGORY_WORDS).map(([category, list]) => ({
  category: category as Category,
  phrases: phrases(list),
}));
const INSURER_PHRASES = Object.entries(INSURER_WORDS).map(([insurer, list]) => ({ insurer, phrases: phrases(list) }));
const THEFT_PHRASES = phrases(THEFT_WORDS);
const DAMAGE_PHRASES = phrases(DAMAGE_WORDS);

// What an accident question is about: death, disability or medical costs.
const PERSONAL: Array<[ConceptId, RegExp]> = [
  // ('vida' is death only outside a policy's name: 'el seguro de vida' asks nothing about it.)
  [
    'muerte',
    /\b(muerte|muero|muri\w*|muert\w*|morir|morirme|fallec\w*|familia)\b|(?<!(seguro|poliza|el|la) de )\bvida\b/,
  ],
  [
    'invalidez',
    /\b(invalid\w*|discapacid\w*|discapacitad\w*|incapacid\w*|paralitic\w*|silla de ruedas|no (puedo|pueda|podes|pude) (trabajar|laburar|manejar)|sin (poder )?(trabajar|laburar)|dejar de (trabajar|laburar))\b/,
  ],
  [
    'gastos-medicos',
    /\b(quebre|quiebro|quebr\w*|fractur\w*|internacion|internar\w*|cadera|traumatolog\w*|medic\w*|esguince|lesion|yeso|sanatorio|mutualista|lastime|cirugia|operacion|operar\w*|gastos|mordio|mordedura|hospital|internad\w*|sangr\w*|herid\w*|lastim\w*|golpe\w*)\b/,
  ],
];

/** A question's words and their stems, position by position. */
interface Sequence {
  words: string[];
  stems: string[];
  /** How each word sounds (text.ts sound()), for phrases heard by sound. */
  sounds: string[];
}

function sequence(words: string[]): Sequence {
  return { words, stems: words.map(stem), sounds: words.map((w) => (w.length > 3 ? sound(w) : '')) };
}

const REFUND_ASKED =
  /\b(devuelv\w*|devolver\w*|reintegr\w*|reembols\w*|recupero|recuperar|lo que pague|lo que pagamos)\b/;
const TRAVEL: Array<[ConceptId, RegExp]> = [
  ['equipaje', /\b(valija\w*|equipaje|maleta\w*|mochila|bolso|perdieron|perdio)\b/],
  [
    'cancelacion',
    /\b(cancel\w*|suspend\w*|no pude viajar|no puedo viajar|postergar|no (voy|vamos) a poder (ir|viajar)|no (puedo|podemos) ir)\b/,
  ],
  [
    'gastos-medicos',
    /\b(enferm\w*|medic\w*|hospital|accidente|internad\w*|doctor|sanatorio|clinica|remedios|medicamentos)\b/,
  ],
  ['repatriacion', /\b(repatri\w*|traslado)\b/],
  ['demora', /\b(demor\w*|atras\w* (el|del) vuelo|delayed|delay|atrasado)\b/],
  [
    'regreso-anticipado',
    /\b(volver antes|regresar antes|regreso anticipado|adelantar la vuelta|volvernos antes|come back early)\b/,
  ],
];

function contains(seq: Sequence, phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= seq.stems.length; i++) {
    for (let j = 0; j < phrase.length; j++) {
      const part = phrase[j]!;
      let same: boolean;
      if (part.startsWith('=')) same = seq.words[i + j] === part.slice(1);
      else if (part.includes('~')) {
        const [stemmed, sounded] = part.split('~');
        same = seq.stems[i + j] === stemmed || (seq.sounds[i + j] !== '' && seq.sounds[i + j] === sounded);
      } else same = seq.stems[i + j] === part;
      if (!same) continue outer;
    }
    return true;
  }
  return false;
}
const any = (seq: Sequence, list: string[][]) => list.some((p) => contains(seq, p));

export interface Analysis {
  stems: string[];
  /** The question folded, in the engine's Spanish, typos corrected. */
  folded: string;
  language: 'es' | 'en' | 'pt';
  intents: Set<Intent>;
  situations: Situation[];
  categories: Set<Category>;
  insurers: Set<string>;
  numbers: string[];
  objects: Set<ObjectKind>;
  place: 'home' | 'outside' | null;
  emergency: Emergency;
  hypothetical: boolean;
  othersData: boolean;
  /** Kinds named as a policy ('el seguro de la bici', 'el de casa'), not as an object ('me caí de la bici'). */
  policyNamed: Set<Category>;
  /** A person's name the question asks about ('la póliza de Martina Pereira'), folded. */
  personNamed: string | null;
  /** Words the person wrote with a capital inside a sentence ('y maneja Beatriz'): names, folded. */
  names: string[];
  wantsPerson: boolean;
  offTopic: boolean;
  damage: boolean;
  theft: boolean;
  /** Theft or damage said in this question itself (not taken from the conversation). */
  ownEvent: boolean;
  /** A theft with nothing said of what or where, read as every theft cover the wallet holds. */
  theftUnnamed?: boolean;
  /** The policies the conversation named by their own words ('el corolla'), carried to a follow-up. */
  carriedNames?: WalletPolicy[];
  /** The earlier question a follow-up takes its situation from ('y si hubiera sido a las 6?'): what it told. */
  carriedFolded?: string;
  /** A follow-up of a question for the insurer's phone: the phone again, of the policy it names. */
  carriedPhone?: boolean;
  /** 'y el otro?' when the conversation's policies are all the wallet has: those policies. */
  noOther?: WalletPolicy[];
}

// Words that ask for a person but tell something else: a call received, a thing called 'contacto' (see analyse).
const CALL_TOLD = /\b(me|nos|la|lo|le|les|te) (llamaron|llamo|llamaba|llamaban)\b/g;
const CONTACT_THING = /\b(lentes?|lentillas?) de contacto\b|\bcontacto (electrico|del auto|de la moto)\b/g;

// A self-correction: 'con la canyon, no perdón, con la trek', 'de casa… perdón, de CAZA'.
const CORRECTION_CUE =
  /^(?:no )?(?:perdon|digo|mejor dicho|quise decir|me equivoque|me confundi|corrijo)$|^no (?:pera|espera)$/;
const CORRECTION_LEAD = new Set('de del la el los las lo con en a al mi mis un una para por'.split(' '));

/**
 * The question as the person meant it: what a correction says replaces what it corrects, matched by the
 * words that lead both ('con la canyon, no perdón, con la trek' → 'con la trek').
 */
function selfCorrected(words: string[]): string[] {
  const at = words.findIndex((w, i) => CORRECTION_CUE.test(w) || CORRECTION_CUE.test(`${w} ${words[i + 1] ?? ''}`));
  if (at <= 0) return words;
  let cueLength = words[at] === 'no' || words[at] === 'mejor' || words[at] === 'quise' || words[at] === 'me' ? 2 : 1;
  // ('no, pera,': a second cue after the first.)
  if (CORRECTION_CUE.test(words[at + cueLength] ?? '')) cueLength++;
  const before = words.slice(0, at);
  const after = words.slice(at + cueLength);
  let lead = 0;
  while (lead < after.length && CORRECTION_LEAD.has(after[lead]!)) lead++;
  if (lead === 0 || lead >= after.length) return words;
  const head = after.slice(0, lead).join(' ');
  for (let i = before.length - lead - 1; i >= Math.max(0, before.length - lead - 3); i--) {
    if (before.slice(i, i + lead).join(' ') === head) return [...before.slice(0, i), ...after];
  }
  // ('la cuota de la radio, no perdón, la del auto': 'la del auto' stands for the noun, so its 'del auto' replaces
  // what the 'de' before said.)
  // ('cuánto pago del soa, no, pera, de la bici': a 'de' for a 'del', what it is of replaced.)
  const from =
    /^(la|el|lo|los|las)$/.test(after[0]!) && /^(de|del)$/.test(after[1] ?? '')
      ? 1
      : /^(de|del)$/.test(after[0]!)
        ? 0
        : -1;
  if (from >= 0) {
    for (let i = before.length - 1; i >= Math.max(0, before.length - 4); i--) {
      if (before[i] === 'de' || before[i] === 'del') return [...before.slice(0, i), ...after.slice(from)];
    }
  }
  return words;
}

/** What a question asks: its language carried over, typos corrected, then the frame. */
export function analyse(question: string, known: ReadonlySet<string> = new Set()): Analysis {
  const { folded: spanish, language } = normalise(question, known);
  const words = selfCorrected(CORRECTOR.correct(spanish ? spanish.split(' ') : [], known));
  const folded = words.join(' ');
  const stems = words.map(stem);
  const seq = sequence(words);
  // What the question says did not happen ('no me robaron nada, me rompieron la puerta') is no situation.
  const factualWords = folded.replace(NEGATED, ' ').split(' ').filter(Boolean);
  const facts = sequence(factualWords);
  const intents = new Set<Intent>();
  for (const { intent, phrases: list } of INTENT_PHRASES) if (any(seq, list)) intents.add(intent);
  // 'la galería me canceló la muestra': something of someone else's called off, no policy to cancel.
  if (
    intents.has('cancel') &&
    !/\b(seguros?|polizas?|cobertura|plan)\b/.test(folded) &&
    /\b(me|nos|le|les) cancel\w*\b|\bcancel\w* (el|la|los|las|mi|nuestro|nuestra) (vuelo|viaje|muestra|evento|reserva|fiesta|show|toque|partido|clase|curso|boda|casamiento|feria|exposicion)\b/.test(
      folded,
    )
  )
    intents.delete('cancel');
  // 'el certificado médico estaba vencido', 'la inspección de las cien horas estaba vencida': a paper or a check
  // of the person's that lapsed (a condition of the cover), not the policy's date nor its documents.
  if (intents.has('expiry') && LAPSED_PAPER.test(folded)) intents.delete('expiry');
  if (intents.has('document') && /\bcertificados? (medic|aeronautic|de aptitud|de salud|psicofisic)\w*/.test(folded))
    intents.delete('document');
  // 'cuánto pago de deducible', 'tengo que pagar deducible?': the deductible, not the price.
  if (
    intents.has('price') &&
    /\b(cuanto|que|tengo que|hay que) (pago|pagamos|pagar|pongo|ponemos|poner)( yo| nosotros)? (de |el |un )?(deducible|franquicia)\b/.test(
      folded,
    )
  )
    intents.delete('price');
  // 'dónde aviso', 'a quién le aviso': what to do; 'hasta cuándo tengo para avisar' is its deadline, no expiry.
  if (/\b(donde|a quien|como) (le )?(aviso|avisamos|denuncio|denunciamos|reporto)\b/.test(folded))
    intents.add('procedure');
  if (
    /\b(hasta cuando|cuanto tiempo|cuantos dias|que plazo) (tengo|tenemos|hay)( de plazo)? (para|pa) (avisar|denunciar|reclamar|reportar|hacer la denuncia)\b/.test(
      folded,
    )
  ) {
    intents.delete('expiry');
    intents.add('procedure');
  }
  // 'número' of a phone is not the policy number; 'a qué número llamo' is what to do.
  // ('a qué número?', said alone after 'hasta cuándo tengo para avisar': whom to call.)
  if (/\ba (que|cual) (numero|telefono)\b/.test(folded) && !/\bnumero de poliza\b/.test(folded)) {
    intents.delete('number');
    intents.add('procedure');
  } else if (/\b(numero|nro)\b/.test(folded)) {
    if (/\bnumero de (cedula|documento|ci|cuenta|tarjeta|pasaporte|rut)\b/.test(folded)) intents.delete('number');
    else if (/telefono|whatsapp|celular|contacto|\bllam|comunic|marco|discar/.test(folded)) {
      intents.delete('number');
      intents.add('procedure');
    } else intents.add('number');
  }
  // Who insures: by regex, since 'aseguradora' and 'asegurado' share a stem.
  if (/\b(aseguradora|compania|quien me asegura|con quien (lo |la )?tengo|que empresa|de que empresa)\b/.test(folded)) {
    intents.add('insurer');
  }
  if (intents.has('compare') && PRICE_COMPARED.test(folded)) intents.add('price');
  // 'cuánto pago' is a price, not an amount covered; 'cuánto me cubre… y cuánto pago?' asks both.
  if (intents.has('price') && !AMOUNT_SAID.test(folded)) intents.delete('amount');
  if (intents.has('total') && !intents.has('price') && !/\bpag|cuesta|sale\b|\bgast|\bsum/.test(folded))
    intents.delete('total');
  if (intents.has('total')) intents.add('price');
  // 'cuánta plata cobra mi hija si me muero': what the policy pays, not what it costs.
  if (intents.has('price') && PAYOUT.test(folded) && !intents.has('total')) {
    intents.delete('price');
    intents.add('amount');
  }
  // 'el seguro paga la cuota del préstamo': what the policy pays (a loan's installment), not its own price.
  if (LOAN_PAID.test(folded)) {
    intents.delete('price');
  }
  // 'una señora vino a preguntar precios y se resbaló': what someone came for, told, is no price asked.
  if (
    /\b(vino|vinieron|venia|venian|entro|entraron|paso|pasaron) a (preguntar|pedir|ver|consultar|averiguar) (por )?(los |unos )?precios?\b/.test(
      folded,
    )
  )
    intents.delete('price');
  // 'cuánto me debitan por mes': what is charged, not how.
  // ('cuánto cobra mi familia' is what the policy pays them.)
  if (
    /\bcuanto (me |nos |le )?(debitan|debita|descuentan|descuenta)\b|\bcuanto (me|nos) (cobran|cobra)\b/.test(folded)
  ) {
    intents.delete('payment');
    intents.add('price');
  }
  // 'me multaron, tengo que pagar como veinte mil pesos': a cost the person owes, not the policy's price; 'irme antes
  // de que termine el contrato': leaving early, not the policy's expiry.
  if (
    /\b(tengo|tenemos|hay) que pagar(le|les)? (como |unos |unas |casi |mas de )?(\w+ ){0,3}(pesos|dolares|una multa|la multa)\b/.test(
      folded,
    )
  )
    intents.delete('price');
  if (/\bantes de que (termine|se termine|venza) (el|la) (contrato|alquiler)\b/.test(folded)) intents.delete('expiry');
  // 'la inquilina no me paga el alquiler': the rent a tenant owes (a guarantee's cover), not the insurer refusing.
  if (intents.has('dispute') && RENT_OWED.test(folded)) intents.delete('dispute');
  // 'cuánto pago cada vez que voy al médico': the copay (stored as the deductible), not the policy's price.
  if (COPAY_ASKED.test(folded)) {
    intents.delete('price');
    intents.add('deductible');
  }
  // 'ya la pagué, ¿me la devuelve el dental?': what the person paid for, asked back, is no question of how one pays.
  if (
    intents.has('payment') &&
    /\b(ya )?(lo|la|los|las) pague\b/.test(folded) &&
    /\b(devuelve|devuelven|reintegr\w*|cubre|cubren|me (lo|la|los|las) pagan?)\b/.test(folded)
  )
    intents.delete('payment');
  // A card in a swindle ('compras raras en la tarjeta', 'me clonaron la tarjeta') is no question of how one pays.
  if (intents.has('payment') && FRAUD_TOLD.test(folded)) intents.delete('payment');
  // ('pagué la consulta de mi bolsillo': what was paid already, asked back, is no deductible asked.)
  if (
    intents.has('deductible') &&
    /\b(pague|pagamos|puse|pusimos|pago|pagaron)\b[^.?!]{0,30}\bde (mi|nuestro|tu) bolsillo\b/.test(folded) &&
    !/\b(deducible|franquicia|copago|cuanto (pongo|pago|pagamos|ponemos))\b/.test(folded)
  )
    intents.delete('deductible');
  // 'dar de baja la póliza' is cancelling it, not downloading it ('bajar la póliza').
  if (intents.has('cancel') && /\b(dar|darme|darla|darlo|doy|damos) de baja\b/.test(folded)) intents.delete('document');
  // 'el nro para denunciar un siniestro' is the insurer's phone, not the policy's number.
  if (CLAIM_LINE.test(folded)) {
    intents.delete('number');
    intents.add('procedure');
  }
  // An event called off ('si tenemos que cancelar la fiesta') is what a cover pays for, not a request to cancel
  // a policy.
  if (intents.has('cancel') && CALLED_OFF.test(folded)) intents.delete('cancel');
  // 'nos quieren reclamar', 'podemos reclamar algo?': a claim against the person, or whether a cover pays, not
  // the claim form.
  if (intents.has('claimForm') && CLAIM_AGAINST_OR_COVERED.test(folded)) intents.delete('claimForm');
  // Having to call something off ('y si tenemos que cancelar porque…') is a cover's matter, not a request to cancel a
  // policy, unless a policy is what is named.
  if (
    intents.has('cancel') &&
    /\b(si|y si)\b[^.?!]*\b((tengo|tenemos|hay|tendria|tendriamos)( que)?|llegara( a)?|llegaramos( a)?) (cancelar|suspender)\b/.test(
      folded,
    ) &&
    !/\b(seguros?|polizas?|cobertura|plan)\b/.test(folded)
  )
    intents.delete('cancel');
  // A trip or a flight cancelled is the travel cover's matter, not a request to cancel a policy.
  if (intents.has('cancel') && /\b(viaje|vuelo|vuelos|pasaje|pasajes|reserva)\b/.test(folded)) intents.delete('cancel');
  // 'un yogur vencido' is a product past its date, not a policy.
  if (
    intents.has('expiry') &&
    /\b(yogur|comida|producto|alimento|leche|medicamento|remedio|carne|mercaderia|fiambre)\w* (vencid|caducad)/.test(
      folded,
    ) &&
    !/\b(vence|vencimiento|poliza|seguro) /.test(folded)
  )
    intents.delete('expiry');
  // 'Actuá como un agente...' is an attempt to change the rules, not a request for a person.
  if (intents.has('injection')) intents.delete('human');
  // A call told ('me llamaron haciéndose pasar por el banco') is no request to be called.
  // ('lentes de contacto', 'un contacto eléctrico', 'el contacto del auto': a thing, no request to be put in touch.)
  for (const told of [CALL_TOLD, CONTACT_THING]) {
    if (!intents.has('human') || folded.search(told) < 0) continue;
    const rest = sequence(folded.replace(told, ' ').split(' ').filter(Boolean));
    if (!INTENT_PHRASES.some(({ intent, phrases: list }) => intent === 'human' && any(rest, list)))
      intents.delete('human');
  }
  const person = wantsPerson(folded) && !intents.has('injection');
  if (person) intents.add('human');
  // 'premio total' is a field, not the sum of the wallet.
  if (/premio total/.test(folded)) intents.delete('total');

  const objects = new Set<ObjectKind>();
  for (const { kind, phrases: list } of OBJECT_PHRASES) if (any(seq, list)) objects.add(kind);
  // A cold room ('la cámara de maduración', 'la cámara frigorífica') is no camera.
  // (So is 'la cámara' where the power went and goods were lost: 'se cortó la luz y se arruinaron las facturas de
  // la cámara'.)
  if (
    objects.has('electronics') &&
    (COLD_ROOM.test(folded) || (POWER_CUT.test(folded) && GOODS_LOST.test(folded))) &&
    !any(seq, ELECTRONICS_BUT_CAMERA)
  )
    objects.delete('electronics');
  // A car's parts are parts only beside a car: 'el espejo del baño' is glass, 'la rueda de la bici' the bike.
  if (objects.has('carPart') && !objects.has('car') && !/\b(auto|coche|camioneta|vehiculo|nave)\b/.test(folded)) {
    // Kept for now when the conversation may be about the car (resolveSituations decides).
    objects.add('carPart');
  }
  if (objects.has('scooter')) objects.delete('moto');
  // Places by whole words (stems would read 'play' as 'playa').
  // ('en un café, ¿la cubre el seguro del apto?': the home named as a policy is not where it happened.)
  // (Nor is a cover's name quoted in the question, «Robo fuera del domicilio»: a claim, not where it happened.)
  let placed = folded.replace(new RegExp(HOME_POLICY_NAMED.source, 'g'), ' ');
  for (const [, quoted] of question.matchAll(/«([^»]*)»/g)) {
    const inner = fold(quoted!);
    if (inner) placed = placed.replace(inner, ' ');
  }
  const place = PLACE_PATTERNS.home.test(placed) ? 'home' : PLACE_PATTERNS.outside.test(placed) ? 'outside' : null;

  const situations: Situation[] = [];
  for (const { situation, phrases: list } of SITUATION_PHRASES) if (any(facts, list)) situations.push(situation);

  // 'y el de viaje?', 'el seguro de viaje': the travel policy named, not a trip situation, unless the
  // question says something of a trip besides ('el seguro de viaje cubre la valija?').
  const trip = situations.findIndex((s) => s.id === 'viaje');
  if (trip >= 0) {
    const rest = folded.replace(/\b(el|la|seguro|poliza|asistencia) (de|al) (viaje|viajero)\b/g, ' ');
    if (rest !== folded && !TRIP_SAID.test(rest) && !ABROAD.test(rest)) situations.splice(trip, 1);
  }
  const categories = new Set<Category>();
  for (const { category, phrases: list } of CATEGORY_PHRASES) if (any(seq, list)) categories.add(category);
  // (A thing's 'vida útil' is its wear, no life policy.)
  if (/\bvida util\b/.test(folded) && !/\b(seguro|poliza) de vida\b/.test(folded)) categories.delete('vida');
  // A motorhome ('la casa rodante') is a vehicle, not a home.
  if (MOTORHOME.test(folded) && !/\b(hogar|apartamento|apto|depto)\b/.test(folded.replace(MOTORHOME, ' '))) {
    if (!/\bcasa\b/.test(folded.replace(MOTORHOME, ' '))) categories.delete('home');
    categories.add('car');
  }
  // 'bici eléctrica' is a scooter; a bike named beside a scooter ('la bici o el monopatín') is still the bike.
  if (categories.has('bike') && objects.has('scooter') && !BIKE_ITSELF.test(folded)) {
    categories.delete('bike');
  }
  const insurers = new Set<string>();
  for (const { insurer, phrases: list } of INSURER_PHRASES) if (any(seq, list)) insurers.add(insurer);
  // ('vou pra Porto Alegre': the city, not the insurer, unless Porto Seguro is said too.)
  if (/\bporto alegre\b/.test(folded) && !/\bporto seguro\b/.test(folded)) insurers.delete('porto');
  const numbers = tokens(question).filter((t) => /\d/.test(t));
  // ('me sacaron una muela', 'me sacaron sangre' are no theft; nor 'mi amigo se llevó el auto', borrowed.)
  let theft =
    any(facts, THEFT_PHRASES) &&
    !BORROWED.test(folded) &&
    !/\b(me|nos|le) sacaron (una |la |el |los |las |unas |unos )?(muelas?|dientes?|sangre|radiografias?|puntos|yeso|fotos?|turno|entradas?|muestras?)\b/.test(
      folded,
    );
  // Money taken by a swindle ('le vaciaron la caja de ahorro' after a fake call) is the fraud, not a theft of a
  // thing, unless force was used ('me asaltaron al salir del cajero').
  const fraud = situations.some((s) => s.id === 'fraude');
  if (
    fraud &&
    theft &&
    !/\b(asalt\w*|arrebat\w*|a punta de|con violencia|cajero|me pegaron|lo golpearon|la golpearon)\b/.test(folded)
  )
    theft = false;
  // ('llegó un jarrón partido', 'vinieron dos platos rotos': what arrived broken.)
  const damage =
    any(facts, DAMAGE_PHRASES) ||
    /\b(llego|llegaron|vino|vinieron) (un|una|el|la|los|las|dos|tres|\w+) (\w+ )?(rot[oa]s?|partid[oa]s?|rajad[oa]s?|quebrad[oa]s?|astillad[oa]s?)\b/.test(
      folded,
    );
  const emergency = emergencyOf(folded, question);
  const understood =
    intents.size > 0 ||
    situations.length > 0 ||
    categories.size > 0 ||
    insurers.size > 0 ||
    objects.size > 0 ||
    theft ||
    damage ||
    emergency !== null ||
    CONCEPTS.some((c) => c.pattern.test(folded));

  return {
    stems,
    folded,
    language,
    intents,
    situations,
    categories,
    insurers,
    numbers,
    objects,
    place,
    emergency,
    hypothetical: isHypothetical(folded),
    // (Also as written: 'what insurance my colleague Jukka has' loses the colleague's name in Spanish.)
    othersData:
      asksForOthersData(folded) || (language === 'en' && asksForOthersData(fold(question.replace(/[’']/g, '')))),
    policyNamed: new Set(POLICY_NAMED.filter(([, pattern]) => pattern.test(folded)).map(([category]) => category)),
    personNamed: personNamed(folded, known),
    names: namesWritten(question),
    wantsPerson: person,
    offTopic:
      (!understood && (otherTask(folded) || !words.some((w) => DOMAIN.has(w))) && offTopic(folded)) ||
      // ('cuál fue el mejor caballo de raid de la historia': trivia, whatever insurance word it holds.)
      (TRIVIA.test(folded) && !theft && !damage && intents.size === 0) ||
      // ('a qué temperatura tengo que quemar el gres para que no se raje?': a task's advice, whatever it breaks.)
      (otherTask(folded) && !theft && intents.size === 0 && situations.length === 0) ||
      // (Said in English or Portuguese, read on the words as written: the translation keeps only what it knows.)
      (language !== 'es' && !theft && !damage && (TRIVIA.test(fold(question)) || otherTask(fold(question)))),
    damage,
    theft,
    ownEvent: theft || damage || fraud,
  };
}

const CALLED_OFF =
  /\b(cancelar|cancela|cancelamos|cancelen|cancelaron|cancelarse|suspender|suspende|suspendemos|suspendimos|posterga\w*|pasar)\b[^.?!]{0,25}\b(fiesta|casamiento|boda|evento|cumple\w*|show|recital|salon|partido|cirugia|operacion|reserva)\b/;
const CLAIM_AGAINST_OR_COVERED =
  /\b(nos|me|le) (quieren |van a |va a )?reclamar\b|\breclamar(nos|me|le)\b|\b(quieren|van a|va a) reclamar(le)? (a|al) (nosotros|la comision|el edificio|edificio|mi|la empresa)\b|\b(podemos|puedo|podria|podriamos|se puede|puede) reclamar (algo|al seguro|a la aseguradora|a la poliza)\b/;
const BORROWED =
  /\b(mi|su|tu|el|la|nuestro|nuestra|un|una) (\w+ )?\w+ se (lo |la )?llevo (el|la|mi|nuestro|nuestra) (auto|coche|camioneta|moto|camion|\w+) (y|para|a|al|el|la)\b/;
const VAGUE_EVENT =
  /(?<!\bsi (me |nos |le |te |les )?)\b(paso algo|sucedio algo|ocurrio algo|hubo algo|tuve un problema|tuvimos un problema|tuvo un problema|tuvieron un problema|hubo un problema|tengo un problema|tenemos un problema|tiene un problema|le paso algo|les paso algo|something happened|had a problem|aconteceu algo|tivemos um problema)\b/;
const LOAN_PAID =
  /\b(cuotas?|pagos?) (del|de la|de mi|de nuestro|de nuestra) (prestamo|hipoteca|credito|hipotecario)\b|\b(paga|pagan|pagaria|pagarian|cubre|cubriria) (la|las) (hipoteca|cuotas? del (prestamo|credito))\b/;
const PAYOUT =
  /\b(cobra|cobraria|cobrarian|cobro yo|cobramos|cobran mis|cobra mi|recibe|reciben|recibiria|le pagan|les pagan|me pagarian|le pagarian|les pagarian)\b(?![^?.!]*\b(por mes|cuota|cuotas|al ano|por ano)\b)/;

// What a cover pays, said so that it is not a price.
const POLICE_REPORT =
  'Por el robo, hacé la denuncia policial lo antes posible (en la seccional o en línea, en el sitio del Ministerio del Interior) y guardá la constancia: la aseguradora te la va a pedir.';
const COPAY_ASKED =
  /\b(cada vez que (voy|vaya|consulto|me atiendo)|por consulta|copago|por cada consulta|orden(es)? de consulta|cuanto (sale|cuesta|pago) (la|cada|una) consulta|cuanto (hay que |tengo que |tenemos que )?(pagar|pago|pagamos|sale) (si|cuando) (voy|vamos|vaya|vayamos|consulto|consultamos|me atiendo) (a|al|con) (un |una |el |la )?(especialista|medico|medica|doctor|doctora|dentista|odontologo|pediatra|consulta))\b/;
// Rent owed: not paid, or paid late ('la inquilina no me paga el alquiler', 'si se atrasa unos meses con el alquiler').
const RENT_OWED =
  /\b(no|dejo de|dejaron de|deja de) (me |nos )?(paga|pagan|pago|pagaron|pagar) (el|los) (alquiler|alquileres|gastos comunes)\b|\b(atras\w*|deb\w*|no (llega|llegan|llego|llegamos) a pagar)\b[^.?!]{0,30}\b(alquiler|alquileres)\b/;
const CLAIM_LINE =
  /\b(numero|nro|telefono|tel|celular|whatsapp) (para|de|donde) (denunciar|llamar|reportar|avisar|asistencia|emergencias?|siniestros?|el siniestro|auxilio)\b|\ba que (numero|telefono) (llamo|hay que llamar|tengo que llamar)\b/;
const AMOUNT_SAID =
  /\b(cuanto (me |te |nos )?(cubre|cubren)|cuanto me (pagan|dan|devuelven|reintegran)|suma asegurada|hasta cuanto|how much (does|will) (it|my \w+ insurance) pay)\b/;

// A bike, not an electric one (which is a scooter).
const BIKE_ITSELF = /\bbici(cleta)?s?\b(?! electrica)/;

// A comparison of what the policies cost ('cuál es más caro', 'cuál cuesta más', 'en cuál pago menos').
const PRICE_COMPARED =
  /\b(caro|cara|barato|barata|cuesta|cuestan|sale|salen|pago|pagamos|cobran|costs|cheaper|expensive)\b/;

// Frustration with Amparo itself: an apology and a person.
const COMPLAINT =
  /\b(bot|maquina|robot|amparo|asistente|esto|esta cosa)\b[^?.!]*\b(de mierda|inutil|no sirve|no servis|malisimo|malisima|horrible|pesimo|pesima|una porqueria|un desastre)\b|\b(no me entendes|no entendes nada|no me estas ayudando|no me ayudas|sos inutil|sos un desastre)\b/;

// A kind named as a policy: 'el seguro de la bici', 'la del auto', 'las pólizas de hogar' (compiled once).
// ('el del perro' is the pet's policy, where 'mi perro mordió a alguien' names none.)
const POLICY_WORDS: Record<Category, string[]> = {
  ...CATEGORY_WORDS,
  mascota: [...CATEGORY_WORDS.mascota, 'perro', 'perra', 'perrito', 'perrita', 'gato', 'gata', 'gatito', 'gatita'],
  comercio: [...CATEGORY_WORDS.comercio, 'local', 'almacen', 'negocio', 'tienda', 'kiosco', 'boliche', 'empresa'],
};
const POLICY_NAMED: Array<[Category, RegExp]> = (Object.entries(POLICY_WORDS) as Array<[Category, string[]]>)
  .filter(([, words]) => words.length > 0)
  .map(([category, words]) => [
    category,
    new RegExp(
      `\\b(seguros?|polizas?|coberturas?|el|la|los|las|y|deducible|cuotas?|precio|numero|vencimiento|vence|premio|prima|costo) (de|del|para) (la |el |los |las |mi |mis )?(${words.map((w) => w.replace(/^(de|seguro de) /, '')).join('|')})s?\\b`,
    ),
  ]);
// 'cuál tiene más, la camioneta o el local': the shop as a thing the person has, never a place they are in.
POLICY_NAMED.push(['comercio', /(?<!\ben )\b(el|del|al) (local|almacen|negocio|kiosco|tienda|comercio)\b/]);

const NAME_AFTER =
  /\b(polizas?|seguros?|datos|informacion|billetera) (de|del titular|a nombre de) ([a-z]{3,}) ([a-z]{3,})\b/;

/** Two words after 'la póliza de' that are no word of the engine: a person's name ('martina pereira'). */
// '…de mi hermana Lorena Méndez': a relative's full name (whose policy is theirs unless they hold one here).
const RELATIVE_NAMED =
  /\b(de|del|a) (mi|mis) (herman[oa]|prim[oa]|ti[oa]|madre|padre|mama|papa|hij[oa]|espos[oa]|marido|mujer|novi[oa]|pareja|suegr[oa]|cunad[oa]|abuel[oa]|vecin[oa]|amig[oa]) ([a-z]{3,}) ([a-z]{3,})\b/;

function personNamed(folded: string, known: ReadonlySet<string> = new Set()): string | null {
  const relative = RELATIVE_NAMED.exec(folded);
  const match = NAME_AFTER.exec(folded) ?? (relative ? [relative[0], '', '', relative[4]!, relative[5]!] : null);
  if (!match) return null;
  const name = [match[3]!, match[4]!];
  if (name.some((w) => VOCABULARY.has(w) || /^(mi|mis|tu|tus|su|sus|la|el|los|las|un|una)$/.test(w))) return null;
  // ('el seguro de golf sirve allá?': a word of the wallet's own policies and a verb, no one's name.)
  if (known.has(name[0]!) && isSpanishWord(name[1]!)) return null;
  return name.join(' ');
}

// Places beyond a regional (South American) travel cover, and the names that say a cover is regional.
const FAR_AWAY =
  /\b(europa|estados unidos|eeuu|usa|miami|nueva york|espana|italia|francia|alemania|inglaterra|londres|paris|madrid|roma|portugal|asia|japon|china|tailandia|africa|australia|canada|mexico|cancun|caribe|punta cana|cuba|israel|dubai)\b/;
const REGIONAL = /\b(regional|mercosur|sudamerica|latinoamerica|america del sur|cono sur)\b/;
const ABROAD =
  /\b(exterior|extranjero|fuera del pais|afuera del pais|otro pais|otros paises|lisboa|oporto|berlin|amsterdam|tokio|nueva york|new york|londres|santiago|lima|bogota|argentina|buenos aires|brasil|chile|paraguay|europa|estados unidos|espana|mercosur|floripa|florianopolis|camboriu|buzios|porto alegre|rio de janeiro|sao paulo|santiago de chile|bariloche|mendoza|cordoba|barcelona|madrid|roma|paris|londres|miami|nueva york|cancun)\b/;

// The home policy named as a policy ('el seguro de casa', 'el de la casa', 'el hogar'), not a place ('de la puerta de casa').
const HOME_POLICY_NAMED =
  /\b((seguro|poliza|cobertura)s? (de|del) (la |mi )?(casa|hogar|apartamento|apto|depto)|el de (la |mi )?(casa|hogar)|el (del )?hogar|mi hogar)\b/;

// The person's own vehicle damaged: its repair, a part of it, or a crash against a thing.
const OWN_VEHICLE_DAMAGE =
  /\b(se (me |le )?(rompio|rompieron|abollo|raspo|dano|abolla|abolle|raya|rayo|rompe|rompa|dana|partio|doblo|quebro)|(le )?(abolle|raye|raspe|rompi) (el|la|los|las) (paragolpes?|guardabarros?|puertas?|capot|opticas?|faros?|espejos?|chapa|carenado|baul|portones?)|bollo|abolladura|rayon|marcha atras|arreglo|reparacion|carenado|chasis|tanque|guardabarros|danos propios|la (choque|di|estrelle) contra|(choque|le pegue|pegue|di) (contra|a) (un|una|el|la) (poste|arbol|columna|muro|pared|cordon|porton|reja|contenedor)|me cai|paragolpes|me arreglan (el|la|mi)|arreglan (el|la|mi) (auto|coche|camioneta|polo|moto)|(quedo|quedaron) (con )?(el|la|los|las) \w+ (torcid|doblad|rot|abollad|rayad|partid)\w*|se (torcio|doblo|torcieron|doblaron)|golpe que (le )?quedo)\b/;
// Someone else in it: another vehicle, a person, their things.
const THIRD_PARTY =
  /\b(le pegue(?! (a|contra) (un|una|el|la) (poste|arbol|columna|muro|pared|cordon|porton|reja|contenedor))|le (di|dio)(?! marcha)|atropell\w*|a un (auto|coche|peaton|senor)|a una (persona|senora|moto|camioneta)|con un (auto|coche|camion|omnibus)|otro (auto|vehiculo|conductor)|otra (persona|moto|camioneta)|(el|la|del|de la|al|a la) otr[oa]|tercero|terceros|vecin\w*|me chocaron|me choco)\b/;
const MOTO_PART: Situation = {
  id: 'hurto-moto-parcial',
  label: 'el robo de partes o accesorios de tu moto',
  triggers: [],
  concepts: ['robo-parcial'],
  categories: ['moto'],
};
/** A vehicle's own insured sum when its declared value is not loaded: its total theft cover, said as such. */
function vehicleSum(p: WalletPolicy): string {
  if (!VEHICLE_POLICY.some((k) => p.kinds.has(k))) return '';
  const row = p.coverages.find((c) => c.concepts.includes('robo-total') && c.sum !== null && c.sum > 0);
  return row
    ? ` Lo que sí figura es su «${row.name}», con una suma asegurada de ${formatUsd(row.sum!)}${cite(p, row.name)}.`
    : '';
}

// A trip said, however (a trip, a flight, abroad, a far place): what makes a travel cover the one asked.
const TRIP_CUE =
  /\b(viaj\w*|vuelo|vuelos|aeropuerto|exterior|extranjero|equipaje|valija\w*|hotel|crucero|vacaciones|fuera del pais)\b/;
const TRIP_SAID =
  /\b(viaj\w*|vuelo|vuelos|exterior|extranjero|equipaje|valija\w*|enferm\w*|medic\w*|cancel\w*|repatri\w*|hospital|accidente|cubre|cubren|cubiert\w*|cobertura|coberturas|me voy|nos vamos)\b/;
const THEFT_CONCEPTS: ConceptId[] = ['robo-total', 'robo-parcial', 'hurto-contenido', 'hurto-equipos'];
// Someone getting in ('me entraron a robar', 'se metieron') is a theft at home.
const BREAK_IN = /\b(entr(an|aron|o|en|aran|ara|ar) a robar|me entr(an|aron|en)|se (metieron|meten|metan)|forzaron)\b/;
const OWN_MOTO = /\b(con|en|arriba de|de) (la|mi) (moto|motocicleta|motito)\b|\bmi (moto|motocicleta|motito)\b/;
const PERSON_HURT =
  /\b(atropell\w*|peaton\w*|lastim\w*|herid\w*|hospital\w*|lesion\w*|sanatorio|ambulancia|gastos medicos|a alguien|a una persona|a un (senor|nene|pibe|gurí|guri|ciclista|motociclista)|a una (senora|nena|ciclista)|murio|mate|matar)\b/;
// The repair of the person's own vehicle ('el arreglo de MI auto lo paga el seguro?').
const OWN_REPAIR_ASKED =
  /(?<!\bquien (le |les )?)\b(me |nos )?(cubre|cubren|paga|pagan) el arreglo\b(?! (de|del) (la |el |los |las |un |una )?(otr|vecin|tercer|ajen))|\bme (arreglan|reparan|pagan el arreglo de) (el|la|mi)\b|\b(me|nos) (lo|la) (arregla|arreglan|repara|reparan|paga|pagan)\b|\b(el arreglo de|arreglar|reparar|la reparacion de|el arreglo del?)\b[^?.!]{0,12}\b(mi|mis)\b|\bmi (propio )?(auto|coche|camioneta|vehiculo)\b[^?.!]{0,30}\b(arreglo|arreglar|repar\w*)\b/;
// Whether something is covered, asked in so many words.
const COVER_ASKED =
  /\b(cubre|cubren|cubierto|cubierta|cubiertos|cubiertas|cobertura para|entra en el seguro|me lo pagan|lo paga el seguro)\b/;
// Water that reached a neighbour's home ('se mojó el techo del vecino de abajo').
const NEIGHBOUR_WET =
  /\b(techo|pared|piso|apartamento|apto|casa|cosas|muebles)\b[^?.!]{0,25}\b(del? (vecin\w*|de abajo|de al lado))\b|\b(al|a la) (vecin\w*|de abajo)\b/;
// A part of a bike, scooter or moto broken ('se partió el manubrio', 'rueda doblada').
const RIDE_PART =
  '(manubrio|rueda|ruedas|cuadro|cambio|cambios|freno|frenos|cadena|pedal|pedales|asiento|pantalla|bateria|horquilla|llanta|motor|guardabarros|espejo|cubierta|carenado|optica|faro|escape|tanque)';
const RIDE_BROKE = new RegExp(
  `\\b(se (me |le )?(partio|rompio|quebro|doblo|rajo|partieron|rompieron|parte|rompe|quiebra|dobla|raja|rompa|parta)|rompi|parti|doble) (el|la|los|las) ${RIDE_PART}\\b|\\b${RIDE_PART} (roto|rota|rotos|rotas|partido|partida|doblado|doblada)\\b`,
);
// The rider's body hurt, said beside it.
const BODY_HURT =
  /\b(me (lastime|golpee|quebre|fracture|lesione|duele|raspe)|lastimad[oa]|herid[oa]|pierna|brazo|tobillo|rodilla|cadera|muneca|hombro|codo|clavicula|costilla|cabeza|hueso|medico|sanatorio|emergencia)\b/;
// The object a vehicle policy insures, by its kind.
const VEHICLE_OBJECT: Array<[Category, ObjectKind]> = [
  ['car', 'car'],
  ['moto', 'moto'],
  ['bike', 'bike'],
  ['movilidad', 'scooter'],
];
// 'con el monopatín', 'con la bici': the person's own ride.
const OWN_RIDE = /\bcon (el|la|mi) (monopatin|monopa|scooter|bici|bicicleta)\b/;
const OTHER_CAR = /\b(a|con|contra) (un|una|otro|otra) (auto|coche|camioneta|camion|vehiculo)\b/;
const RAIN =
  /\b(lluvia|llovio|llueve|crecida|creciente|desbordo|se desbordo|rio|arroyo|desborde|temporal|tormenta|ciclon|rain|storm|chuva)\b/;
// Rooms with water in them: a flooded bathroom or kitchen flooded from a tap or a pipe.
const INDOOR_ROOM = /\b(bano|banos|cocina|lavadero)\b/;
const BELOW_NEIGHBOUR = /\b(de abajo|del piso de abajo|vecin[oa]s?|techo del? (vecin\w*|de abajo)|al lado|edificio)\b/;

/** The theft situations of every theft cover the wallet holds, in force or not (the answer says which). */
// A theft told as one without violence: nothing forced or broken, a shoplifter, a distraction.
const NO_VIOLENCE =
  /\b(sin (romper|forzar|violencia|amenaza\w*)|no (rompieron|rompio|forzaron|forzo) nada|(entro|entraron|abrio|abrieron) (alguien )?con (la |una )?llave|mechero|mecheros|mechera|descuido|se (lo|la|los|las) (llevo|llevaron) (escondid\w*|en la campera|en el bolso|en la mochila)|sin que (nos|me) (dieramos|diera) cuenta)\b/;
// A shop's theft (its goods, its till): the home theft's covers, in a shop's policy.
const SHOP_THEFT: Situation = {
  ...THEFT.home,
  id: 'hurto-comercio',
  label: 'un robo en tu comercio',
  categories: ['comercio'],
  triggers: [],
};
// Words every theft row has, which tell none apart.
const THEFT_ROW_WORDS = new Set([
  'hurto',
  'robo',
  'robos',
  'hurtos',
  'total',
  'parcial',
  'general',
  'contenido',
  'rapina',
]);
// What a shop has stolen: its goods or its till.
const SHOP_GOODS = /\b(mercaderi\w*|del local|del negocio|del almacen|del comercio|la caja registradora|stock)\b/;

function walletThefts(ctx: WalletContext, folded: string): Situation[] {
  const holds = (kind: Category, ids: ConceptId[]) =>
    ctx.policies.some((p) => p.kinds.has(kind) && p.coverages.some((c) => c.concepts.some((id) => ids.includes(id))));
  const thefts: Situation[] = [];
  if (holds('car', ['robo-total'])) thefts.push({ ...THEFT.car, triggers: [] });
  if (holds('car', ['robo-parcial'])) thefts.push({ ...THEFT.carPart, triggers: [] });
  if (holds('moto', ['robo-total', 'robo-parcial'])) thefts.push({ ...THEFT.moto, triggers: [] });
  if (holds('bike', ['robo-total', 'robo-parcial'])) thefts.push({ ...THEFT.bike, categories: ['bike'], triggers: [] });
  if (holds('movilidad', ['robo-total', 'robo-parcial'])) thefts.push({ ...THEFT.scooter, triggers: [] });
  if (holds('home', ['hurto-contenido', 'hurto-equipos'])) thefts.push({ ...THEFT.home, triggers: [] });
  if (holds('comercio', ['hurto-contenido', 'hurto-equipos'])) thefts.push(SHOP_THEFT);
  // A theft cover the question names by its own words ('el robo parcial', 'el hurto de contenido'): those.
  const named = CONCEPTS.filter((c) => THEFT_CONCEPTS.includes(c.id) && c.pattern.test(folded)).map((c) => c.id);
  if (named.length > 0) return thefts.filter((s) => s.concepts.some((id) => named.includes(id)));
  // …or by a word only one kind's theft row has ('si me roban con violencia': «Hurto de Mercadería con Violencia»).
  const said = new Set(folded.split(' ').filter((w) => w.length >= 5 && !THEFT_ROW_WORDS.has(w)));
  const saying = thefts.filter((s) =>
    ctx.policies.some(
      (p) =>
        hasKind(p, s.categories ?? []) &&
        p.coverages.some(
          (c) => c.concepts.some((id) => THEFT_CONCEPTS.includes(id)) && c.folded.split(' ').some((w) => said.has(w)),
        ),
    ),
  );
  return saying.length > 0 ? saying : thefts;
}

/** Leaves out the situation of this id, when the question has one. */
function dropSituation(situations: Situation[], id: string): void {
  const index = situations.findIndex((s) => s.id === id);
  if (index >= 0) situations.splice(index, 1);
}

/**
 * The situations of a frame once its objects are known (a follow-up may take them from the conversation):
 * theft by what was stolen, electronics, liability narrowed to whose policy, a car's glass, a broken bike.
 */
// A pet as what the question is about, and what happened to it.
const PET_SAID = /\b(perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|mascotas?|cachorr[oa]s?|dog|cat|pet|puppy)\b/;
const PET_ROUTINE =
  /\b(vacuna\w*|vacunar\w*|antirrabic\w*|desparasit\w*|castra\w*|esteriliz\w*|control(es)? (anual|de rutina|rutina)|chequeo\w*|peluqueria|vaccin\w*|check ?ups?)\b/;
const PET_LOST =
  /\b(se (me |nos )?(escapo|perdio|fue de casa)|perdi (a|al) |no (aparece|vuelve)|ran away|lost|missing|extravi\w*|se (lo|la) (robaron|llevaron)|me (lo|la) robaron)\b/;
const PET_ILL = /\b(enferm\w*|vomit\w*|diarrea|fiebre|infeccion|sick|ill|no come|tumor|cancer|alergia)\b/;
const PET_HURT =
  /\b(ahog\w*|atragant\w*|envenen\w*|trag\w*|atropell\w*|se cayo|fractur\w*|quebr\w*|operar\w*|operaron|opero|cirugia|accident\w*|lastim\w*|herid\w*|golpe\w*|veterinari\w*|vet|urgencia|emergency|hurt)\b/;

const PET_DANGER =
  /\b(se (esta|me esta|nos esta) (ahogando|muriendo|convulsionando|desangrando)|se ahoga|atragant\w*|envenen\w*|no respira|convulsion\w*|lo atropellaron|la atropellaron|lo acaban de atropellar)\b/;
const WHOLE = /\b(entera|entero|completa|completo|toda la (camioneta|moto|bici)|todo el (auto|coche|vehiculo))\b/;
// (A dog that bit the person hurt the person: 'me mordió un perro'.)
const SELF_HURT =
  /\b(me (mordio|mordieron|ataco|atacaron) (un|una|el|la|unos|los) (perr|gat)\w*|me (cai|caigo|golpee|golpeo|lastime|lastimo|fracture|fracturo|quebre|quiebro|torci|tuerzo|corte|corto|queme|quemo|lesione|lesiono|desgarre|desgarro|rompi (el|la|un|una) (brazo|pierna|tobillo|muneca|mano|pie|dedo|rodilla|cadera|hombro)))\b/;

/** What happened to the person's pet, as one situation (never the person's own body), or null. */
function petSituation(a: Analysis, ctx: WalletContext): Situation | null {
  const pet = PET_SAID.test(a.folded) || namedByWords(a, ctx).some((p) => p.kinds.has('mascota'));
  // ('me caí paseando perros y me fracturé': the person is who got hurt, the dogs are where it happened.)
  if (!pet || SELF_HURT.test(a.folded)) return null;
  const make = (id: string, concepts: ConceptId[], fallback?: ConceptId[]): Situation => ({
    id,
    label: conceptLabel(concepts[0]!),
    triggers: [],
    concepts,
    categories: ['mascota', 'other'],
    ...(fallback ? { fallback } : {}),
  });
  if (PET_ROUTINE.test(a.folded)) return make('mascota-rutina', ['veterinario-rutina']);
  if (PET_LOST.test(a.folded)) return make('mascota-extravio', ['mascota-extravio']);
  if (PET_ILL.test(a.folded)) return make('mascota-enfermedad', ['veterinario-enfermedad'], ['veterinario']);
  if (PET_HURT.test(a.folded)) return make('mascota-accidente', ['veterinario-accidente'], ['veterinario']);
  return null;
}

// Water that came in from outside ('entró agua de la calle').
const WATER_CAME_IN =
  /\b(entro|entra|entraba|se metio|se mete|subio) (el |mucha |toda el )?agua\b|\bagua de (la calle|afuera|la lluvia)\b/;

const LAWYER = /\b(abogad[oa]s?|juzgado|juez|defensa|defienda|asistencia legal|asesoramiento legal)\b/;
const HOME_HELP = /\b(emergencias? en el hogar|servicios? de emergencia|cerrajer\w*|plomer\w*)\b/;
const OTHERS_VEHICLE =
  /\b((le di|le pegue|atropelle|embesti)( con (el|la|mi) \w+)?|choque|toque) (a|con|contra) (un|una) (moto|auto|coche|camioneta|bici|ciclista|motociclista|motito|motoquito|motoquero|taxi|camion|omnibus|bondi)\b|\b(el|al|del) (auto|coche|vehiculo|camioneta|moto) del otro\b|\b(a|contra) (un|una|otro|otra) (auto|coche|camioneta|vehiculo|moto) (estacionad[oa]|parad[oa]|de otro)\b|\bel auto de (un|una) (senor|senora|vecin[oa]|tipo)\b/;
const BUILDING = /\b(edificio|la construccion|las paredes|el techo|la estructura|el inmueble)\b/;
// A rented home's landlord ('el dueño del apto'), not a car's owner ('el dueño del auto me quiere cobrar').
const LANDLORD =
  /\b(propietari\w*|inquilin\w*|alquil\w*|cuando nos vayamos|cuando me vaya|al irnos|al mudarnos)\b|\bel dueno (del|de la) (apto|apartamento|depto|departamento|casa|vivienda|local)\b/;
const RENT_DAMAGE: Situation = {
  id: 'danos-alquiler',
  label: 'los daños que le dejes a la vivienda alquilada',
  triggers: [],
  concepts: ['danos-inmueble'],
  categories: ['garantia'],
};

// Uruguay's departments, and the places a person names instead (a city, a Montevideo barrio, a beach town).
const DEPARTMENTS: Array<[string, string, RegExp]> = [
  [
    'montevideo',
    'Montevideo',
    /\b(montevideo|pocitos|cordon|ciudad vieja|carrasco|malvin|buceo|punta carretas|centro|prado|parque rodo|tres cruces|la blanqueada|union|cerro|sayago|colon|punta gorda|aguada|palermo|la teja|belvedere|maronas|piedras blancas)\b/,
  ],
  [
    'canelones',
    'Canelones',
    /\b(canelones|las piedras|la paz|pando|ciudad de la costa|solymar|shangrila|lagomar|el pinar|atlantida|parque del plata|salinas|la floresta|santa lucia|progreso|toledo|barros blancos|suarez)\b/,
  ],
  [
    'maldonado',
    'Maldonado',
    /\b(maldonado|punta del este|piriapolis|san carlos|la barra|jose ignacio|pan de azucar)\b/,
  ],
  ['rocha', 'Rocha', /\b(rocha|la paloma|punta del diablo|chuy|castillos|la pedrera|aguas dulces|cabo polonio)\b/],
  ['colonia', 'Colonia', /\b(colonia|carmelo|nueva helvecia|juan lacaze|rosario|nueva palmira)\b/],
  ['san jose', 'San José', /\b(san jose|libertad|ciudad del plata)\b/],
  ['salto', 'Salto', /\bsalto\b/],
  ['paysandu', 'Paysandú', /\bpaysandu\b/],
  ['tacuarembo', 'Tacuarembó', /\b(tacuarembo|paso de los toros)\b/],
  ['durazno', 'Durazno', /\b(durazno|sarandi del yi)\b/],
  ['rivera', 'Rivera', /\brivera\b/],
  ['artigas', 'Artigas', /\b(artigas|bella union)\b/],
  ['soriano', 'Soriano', /\b(soriano|mercedes|dolores)\b/],
  ['rio negro', 'Río Negro', /\b(rio negro|fray bentos|young)\b/],
  ['florida', 'Florida', /\bflorida\b/],
  ['flores', 'Flores', /\b(flores|trinidad)\b/],
  ['lavalleja', 'Lavalleja', /\b(lavalleja|minas)\b/],
  ['treinta y tres', 'Treinta y Tres', /\btreinta y tres\b/],
  ['cerro largo', 'Cerro Largo', /\b(cerro largo|melo|rio branco)\b/],
];
function departmentsIn(folded: string): string[] {
  return DEPARTMENTS.filter(([, , place]) => place.test(folded)).map(([id]) => id);
}
const departmentName = (id: string) => DEPARTMENTS.find(([d]) => d === id)![1];

const WET_OR_DEAD = /\b(al agua|se mojo|mojado|mojada|se me mojo|no prende|no enciende|se apago|no carga|humedad)\b/;
const PART_BROKE =
  /\bse (me )?(partio|rompio|doblo|quebro|rajo|fisuro) (el|la|los|las) (manillar|manubrio|espejo|espejos|carenado|guardabarros|rueda|horquilla|pedal|pedales|cuadro|asiento|faro|pata)\b/;
const AGE_SAID = /\btiene (\d{1,2})\b|\b(\d{1,2}) anos\b/;
const RIDE_PARTS =
  /\b(solo|nada mas|solamente) (el|la|los|las) (asiento|sillin|luces|luz|rueda|ruedas|manubrio|cadena|canasto|pedales|inflador|bateria|cargador)\b|\b(el|la|los|las) (asiento|sillin|luces|rueda delantera|rueda trasera|manubrio|canasto|pedales) (de|del) (la|mi|el) (bici|bicicleta|monopatin)\b|\b(casco|cascos|luces|luz|candado|inflador|alforjas?|canasto|asiento|sillin)\b[^.?!]{0,60}\b(la bici|la bicicleta|el monopatin) no\b|\b(el|la|los|las) (casco|luces|luz|asiento|sillin|canasto|alforjas?) (que )?(le |se )?(saca|sacas|saco|sacan|desmonta\w*)\b/;
// Things carried in a vehicle ('llevaba las piezas en la berlingo').
const CARRYING =
  /\b(llevaba|llevabamos|llevando|llevaban|transportaba|transportabamos|cargaba|cargabamos|trasladaba|trasladando|en la caja(?! (fuerte|registradora|de ahorros?|chica))|en el baul|en la valija)\b/;
const THING_DIED =
  /\b(se )?(me |nos |le |les )?murio (el|la|mi|nuestro|nuestra) (motor|bateria|auto|coche|camioneta|moto|celular|telefono|compu|computadora|notebook|heladera|freezer|lavarropas|tele|televisor|aire|equipo|generador)\b/;
// (Electronics said beside the cold room: 'la cámara de frío y la tele'. Built once.)
const ELECTRONICS_BUT_CAMERA = phrases(OBJECT_WORDS.electronics.filter((w) => w !== 'camara'));
const COLD_ROOM =
  /\bcamaras? (de (frio|maduracion|fermentacion|refrigeracion|congelado|congelados|quesos?|carnes?|helados?|fiambres?|frutas?|verduras?|pescados?|lacteos|vacunas|flores|masas?|postres|tortas)|frigorific\w*|refrigerad\w*)\b|\bse (recalento|calento|descongelo) la camara\b|\bla camara se (recalento|calento|descongelo)\b/;
const LOST =
  /\b(olvid\w*|perd(?!on\b|oname\b)\w*|extravi\w*|no aparecio|no la encuentro|no lo encuentro|se me cayo del bolsillo)\b/;
/** The power gone ('se cortó la luz', 'un apagón', 'sin UTE'). */
const POWER_CUT =
  /\b(se corto la luz|se fue la luz|corte de (luz|energia|ute)|apagon\w*|sin luz|sin ute|se corto la energia|se cayo la luz)\b/;
/** Goods lost or spoilt ('perdí media cámara', 'se arruinaron las facturas', 'tuvimos que tirar todo'). */
const GOODS_LOST =
  /\b(perdi|perdimos|perdio|perdieron|se (me |nos )?(arruino|arruinaron|estropeo|estropearon)|tire|tiramos|tuve que tirar|tuvimos que tirar)\b/;
/** The thing a question says was damaged ('se quemó el transmisor', 'se vino abajo la torre', 'la antena se cayó'). */
const DAMAGED_THING =
  /\bse (?:me |nos |le )?(?:quemo|quemaron|rompio|rompieron|cayo|cayeron|vino abajo|vinieron abajo|partio|partieron|arruino|arruinaron|mojo|mojaron|dano|danaron|fundio|fundieron) (?:el|la|los|las|mi|mis|todo el|toda la) (\w+)|\b(?:el|la|los|las|mi|mis) (\w+) se (?:me |nos |le )?(?:quemo|quemaron|rompio|rompieron|cayo|cayeron|vino abajo|partio|arruino|mojo|fundio)\b/;
/**
 * The one policy, no home's, whose own words (its name, what it insures, its text's first sentence) name the place
 * the question says it happened in ('en el local', 'al estudio', 'en el taller'); null when none or several do.
 */
function premisesSaid(a: Analysis, ctx: WalletContext): WalletPolicy | null {
  const places = [...a.folded.matchAll(/\b(?:en el|en la|al|a la|del|de la|en mi|en nuestro|en nuestra) (\w{5,})/g)]
    .map((m) => m[1]!)
    .filter((w) => !NOT_PREMISES.has(w));
  if (places.length === 0) return null;
  const own = (p: WalletPolicy) =>
    tokens(
      `${p.policy.name ?? ''} ${p.policy.descripcionBien ?? ''} ${(p.policy.cobertura ?? '').split(/(?<=\.)\s+/)[0]}`,
    );
  const live = ctx.policies.filter((p) => !expired(p, ctx.today));
  for (const w of places) {
    const all = live.filter((p) => own(p).some((t) => t === w || t === `${w}s` || `${t}s` === w));
    // (Of two that name it, the one whose name it heads: 'al jardín' of «Jardín Caracolitos», not of the lease
    // «…Local del Jardín».)
    const heading = all.filter((p) => nameHead(p) === w);
    const naming = all.length > 1 && heading.length === 1 ? heading : all;
    // (A shop's, a workshop's, a studio's: a policy of a business, never a person's cover that names where it holds,
    // 'durante entrenamientos, partidos oficiales…'.)
    if (naming.length === 1 && naming[0]!.kinds.has('comercio') && !naming[0]!.kinds.has('home')) return naming[0]!;
  }
  return null;
}
/** Places that are everyone's, never a policy's premises. */
const NOT_PREMISES = new Set(
  'calle ruta esquina puerta ventana vereda plaza playa ciudad barrio centro feria casa hogar apartamento noche manana tarde semana'.split(
    ' ',
  ),
);

/** What befalls a thing: fire, lightning, a storm (see situationScope). */
const PERIL_IDS: ConceptId[] = ['incendio', 'electrico', 'granizo'];
/** What happens to the person's body: a boat or a plane said beside it is how they travel. */
const BODILY = new Set(['ambulancia', 'accidente-personal', 'accidente-laboral', 'enfermedad', 'cirugia']);
/** Goods to be carried, besides those being carried (CARRYING): 'voy a llevar', 'la camioneta cargada de piedras'. */
const TO_CARRY =
  /\b((?<!se )llev(ar|o|e|amos|aria)|traslad(ar|o|e)|transport(ar|e|o)|cargad[oa]s? (de|con)|en el camino|camino a (la|el|una|un))\b/;
/** The vehicle itself taken ('me robaron la camioneta', 'se llevaron el auto'). */
const VEHICLE_TAKEN =
  /\b(robaron|roban|robo|afanaron|se llevaron|hurtaron) (la|el|mi) (camioneta|auto|coche|camion|moto|furgon\w*|utilitario|vehiculo)\b/;
const TRANSIT: Situation = {
  id: 'transito',
  label: 'la mercadería que llevás en tránsito',
  triggers: [],
  concepts: ['transito'],
};
const LOST_THING: Situation = {
  id: 'extravio',
  label: 'la pérdida o el olvido de un objeto (sin robo)',
  triggers: [],
  concepts: ['extravio'],
};
const LIVESTOCK =
  /\b(vacas?|vaquillonas?|novillos?|terneros?|ganado|hacienda|ovejas?|caballos?|yeguas?|toros?|corderos?)\b/;
const FIXED_HIT =
  /\b(le pegue|pegue|choque|di|la di|lo di) (contra|a|con) (un|una|el|la) (poste|arbol|columna|muro|pared|cordon|porton|reja|contenedor)\b/;
// Kinds of cover for people, never a thing's ('seguro de accidentes', 'de vida', 'de salud').
const PERSON_KINDS: Category[] = ['accidentes', 'vida', 'salud', 'dental', 'travel'];
/**
 * The words a question writes with a capital inside a sentence ('Si un día maneja Beatriz, ¿Porto me…'): names of
 * people, places or insurers, folded; an insurer's is left out.
 */
function namesWritten(question: string): string[] {
  return [...question.matchAll(/(?<=[\p{L}\d,;]\s+)\p{Lu}\p{Ll}{2,}/gu)]
    .map((m) => fold(m[0]))
    .filter((w) => !INSURER_TOKENS.has(w));
}

const PREMISES = /\b(la oficina|el local|el negocio|el comercio|la tienda|el deposito|el taller|el almacen)\b/;
const MOTORHOME = /\b(casas? rodantes?|motorhomes?|motor homes?|casillas? rodantes?)\b/g;
const FRAUD_TOLD =
  /\b(compras? (raras?|que no (hice|reconozco))|cargos? que no reconozco|clonaron|hackearon|estaf\w*|fraud\w*|phishing|haciendose pasar|se hicieron pasar|vaciaron|usaron (mi|la) tarjeta)\b/;
const FAILURE =
  /\b(falla|fallo|desgaste|se quemo el motor|se quemo la bomba|compresor|dejo de funcionar|vida util|averia|desperfecto|(deja|dejo|dejan|dejaron|deje) de (enfriar|centrifugar|calentar|lavar|secar|desagotar)|no (enfria|centrifuga|calienta|desagota|lava|seca)|hace (un )?ruido( raro)?|se (nos |me |le |les )?(rompio|quemo|fundio|trabo) (la |el )?(caja de cambios|caja|motor|embrague|alternador|burro de arranque|correa de distribucion|junta de la tapa|turbo|bomba de agua))\b/;
const MACHINE_BROKE =
  /\b(se (me |le |nos )?(rompio|partio|quemo|fundio|trabo|murio|clavo|rajo)|dejo de (andar|funcionar)|no (arranca|anda|funciona))\b/;
const NOT_A_MACHINE = new Set(
  'rotura maquinaria cubre cubren falla fallas electrica electricas mecanica mecanicas subita subitas solo tambien'.split(
    ' ',
  ),
);

/** The machines a breakdown cover's sentence names ('…cubre la amasadora, la sobadora y la cámara…'). */
function machinesOf(p: WalletPolicy): string[] {
  if (!p.coverages.some((c) => c.concepts.includes('rotura-maquinaria')) || !p.coberturaFolded) return [];
  const sentences = p.policy.cobertura!.split(/(?<=\.)\s+/).filter((t) => /maquinaria/i.test(t));
  return [
    ...new Set(
      sentences.flatMap((t) =>
        fold(t)
          .split(' ')
          .filter((w) => w.length >= 5 && !NOT_A_MACHINE.has(w)),
      ),
    ),
  ];
}

/** Whether the question says broken a machine one of the wallet's breakdown covers names. */
function machineBroke(a: Analysis, ctx: WalletContext): boolean {
  if (!MACHINE_BROKE.test(a.folded)) return false;
  const words = new Set(a.folded.split(' '));
  return ctx.policies.some((p) => machinesOf(p).some((w) => words.has(w)));
}

const BARE_PRICE = /^(y )?cuanto (me )?(sale|cuesta|saldria|costaria)$/;
const BREAKDOWN: Situation = {
  id: 'falla',
  label: 'la falla o el desgaste de un equipo',
  triggers: [],
  concepts: ['rotura-maquinaria'],
};

const TRAVEL_MEDICAL: Situation = {
  id: 'viaje-medico',
  label: 'la atención médica en tu viaje',
  triggers: [],
  concepts: ['gastos-medicos', 'viaje'],
  categories: ['travel'],
};

function resolveSituations(a: Analysis, ctx: WalletContext): Situation[] {
  // What happened to a pet is the pet's policy's (its vet bills, its loss), never the person's accident cover.
  const petEvent = petSituation(a, ctx);
  if (petEvent) return [petEvent];
  // 'el del perro' names the pet's policy: the pet is no situation then.
  let situations = a.policyNamed.has('mascota') ? a.situations.filter((s) => s.id !== 'mascota') : [...a.situations];
  // Nor is a word of the name of a policy the question names ('el deducible de la cerrajería' of «Cerrajería El
  // Candado» is no locksmith called out).
  // (The policies the question itself names, never the conversation's.)
  const namedNow = namedByWords({ ...a, carriedNames: [] }, ctx);
  // (Its own words, never a kind's: 'el viaje a Inglaterra' still tells a trip.)
  const nameSaid = new Set(namedNow.flatMap((p) => [...p.nameNouns, ...p.nameWords]));
  if (nameSaid.size > 0) {
    const spaced = ` ${a.folded} `;
    situations = situations.filter((s) => {
      const found = s.triggers.filter((t) => spaced.includes(` ${t} `));
      return found.length === 0 || !found.every((t) => !t.includes(' ') && nameSaid.has(t));
    });
  }
  const objects = new Set(a.objects);
  // A vehicle named by its own words ('the Fiat', 'el corolla') is what the question is about.
  if (![...objects].some((o) => ['car', 'moto', 'bike', 'scooter'].includes(o))) {
    for (const p of namedByWords(a, ctx)) {
      const found = VEHICLE_OBJECT.find(([kind]) => p.kinds.has(kind));
      if (found) objects.add(found[1]);
    }
  }
  // An illness is no accident: a death from it is a life cover's ('Fallecimiento por cualquier causa'), never
  // 'Muerte accidental'; an illness without a death is a critical-illness cover.
  const illness = situations.findIndex((s) => s.id === 'enfermedad');
  if (illness >= 0 && !/\b(accident\w*|choque|choco|cai|caida|me cai|atropell\w*)\b/.test(a.folded)) {
    const death = /\b(muer\w*|muriera|fallec\w*|fallezco|muerte|familia cobra)\b/.test(a.folded);
    situations.splice(illness, 1, {
      ...situations[illness]!,
      concepts: death ? ['muerte-enfermedad'] : ['enfermedad'],
      label: death ? 'un fallecimiento por enfermedad' : 'una enfermedad',
    });
    dropSituation(situations, 'accidente-personal');
  }
  // A moto's parts or gear ('el casco o los espejos' of the moto): its partial theft, not glass or the car's.
  const motoPart =
    (objects.has('moto') || a.categories.has('moto')) &&
    !objects.has('car') &&
    !a.categories.has('car') &&
    (objects.has('carPart') || /\b(casco|cascos|asiento|escape|manubrio)\b/.test(a.folded));
  if (motoPart) {
    for (const id of ['cristales', 'parabrisas']) {
      const index = situations.findIndex((s) => s.id === id);
      if (index >= 0) situations.splice(index, 1);
    }
  }
  // A vehicle's mirrors taken ('me afanaron los espejos del polo') are its partial theft, not glass broken.
  if (
    (objects.has('car') || a.categories.has('car')) &&
    a.theft &&
    /\bespejos?\b/.test(a.folded) &&
    !/\b(vidrio|vidrios|parabrisas|luneta|ventanilla|cristal|cristales)\b/.test(a.folded)
  ) {
    dropSituation(situations, 'cristales');
  }
  // A car's parts are parts only beside a car, said or from the conversation ('el espejo del baño' is glass).
  if (objects.has('carPart') && !objects.has('car') && !a.categories.has('car')) objects.delete('carPart');
  // A theft with no object of a named policy ('el seguro del auto… ¿y si me lo roban?') is of what it insures.
  if (a.theft && objects.size === 0) {
    for (const [kind, object] of [
      ['car', 'car'],
      ['bike', 'bike'],
      ['moto', 'moto'],
      ['movilidad', 'scooter'],
    ] as Array<[Category, ObjectKind]>) {
      if (a.categories.has(kind)) objects.add(object);
    }
  }
  // 'le pegué a un auto con la moto': the moto is the person's vehicle, the car the other party. Its liability,
  // crash and claim are the moto's policy's, never a car policy the person may not have.
  // (So is a scooter's or a bike's: 'con el monopatín le rayé la puerta a un auto estacionado'.)
  const rider = (['moto', 'scooter', 'bike'] as const).find((o) => objects.has(o));
  if (
    rider &&
    objects.has('car') &&
    (OWN_MOTO.test(a.folded) || OTHER_CAR.test(a.folded) || OWN_RIDE.test(a.folded)) &&
    !/\b(mi|el|del) (auto|coche|camioneta)\b/.test(a.folded)
  ) {
    objects.delete('car');
    objects.delete('carPart');
    a.categories.delete('car');
    a.policyNamed.delete('car');
    a.categories.add(rider === 'scooter' ? 'movilidad' : rider);
    if (rider !== 'moto' && !situations.some((s) => s.id === 'terceros')) {
      const crash = situations.findIndex((s) => s.id === 'choque');
      const liability = SITUATIONS.find((s) => s.id === 'terceros')!;
      if (crash >= 0) situations.splice(crash, 1, liability);
      else situations.push(liability);
    }
  }
  if (objects.has('electronics')) objects.delete('home');
  // 'y si se llevan la fiorino entera?': the whole vehicle, whatever part the conversation spoke of.
  if (objects.has('carPart') && WHOLE.test(a.folded)) objects.delete('carPart');
  if (objects.has('carPart')) objects.delete('car');
  // 'me robaron la notebook del auto': the car is where it was, not what was stolen.
  if (
    a.theft &&
    objects.has('car') &&
    (objects.has('electronics') || objects.has('bike') || objects.has('scooter')) &&
    // ('la bici o el auto': both were named as what may be stolen.)
    !/\b(y|o|ni) (el |mi )?(auto|coche|camioneta|vehiculo|nave)\b/.test(a.folded)
  ) {
    objects.delete('car');
    a.place ??= 'outside';
  }
  // 'me robaron el celular andando en monopatín': the scooter or bike is where the person was, not what was stolen.
  if (
    a.theft &&
    (objects.has('electronics') || objects.has('belongings')) &&
    RIDING.test(a.folded) &&
    !/\b(y|con) (el |la |mi )?(monopa\w*|scooter|bici\w*)\b/.test(a.folded)
  ) {
    objects.delete('scooter');
    objects.delete('bike');
    a.place ??= 'outside';
  }
  // 'se me cayó el celu al agua' is the phone's damage, not the home's water damage.
  if (
    objects.has('electronics') &&
    !/\b(cano|canos|canilla|techo|pared|filtracion|humedad|gotera|casa|termotanque|calefon)\b/.test(a.folded)
  ) {
    for (const id of ['agua', 'inundacion']) {
      const index = situations.findIndex((s) => s.id === id);
      if (index >= 0) situations.splice(index, 1);
    }
  }
  // Falling ill abroad ('si me enfermo allá en Brasil') is the travel assistance's medical cover.
  if (
    ABROAD.test(a.folded) &&
    /\b(enferm\w*|medic\w*|hospital|internad\w*|sanatorio|clinica)\b/.test(a.folded) &&
    !situations.some((s) => s.id === 'viaje')
  ) {
    situations.push(SITUATIONS.find((s) => s.id === 'viaje')!);
  }
  // Abroad with the car or the bike: the question is that policy's reach, not a travel policy.
  if (ABROAD.test(a.folded) && (situations.length > 1 || [...a.categories].some((c) => c !== 'travel'))) {
    const trip = situations.findIndex((s) => s.id === 'viaje');
    if (trip >= 0 && !/\b(valija|equipaje|medic\w*|enferm\w*|hospital)\b/.test(a.folded)) situations.splice(trip, 1);
  }
  // 'estaba de viaje' when the house was robbed is where the person was, not a trip question.
  if (a.theft && (objects.has('home') || objects.has('electronics') || a.place === 'home')) {
    dropSituation(situations, 'viaje');
  }
  // An appliance that burnt is electrical damage, not a fire of the house.
  if (objects.has('electronics') && !objects.has('home') && !/\b(fuego|llamas|incendio|humo)\b/.test(a.folded)) {
    dropSituation(situations, 'incendio');
  }
  // An appliance that 'died' is a breakdown, not a death.
  if (
    objects.has('electronics') &&
    !/\b(papa|mama|padre|madre|hijo|hija|hermano|hermana|esposo|esposa|marido|mujer|persona|yo|muero)\b/.test(a.folded)
  ) {
    dropSituation(situations, 'accidente-personal');
  }
  // Water in a car is the car's matter, not the home's water damage.
  if (objects.has('car') && !objects.has('home')) {
    dropSituation(situations, 'agua');
  }
  // Water coming in through a window is water damage; the glass is only asked about when it broke.
  if (situations.some((s) => s.id === 'agua') && !a.damage && !GLASS_BROKEN.test(a.folded)) {
    dropSituation(situations, 'cristales');
  }
  // A burst pipe or tap floods from inside: water damage, not a flood.
  if (situations.some((s) => s.id === 'agua') && !RAIN.test(a.folded)) {
    dropSituation(situations, 'inundacion');
  }
  // 'me caí del monopa y se partió el manubrio': the ride broke, not the body (unless the body is said too).
  const ride = objects.has('scooter') || objects.has('bike') || objects.has('moto');
  if (ride && RIDE_BROKE.test(a.folded) && !situations.some((s) => s.id === 'bici-danos')) {
    const bodily = situations.findIndex((s) => s.id === 'accidente-personal');
    if (bodily >= 0 && !BODY_HURT.test(a.folded)) situations.splice(bodily, 1);
    const own = SITUATIONS.find((s) => s.id === 'bici-danos')!;
    const crash = SITUATIONS.find((s) => s.id === 'choque')!;
    const moto = objects.has('moto') && !objects.has('bike') && !objects.has('scooter');
    // (A moto's broken part is its own damage read as a crash of the moto: with liability only, the answer says
    // what that liability is for.)
    if (moto) {
      if (!situations.some((s) => s.id === 'choque'))
        situations.push({ ...crash, label: 'daños a tu moto', categories: ['moto'] });
    } else
      situations.push(
        objects.has('scooter') && !objects.has('bike') ? { ...own, label: 'daños accidentales de tu monopatín' } : own,
      );
  }
  // 'el arreglo de MI auto': the person's own car is asked about, not what they owe the other party.
  if (OWN_REPAIR_ASKED.test(a.folded) && situations.some((s) => s.id === 'choque')) {
    dropSituation(situations, 'terceros');
  }
  // Rain or a river that came in is a flood, not 'water damage' (which pays water from inside: a pipe, a leak);
  // the answer on the flood says so of the water cover the person has.
  // The person's own death in a crash ('cuánto cobra mi familia si me muero en un accidente con la moto') is
  // the person's cover, not the vehicle's liability to others.
  if (
    situations.some((s) => s.id === 'accidente-personal') &&
    /\b(me muero|si muero|me mato|fallezco|mi muerte|mi familia|mis hijos cobran|mi esposa cobra)\b/.test(a.folded) &&
    !THIRD_PARTY.test(a.folded)
  ) {
    for (const id of ['choque', 'terceros']) {
      const index = situations.findIndex((s) => s.id === id);
      if (index >= 0) situations.splice(index, 1);
    }
  }
  // Storm water that came in from the street ('con la tormenta entró agua de la calle') is a flood too, and the
  // storm that brought it no hail or wind damage of its own.
  if (situations.some((s) => s.id === 'agua') && RAIN.test(a.folded) && WATER_CAME_IN.test(a.folded)) {
    if (!situations.some((s) => s.id === 'inundacion')) situations.push(SITUATIONS.find((s) => s.id === 'inundacion')!);
    const storm = situations.findIndex((s) => s.id === 'granizo');
    if (storm >= 0 && !/\b(granizo|granizada|piedra|piedras|viento|vendaval|ciclon|tornado|huracan)\b/.test(a.folded))
      situations.splice(storm, 1);
  }
  if (situations.some((s) => s.id === 'inundacion') && RAIN.test(a.folded)) {
    dropSituation(situations, 'agua');
  }
  // A room with water in it that flooded ('se me inundó el baño') or water that reached a neighbour ('le arruiné el techo al de
  // abajo') came from inside, with no rain or river said: water damage too, and a flood only when the wallet
  // holds a cover by that name (never 'ninguna cubre una inundación' for a leak).
  if (
    situations.some((s) => s.id === 'inundacion') &&
    !situations.some((s) => s.id === 'agua') &&
    !RAIN.test(a.folded) &&
    (INDOOR_ROOM.test(a.folded) || BELOW_NEIGHBOUR.test(a.folded))
  ) {
    situations.push(SITUATIONS.find((s) => s.id === 'agua')!);
    if (!ctx.policies.some((p) => p.coverages.some((c) => c.concepts.includes('inundacion')))) {
      situations.splice(
        situations.findIndex((s) => s.id === 'inundacion'),
        1,
      );
    }
  }
  // Water from the person's home that damaged a neighbour's ('se mojó el techo del vecino de abajo'): the
  // neighbour's damage is the person's liability, beside their own water cover.
  if (
    situations.some((s) => s.id === 'agua') &&
    NEIGHBOUR_WET.test(a.folded) &&
    !situations.some((s) => s.id === 'terceros')
  ) {
    situations.push({ ...SITUATIONS.find((s) => s.id === 'terceros')!, categories: ['home'] });
  }
  // 'me atropelló un auto': the person was hurt (their accident cover), not liable.
  if (/\bme (atropello|atropellaron|embistio|embistieron|pisaron|pisó)\b/.test(a.folded)) {
    dropSituation(situations, 'terceros');
    if (!situations.some((s) => s.id === 'accidente-personal')) {
      situations.push(SITUATIONS.find((s) => s.id === 'accidente-personal')!);
    }
  }
  if (a.theft) {
    const thefts: Situation[] = [];
    if (motoPart) thefts.push(MOTO_PART);
    else if (objects.has('moto')) thefts.push({ ...THEFT.moto, triggers: [] });
    if (objects.has('scooter')) thefts.push({ ...THEFT.scooter, triggers: [] });
    // (A 'bici eléctrica' is the scooter; a bike named beside a scooter is the bike too.)
    if (objects.has('bike') && (!objects.has('scooter') || BIKE_ITSELF.test(a.folded)))
      thefts.push(
        objects.has('scooter')
          ? { ...THEFT.bike, categories: ['bike'], triggers: [] }
          : { ...THEFT.bike, triggers: [] },
      );
    if (objects.has('carPart')) thefts.push({ ...THEFT.carPart, triggers: [] });
    if (objects.has('car')) thefts.push({ ...THEFT.car, triggers: [] });
    if (objects.has('electronics')) thefts.push({ ...THEFT.electronics, triggers: [] });
    if (SHOP_GOODS.test(a.folded) && ctx.policies.some((p) => p.kinds.has('comercio'))) thefts.push(SHOP_THEFT);
    // A theft with nothing named ('me robaron, ¿qué me cubre?', 'el robo total y el parcial de mi póliza') is not
    // a home theft by default: it is each theft cover the wallet holds, of whatever kind of policy.
    if (
      thefts.length === 0 &&
      objects.size === 0 &&
      a.place === null &&
      !BREAK_IN.test(a.folded) &&
      !HOME_POLICY_NAMED.test(a.folded)
    ) {
      thefts.push(...walletThefts(ctx, a.folded));
      // (A thing a policy lists is named: 'nos robaron los inflables'.)
      a.theftUnnamed =
        thefts.length > 0 &&
        !CONCEPTS.some((c) => THEFT_CONCEPTS.includes(c.id) && c.pattern.test(a.folded)) &&
        !ctx.policies.some((p) => thingsListed(p, a, ctx).length > 0);
    }
    // 'el de casa o el de la bici': a policy named beside the object is asked about too.
    if (objects.has('electronics') && objects.has('belongings')) {
      thefts.push({ ...THEFT.home, concepts: ['hurto-contenido'], triggers: [] });
    } else if (
      thefts.length === 0 ||
      objects.has('belongings') ||
      // ('me robaron la bici, ¿y cuándo vence el seguro de la casa?' names the home for its date, not the theft.)
      (HOME_POLICY_NAMED.test(a.folded) &&
        !objects.has('electronics') &&
        !(thefts.length > 0 && STRUCTURED.some((i) => a.intents.has(i))))
    )
      thefts.push({ ...THEFT.home, triggers: [] });
    situations.unshift(...thefts);
    const auxilio = situations.findIndex((s) => s.id === 'auxilio');
    if (auxilio >= 0 && objects.has('carPart')) situations.splice(auxilio, 1);
  } else if (
    objects.has('electronics') &&
    !situations.some((s) => s.id === 'celular-personal') &&
    // 'el teléfono de SBI' is how to call, not an appliance.
    ((a.damage && a.ownEvent) || !a.intents.has('procedure'))
  ) {
    situations.unshift(ELECTRONICS);
  }
  // Another's parked car scratched or hit ('le rayé la puerta a un auto estacionado'): what the person owes, from
  // their own vehicle's liability; no crash of a car they do not have.
  if (OTHERS_VEHICLE.test(a.folded)) {
    if (!situations.some((s) => s.id === 'terceros')) situations.push(SITUATIONS.find((s) => s.id === 'terceros')!);
    const crash = situations.findIndex((s) => s.id === 'choque');
    if (crash >= 0 && !ctx.policies.some((p) => p.kinds.has('car'))) situations.splice(crash, 1);
  }
  // A neighbour's or a stranger's thing broken by something of the person's ('el dron rompió las tejas del galpón
  // del vecino'): what the person owes.
  if (a.damage && OTHERS_THING.test(a.folded) && !situations.some((s) => s.id === 'terceros'))
    situations.push(THIRD_PARTY_SITUATION);
  // The person's own pet that bit or attacked someone ('si mi perro le muerde la pierna al cartero'): what the
  // person owes, not an accident of theirs nor the pet's health.
  if (OWN_PET_BIT.test(a.folded)) {
    for (const id of ['accidente-personal', 'mascota']) dropSituation(situations, id);
    if (!situations.some((s) => s.id === 'terceros')) situations.push(THIRD_PARTY_SITUATION);
  }
  // What others did to the person's own named thing ('le rompieron el vidrio a la sportage'), or a blow to a
  // thing of the house ('le pegó un pelotazo a la tele'): no liability, nobody else's loss.
  const blowAtHome =
    /\ble (pego|pegaron|dio|dieron) (un |una )?\w+ (a|contra) (la|el) (tele|televisor|tv|heladera|compu|computadora|notebook|lampara|ventana|ventanal|espejo|pantalla)\b/.test(
      a.folded,
    );
  // (Nor a crash: no vehicle hit the tele.)
  if (blowAtHome && !['car', 'moto', 'bike', 'scooter'].some((o) => objects.has(o as ObjectKind)))
    dropSituation(situations, 'choque');
  const nobodyElse =
    !/\b(vecin[oa]s?|tercer[oa]s?|otra persona|otro auto|del otro|de la otra|senor|senora|ajen[oa]s?)\b/.test(a.folded);
  if (
    nobodyElse &&
    ((/\b(le|me|nos) (rompieron|chocaron|rayaron|abollaron|pegaron|robaron|forzaron)\b/.test(a.folded) &&
      namedNow.length > 0) ||
      blowAtHome)
  )
    dropSituation(situations, 'terceros');
  // (The person hurt at a client's, with nothing of anyone's damaged and no claim: 'me caí trepando el balcón de
  // una clienta y me fracturé el brazo' is their own accident, not their liability.)
  if (
    SELF_HURT.test(a.folded) &&
    !OTHERS_THING.test(a.folded) &&
    !/\b(reclam\w*|demand\w*|juicio|(le|les) (rompi|rompimos|danamos|dane)|lastime a|atropell\w*|le pegue|rompi (el|la|los|las|un|una) (?!brazo|pierna|tobillo|muneca|mano|pie|dedo|rodilla|cadera|hombro|cabeza|nariz|diente))\b/.test(
      a.folded,
    ) &&
    situations.some((s) => s.id === 'accidente-personal')
  )
    dropSituation(situations, 'terceros');
  // Damage done to someone else's things is liability, not the person's own glass or appliances.
  const liability = situations.find((s) => s.id === 'terceros');
  if (liability) {
    for (const id of ['cristales', 'parabrisas', 'equipos', 'accidente-personal', 'enfermedad']) {
      const index = situations.findIndex((s) => s.id === id);
      if (index >= 0) situations.splice(index, 1);
    }
    const driving =
      situations.some((s) => s.id === 'choque') ||
      /\b(atropell|manej|conduc|estacionando|marcha atras)/.test(a.folded) ||
      /\bcon (el|la|mi) (auto|camioneta|coche|camion|moto)\b/.test(a.folded);
    // ('el auto del otro', 'a un auto estacionado': another's vehicle, hit by the person's own.)
    // ('una maceta se cayó del balcón sobre un auto estacionado': another's car hit by a thing of the home, not
    // by the person's vehicle.)
    const placeCaused = !driving && FROM_A_PLACE.test(a.folded);
    const otherVehicle = OTHERS_VEHICLE.test(a.folded) && !placeCaused;
    const ownThings =
      !otherVehicle && /\b(le rompi|le rompio|le rompe|al vecino|a la vecina|a mi vecin|le pegue)/.test(a.folded);
    const ownVehicles = ctx.policies.filter((p) => VEHICLE_POLICY.some((k) => p.kinds.has(k)));
    const categories: Category[] | undefined =
      // ('cuál tiene más RC, el del monopatín o el del apartamento?': each policy named.)
      a.policyNamed.size > 1
        ? undefined
        : placeCaused
          ? PLACE_LIABILITY
          : // ('le di a una moto': the other's moto; what answers is the person's own vehicle's liability.)
            otherVehicle && ownVehicles.length > 0 && !objects.has('bike') && !objects.has('scooter')
            ? VEHICLE_POLICY
            : // ('si atropello a alguien': a vehicle ran someone over, whichever the person drives.)
              /\batropell/.test(a.folded) && ![...objects].some((o) => ['car', 'moto', 'bike', 'scooter'].includes(o))
              ? ['car', 'soa', 'moto', 'movilidad']
              : situations.some((s) => s.id === 'agua') && NEIGHBOUR_WET.test(a.folded)
                ? ['home']
                : objects.has('bike') || objects.has('scooter')
                  ? ['bike', 'movilidad']
                  : objects.has('moto') && !objects.has('car')
                    ? ['moto', 'soa']
                    : (objects.has('car') && driving) || otherVehicle
                      ? ctx.policies.some((p) => p.kinds.has('car')) || !otherVehicle
                        ? ['car', 'soa']
                        : VEHICLE_POLICY
                      : ownThings || (!objects.has('car') && !/\b(responsabilidad civil|terceros?)\b/.test(a.folded))
                        ? PLACE_LIABILITY
                        : undefined;
    // A person hurt by the vehicle is also the SOA's: its rows pay injuries, never things.
    const concepts: ConceptId[] = PERSON_HURT.test(a.folded) ? ['rc', 'lesiones-terceros'] : liability.concepts;
    situations.splice(situations.indexOf(liability), 1, { ...liability, categories, concepts });
  }
  // A home's locksmith or electrician is not asked about a bike or scooter ('la bici eléctrica').
  const homeHelp = situations.findIndex((s) => s.id === 'asistencia-hogar');
  if (
    homeHelp >= 0 &&
    (objects.has('bike') || objects.has('scooter') || objects.has('moto')) &&
    !objects.has('home') &&
    !objects.has('car') &&
    !objects.has('carPart')
  ) {
    situations.splice(homeHelp, 1);
  }
  // A lock broken on the car (a thief forcing it open) is the car's locks cover, not a locksmith at home; the
  // car was not taken unless the question says so.
  const locksmith = situations.findIndex((s) => s.id === 'asistencia-hogar');
  if (locksmith >= 0 && (objects.has('car') || objects.has('carPart')) && !objects.has('home')) {
    situations.splice(locksmith, 1, CAR_LOCK);
    const carTheft = situations.findIndex((s) => s.id === 'hurto-auto');
    if (carTheft >= 0 && !CAR_TAKEN.test(a.folded)) situations.splice(carTheft, 1);
  }
  // The car's glass is not the home's «Cristales».
  const glass = situations.findIndex((s) => s.id === 'cristales');
  if (glass >= 0 && (objects.has('car') || objects.has('carPart')) && !objects.has('home')) {
    situations.splice(
      glass,
      1,
      SITUATIONS.find((s) => s.id === 'parabrisas')!,
    );
  }
  if (situations.some((s) => s.id === 'parabrisas')) {
    dropSituation(situations, 'cristales');
  }
  // A damaged car with nothing else said is a crash's damage ('le pegaron a la nave estacionada').
  // (Unless what broke is a thing another policy insures, carried in the vehicle: 'llevaba las piezas en la
  // berlingo… se rompieron tres platos'.)
  const carried =
    CARRYING.test(a.folded) &&
    ctx.policies.some(
      (p) =>
        !VEHICLE_POLICY.some((k) => p.kinds.has(k)) && !expired(p, ctx.today) && thingsListed(p, a, ctx).length > 0,
    );
  if ((objects.has('car') || objects.has('moto')) && a.damage && !a.theft && situations.length === 0 && !carried) {
    situations.push(SITUATIONS.find((s) => s.id === 'choque')!);
  }
  // Someone hurt who is the person ('me cayó una teja y estoy sangrando'): their accident cover.
  if (a.emergency === 'injury' && situations.length === 0 && /\b(me|estoy|tengo)\b/.test(a.folded)) {
    situations.push(SITUATIONS.find((s) => s.id === 'accidente-personal')!);
  }
  // 'el brazo del sillón', 'la pata de la mesa': a thing's part, not a body, when nothing else says someone is hurt.
  const thingPart =
    /\b(pierna|brazo|codo|hombro|rodilla|cadera|muneca|cuello|espalda)s? (del|de la|de los|de las) (?!(nene|nena|bebe|hij\w*|vecin\w*|senor\w*|chic\w*|abuel\w*|padre|madre|mi |su |tu ))/;
  if (
    thingPart.test(a.folded) &&
    !a.emergency &&
    !/\b(me|se|le|nos|te) (quebr\w*|fractur\w*|lastim\w*|golpe\w*|lesion\w*|torc\w*)|\b(accident\w*|herid\w*|medic\w*|hospital)\b/.test(
      a.folded,
    )
  ) {
    dropSituation(situations, 'accidente-personal');
  }
  // 'se nos murió el motor', 'se le murió la batería': a thing that stopped, nobody dead.
  if (THING_DIED.test(a.folded) && !/\b(fallec\w*|muert[oa]s?|herid\w*|lastim\w*)\b/.test(a.folded)) {
    dropSituation(situations, 'accidente-personal');
  }
  // 'si me caigo del monopatín, me cubre?': a person falling from a vehicle, nothing said broken, is the person.
  if (
    /\b(me|se) (caigo|cai|caiga|cayo|caia|caiste|cae)\b/.test(a.folded) &&
    (objects.has('scooter') || objects.has('bike') || objects.has('moto')) &&
    !a.damage &&
    !(RIDE_BROKE.test(a.folded) && !BODY_HURT.test(a.folded)) &&
    !a.theft &&
    !situations.some((s) => s.id === 'accidente-personal')
  ) {
    situations.push(SITUATIONS.find((s) => s.id === 'accidente-personal')!);
  }
  // A fall or crash on a scooter where the person got hurt, with nobody else in it: the question is the person's
  // injury (their accident cover), not the scooter's liability. (A bike's crash is its own damage, below.)
  if (
    situations.some((s) => s.id === 'accidente-personal') &&
    objects.has('scooter') &&
    !objects.has('car') &&
    !/\b(peaton|persona|senora|senor|nene|nena|otro|otra|tercero|terceros|le pegue|atropelle|choque a|choque con un|contra un)\b/.test(
      a.folded,
    )
  ) {
    dropSituation(situations, 'choque');
  }
  // A broken bike is its own situation, not a car crash (unless what broke was someone else's).
  if (objects.has('bike') && !a.theft && !liability && (a.damage || situations.some((s) => s.id === 'choque'))) {
    dropSituation(situations, 'choque');
    if (!situations.some((s) => s.id === 'bici-danos')) situations.push(SITUATIONS.find((s) => s.id === 'bici-danos')!);
  }
  // Medical cover on a trip is the travel policy's, unless the question is about an accident.
  if (
    situations.some((s) => s.id === 'viaje') &&
    !/\b(accident\w*|quebr\w*|lastim\w*|fractur\w*|golpe\w*)\b/.test(a.folded)
  ) {
    dropSituation(situations, 'accidente-personal');
  }
  // Something called off with the money asked back ('si tenemos que cancelar, nos devuelven algo?'), with a trip
  // in the wallet: the trip's cancellation.
  if (
    !situations.some((s) => s.id === 'viaje') &&
    /\b(cancel\w*|suspend\w*)\b/.test(a.folded) &&
    REFUND_ASKED.test(a.folded) &&
    ctx.policies.some((p) => p.kinds.has('travel'))
  )
    situations.push(SITUATIONS.find((s) => s.id === 'viaje')!);
  // A trip question asks about luggage, a cancellation, medical care or repatriation: the ones it names.
  const trip = situations.findIndex((s) => s.id === 'viaje');
  if (trip >= 0) {
    let named = TRAVEL.filter(([, words]) => words.test(a.folded)).map(([id]) => id);
    // (What is asked back of a trip called off is the cancellation, whatever its cause: 'si mi madre se
    // enferma y tenemos que suspender el viaje, nos devuelven algo?'.)
    const called = situations[trip]!;
    if (named.includes('cancelacion') && REFUND_ASKED.test(a.folded)) {
      named = ['cancelacion'];
      const cause = (s: Situation) =>
        s !== called && s.concepts.some((id) => id === 'gastos-medicos' || id === 'enfermedad');
      situations.splice(0, situations.length, ...situations.filter((s) => !cause(s)));
    }
    const at = situations.indexOf(called);
    // (Said by what it names: 'no cubre la cancelación del viaje', never 'no cubre la asistencia en viaje'.)
    if (named.length > 0)
      situations[at] = {
        ...called,
        // (A trip called off is no assistance during it: a text of 'asistencia al viajero' does not answer it.)
        concepts: named.length === 1 && named[0] === 'cancelacion' ? named : [...named, 'viaje'],
        label: named.map((id) => conceptLabel(id)).join(' y '),
      };
  }
  // A personal accident asks about death, disability or medical costs: the ones the question names.
  const personal = situations.findIndex((s) => s.id === 'accidente-personal');
  // On a vehicle the question names (a fall from the bike), that vehicle's own accident cover answers too
  // ('Accidentes personales del ciclista'); never another vehicle's, which is for its own riders.
  if (personal >= 0) {
    const riding = [...objects].flatMap((o) => VEHICLE_KINDS[o] ?? []);
    const own = situations[personal]!.categories ?? [];
    if (riding.some((k) => !own.includes(k))) {
      situations[personal] = { ...situations[personal]!, categories: [...new Set([...own, ...riding])] };
    }
  }
  if (personal >= 0) {
    const named = PERSONAL.filter(([, words]) => words.test(a.folded)).map(([id]) => id);
    // Someone hurt now is alive: their medical costs and a disability, not a death cover.
    if (named.length === 0 && a.emergency === 'injury') named.push('gastos-medicos', 'invalidez');
    if (named.length > 0) {
      const label = named
        .map(
          (id) =>
            ({ muerte: 'la muerte', invalidez: 'la invalidez', 'gastos-medicos': 'los gastos médicos' })[id as string],
        )
        .join(' y ');
      // 'por un accidente' only when the question is about one: a life policy's death cover is any death.
      const accident =
        /\b(accident\w*|caigo|cai|caer|cayo|caida|resbal\w*|tropec\w*|choque|choco|quebr\w*|fractur\w*|lastim\w*|golpe\w*)\b/.test(
          a.folded,
        );
      situations[personal] = {
        ...situations[personal]!,
        concepts: named,
        label: accident ? `${label} por un accidente` : label,
      };
    }
  }
  // Fire or hail on a vehicle is that vehicle's policy's.
  const vehicle: Array<[ObjectKind, Category[], string]> = [
    ['moto', ['moto'], 'tu moto'],
    ['bike', ['bike', 'movilidad'], 'tu bici'],
    ['scooter', ['movilidad'], 'tu monopatín'],
  ];
  // ('le di con el furgón a un motoquito… la moto quedó hecha pelota': the moto is the other's, not the person's.)
  const othersRide = OTHERS_VEHICLE.exec(a.folded)?.[0] ?? '';
  const othersKind: ObjectKind | null = /\bmoto/.test(othersRide)
    ? 'moto'
    : /\b(bici|ciclista)/.test(othersRide)
      ? 'bike'
      : null;
  for (const [kind, categories, name] of vehicle) {
    if (!objects.has(kind) || objects.has('home') || objects.has('car') || kind === othersKind) continue;
    for (const id of ['incendio', 'granizo', 'choque']) {
      const index = situations.findIndex((s) => s.id === id);
      if (index >= 0) {
        const label =
          id === 'incendio'
            ? `el incendio de ${name}`
            : id === 'choque'
              ? `un choque con ${name}`
              : `el granizo o el temporal en ${name}`;
        situations[index] = { ...situations[index]!, label, categories };
      }
    }
  }
  // Fire of a car is the car's.
  const fire = situations.findIndex((s) => s.id === 'incendio');
  if (fire >= 0 && objects.has('car') && !objects.has('home'))
    situations[fire] = { ...situations[fire]!, label: 'el incendio de tu auto', categories: ['car'] };
  // Hail on a car is the car's; on a roof, the home's.
  const hail = situations.findIndex((s) => s.id === 'granizo');
  if (hail >= 0 && objects.has('car') && !objects.has('home'))
    situations[hail] = { ...situations[hail]!, label: 'el granizo o el temporal en tu auto', categories: ['car'] };
  // Ill or hurt on a trip ('estoy en Madrid, me agarré una gastroenteritis'): the travel policy's medical care,
  // when the wallet has one (a death stays a life or accident question).
  if (
    (FAR_AWAY.test(a.folded) || ABROAD.test(a.folded) || TRIP_CUE.test(a.folded)) &&
    ctx.policies.some((p) => p.kinds.has('travel')) &&
    !/\b(muer\w*|fallec\w*)\b/.test(a.folded)
  ) {
    const ill = situations.findIndex((s) => s.id === 'enfermedad' || s.id === 'accidente-personal');
    // (A tooth that hurts abroad is the dentist's: the trip's dental row answers, not its doctor's.)
    const tooth = situations.some((s) => s.id === 'dental' || s.id === 'caries');
    if (ill >= 0 && tooth) situations.splice(ill, 1);
    else if (ill >= 0) situations.splice(ill, 1, TRAVEL_MEDICAL);
  }
  // Damage the tenants leave in a rented home ('el dueño dice que le dejamos el apto con daños'): the rent
  // guarantee's damage to the property, not the tenants' own home cover.
  if (
    (a.categories.has('garantia') || LANDLORD.test(a.folded)) &&
    /\b(danos?|rotur\w*|roto|rompimos|rompi|manchas?|arreglos?)\b/.test(a.folded) &&
    ctx.policies.some((p) => p.kinds.has('garantia'))
  ) {
    situations.splice(0, situations.length, RENT_DAMAGE);
  }
  // A claim against one's professional work is the professional cover's, not the general liability's.
  if (situations.some((s) => s.id === 'mala-praxis')) {
    const liability = situations.findIndex((s) => s.id === 'terceros' || s.id === 'concepto-rc');
    if (liability >= 0) situations.splice(liability, 1);
  }
  // A thing of the person's that is no vehicle, said not to turn on ('el dron se cayó al mar y no prende'): its
  // damage, not a tow.
  if (
    situations.some((s) => s.id === 'auxilio') &&
    !['car', 'moto', 'bike', 'scooter'].some((o) => a.objects.has(o as ObjectKind)) &&
    ![...VEHICLE_POLICY, 'embarcacion'].some((k) => a.categories.has(k as Category))
  ) {
    // (A boat is towed too: 'me tuvieron que remolcar la lancha'.)
    const named = namedByWords(a, ctx);
    if (
      named.length > 0 &&
      named.every((p) => ![...VEHICLE_POLICY, 'embarcacion'].some((k) => p.kinds.has(k as Category)))
    ) {
      // (What it is then, the thing's damage, is read below, as for any thing a policy names.)
      dropSituation(situations, 'auxilio');
    }
  }
  // A wisdom tooth ('una muela de juicio') is no lawsuit.
  if (/\bmuelas? de(l)? juicio\b/.test(a.folded) && !/\b(reclam\w*|demand\w*|abogad\w*|denunci\w*)\b/.test(a.folded)) {
    dropSituation(situations, 'terceros');
    dropSituation(situations, 'asistencia-legal');
  }
  // A lawyer after a crash ('me denunciaron por un choque, tengo abogado?'): the legal cover is what is asked.
  if (situations.some((s) => s.id === 'asistencia-legal') && LAWYER.test(a.folded)) {
    situations.splice(0, situations.length, ...situations.filter((s) => s.id !== 'choque'));
  }
  // The hotel after a fire is what is asked ('si se incendia y tenemos que irnos a un hotel, lo paga?'): the
  // lodging, not the fire it follows.
  // The glass a theft took things from ('se llevaron las geodas de la vidriera'), unbroken, is where they were.
  if (a.theft && !/\b(romp\w*|rot[oa]s?|raj\w*|parti\w*|revent\w*|quebr\w*|estall\w*|astill\w*)\b/.test(a.folded))
    dropSituation(situations, 'cristales');
  // A thing burnt by a power surge ('hubo un pico de tensión y se quemó la placa') is electrical damage, no fire.
  // (A lightning that burnt the roof is a fire: 'cayó un rayo y se quemó el techo'.)
  if (
    situations.some((s) => s.id === 'electrico') &&
    !/\b(fuego|incendio|incendi\w*|llamas|humo|prendio fuego|rayos?|relampago|techo|pared|paredes|casa|cocina|cuarto|living|dormitorio|taller|local|galpon)\b/.test(
      a.folded,
    )
  )
    dropSituation(situations, 'incendio');
  // The goods spoilt in a power cut are what is asked ('se cortó la luz y se echaron a perder los quesos'): the
  // loss of cold, not the power cut it follows.
  // (Goods lost in a power cut from where the cold kept them, 'se cortó la luz todo el día y perdí media cámara
  // de quesos', are that loss too: the cut is the cause, nothing was mislaid.)
  if (
    !situations.some((s) => s.id === 'falta-frio') &&
    POWER_CUT.test(a.folded) &&
    GOODS_LOST.test(a.folded) &&
    /\b(camaras?|heladeras?|freezers?|frezzer|frizer|congelador\w*|frigorific\w*|conservadoras?)\b/.test(a.folded)
  )
    situations.push(SITUATIONS.find((s) => s.id === 'falta-frio')!);
  if (situations.some((s) => s.id === 'falta-frio')) dropSituation(situations, 'electrico');
  // Goods carried in a vehicle ('voy a llevar piedras a una feria en mi camioneta, si me las roban en el camino',
  // 'las geodas que llevaba en la caja se hicieron pedazos con el golpe'), with a cover of goods in transit in the
  // wallet: the load is what is asked, not the vehicle that carried it (unless the vehicle is what was taken).
  if (
    ctx.concepts.has('transito') &&
    (a.theft || a.damage || CRASH_SAID.test(a.folded)) &&
    (CARRYING.test(a.folded) || TO_CARRY.test(a.folded)) &&
    !VEHICLE_TAKEN.test(a.folded)
  ) {
    situations.splice(0, situations.length, TRANSIT);
    // (The vehicle is where the goods were, not what is asked of.)
    for (const vehicle of ['car', 'moto', 'carPart'] as const) a.objects.delete(vehicle);
  }
  if (situations.some((s) => s.id === 'alojamiento')) {
    for (const id of ['incendio', 'agua', 'inundacion', 'granizo']) {
      const cause = situations.findIndex((s) => s.id === id);
      if (cause >= 0) situations.splice(cause, 1);
    }
  }
  // A machine that failed on its own ('se quemó el motor de la bomba', 'una falla del compresor'): a breakdown,
  // neither a fire nor an accident to the equipment. So is a machine a policy's breakdown cover names, said broken
  // ('se partió un eje de la pasteurizadora' beside «La rotura de maquinaria cubre la pasteurizadora…»).
  if (
    (FAILURE.test(a.folded) || machineBroke(a, ctx)) &&
    // ('se rompió de golpe': suddenly, no blow.)
    !/\b(fuego|incendio|llamas|humo|rayo|tension|cortocircuito|se cayo|golpe\w*|derram\w*|cafe|agua|robo|robaron)\b/.test(
      a.folded.replace(/\bde golpe\b/g, ' '),
    )
  ) {
    // (A vehicle's gearbox that broke on the road is its breakdown, not a crash, unless one is told.)
    const crash = /\b(choq\w*|choc\w*|me dieron|le di|pegue|volc\w*|bollo|abolle\w*|atropell\w*)\b/.test(a.folded);
    const replaced = situations.filter(
      (s) => !['incendio', 'equipos', 'asistencia-mecanica', ...(crash ? [] : ['choque'])].includes(s.id),
    );
    if (replaced.length < situations.length || situations.length === 0)
      situations.splice(0, situations.length, ...replaced, BREAKDOWN);
  }
  // A thing stolen by a customer ('un cliente se llevó una tablet') is a theft, not the person's liability.
  if (a.theft && !a.damage) {
    const liability = situations.findIndex((s) => s.id === 'terceros');
    if (liability >= 0 && situations.length > 1) situations.splice(liability, 1);
  }
  // Equipment lost or forgotten ('se olvidó la notebook en el bondi'): a loss, which no theft or damage cover pays.
  // (Goods spoilt, 'se echaron a perder', are no loss of a thing.)
  if (
    LOST.test(a.folded) &&
    !a.theft &&
    (objects.has('electronics') || objects.has('belongings')) &&
    !situations.some((s) => s.id === 'falta-frio')
  ) {
    situations.splice(0, situations.length, LOST_THING);
  }
  // Livestock ('se me murieron 4 vaquillonas por un rayo'): the animals are what was lost.
  if (
    LIVESTOCK.test(a.folded) &&
    /\b(muri\w*|muert\w*|mato|mataron|robaron|se llevaron|abigeato|perdi\w*|faena\w*)\b/.test(a.folded)
  ) {
    situations.splice(
      0,
      situations.length,
      ...situations.filter((s) => !['incendio', 'electrico', 'granizo'].includes(s.id)),
    );
    if (!situations.some((s) => s.id === 'ganado')) situations.push(SITUATIONS.find((s) => s.id === 'ganado')!);
  }
  // A post or a column of one's own garage hit ('le pegué a una columna del garage'): no one else's loss.
  if (FIXED_HIT.test(a.folded) && !/\b(vecin\w*|ajen[oa]|de otro|de otra|del edificio|de la calle)\b/.test(a.folded)) {
    const liability = situations.findIndex((s) => s.id === 'terceros');
    if (liability >= 0 && situations.some((s) => s.id === 'choque')) situations.splice(liability, 1);
  }
  // A notebook or a pump that 'no prende' is no car that will not start.
  const breakdown = situations.findIndex((s) => s.concepts.includes('asistencia-mecanica'));
  if (
    breakdown >= 0 &&
    (objects.has('electronics') ||
      /\b(bomba|compresor|heladera|lavarropas|aire acondicionado|caldera)\b/.test(a.folded)) &&
    !['car', 'moto', 'scooter', 'bike', 'carPart'].some((o) => objects.has(o as ObjectKind))
  )
    situations.splice(breakdown, 1);
  // A fall that broke the vehicle, not the rider ('me caí con la moto y se partió el manillar'): the vehicle's damage.
  const fall = situations.findIndex((s) => s.id === 'accidente-personal');
  if (fall >= 0 && PART_BROKE.test(a.folded) && !BODY_HURT.test(a.folded)) {
    situations.splice(fall, 1, {
      ...SITUATIONS.find((s) => s.id === 'choque')!,
      label: 'el daño de tu vehículo',
      categories: VEHICLE_POLICY,
    });
  }
  // A specific dental treatment ('implantes', 'ortodoncia') is what is asked, not dental care in general.
  if (situations.some((s) => s.categories?.includes('dental') && s.id !== 'dental')) {
    dropSituation(situations, 'dental');
  }
  // Parts of a bike or a scooter stolen ('el asiento y las luces'): a partial theft, not the whole vehicle's.
  if (a.theft && (objects.has('bike') || objects.has('scooter')) && RIDE_PARTS.test(a.folded)) {
    const whole = situations.findIndex((s) => s.id === 'hurto-bici' || s.id === 'hurto-monopatin');
    if (whole >= 0)
      situations.splice(whole, 1, {
        id: 'hurto-bici-parcial',
        label: `el robo de partes de tu ${objects.has('bike') ? 'bici' : 'monopatín'}`,
        triggers: [],
        concepts: ['robo-parcial'],
        categories: ['bike', 'movilidad'],
      });
  }
  // Glass named beside no break ('limpiando los vidrios del hall se cayó'): no broken glass.
  const unbroken = situations.findIndex((s) => s.id === 'cristales');
  if (unbroken >= 0 && a.language === 'es' && !GLASS_BROKEN.test(a.folded)) situations.splice(unbroken, 1);
  // Someone else hurt at the person's home ('un amigo de mi hijo se resbaló en la pileta'): what the home's
  // liability answers, not the person's own accident cover.
  // (Or where a liability policy of the person's says it answers, in the question's words: 'los inflables', 'un
  // cumple', of «…lesiones de los niños que usan los inflables… en cumpleaños y eventos».)
  const premises = () => {
    const asked = [...new Set(a.folded.split(' '))].filter(
      (w) => w.length >= 5 && namesAThing(w) && !NOT_A_THING.has(w),
    );
    return ctx.policies.some(
      (p) =>
        !expired(p, ctx.today) &&
        !VEHICLE_POLICY.some((k) => p.kinds.has(k)) &&
        p.coverages.some((c) => c.concepts.includes('rc')) &&
        asked.some((w) => mentionsWord(p.policy.cobertura ?? '', w)),
    );
  };
  // (Not when an accident policy of the wallet may be theirs: a team's players, a school's pupils.)
  const accidentCover = ctx.policies.some((p) => p.kinds.has('accidentes') && !expired(p, ctx.today));
  if (
    GUEST_HURT.test(a.folded) &&
    // (Not one who came out unhurt: 'el pibe ni un raspón, pero se rompió el manillar'.)
    !NO_INJURY.test(a.folded) &&
    !UNHURT.test(a.folded) &&
    (AT_HOME.test(a.folded) || (!accidentCover && premises())) &&
    !situations.some((s) => s.id === 'terceros')
  ) {
    dropSituation(situations, 'accidente-personal');
    // (The liability of the place, never of a vehicle nobody drove.)
    situations.push({ ...THIRD_PARTY_SITUATION, categories: PLACE_LIABILITY });
  }
  // A dent from hail, a flood or a fire is that cause's ('cayó granizo y me abolló el techo'): not a crash.
  // The car's own damage answers it, unless that cover is for a crash only ('Daños Propios por Choque').
  const crash = situations.findIndex((s) => s.id === 'choque');
  if (
    crash >= 0 &&
    situations.some((s) => ['granizo', 'inundacion', 'incendio', 'terremoto'].includes(s.id)) &&
    !CRASH_SAID.test(a.folded)
  )
    situations.splice(crash, 1, CAUSED_DAMAGE);
  // An employee hurt at work ('a un empleado mío se le fue el cuchillo y se cortó la mano'): a work accident.
  if (EMPLOYEE_HURT.test(a.folded) && !situations.some((s) => s.id === 'accidente-laboral')) {
    dropSituation(situations, 'accidente-personal');
    situations.push(WORK_ACCIDENT);
  }
  // A toothache ('me duele una muela') is the dental plan's, not an accident.
  if (situations.some((s) => s.categories?.includes('dental'))) {
    const hurt = situations.findIndex((s) => s.id === 'accidente-personal');
    if (hurt >= 0 && !/\b(golpe\w*|accident\w*|cai|caida|pelota|trompada|choque)\b/.test(a.folded))
      situations.splice(hurt, 1);
  }
  // A coverage named by its own words ('los daños propios', 'responsabilidad civil') when no situation is.
  // (A kind's own word, 'el dental', names the policy, not a coverage of it: its rows and cover text answer.)
  // (Nor are the words of a policy's name the person said, 'la de rc' for «RC Profesional».)
  if (situations.length === 0) {
    const names = new Set(namedByWords(a, ctx).flatMap((p) => tokens(p.policy.name ?? p.label)));
    const unnamed = a.folded
      .split(' ')
      .filter((w) => !names.has(w))
      .join(' ');
    // (A screen is a phone's only when no other thing of the person's is said: 'se partió la pantalla' of the
    // ecógrafo a policy lists is the ecógrafo's.)
    const thingSaid = ctx.policies.some((p) => !expired(p, ctx.today) && thingsListed(p, a, ctx).length > 0);
    for (const c of CONCEPTS) {
      if (
        c.id === 'celular' &&
        thingSaid &&
        !/\b(celular\w*|movil|telefono|iphone|samsung|motorola|xiaomi)\b/.test(unnamed)
      )
        continue;
      if (c.pattern.test(unnamed) && !a.categories.has(c.id as Category))
        situations.push({ id: `concepto-${c.id}`, label: c.label, triggers: [], concepts: [c.id] });
    }
  }
  // Rent paid late, said in other words ('si Yasmin se atrasa unos meses con el alquiler'): the guarantee's unpaid rent.
  if (!situations.some((s) => s.id === 'alquiler-impago') && RENT_OWED.test(a.folded))
    situations.push(SITUATIONS.find((s) => s.id === 'alquiler-impago')!);
  // A battery or a thing that does not start, said of a bike or of a thing a policy lists ('el ecógrafo ya no
  // prende', 'a la bici le sacaron la batería'), is no car's breakdown.
  const tow = situations.findIndex((s) => s.id === 'auxilio');
  if (
    tow >= 0 &&
    !objects.has('car') &&
    !/\b(auto|coche|camioneta|camion|vehiculo|furgon|moto|remol(c|qu)\w*|puerto|bahia|grua|auxilio|lancha|barco|velero|embarcacion|banquina|ruta)\b/.test(
      a.folded,
    ) &&
    (objects.has('bike') ||
      objects.has('scooter') ||
      ctx.policies.some((p) => !VEHICLE_POLICY.some((k) => p.kinds.has(k)) && thingsListed(p, a, ctx).length > 0))
  )
    situations.splice(tow, 1);
  // Lightning that strikes the person ('si me parte un rayo en la cancha') is an accident to them, not a fire.
  // (Not one that struck a thing: 'le cayó un rayo a la casa', 'se me cayó un rayo en la antena'.)
  if (
    /(?<!\bse )\b(me|le|nos|les|te) (parte|parta|partio|cae|caiga|cayo|mata|mate|mato|agarra|agarro) un rayo\b/.test(
      a.folded,
    ) &&
    !/\bun rayo (\w+ ){0,2}(casa|antena|techo|arbol|edificio|galpon|auto|camioneta|tele|chimenea|tanque|poste|cables?|transformador|molino|campo|local|cocina|heladera|aire)\b/.test(
      a.folded,
    ) &&
    // (Nor a thing one's own policy names: 'le cayó un rayo al contenedor' of «Contenedor y Campamento».)
    !struckThingListed(a.folded, ctx)
  ) {
    for (const id of ['incendio', 'granizo', 'electrico']) {
      const index = situations.findIndex((s) => s.id === id);
      if (index >= 0) situations.splice(index, 1);
    }
    if (!situations.some((s) => s.id === 'accidente-personal'))
      situations.push({ ...SITUATIONS.find((s) => s.id === 'accidente-personal')!, concepts: ['muerte', 'invalidez'] });
  }
  // An animal's birth or illness ('una cesárea a una yegua') is no person's childbirth.
  const birth = situations.findIndex((s) => s.id === 'parto');
  if (
    birth >= 0 &&
    /\b(yeguas?|vacas?|perras?|gatas?|ovejas?|cerdas?|chanchas?|animal\w*|potrancas?|vaquillonas?)\b/.test(a.folded)
  )
    situations.splice(birth, 1);
  // A wet street one slipped or fell on ('patiné en los adoquines mojados') is where a fall happened, not water
  // damage.
  const wet = situations.findIndex((s) => s.id === 'agua');
  if (
    wet >= 0 &&
    /\b(patin\w*|resbal\w*|derrap\w*|me cai|se cayo|nos caimos|me caigo)\b/.test(a.folded) &&
    !/\b(cano|canos|cañeria|caneria|filtr\w*|inund\w*|gotera\w*|perdida|humedad|lluvia entr\w*|entro agua)\b/.test(
      a.folded,
    )
  )
    situations.splice(wet, 1);
  // Something of the person's that broke or was taken, named as a policy lists it or by that policy's own name
  // ('se me rompió la cometa', 'se me cayó el dron'), when nothing else names the situation: that thing's.
  if (situations.length === 0 && (a.damage || a.theft)) {
    const thing = ctx.policies.some(
      (p) => inForceThen(p, a, ctx.today) && (thingsListed(p, a, ctx).length > 0 || ownThingSaid(p, a, ctx)),
    );
    if (thing)
      situations.push(
        a.theft
          ? { id: 'cosa-robo', label: 'el robo de lo que contás', triggers: [], concepts: [...THEFT_FAMILY] }
          : THING_DAMAGE,
      );
  }
  // The mirror or the lens of a thing a policy lists ('se rajó el espejo del telescopio'): that thing's damage,
  // not a window's glass.
  if (
    situations.some((x) => x.id === 'cristales') &&
    !/\b(ventana\w*|vidriera\w*|puerta\w*|mampara\w*|ventanal\w*|vidrio de la|vidrios de la)\b/.test(a.folded) &&
    ctx.policies.some((p) => inForceThen(p, a, ctx.today) && !p.kinds.has('home') && thingsListed(p, a, ctx).length > 0)
  ) {
    dropSituation(situations, 'cristales');
    situations.push(THING_DAMAGE);
  }
  // A bike said to have no insurance of its own, taken from the house ('su bici, que no tenía seguro'): the
  // home's contents, never the person's other bike's policy.
  // (Of the conversation too: 'y qué hay que hacer para reclamar?' after it.)
  const bikeTheft = situations.findIndex((x) => x.id === 'hurto-bici');
  const toldBike = `${a.folded} ${a.carriedFolded ?? ''}`;
  if (
    bikeTheft >= 0 &&
    /\b(no (tenia|tiene|tenian|tienen|estaba|esta|estaban) (seguro|asegurad[oa]s?)|sin seguro)\b/.test(toldBike) &&
    (BREAK_IN.test(toldBike) || AT_HOME.test(toldBike))
  ) {
    situations.splice(bikeTheft, 1);
    if (!situations.some((x) => x.concepts.includes('hurto-contenido')))
      situations.push({ ...THEFT.home, concepts: ['hurto-contenido'], triggers: [] });
  }
  // A storm that broke the living's glass: the glass's cover answers it, not the car's hail.
  if (situations.some((x) => x.id === 'cristales') && !objects.has('car') && !objects.has('carPart'))
    dropSituation(situations, 'granizo');
  // A cover the question names by its row's own word ('cuánto cubren los cristales?' of «Rotura de Cristales»):
  // of the readings of one event, the one of that row ('para robar' is then the glass, not a theft).
  const spaced = ` ${a.folded} `;
  const rowAsked = ctx.policies
    .flatMap((p) => p.coverages)
    .filter((c) => c.folded.split(' ').some((t) => t.length >= 6 && !ROW_WORDS.has(t) && spaced.includes(` ${t} `)))
    .flatMap((c) => c.concepts);
  const asked = situations.filter((x) => x.concepts.some((id) => rowAsked.includes(id)));
  if (asked.length > 0)
    situations = situations.filter(
      (x) => asked.includes(x) || !x.id.startsWith('hurto') || !asked.some((y) => sameDomain(x, y)),
    );
  return dedupe(situations);
}

/** Whether what a lightning bolt struck ('un rayo al contenedor') is a thing one of the person's policies names. */
function struckThingListed(folded: string, ctx: WalletContext): boolean {
  // ('le' of a thing it names after: 'me parte un rayo en la cancha' is the person, wherever.)
  const struck = /\b(?:le|les) (?:\w+ )?un rayo (?:al|a la|a los|a las) (\w+)/.exec(folded)?.[1];
  if (!struck || struck.length < 4 || !namesAThing(struck)) return false;
  return ctx.policies.some((p) =>
    mentionsWord(
      fold([p.policy.cobertura ?? '', p.policy.descripcionBien ?? '', ...p.coverages.map((c) => c.folded)].join(' ')),
      struck,
    ),
  );
}

// Damage to a thing a policy lists, whatever it is ('se me cayó el dron', 'se rajó la lente del microscopio').
const THING_DAMAGE: Situation = {
  id: 'cosa-dano',
  label: 'el daño de lo que contás',
  triggers: [],
  concepts: ['danos-accidentales', 'equipos-danos'],
};

// Words of many rows' names, that name no one cover.
const ROW_WORDS = new Set(
  'responsabilidad civil total parcial propios gastos medicos contenido general equipos daños danos accion directa perdida asistencia extracontractual incendio hurto robo accidente accidentes personales'.split(
    ' ',
  ),
);

/** A row for accidents only ('Gastos Médicos por Accidente'), not one that says illness too. */
function accidentOnlyRow(c: WalletCoverage): boolean {
  return /\baccident/.test(c.folded) && !/\benfermedad\b/.test(c.folded);
}
const NOT_ACCIDENT =
  /\b(por desgaste|de desgaste|por el desgaste|sin golpe|sin accidente|sin ningun golpe|de viejo|por la edad|cronic[oa]|de nacimiento|congenit\w*|hereditari\w*|muelas? de(l)? juicio|caries|ortodoncia|tratamiento de conducto)\b/;
const CAUSED_DAMAGE: Situation = {
  id: 'danos-causa',
  label: 'los daños a tu auto',
  triggers: [],
  concepts: ['danos-propios'],
  categories: ['car'],
};
const CONTENTS_SAID = /\b(cosas de adentro|lo de adentro|contenido|muebles|mis cosas|las cosas|pertenencias)\b/;
const CRASH_SAID =
  /\b(choque|choco|chocaron|chocamos|chocar|colision|marcha atras|contra (un|una|el|la)|volc\w*|vuelco|le di|me dieron|me pego|me pegaron)\b/;
const UNHURT = /\bni (un|una) (raspon|rasguno|moreton|chichon|rasponcito)\b|\bno (se|le) (hizo|paso) nada\b/;
const GUEST_HURT =
  /\b(amig[oa]s?|invitad[oa]s?|visitas?|visitantes?|turistas?|clientes?|clienta|alumn[oa]s?|estudiantes?|pacientes?|socios?|socias?|huesped(es)?|pasajer[oa]s?|vecin[oa]s?|alguien|una persona|un senor|una senora|el plomero|el electricista|el sanitario|un obrero|la empleada|el jardinero|un tipo|una mina|un nene|una nena|un nino|una nina|un guri|una gurisa|los gurises|los ninos|un pibe|una piba|un chiquilin|una chiquilina|un chico|una chica)\b[^.?!]{0,80}\b(se (resbal\w*|cayo|cae|caiga|cayera|corto|corta|golpe\w*|lastim\w*|quebr\w*|fractur\w*|rompio|quem\w*|tropiez\w*|tropez\w*|doblo|torcio|partio)|tropez\w*)\b/;
// The person's home, or premises a policy of theirs insures where others come (a shop, a winery's cellar).
const AT_HOME =
  /\b(en (mi |la |nuestra )?casa|(mi|la|nuestra) vereda|piscina|pileta|escalera|patio|jardin|balcon|terraza|(seguro|poliza) (de|del) (la )?(casa|hogar|apto|apartamento|depto)|(en|a) (el|la|mi|nuestro|nuestra) (local|negocio|bodega|cava|predio|comercio|oficina|consultorio|tienda|restaurante|cafeteria|taller|galpon|deposito|salon|bar|planta|clinica|veterinaria|escuela)|al (local|negocio|comercio|consultorio|restaurante|taller|galpon|deposito|salon|bar)|degustacion|visita guiada|ascensor|hall|palier|azotea|garaje del edificio|del edificio|al edificio|partes comunes)\b/;
const FROM_A_PLACE =
  /\b(maceta|macetas|balcon|arbol|rama|tejas?|pelota|antena|toldo|muro|cerco|fachada|revoque|cornisa|mamposteria|del techo|de la azotea|de la terraza|de la ventana|del edificio)\b/;
const OTHERS_THING =
  /\b(rompio|rompi|rompieron|dano|danio|danaron|golpeo|choco contra|cayo (sobre|en|arriba de)|aplasto|rayo)\b[^.?!]{0,50}\b(del|de la|de los|de las|de un|de una|al|a la|a un|a una) (vecin[oa]s?|tercer[oa]s?|otra persona|senor|senora)\b/;
const OWN_PET_BIT =
  /\b(mi|mis|nuestro|nuestra) (perr[oa]s?|perrit[oa]|gat[oa]|cachorr[oa]|mascota)\b(?:(?!\b(?:un|una|unos|unas|otro|otra|si)\b)[^.?!]){0,25}\b(?<!\b(me|nos|lo|la|los|las) )(le |les )?(muerde|mordio|muerda|mordiera|mordiese|ataca|ataco|ataque|atacara|arañ\w+|aran\w+)\b(?! a (mi|nuestro|nuestra)\b)/;
const CAUSES_OF_DAMAGE: ConceptId[] = ['agua', 'inundacion', 'granizo', 'incendio', 'electrico'];
const BREAK = '(romp\\w*|rot[oa]s?|raj\\w*|quebr\\w*|parti\\w*|estall\\w*|astill\\w*|fisur\\w*|trizad\\w*)';
const GLASS = '(vidrio|vidrios|cristal\\w*|ventana\\w*|ventanal\\w*|parabrisas|luneta|vidriera\\w*|espejo\\w*)';
// (Within one clause: 'la ventana del cuarto de la bebé se rajó', not 'los vidrios del hall y se quebró la muñeca'.)
const GLASS_BROKEN = new RegExp(
  `\\b${BREAK}(\\s+(?!y\\b|e\\b|pero\\b)\\w+){0,4}\\s+${GLASS}\\b|\\b${GLASS}(\\s+(?!y\\b|e\\b|pero\\b)\\w+){0,6}\\s+${BREAK}`,
);
const THIRD_PARTY_SITUATION = SITUATIONS.find((s) => s.id === 'terceros')!;
/** The kinds whose liability answers what happens at a place or with a thing, not driving. */
const PLACE_LIABILITY: Category[] = ['home', 'accidentes', 'comercio', 'mascota', 'other', 'profesional'];
const EMPLOYEE_HURT =
  /\b(emplead[oa]s?|peon|peones|operari[oa]s?|mi cajer[oa]|trabajador(a|es)?|porter[oa]|caser[oa]|encargad[oa] del edificio|sereno|limpiador[a]?)\b[^.?!]{0,60}\b(se (le )?(corto|lastimo|cayo|quebro|fracturo|golpeo|resbalo|quemo)|tuvo un accidente|se accidento)\b/;
const WORK_ACCIDENT = SITUATIONS.find((s) => s.id === 'accidente-laboral')!;

const RIDING =
  /\b(andando|andaba|iba|ibamos|yendo|arriba|subido|subida) (en|de|del) (el |la |mi )?(monopa\w*|scooter|bici\w*)\b|\b(en|desde) (el|la|mi) (monopa\w*|scooter|bici\w*)\b/;

// Where an injury happened that is not riding a vehicle.
const ELSEWHERE =
  /\b(jugando|futbol|partido|cancha|gimnasio|corriendo|caminando|escalera|ducha|bano|cocina|en casa|en el trabajo|en el laburo|trabajando|laburando)\b/;
const PERSON_LABEL: Partial<Record<ConceptId, string>> = {
  muerte: 'la muerte',
  invalidez: 'la invalidez',
  'gastos-medicos': 'los gastos médicos',
};
const WHOLE_RIDE: Partial<Record<Category, string>> = {
  bike: 'la bici entera',
  movilidad: 'el monopatín entero',
  moto: 'la moto entera',
  car: 'el auto entero',
};
const RIDDEN: Partial<Record<Category, string>> = { bike: 'bici', movilidad: 'monopatín', moto: 'moto', car: 'auto' };
const VEHICLE_POLICY: Category[] = ['car', 'soa', 'moto', 'bike', 'movilidad'];
const PERSON_CONCEPTS = new Set<ConceptId>(['muerte', 'invalidez', 'gastos-medicos']);

const VEHICLE_KINDS: Partial<Record<ObjectKind, Category[]>> = {
  bike: ['bike'],
  scooter: ['movilidad'],
  moto: ['moto'],
  car: ['car', 'soa'],
};

const CAR_LOCK: Situation = {
  id: 'cerradura-auto',
  label: 'la rotura de la cerradura de tu auto',
  triggers: [],
  concepts: ['cerraduras'],
  categories: ['car'],
};
const CAR_TAKEN =
  /\b(me|nos) (robaron|afanaron|llevaron|choreo|chorearon) (el|mi|la) (auto|coche|camioneta|vehiculo|nave)\b|\bse (llevaron|robaron|afanaron) (el|mi|la) (auto|coche|camioneta|vehiculo|nave)\b/;

/** Where in the question a field is first asked (its words as written there); the end when not found. */
function askedAt(a: Analysis, intent: Intent): number {
  const words: string[] = [...(INTENT_WORDS[intent] ?? [])];
  if (intent === 'number') words.push('numero', 'nro');
  if (intent === 'insurer') words.push('aseguradora', 'compania', 'empresa', 'quien me asegura');
  const found = words.map((w) => ` ${a.folded} `.indexOf(` ${w} `)).filter((i) => i >= 0);
  return found.length > 0 ? Math.min(...found) : Number.MAX_SAFE_INTEGER;
}

function dedupe(situations: Situation[]): Situation[] {
  const seen = new Set<string>();
  return situations.filter((s) => (seen.has(s.id) ? false : (seen.add(s.id), true)));
}

const cite = (p: WalletPolicy, source: string) => `【${p.label}:${source}】`;
const sum = (c: WalletCoverage) =>
  c.sum !== null && c.sum > 0 ? `, con una suma asegurada de ${formatUsd(c.sum)}` : '';

const STRUCTURED: Intent[] = [
  'expiry',
  'start',
  'price',
  'number',
  'deductible',
  'limit',
  'payment',
  'declared',
  'insurer',
  'holder',
  'plan',
];

const HANDOFF_TEXT =
  'Si querés hablar con una persona del equipo, escribinos desde «Contactanos» y te respondemos a la brevedad. ' +
  'Si necesitás iniciar o seguir un reclamo, podés hacerlo desde «Reclamos de Siniestros».';

const EMERGENCY_TEXT: Record<Exclude<Emergency, null>, string> = {
  injury:
    'Si hay alguien lastimado, lo primero es llamar al 911 (emergencias). Cuando todos estén a salvo, seguimos con el seguro.',
  fire: 'Si hay fuego o humo, salí del lugar con todos y llamá ya a Bomberos al 104 (o al 911). No intentes apagar un fuego eléctrico con agua. Cuando todos estén a salvo, seguimos con el seguro.',
  flood:
    'Si el agua está subiendo: cortá la luz desde el tablero solo si podés hacerlo sin tocar agua, subí a un lugar alto y, si hay peligro, llamá al 911. Cuando todos estén a salvo, seguimos con el seguro.',
  gas: 'Si hay olor a gas: no prendas ni apagues luces ni aparatos, no hagas fuego, abrí puertas y ventanas, salí del lugar y llamá a Bomberos al 104 (o al 911). Cuando todos estén a salvo, seguimos con el seguro.',
  crime:
    'Si te están robando ahora, no te enfrentes ni salgas: quedate en un lugar seguro y llamá al 911. Cuando estés a salvo, seguimos con el seguro.',
};

const SAFE_FIRST =
  'Cuando estén a salvo, contame qué pasó y te digo qué te cubre y qué pasos seguir con tu aseguradora.';

const COMPLAINT_TEXT =
  'Perdón si no te estoy ayudando como esperabas. Si preferís que te atienda una persona del equipo, escribinos desde «Contactanos» y te respondemos a la brevedad; para un reclamo de un siniestro, desde «Reclamos de Siniestros».';

const HELP_TEXT =
  '¡Hola! Soy Amparo. Te puedo contar qué póliza te cubre en cada situación, por cuánto, cuándo vence cada una, ' +
  'cuánto pagás, tus números de póliza y qué hacer después de un siniestro. ¿Qué querés saber?';

const CLARIFY_TEXT =
  'No estoy segura de haber entendido tu consulta. ¿Me contás qué pasó o qué querés saber de tus pólizas? ' +
  'Por ejemplo: "¿qué me cubre si se rompe un caño?" o "¿cuándo vence mi seguro de hogar?".';

const OFF_TOPIC_TEXT =
  'De eso no sé, lo mío son los seguros 🙂. Te puedo ayudar con tus pólizas: qué te cubre en cada situación, por cuánto, cuándo vencen, cuánto pagás y qué hacer después de un siniestro.';

const OTHERS_TEXT =
  'No puedo darte datos de pólizas de otras personas: solo puedo contarte lo de tus propias pólizas, las de tu billetera. Si la otra persona quiere consultar las suyas, puede hacerlo desde su propia cuenta.';

const EMPTY_TEXT =
  'Todavía no tenés pólizas en tu billetera, así que no puedo decirte qué te cubre. Podés cargar las que ya tenés desde «Tus seguros» o pedir una propuesta desde «Explorar nuevos».';

const hasKind = (p: WalletPolicy, kinds: Iterable<Category>) => [...kinds].some((k) => p.kinds.has(k));
const expired = (p: WalletPolicy, today: string) =>
  p.policy.fechaVencimiento !== null && p.policy.fechaVencimiento !== undefined && p.policy.fechaVencimiento < today;
/**
 * In force today, or when what the question tells happened ('a mediados de octubre… llegó un jarrón partido', of a
 * policy that ended on 20 October): a past event inside its dates.
 */
function inForceThen(p: WalletPolicy, a: Analysis, today: string): boolean {
  if (!expired(p, today)) return true;
  const when = eventTime(a, today);
  return (
    when !== null &&
    when.past &&
    when.to <= p.policy.fechaVencimiento! &&
    (!p.policy.fechaEmision || when.from >= p.policy.fechaEmision.slice(0, 7))
  );
}

/** The policies a question names (kind, insurer, number); all when it names none. */
/**
 * 'el seguro de la moto' is the moto's policy, not also its SOA (the compulsory one, asked for by name):
 * the SOA stays only when the question names it or it is the only one.
 */
function withoutUnnamedSoa(a: Analysis, policies: WalletPolicy[]): WalletPolicy[] {
  if (a.categories.has('soa') || a.policyNamed.has('soa')) return policies;
  const main = policies.filter((p) => !p.kinds.has('soa'));
  return main.length > 0 ? main : policies;
}

/**
 * The policies a kind's one-word name, said in the question, names by their own name when none is of that kind
 * ('la garantía' of a «Garantía Extendida Electrodomésticos» in a wallet with no rent guarantee).
 */
function namedByKindWord(policies: WalletPolicy[], kinds: Iterable<Category>, folded: string): WalletPolicy[] {
  const said = ` ${folded} `;
  const words = [...kinds]
    .flatMap((k) => CATEGORY_WORDS[k] ?? [])
    .filter((w) => !w.includes(' ') && said.includes(` ${w} `));
  // (By its family too, for a long word: 'un odontólogo' of «Consultorio Odontológico».)
  const family = (w: string, t: string) =>
    t === w || (w.length >= 7 && t.length >= 7 && t.slice(0, 6) === w.slice(0, 6));
  return policies.filter((p) => words.some((w) => tokens(p.policy.name ?? '').some((t) => family(w, t))));
}

/**
 * The policies a kind's word said in the question names among those of its kind, word by word, when the word is in
 * some of their names and not all ('apto' of «Hogar Apto Bella Vista» beside «Hogar Casa Young»).
 */
function kindWordNamed(a: Analysis, ctx: WalletContext): WalletPolicy[] {
  const spaced = ` ${a.folded} `;
  const out: WalletPolicy[] = [];
  for (const kind of a.categories) {
    const ofKind = ctx.policies.filter((p) => p.kinds.has(kind));
    for (const word of CATEGORY_WORDS[kind] ?? []) {
      if (word.includes(' ') || !spaced.includes(` ${word} `)) continue;
      const named = ofKind.filter((p) => tokens(p.policy.name ?? '').includes(word));
      if (named.length > 0 && named.length < ofKind.length) out.push(...named.filter((p) => !out.includes(p)));
    }
  }
  return out;
}

function targetPolicies(a: Analysis, ctx: WalletContext): { named: boolean; policies: WalletPolicy[] } {
  let policies = ctx.policies;
  let named = false;
  const byNumber = policies.filter((p) => {
    const number = p.policy.numeroPoliza ? p.policy.numeroPoliza.toLowerCase().replace(/[^a-z0-9]/g, '') : null;
    return number !== null && a.numbers.some((n) => n.length >= 4 && number.includes(n));
  });
  if (byNumber.length > 0) return { named: true, policies: byNumber };
  // 'el parabrisas del corolla', 'y en el fiat?': the policy of what the person names; a kind named beside it
  // adds that kind's policies, unless the named one is of that kind ('el seguro del auto del onix').
  // 'el soa del onix': of the policies a name says, those of the kind named too.
  // (Beside a policy its own words name, another that a kind's word names as its own name does: 'el de la casa de
  // Young o el del apto' of «Hogar Apto Bella Vista».)
  const byWords = namedByWords(a, ctx);
  const said =
    byWords.length > 0 ? [...byWords, ...kindWordNamed(a, ctx).filter((p) => !byWords.includes(p))] : byWords;
  const saidOfKind = said.filter((p) => hasKind(p, a.categories));
  // 'algún seguro de accidentes … trabajando en el food truck': a kind of cover for people, asked in so many
  // words, is asked of the wallet, whatever thing the question also names.
  const personKind = [...a.categories].find((k) => PERSON_KINDS.includes(k));
  const askedAsKind =
    saidOfKind.length === 0 &&
    !a.intents.has('compare') &&
    !/\bdiferencia\b/.test(a.folded) &&
    personKind !== undefined &&
    new RegExp(
      `\\b(seguros?|polizas?|plan|cobertura) (de|del|para) (${(CATEGORY_WORDS[personKind] ?? []).map((w) => w.replace(/^(seguro )?(de|del) /, '')).join('|')})\\b`,
    ).test(a.folded);
  const byName = askedAsKind ? [] : withoutUnnamedSoa(a, saidOfKind.length > 0 ? saidOfKind : said);
  if (byName.length > 0) {
    // (A premises said as a word of the named policy's own name, 'la garantía del alquiler del local' of «Garantía
    // de Alquiler Local…», adds no business beside it.)
    const ownName = new Set(byName.flatMap((q) => tokens(q.policy.name ?? q.label)));
    const kinds = [...a.categories].filter(
      (k) =>
        !POLICY_NAMED.some(([c, pattern]) => {
          if (c !== k) return false;
          const m = pattern.exec(a.folded);
          const word = m ? m[m.length - 1] : undefined;
          return word !== undefined && ownName.has(word);
        }),
    );
    const others = policies.filter(
      (p) => !byName.includes(p) && hasKind(p, kinds) && !byName.some((q) => hasKind(q, p.kinds)),
    );
    return { named: true, policies: [...byName, ...others] };
  }
  // 'my scooter' with no scooter policy and a motorbike's: in Uruguay a scooter is also a motorbike (a 'Ray ZR').
  if (
    /\bscooters?\b/.test(a.folded) &&
    a.categories.has('movilidad') &&
    !policies.some((p) => hasKind(p, ['movilidad'])) &&
    policies.some((p) => hasKind(p, ['moto']))
  ) {
    a.categories.delete('movilidad');
    a.categories.add('moto');
  }
  if (a.categories.size > 0) {
    named = true;
    // ('la garantía' with no rent guarantee and a «Garantía Extendida Electrodomésticos»: the kind's word, said
    // as that policy's name.)
    const ofKind = policies.some((p) => hasKind(p, a.categories))
      ? policies.filter((p) => hasKind(p, a.categories))
      : namedByKindWord(policies, a.categories, a.folded);
    // 'el seguro de hogar': the policies stored as a home, before one that only reads as one (an instruments
    // policy whose 'robo con violencia' is also a home's).
    // (Stored is what the person chose when loading it: a bee-keeping policy stored as 'other' is not a home,
    // though its fire and theft rows read as one; when none is stored so, the kind read from its name.)
    const chosen = ofKind.filter((p) => p.policy.category !== null && a.categories.has(p.policy.category as Category));
    const stored = chosen.length > 0 ? chosen : ofKind.filter((p) => a.categories.has(p.category));
    const storedKinds = new Set(stored.map((p) => p.category));
    policies = withoutUnnamedSoa(
      a,
      ofKind.filter((p) => stored.includes(p) || ![...p.kinds].some((k) => storedKinds.has(k) && a.categories.has(k))),
    );
    // 'el soa de la camioneta': the SOA, not the pickup's own policy beside it.
    if (/\bsoa (de la|del|de mi) /.test(a.folded) && policies.some((p) => p.kinds.has('soa')))
      policies = policies.filter((p) => p.kinds.has('soa'));
    // 'el seguro del apto', of two homes: the one whose own name says the kind's word ('Hogar Apto Bella Vista').
    else if (policies.length > 1 && a.categories.size === 1 && new Set(policies.map((p) => p.category)).size === 1) {
      const byWord = namedByKindWord(policies, a.categories, a.folded);
      if (byWord.length === 1) policies = byWord;
    }
  }
  if (a.insurers.size > 0) {
    named = true;
    policies = policies.filter((p) => p.policy.insurer !== null && a.insurers.has(p.policy.insurer));
  }
  // 'el seguro de las abejas': the policy whose text insures them; beside a kind named, both.
  const insuring = policiesInsuring(a, ctx);
  if (insuring && !(named && insuring.every((p) => policies.includes(p))))
    return {
      named: true,
      policies: named ? [...policies, ...insuring.filter((p) => !policies.includes(p))] : insuring,
    };
  return { named, policies };
}

/**
 * 'el seguro de las abejas': no name says it, but what some policies insure does (their cover text, rows or item:
 * «Cubre 120 colmenas… muerte de abejas»). Null when the question names no such thing, or every policy or none
 * says it. (Not a cover's own word: 'seguro de inundación' asks for a cover, not a policy about floods.)
 */
function policiesInsuring(a: Analysis, ctx: WalletContext): WalletPolicy[] | null {
  const thing = /\b(?:seguro|poliza|plan)s? (?:de|del|para)(?: (?:la|las|los|el|mi|mis))? ([a-z]{4,})\b/.exec(
    a.folded,
  )?.[1];
  if (
    !thing ||
    COMMON_WORDS.includes(thing) ||
    CATEGORY_TOKENS.has(thing) ||
    CONCEPTS.some((c) => c.pattern.test(thing))
  )
    return null;
  const insuring = ctx.policies.filter((p) =>
    mentionsWord(
      [p.policy.descripcionBien ?? '', p.policy.cobertura ?? '', ...p.coverages.map((c) => c.name)].join(' '),
      thing,
    ),
  );
  return insuring.length > 0 && insuring.length < ctx.policies.length ? insuring : null;
}

// What a policy of each kind usually covers in Uruguay, to say what one lacks ('¿qué NO me cubre?').
const TYPICAL: Partial<Record<Category, ConceptId[]>> = {
  car: ['rc', 'danos-propios', 'robo-total', 'robo-parcial', 'incendio', 'granizo', 'cristales', 'asistencia-mecanica'],
  moto: ['rc', 'danos-propios', 'robo-total', 'incendio'],
  home: ['incendio', 'hurto-contenido', 'agua', 'cristales', 'rc', 'electrico'],
  bike: ['robo-total', 'rc', 'danos-accidentales'],
  movilidad: ['robo-total', 'rc', 'danos-accidentales'],
};

/** The usual covers of the policy's kind that it lacks, by label; own damage paid only as a total loss too. */
function typicalLacking(p: WalletPolicy): string[] {
  const has = (id: ConceptId) => p.coverages.some((c) => c.concepts.includes(id)) || p.coberturaConcepts.includes(id);
  const lacking: string[] = [];
  for (const id of TYPICAL[p.category] ?? []) {
    if (id === 'danos-propios' && has(id)) {
      const own = p.coverages.filter((c) => c.concepts.includes(id));
      if (own.length > 0 && own.every((c) => c.totalOnly))
        lacking.push('los daños parciales a tu propio vehículo (solo la pérdida total)');
      continue;
    }
    // (A bike's or scooter's own damage may come as 'daños propios'.)
    if (id === 'danos-accidentales' && has('danos-propios')) continue;
    if (!has(id)) lacking.push(conceptLabel(id));
  }
  return lacking;
}

// Acronyms of policy names and what they stand for.
const ACRONYMS: Record<string, string> = { rc: 'responsabilidad civil', ap: 'accidentes personales' };
const NUMBER_WORD = /^(uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|cien|mil)$/;
const BEFORE_NAME = new Set(['el', 'del', 'al', 'mi', 'este', 'ese', 'la']);

/** The policies whose own words (brand, model, place: `nameWords`) the question says. */
function namedByWords(a: Analysis, ctx: WalletContext): WalletPolicy[] {
  const words = a.folded.split(' ');
  const said = new Set(words);
  // A model that is a number or a function word ('el Uno') names the vehicle only after an article or a
  // possessive ('si me pasa algo a uno' names nothing); a pet called 'Luna' is named by its name alone.
  const saidAsName = (w: string) =>
    !(COMMON_WORDS.includes(w) || NUMBER_WORD.test(w)) ||
    words.some((x, i) => x === w && i > 0 && BEFORE_NAME.has(words[i - 1]!));
  const spaced = ` ${a.folded} `;
  // 'lo de la mercadería', 'el de la lancha': a word of one policy's name, said as what the policy is about.
  const about = [...a.folded.matchAll(/\b(lo|el|la|los|las) (de|del) (la |el |los |las |mi )?([a-z]{5,})\b/g)].map(
    (m) => m[4]!,
  );
  const aboutOne = (p: WalletPolicy) => {
    const own = tokens(p.policy.name ?? p.label);
    return about.some(
      (w) => own.includes(w) && !ctx.policies.some((q) => q !== p && tokens(q.policy.name ?? q.label).includes(w)),
    );
  };
  // 'el tractor', 'el seguro escolar', 'en el escolar': a dictionary word of one policy's name said as a thing.
  const asThing = (p: WalletPolicy) =>
    p.nameNouns.some((n) => {
      const forms = [n, n.replace(/e?s$/, '')].filter((f) => f.length >= 4);
      // A word the engine knows for a situation ('colegio') names the policy only said as one: 'el seguro
      // del colegio'; another ('la cosechadora') also as a thing. ('laburando en el almacén' is where
      // something happened, not the shop's policy named.)
      const before = DOMAIN.has(n)
        ? // ('choqué con la doblo', 'el deducible de la cerrajería': a thing after a preposition and its article is a
          // thing, never the verb; 'de la' not of a vehicle, where things are: 'las herramientas de la doblo'.)
          // ('le sacaron los espejos a la grúa': what was done to a vehicle of theirs names it.)
          `((seguros?|polizas?|plan|planes|coberturas?|responsabilidad civil|rc)( (de|del|de la|de los|de mi|para el|para la))?|(el|la|lo|del|al) (de|del|de la|de los)|(con|contra${VEHICLE_POLICY.some((k) => p.kinds.has(k)) ? '|a' : '|de'}) (el|la|mi))`
        : `${a.situations.length > 0 ? '(?<!\\ben )' : ''}(el|la|los|las|del|al|mi|seguros?|polizas?|plan|planes|coberturas?|responsabilidad civil|rc)( (de|del|de la|de los|de mi|para el|para la))?`;
      return forms.some((f) => new RegExp(`\\b${before} ${f}(e?s)?\\b`).test(a.folded));
    });
  // 'el bajo', 'mi ampli': a thing the policy describes, said as one (a shortened word too: 'ampli', 'compu').
  const itsThing = (p: WalletPolicy) =>
    p.thingWords.some((t) =>
      words.some(
        (w, i) =>
          i > 0 &&
          ['el', 'la', 'los', 'las', 'mi', 'mis', 'del', 'al'].includes(words[i - 1]!) &&
          // ('se prendió fuego en el campo': where it happened, not the thing a policy describes.)
          !(a.situations.length > 0 && words[i - 2] === 'en') &&
          w.length >= 4 &&
          (w === t || (w.length >= 5 && t.startsWith(w)) || t === `${w}s` || w === `${t}s`),
      ),
    );
  // 'la rc deportiva', 'la rc': two words of one policy's name said in the question, or an acronym of it
  // said after an article.
  const nameTokens = (p: WalletPolicy) =>
    new Set(
      tokens(p.policy.name ?? p.label).filter((t) => t.length >= 2 && !/\d/.test(t) && !COMMON_WORDS.includes(t)),
    );
  const sayIt = (t: string) => said.has(t) || said.has(t.replace(/e?s$/, '')) || said.has(`${t}s`);
  // (Words of kinds and insurers, 'soa', 'moto', 'bse', name a kind or an insurer: one word of its own at least.)
  const ownWord = (t: string) => !CATEGORY_TOKENS.has(t) && !INSURER_TOKENS.has(t);
  const byTwo = ctx.policies.filter((p) => {
    const spoken = [...nameTokens(p)].filter(sayIt);
    return spoken.length >= 2 && spoken.some(ownWord);
  });
  const acronym = (p: WalletPolicy) =>
    [...nameTokens(p)].some(
      (t) =>
        /^[^aeiou]{2,3}$/.test(t) &&
        !ctx.policies.some((q) => q !== p && nameTokens(q).has(t)) &&
        (new RegExp(`\\b(la|el|del|de la|al|de|la de|el de) ${t}\\b`).test(a.folded) ||
          // ('el seguro de responsabilidad civil' of the «RC Gastronómica…»: the acronym said in full.)
          (ACRONYMS[t] !== undefined &&
            new RegExp(`\\b(seguros?|polizas?|el|la) (de|del) (la )?${ACRONYMS[t]}\\b`).test(a.folded))),
    );
  const byOwnWord = (p: WalletPolicy, inName: boolean) =>
    p.nameWords.some(
      (w) => said.has(w) && !DOMAIN.has(w) && saidAsName(w) && tokens(p.policy.name ?? p.label).includes(w) === inName,
    );
  // 'el seguro del jardín' of «Jardín Caracolitos» beside «Garantía de Alquiler Local del Jardín»: a word two
  // names share names the one it heads, not the one it completes.
  const heads = (p: WalletPolicy) => {
    const head = nameHead(p);
    return (
      head !== undefined &&
      head.length >= 4 &&
      ownWord(head) &&
      !COMMON_WORDS.includes(head) &&
      new RegExp(`\\b(el|la|del|al|de la) ${head}\\b`).test(a.folded) &&
      ctx.policies.some(
        (q) =>
          q !== p &&
          tokens(q.policy.name ?? q.label)
            .slice(1)
            .includes(head),
      ) &&
      !ctx.policies.some((q) => q !== p && nameHead(q) === head)
    );
  };
  // A model of letters and a number, the number said in words: 'la n trescientos' of «Chevrolet N300».
  const withDigits = numbersInWords(a.folded);
  const modelSaid = (p: WalletPolicy) =>
    withDigits !== a.folded &&
    tokens(p.policy.name ?? p.label).some((t) => {
      const m = /^([a-z]{1,3})(\d{2,4})$/.exec(t);
      return m !== null && new RegExp(`\\b${m[1]} ?${m[2]}\\b`).test(withDigits);
    });
  const byName = ctx.policies.filter(
    (p) =>
      heads(p) ||
      modelSaid(p) ||
      (byTwo.length === 1 && byTwo[0] === p) ||
      acronym(p) ||
      byOwnWord(p, true) ||
      p.namePairs.some((pair) => spaced.includes(` ${pair} `)) ||
      aboutOne(p) ||
      asThing(p),
  );
  // (A policy the question calls by its name goes before one a word of its description names: 'le presté el gol
  // a un alumno… el hermano tiene libreta' is the Gol's, though the moto is 'para la libreta de moto'.)
  if (byName.length > 0) return byName;
  const named = ctx.policies.filter((p) => byOwnWord(p, false) || itsThing(p));
  return named.length > 0 ? named : (a.carriedNames ?? []);
}

function describeTarget(a: Analysis): string {
  const kinds = [...a.categories].map((c) => CATEGORY_NAMES[c] ?? c);
  const insurers = [...a.insurers].map((i) => i.toUpperCase());
  if (kinds.length > 0)
    return `un seguro de ${kinds.join(' o ')}${insurers.length ? ` en ${insurers.join(' o ')}` : ''}`;
  if (insurers.length > 0) return `una póliza de ${insurers.join(' o ')}`;
  return 'esa póliza';
}

/** A deductible as written, or in USD when it is a bare amount; null when there is none (0). */
function deductibleText(p: WalletPolicy): string | null | undefined {
  const raw = p.policy.deducible === null || p.policy.deducible === undefined ? '' : String(p.policy.deducible).trim();
  if (!raw) return undefined;
  // 'USD 0', 'U$S 0,00', 'sin deducible': none.
  if (/^((usd|u\$s|us\$|\$)\s*)?0+([.,]0+)?$/i.test(raw) || /^(sin deducible|no tiene|no aplica|ninguno)$/i.test(raw))
    return null;
  if (/^\d+([.,]\d+)?$/.test(raw)) {
    const value = Number(raw.replace(',', '.'));
    return value === 0 ? null : formatUsd(value);
  }
  return raw;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Each installment when a price is paid in several. */
export function installment(p: WalletPolicy): number | null {
  const { cuotas } = p.policy;
  const total = p.policy.price ?? p.policy.premioTotal;
  if (!cuotas || cuotas <= 1 || total === null || total === undefined || total <= 0) return null;
  return round2(total / cuotas);
}

function priceLine(p: WalletPolicy): string {
  const { policy } = p;
  const parts: string[] = [];
  if (policy.price !== null && policy.price > 0)
    parts.push(`cuesta ${formatUsd(policy.price)}${cite(p, FIELD_SOURCES.price)}`);
  if (policy.prima !== null && policy.prima > 0)
    parts.push(`la prima es de ${formatUsd(policy.prima)}${cite(p, FIELD_SOURCES.prima)}`);
  if (policy.premioTotal !== null && policy.premioTotal > 0) {
    parts.push(`el premio total es de ${formatUsd(policy.premioTotal)}${cite(p, FIELD_SOURCES.premioTotal)}`);
  }
  if (policy.cuotas !== null && policy.cuotas > 0 && parts.length > 0) {
    const each = installment(p);
    parts.push(
      policy.cuotas === 1
        ? `en un solo pago${cite(p, FIELD_SOURCES.cuotas)}`
        : `en ${policy.cuotas} cuotas${cite(p, FIELD_SOURCES.cuotas)}${each !== null ? ` de ${formatUsd(each)}` : ''}`,
    );
  }
  return parts.length ? `Tu ${p.label}: ${parts.join(', ')}.` : `En tu ${p.label} no figura el costo.`;
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
            `Tu ${p.label} ${past ? 'venció' : 'vence'} el ${formatDate(policy.fechaVencimiento)}${cite(p, FIELD_SOURCES.expiry)}${past ? ': ya no está vigente. Si querés uno nuevo, podés pedir una propuesta desde «Explorar nuevos»' : ''}.` +
              renewalNote(policy.tipoRenovacion),
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
      case 'price':
        lines.push(priceLine(p));
        break;
      case 'plan':
        lines.push(
          policy.plan?.trim()
            ? `Tu ${p.label} es del plan ${policy.plan.trim()}.`
            : `De tu ${p.label} no tengo cargado el plan.`,
        );
        break;
      case 'number':
        lines.push(
          policy.numeroPoliza
            ? `El número de tu ${p.label} es ${policy.numeroPoliza}${cite(p, FIELD_SOURCES.number)}.`
            : `Tu ${p.label} todavía no tiene número de póliza cargado.`,
        );
        break;
      case 'deductible': {
        const deductible = deductibleText(p);
        lines.push(
          deductible === null
            ? `Tu ${p.label} no tiene deducible${cite(p, FIELD_SOURCES.deductible)}.`
            : deductible
              ? `El deducible de tu ${p.label} es ${deductible}${cite(p, FIELD_SOURCES.deductible)}.`
              : (noDeductibleInGuide(p) ?? `En tu ${p.label} no figura un deducible.`),
        );
        break;
      }
      case 'limit':
        lines.push(
          policy.limite?.trim()
            ? `El límite de tu ${p.label} es ${policy.limite.trim()}${cite(p, FIELD_SOURCES.limit)}.`
            : `En tu ${p.label} no figura un límite general; te puedo decir la suma asegurada de cada cobertura.`,
        );
        break;
      case 'payment': {
        const method = policy.metodoPago;
        lines.push(
          method
            ? `Tu ${p.label} se paga con ${PAYMENT_NAMES[method] ?? method}${cite(p, FIELD_SOURCES.payment)}.`
            : `En tu ${p.label} no figura el medio de pago.`,
        );
        break;
      }
      case 'declared':
        lines.push(
          policy.declaredValue !== null && policy.declaredValue > 0
            ? `El valor declarado de tu ${p.label} es ${formatUsd(policy.declaredValue)}${cite(p, FIELD_SOURCES.declaredValue)}.`
            : `En tu ${p.label} no figura el valor declarado.${vehicleSum(p)}`,
        );
        break;
      case 'holder':
        lines.push(
          policy.titular?.trim()
            ? `Tu ${p.label} está a nombre de ${policy.titular.trim()}${cite(p, FIELD_SOURCES.holder)}.`
            : `En tu ${p.label} no figura el titular.`,
        );
        break;
      case 'insurer':
        lines.push(
          p.insurerName
            ? `Tu ${p.label} es con ${p.insurerName}${p.policy.numeroPoliza ? `, póliza ${p.policy.numeroPoliza}${cite(p, FIELD_SOURCES.number)}` : ''}.`
            : `De tu ${p.label} no tengo cargada la aseguradora.`,
        );
        break;
      default:
        break;
    }
  }
  return lines;
}

const PAYMENT_NAMES: Record<string, string> = {
  tarjeta: 'tarjeta',
  link: 'link de pago',
  red_cobranza: 'red de cobranza (Abitab o Red Pagos)',
};

/** The sum of what the person pays for the policies in force (a total is the wallet's, computed once). */
export function totalOf(
  policies: WalletPolicy[],
  today: string,
  withExpired = false,
): { total: number; counted: WalletPolicy[] } {
  const counted = policies.filter((p) => (withExpired || !expired(p, today)) && priceOf(p) !== null);
  return { total: round2(counted.reduce((acc, p) => acc + priceOf(p)!, 0)), counted };
}

function priceOf(p: WalletPolicy): number | null {
  const value = p.policy.price ?? p.policy.premioTotal;
  return value !== null && value !== undefined && value > 0 ? value : null;
}

function priceSource(p: WalletPolicy): string {
  return p.policy.price !== null && p.policy.price !== undefined && p.policy.price > 0
    ? FIELD_SOURCES.price
    : FIELD_SOURCES.premioTotal;
}

// 'las tres pólizas', 'los 2 seguros': how many the person counts.
const COUNT_SAID = /\b(las|los|mis|ambas|ambos) (dos|2|tres|3|cuatro|4|cinco|5)\b|\b(ambas|ambos)\b/;
const COUNTS: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5, ambas: 2, ambos: 2 };
function countSaid(folded: string): number | null {
  const m = COUNT_SAID.exec(folded);
  if (!m) return null;
  const word = m[2] ?? m[3] ?? m[1]!;
  return COUNTS[word] ?? (Number(word) || null);
}

function totalAnswer(policies: WalletPolicy[], today: string, named = false, folded = ''): string {
  // 'cuánto pago por las tres' counting one that expired: the three, the expired one said as such.
  const said = countSaid(folded);
  const withExpired =
    said !== null && said === policies.length && policies.some((p) => expired(p, today) && priceOf(p) !== null);
  const { total, counted } = totalOf(policies, today, withExpired);
  if (withExpired && counted.length > 1) {
    const items = counted.map(
      (p) =>
        `- ${p.label}: ${formatUsd(priceOf(p)!)}${cite(p, priceSource(p))}${expired(p, today) ? ' (ya venció)' : ''}`,
    );
    return `Por todas tus pólizas pagás ${formatUsd(total)} en total (contando la que ya venció):\n${items.join('\n')}`;
  }
  if (counted.length === 0) return 'No tengo cargado el costo de tus pólizas vigentes.';
  if (counted.length === 1) return priceLine(counted[0]!);
  const items = counted.map((p) => `- ${p.label}: ${formatUsd(priceOf(p)!)}${cite(p, priceSource(p))}`);
  const left = policies.filter((p) => !counted.includes(p));
  const note = left.length
    ? `\nNo sumo ${left.map((p) => `tu ${p.label}${expired(p, today) ? ' (ya venció)' : ' (sin costo cargado)'}`).join(' ni ')}.`
    : '';
  return `En total pagás ${formatUsd(total)} por ${named ? 'esas pólizas' : 'tus pólizas vigentes'}:\n${items.join('\n')}${note}`;
}

function compareAnswer(policies: WalletPolicy[]): string | null {
  const priced = policies.filter((p) => priceOf(p) !== null).sort((x, y) => priceOf(y)! - priceOf(x)!);
  if (priced.length < 2) return null;
  const first = priced[0]!;
  const last = priced[priced.length - 1]!;
  const items = priced.map((p) => `- ${p.label}: ${formatUsd(priceOf(p)!)}${cite(p, priceSource(p))}`);
  return `La más cara es tu ${first.label} y la más barata tu ${last.label}:\n${items.join('\n')}`;
}

function soonAnswer(policies: WalletPolicy[], today: string): string | null {
  const coming = policies
    .filter((p) => p.policy.fechaVencimiento && p.policy.fechaVencimiento >= today)
    .sort((x, y) => x.policy.fechaVencimiento!.localeCompare(y.policy.fechaVencimiento!));
  const next = coming[0];
  if (!next) return null;
  return `La próxima en vencer es tu ${next.label}, el ${formatDate(next.policy.fechaVencimiento!)}${cite(next, FIELD_SOURCES.expiry)}.`;
}

function coverageList(p: WalletPolicy, today: string): string {
  if (p.coverages.length === 0) {
    if (p.policy.cobertura?.trim()) {
      const limit = p.policy.limite?.trim()
        ? `, con un límite de ${p.policy.limite.trim()}${cite(p, FIELD_SOURCES.limit)}`
        : '';
      const until = p.policy.fechaVencimiento;
      const ended =
        until && until < today
          ? ` Venció el ${formatDate(until)}${cite(p, FIELD_SOURCES.expiry)}: ya no está vigente.`
          : '';
      return `Tu ${p.label} tiene cobertura «${p.policy.cobertura.trim()}»${cite(p, FIELD_SOURCES.cobertura)}${limit}.${ended}`;
    }
    return `Tu ${p.label} no tiene coberturas cargadas todavía.`;
  }
  const items = p.coverages.map(
    (c) => `«${c.name}»${c.sum !== null && c.sum > 0 ? ` por ${formatUsd(c.sum)}` : ''}${cite(p, c.name)}`,
  );
  const until = p.policy.fechaVencimiento;
  // A policy that ended is said to have ended before what it covered ('cubierta hasta 2027' is false).
  if (until && until < today)
    return `Tu ${p.label} venció el ${formatDate(until)}${cite(p, FIELD_SOURCES.expiry)}: ya no está vigente. Cubría: ${items.join('; ')}.`;
  // An equipment policy is about the things it lists: said first.
  const things =
    p.kinds.has('equipos') && p.policy.descripcionBien?.trim() ? ` (asegura: ${p.policy.descripcionBien.trim()})` : '';
  return `Tu ${p.label}${things} incluye: ${items.join('; ')}.`;
}

function extras(p: WalletPolicy): string {
  const parts: string[] = [];
  const deductible = deductibleText(p);
  if (deductible) parts.push(`El deducible es ${deductible}${cite(p, FIELD_SOURCES.deductible)}.`);
  if (p.policy.limite?.trim()) parts.push(`El límite es ${p.policy.limite.trim()}${cite(p, FIELD_SOURCES.limit)}.`);
  return parts.join(' ');
}

function guideAnswer(p: WalletPolicy): string {
  if (!p.guide) {
    // No guide of this insurer for this kind of policy: the general steps, never another kind's.
    const insurer = p.insurerName ?? 'tu aseguradora';
    return `No tengo una guía de siniestros de ${insurer} para tu ${p.label}. En general: avisale a ${insurer} lo antes posible; guardá fotos, comprobantes y, si hubo lesionados, los informes médicos y las facturas; si hubo un robo, hacé la denuncia policial. También podés iniciar el reclamo desde «Reclamos de Siniestros».`;
  }
  const steps = p.guide.content.procedure.map((step) => `- ${step}`);
  const contacts = p.guide.content.contacts.filter((c) => c.phone).slice(0, 2);
  const critical = p.guide.content.criticalPoints.slice(0, 3);
  return [
    `Para tu ${p.label}, esto es lo que tenés que hacer${cite(p, FIELD_SOURCES.guide)}:`,
    ...steps,
    critical.length ? `Importante: ${critical.join(' ')}${cite(p, FIELD_SOURCES.guide)}` : '',
    contacts.length
      ? `Contacto: ${contacts.map((c) => `${c.label}, ${c.phone}${c.hours ? ` (${c.hours})` : ''}`).join('; ')}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function contactLine(p: WalletPolicy): string {
  const contact = p.guide?.content.contacts.find((c) => c.phone);
  return contact
    ? `Para pedirlo, llamá a ${p.insurerName ?? 'tu aseguradora'}: ${contact.label}, ${contact.phone}${contact.hours ? ` (${contact.hours})` : ''}${cite(p, FIELD_SOURCES.guide)}.`
    : `Para pedirlo, comunicate con ${p.insurerName ?? 'tu aseguradora'}.`;
}

/** The claims phone of each insurer of `policies` (one line per insurer), for a question that only asks whom to call. */
/** The time to report asked beside the phone ('y en cuánto tiempo hay que avisar?'). */
const DEADLINE_ASKED =
  /\b(cuanto tiempo|cuantos dias|cuantas horas|que plazo|plazo|hasta cuando tengo|how long|how many days|quanto tempo)\b/;

function phoneLines(policies: WalletPolicy[], deadline = false): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  // An insurer's general lines (home, car) before a product's own (bike).
  const order: Category[] = ['home', 'car', 'soa', 'accidentes', 'travel', 'bike', 'movilidad'];
  const rank = (p: WalletPolicy) => (order.indexOf(p.category) + order.length + 1) % (order.length + 1);
  for (const p of [...policies].sort((x, y) => rank(x) - rank(y))) {
    const insurer = p.policy.insurer ?? p.label;
    if (seen.has(insurer)) continue;
    seen.add(insurer);
    const contacts = p.guide?.content.contacts.filter((c) => c.phone).slice(0, 2) ?? [];
    lines.push(
      contacts.length
        ? `Para un siniestro con tu ${p.label}, llamá a ${p.insurerName ?? 'tu aseguradora'}: ${contacts.map((c) => `${c.label}, ${c.phone}${c.hours ? ` (${c.hours})` : ''}`).join('; ')}${cite(p, FIELD_SOURCES.guide)}.`
        : `No tengo el teléfono de siniestros de la aseguradora de tu ${p.label}; también podés iniciar el reclamo desde «Reclamos de Siniestros».`,
    );
    // (And the time to report, when asked too: 'a qué número llamo y en cuánto tiempo hay que avisar?'.)
    const within = deadline
      ? p.guide?.content.criticalPoints.find((x) => /\b\d+ (horas|dias|días)\b|\bplazo\b/i.test(x))
      : undefined;
    if (within) lines.push(`${within}${cite(p, FIELD_SOURCES.guide)}`);
  }
  return lines;
}

const ASKS_STEPS =
  /\b(que hago|que hacer|que tengo que hacer|que debo hacer|pasos|como sigo|como hago|procedimiento|denuncia|denunciar|documentos|papeles|plazo|cuanto tiempo tengo|cuantos dias tengo|hasta cuando tengo)\b/;
const ASKS_PHONE = /\b(telefonos?|numeros?|nro|whatsapp|contactos?|llamo|llamar|llamamos)\b/;

// Concepts where a policy's deductible is taken off what is paid (not assistance, not the person's body).
const DEDUCTIBLE_APPLIES = new Set<ConceptId>([
  'rc',
  'danos-propios',
  'danos-accidentales',
  'robo-total',
  'robo-parcial',
  'hurto-contenido',
  'hurto-equipos',
  'equipos-danos',
  'incendio',
  'granizo',
  'cristales',
  'cerraduras',
  'agua',
  'inundacion',
  'electrico',
]);

const FUTURE =
  /\b(tengo que|me tienen que|me van a|me voy|nos vamos|voy a|vamos|vamos a|vamos al|voy al|van al|vamos para|viajo|estoy por|si manana|manana si|me vuelvo|vuelvo a|sigo teniendo|voy a seguir|seguire|el mes que viene|la semana que viene|el ano que viene|proximo|proxima|que viene|dentro de|pienso|planeo|si me|si se|y si|si vuelve|vuelve a pasar|pasa de nuevo|si se repite|otra vez|programad[oa]s?|agendad[oa]s?|coordinad[oa]s?|para (?:el \d{1,2} de |mediados de |fines de |principios de )?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|se(?:p)?tiembre|octubre|noviembre|diciembre))\b/;

/**
 * When the question's event happens, as an ISO date range: a month it names (the last one for a past event,
 * the next one for a future one), or yesterday-like words; null when it does not say.
 */
// Streets named after a date ('en 18 de Julio', 'por 8 de Octubre'): places, not when something happened.
const DATE_STREET =
  /\b(en|por|sobre|de|avenida|av|calle|esquina|y) (18 de julio|8 de octubre|25 de mayo|26 de marzo|21 de setiembre|25 de agosto|19 de abril|20 de febrero|18 de mayo|1 de mayo)\b/g;

// A house that is someone else's ('una casa', 'la casa del cliente', 'la casa de mi suegra').
// ('me pidió que abra un apto': a locksmith opening someone's home.)
const OTHERS_HOUSE =
  /\b(en|a) una casa\b|\babr(a|o|i|io|ir|iendo|ieron|imos) (un|una) (apto|apartamento|depto|departamento|casa)\b|\bcasa (de|del) (un |una |mi |la |el )?(cliente|clienta|vecin\w*|amig\w*|senor\w*|suegr\w*|madre|padre|abuel\w*|novi\w*|herman\w*|tia|tio|otr[oa])\b/;

// Something told as past: a past-tense verb ('robaron', 'tuvimos', 'pasó', 'fue').
const PAST_CUE = /\b(\w+(aron|ieron|aste|iste)|paso|fue|fuimos|tuve|tuvimos|hubo|estuve|estuvimos)\b/;

// Feasts people date things by, as MM-DD from and to.
const FEASTS: Array<[RegExp, string, string]> = [
  [/\b(la )?semana (antes de|previa a) (la )?navidad\b/, '12-18', '12-24'],
  [/\b(apenas pas\w* (el )?ano nuevo|despues de ano nuevo|pasado ano nuevo)\b/, '01-01', '01-07'],
  // (Said as a deadline, 'volver después de Navidad', 'hasta fin de año', it is not when something happens.)
  [/(?<!\b(hasta|despues de|a partir de|antes de|para) )\b(navidad|nochebuena)\b/, '12-24', '12-25'],
  [/(?<!\b(hasta|despues de|a partir de|antes de|para) )\b(ano nuevo|fin de ano|nochevieja)\b/, '12-31', '01-01'],
  [/(?<!\b(hasta|despues de|a partir de|antes de|para) )\b(dia de )?reyes\b/, '01-06', '01-06'],
];

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];

function eventTime(a: Analysis, today: string): { from: string; to: string; past: boolean } | null {
  const folded = a.folded.replace(DATE_STREET, ' ');
  // ('si en enero estamos en Floripa y se enferma': a month said in a hypothetical is to come.)
  // ('ayer se prendió fuego… y si pasó al campo del vecino?': what happened yesterday stays past beside an 'if'.)
  const recent = /\b(ayer|anoche|hoy|recien|esta manana|esta noche)\b/.test(folded);
  // ('si entran a robar en febrero': a present after 'si' with nothing past is to come.)
  // ('y si la hubieran echado en octubre?': what would have happened is past, whatever 'si' it holds.)
  const counterfactual = /\bhubier\w* \w+(ad|id)[oa]s?\b/.test(folded);
  const future =
    !recent &&
    !counterfactual &&
    (FUTURE.test(folded) ||
      (a.hypothetical && !a.ownEvent) ||
      (/\bsi (\w+ ){0,2}\w+(an|en|amos|emos|imos)\b/.test(folded) && !PAST_CUE.test(folded)));
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // (A month said as a deadline, 'si no se recupera para enero', 'antes de marzo', is not when it happened;
  // 'programado para diciembre' is.)
  const named = MONTHS.findIndex((m) =>
    new RegExp(
      `(?<!\\b(hasta|antes de|despues de|a partir de|de aca a|de aqui a) (el mes de )?)(?<!(?<!\\b(programad|previst|agendad|fijad|planead|reservad|marcad|pactad)[oa]s? )\\bpara (el mes de )?)\\b${m === 'setiembre' ? 'se(p)?tiembre' : m}\\b`,
    ).test(folded),
  );
  // Days of the year said by their feast ('la semana antes de Navidad', 'apenas pasa Año Nuevo'): the next
  // ones, unless the question tells them as past.
  const feast = FEASTS.find(([words]) => words.test(folded));
  if (feast && named < 0) {
    const [, from, to] = feast;
    const past = !future && (a.ownEvent || PAST_CUE.test(folded)) && !a.hypothetical;
    const md = today.slice(5);
    const y = past ? (from <= md ? year : year - 1) : from >= md ? year : year + 1;
    const toYear = to < from ? y + 1 : y;
    return { from: `${y}-${from}`, to: `${toYear}-${to}`, past };
  }
  if (named >= 0) {
    const m = named + 1;
    // (A month just ahead said with nothing past, 'volvemos el 6 de diciembre' in November, is this year's.)
    const soon = !future && m > month && m - month <= 2 && !a.ownEvent && !PAST_CUE.test(folded);
    const y = future || soon ? (m >= month ? year : year + 1) : m <= month ? year : year - 1;
    const mm = String(m).padStart(2, '0');
    return { from: `${y}-${mm}-01`, to: `${y}-${mm}-31`, past: !future && !soon && `${y}-${mm}-01` <= today };
  }
  if (future) return { from: today, to: '9999-12-31', past: false };
  const daysAgo = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  if (/\b(ayer|anoche|hoy|recien|esta manana|esta noche)\b/.test(folded))
    return { from: daysAgo(2), to: today, past: true };
  // ('el martes', 'el finde': the last one before today.)
  const weekday = Date.parse(`${today}T12:00:00Z`) / 86_400_000;
  const dow = (Math.floor(weekday) + 4) % 7; // 0 = domingo
  // (The first said is when it happened: 'el finde nos robaron… el seguro lo sacamos el lunes'.)
  const at = (re: RegExp) => re.exec(folded)?.index ?? Infinity;
  const days = WEEKDAYS.map((d) => at(new RegExp(`\\b(el|del|este|el pasado|este pasado) ${d}\\b`)));
  const first = Math.min(...days);
  const weekend = at(/\b(el finde|el fin de semana)\b/);
  const coming = /\b(que viene|proximo)\b/.test(folded);
  if (first < weekend && !coming) {
    const back = (dow - days.indexOf(first) + 7) % 7 || 7;
    return { from: daysAgo(back), to: daysAgo(back), past: true };
  }
  if (weekend < Infinity && !coming) {
    // (The last Saturday and Sunday; said on a Sunday, that one.)
    return { from: daysAgo(dow + 1), to: daysAgo(dow), past: true };
  }
  if (/\b(la semana pasada|el otro dia)\b/.test(folded)) return { from: daysAgo(14), to: today, past: true };
  if (/\bel mes pasado\b/.test(folded)) return { from: daysAgo(62), to: daysAgo(28), past: true };
  // (Not when a thing was put in or bought, 'el nylon lo pusimos el año pasado': its age, not the event's date.)
  if (
    /\bel ano pasado\b/.test(folded) &&
    !/\b(pusimos|puse|instalamos|instale|compramos|compre|cambiamos|cambie|colocamos|coloque|hicimos|hice) (\w+ )?el ano pasado\b/.test(
      folded,
    )
  )
    return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31`, past: true };
  return null;
}

/** What a policy's status means for the person, when it is not 'activa' (spec: shown as received). */
function statusNote(p: WalletPolicy): string | null {
  const status = (p.policy.status ?? '').trim();
  const folded = fold(status);
  if (!folded || folded === 'activa' || folded === 'activo' || folded === 'vigente') return null;
  if (folded === 'pendiente')
    return `Tu ${p.label} está pendiente de pago: te cubre una vez que completes la compra con el botón “Completar compra”.`;
  if (folded === 'faltan completar datos')
    return `A tu ${p.label} le faltan completar datos: te digo lo cargado hasta ahora; completalos con el botón “Completar datos de la póliza”.`;
  return `Ojo: tu ${p.label} figura como ${status.toLowerCase()}: mientras esté así puede no cubrirte; confirmalo con ${p.insurerName ?? 'tu aseguradora'}.`;
}

// A paper or a check of the person's, said lapsed ('el certificado médico tivesse vencido', 'se me venció la libreta').
const LAPSED_PAPER =
  /\b(certificados?|licencias?|libretas?|carne|carnet|inspeccion|habilitacion|cedula|pasaporte|permiso)\b(?: \w+){0,5} (vencid[oa]s?|vencio|caducad[oa]s?|caduco|expirad[oa]s?)\b|\b(vencio|vencid[oa]s?|caducad[oa]s?|caduco) (el|la|mi|su|los|las) (certificados?|licencias?|libretas?|carne|carnet|inspeccion|habilitacion|cedula|pasaporte|permiso)\b/;
// A thing lost or forgotten, told ('se olvidó un ocular', 'no lo encontré más').
const LOST_TOLD =
  /\b(se (me|le|nos|les) (olvido|olvidaron|perdio|perdieron)|(me|nos) (olvide|olvidamos)|olvid(e|o|aron|amos) (el|la|los|las|un|una|mi|su)|extravi(e|o|aron|amos)|no (lo|la|los|las) (encontr|encuentr)\w*)\b/;
// A question about whether something is covered or paid, in any words.
const COVERED_OR_PAID =
  /\b(cubre|cubren|cubria|cubriria|cubierto|cubierta|paga|pagan|pagaria|entra|entran|sirve|vale|covered|cover|cobre)\b/;
// Words every cover text and question share: they tell no piece of a text apart.
const TEXT_COMMON = new Set(
  'cubre cubren cobertura seguro poliza incluye incluido danos dano robo hurto incendio agua todo toda todos todas solo cualquier durante contra entre sobre hasta desde otros otras propio propios propia asegurado asegurada dias meses anos horas semanas'.split(
    ' ',
  ),
);
/** A piece of a policy's cover text that leaves something out, said in its words with its citation. */
function coverTextSays(p: WalletPolicy, piece: string): string {
  return `Tu ${p.label}, según su cobertura, ${piece.charAt(0).toLowerCase()}${piece.slice(1).replace(/[.;]$/, '')}${cite(p, FIELD_SOURCES.cobertura)}`;
}

/**
 * The question's words a cover text may name, as stems: of 4 letters or more, no word every text shares, no word
 * a coverage concept reads (those are the situations' matter), no word of a kind.
 */
function textWords(folded: string): string[] {
  return folded
    .split(' ')
    .filter(
      (w) =>
        w.length >= 4 &&
        !COMMON_WORDS.includes(w) &&
        !TEXT_COMMON.has(w) &&
        !CONCEPTS.some((c) => c.pattern.test(w)) &&
        !CATEGORY_TOKENS.has(w),
    )
    .map(stem);
}

/** Whether a text names one of those stems: the stem itself, or one of 5 letters or more that begins the other. */
function namesAny(text: string, asked: readonly string[]): boolean {
  const own = tokens(text).map(stem);
  return asked.some((w) =>
    own.some((t) => t === w || (w.length >= 5 && t.length >= 5 && (t.startsWith(w) || w.startsWith(t)))),
  );
}

/** Those of the question's words (stems) that are not of the policy's own name or of what it lists. */
function notItsName(p: WalletPolicy, words: readonly string[]): string[] {
  const own = new Set([...tokens(p.policy.name ?? p.label), ...p.nameWords, ...p.thingWords, ...p.nameNouns].map(stem));
  return words.filter((w) => !own.has(w));
}

/**
 * The pieces of a policy's cover text that name one of the question's words (`textWords`). `negative`: a piece
 * that leaves something out. Without `ownNameToo`, the words of the policy's own name and of what it lists do
 * not count ('el seguro de instrumentos' is the policy asked about, not what it covers); with it they do, as they
 * say which piece an exclusion is ('no cubre la carga fuera de Uruguay').
 */
function textMentions(
  p: WalletPolicy,
  words: readonly string[],
  ownNameToo = true,
): Array<{ piece: string; negative: boolean }> {
  if (!p.policy.cobertura) return [];
  const asked = ownNameToo ? words : notItsName(p, words);
  if (asked.length === 0) return [];
  const negatives = new Set(coverTextExclusions(p.policy.cobertura));
  // (A bracket after what a sentence leaves out is left out too: '…ni la carga (barriles, canillas…)'.)
  // (Said with what it belongs to: «no cubre… no declarados (por ejemplo, una limpiadora por horas)».)
  const of = new Map<string, string>();
  for (const sentence of p.policy.cobertura.split(/(?<=[.;])\s+/)) {
    let leftOut: string | null = null;
    for (const piece of coverTextPieces(sentence)) {
      if (negatives.has(piece)) leftOut = piece;
      else if (leftOut && sentence.includes(`${leftOut} (${piece}`)) of.set(piece, `${leftOut} (${piece})`);
    }
  }
  return coverTextPieces(p.policy.cobertura)
    .filter((piece) => namesAny(piece, asked))
    .map((piece) => ({ piece: of.get(piece) ?? piece, negative: negatives.has(piece) || of.has(piece) }));
}

/** Whole days from one ISO date to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000);
}

interface SituationResult {
  situation: Situation;
  covered: boolean;
  text: string;
  policies: WalletPolicy[];
}

/** The policies a situation is looked for in: those the question names, else those of the situation's kinds. */
/**
 * A trip going on today, by a travel policy's dates: where what happens now happens, unless the question places
 * it at home ('lo internan hoy en Montevideo').
 */
function tripGoingOn(p: WalletPolicy, a: Analysis, today: string): boolean {
  return (
    p.kinds.has('travel') &&
    p.policy.fechaEmision !== null &&
    p.policy.fechaEmision.slice(0, 10) <= today &&
    !expired(p, today) &&
    !questionWords(a.folded).includes('uruguay') &&
    !/\b(en (la |mi )?casa|en montevideo|en uruguay)\b/.test(a.folded)
  );
}

/**
 * The things of the question a policy lists as what it insures, in its description or its cover text's first
 * sentence ('Herramientas y equipos de medición declarados: taladro percutor, amoladora, rotomartillo…' for 'se
 * llevaron el rotomartillo'): words of five letters or more that no common word, kind or coverage reads, and
 * that do not name the policy itself.
 */
function thingsListed(p: WalletPolicy, a: Analysis, ctx: WalletContext): string[] {
  const first = p.policy.cobertura?.split(/(?<=\.)\s+/)[0] ?? '';
  // (A place or a person the text names with a capital, 'en Santana do Livramento', is no thing it insures.)
  const proper = new Set([...first.matchAll(/(?<=\S\s+)\p{Lu}\p{Ll}+/gu)].map((m) => fold(m[0])));
  // (And the rows that name a thing and no event: 'Obras de Arte Declaradas', said of 'los cuadros'.)
  const thingRows = p.coverages.filter((c) => /\b(declarad[oa]s|objetos|obras)\b/.test(c.folded)).map((c) => c.folded);
  // (And what a sentence says it covers against what: 'Cubre el horno, el torno… y las piezas terminadas contra
  // incendio'.)
  const against = [...(p.policy.cobertura ?? '').matchAll(/\bcubre (.{3,160}?) contra /giu)].map((m) => m[1]!);
  // (And the goods a shop's own name says it sells, said as one of them: 'una geoda' of «Piedras y Geodas Tavares».)
  const goods = VEHICLE_POLICY.some((k) => p.kinds.has(k))
    ? []
    : tokens(p.label).filter((w) => w.length >= 6 && w.endsWith('s') && a.folded.split(' ').includes(w.slice(0, -1)));
  const listed = `${p.policy.descripcionBien ?? ''} ${first} ${against.join(' ')} ${thingRows.map((r) => `${r} ${kinOf(r)}`).join(' ')} ${goods.join(' ')}`;
  if (!listed.trim()) return [];
  // (Not a word that names a policy of the wallet, its own or another's: 'el furgón' is the van's policy.)
  // (An expired policy's name is no longer what the words name: 'Envío de Piezas…' ended.)
  const own = new Set(
    ctx.policies
      .filter((q) => q === p || !expired(q, ctx.today))
      .flatMap((q) => tokens(q === p ? q.label : `${q.label} ${q.policy.descripcionBien ?? ''}`)),
  );
  // (A word of two things told apart by what they are of: 'el equipo de música' is not «el equipo de sonido».)
  const listedFolded = fold(listed);
  const ofWhat = (text: string, w: string) => new RegExp(`\\b${w} (?:de|del|de la) (\\w+)`).exec(text)?.[1];
  const apart = (w: string) => {
    const said = ofWhat(a.folded, w);
    const its = ofWhat(listedFolded, w);
    // (Words of four letters or more: 'tablas de sup' may be «tablas de stand up paddle».)
    return said !== undefined && its !== undefined && said.length >= 4 && its.length >= 4 && said !== its;
  };
  return [...new Set(`${a.folded} ${a.carriedFolded ?? ''}`.trim().split(' '))].filter(
    (w) =>
      w.length >= 5 &&
      !own.has(w) &&
      !proper.has(w) &&
      namesAThing(w) &&
      !NOT_A_THING.has(w) &&
      mentionsWord(listed, w) &&
      !apart(w),
  );
}

// The things a row of a kind of thing holds ('Obras de Arte' holds 'cuadros', 'Joyas' holds 'collar').
const THING_KIN: Array<[string, RegExp]> = [
  ['cuadros cuadro oleos oleo pinturas pintura esculturas escultura lienzo tela', /\bobras? de arte\b/],
  ['collar anillo anillos pulsera pulseras aros caravanas reloj relojes alhajas cadena alianza', /\bjoyas?\b/],
];

/** The things a row of a kind of thing holds, as words ('obras de arte declaradas' → 'cuadros cuadro oleos…'). */
function kinOf(folded: string): string {
  return THING_KIN.filter(([, of]) => of.test(folded))
    .map(([kin]) => kin)
    .join(' ');
}

// Words of place and manner a first sentence and a question share without naming a thing ('lo que hay adentro').
const NOT_A_THING = new Set(
  'adentro afuera dentro fuera arriba abajo encima debajo detras delante cerca lejos alrededor frente tambien siempre todavia mientras donde cuando porque entonces nuestro nuestra nuestros nuestras propio propia propios propias todas todos'.split(
    ' ',
  ),
);

/** A word that may name a thing of the person's: no common word, kind, coverage word or number. */
function namesAThing(w: string): boolean {
  return (
    !COMMON_WORDS.includes(w) &&
    !TEXT_COMMON.has(w) &&
    !CATEGORY_TOKENS.has(w) &&
    !/\d/.test(w) &&
    !CONCEPTS.some((c) => c.pattern.test(w))
  );
}

// Of one family: what was taken is a theft whatever row names it.
const THEFT_FAMILY: ConceptId[] = [...THEFT_CONCEPTS, 'valores'];

// Concepts of one family, for whether a sentence of a cover text is about what the question asks.
const CONCEPT_FAMILIES: ConceptId[][] = [
  ['hurto-equipos', 'equipos-danos', 'celular'],
  THEFT_FAMILY,
  ['danos-accidentales', 'equipos-danos', 'danos-propios'],
];

/**
 * The policies that list a thing the question names and have a cover of the situation's family for it, with
 * the concepts that answer it there; null when none (or every policy) does.
 */
function listingScope(
  s: Situation,
  a: Analysis,
  ctx: WalletContext,
): { policies: WalletPolicy[]; wanted: Set<ConceptId>; byName?: boolean; rows?: WalletCoverage[] } | null {
  // (Only a theft: a damage stays the damage asked, a failure is no accidental damage; a claim of others goes
  // by who is liable, not by what a policy lists.)
  if (!s.concepts.some((id) => THEFT_FAMILY.includes(id))) return null;
  const family = THEFT_FAMILY;
  const wanted = new Set<ConceptId>([...s.concepts, ...(s.fallback ?? []), ...family]);
  // (A cover text without rows counts by what it says: «…contra incendio y robo con violencia…».)
  const policies = ctx.policies.filter(
    (p) =>
      !expired(p, ctx.today) &&
      (p.coverages.some((c) => c.concepts.some((id) => wanted.has(id))) ||
        (p.coverages.length === 0 && p.coberturaConcepts.some((id) => wanted.has(id)))) &&
      thingsListed(p, a, ctx).length > 0,
  );
  // (Every policy listing it tells none apart, unless the situation's kinds are none of theirs: a camera's theft
  // read as a home's electronics, in a wallet of the camera's policy alone.)
  const apart =
    policies.length < ctx.policies.length || (s.categories && !policies.some((p) => hasKind(p, s.categories!)));
  if (policies.length > 0 && apart) {
    // (Of rows each of a kind of thing, the one of the thing said: the paintings' «Obras de Arte», not the jewels'.)
    const rows = policies.flatMap((p) => {
      const said = thingsListed(p, a, ctx);
      const kinds = p.coverages.filter((c) => kinOf(c.folded));
      const hit = kinds.filter((c) => said.some((w) => mentionsWord(`${c.folded} ${kinOf(c.folded)}`, w)));
      return hit.length > 0 && hit.length < kinds.length
        ? [...hit, ...p.coverages.filter((c) => !kinds.includes(c))]
        : [];
    });
    return { policies, wanted, ...(rows.length > 0 ? { rows } : {}) };
  }
  // A theft cover of one policy named by a word the question says, that no theft row has for any theft ('Robo
  // de Dinero Retirado en Cajero' for 'le robaron la plata saliendo del cajero'): that policy.
  const asked = new Set(`${a.folded} ${a.carriedFolded ?? ''}`.split(' '));
  const rowsSaid = ctx.policies.flatMap((p) =>
    expired(p, ctx.today)
      ? []
      : p.coverages
          .filter(
            (c) =>
              c.concepts.some((id) => THEFT_FAMILY.includes(id)) &&
              c.folded
                .split(' ')
                .some(
                  (w) =>
                    w.length >= 5 && asked.has(w) && !THEFT_ROW_WORDS.has(w) && namesAThing(w) && !NOT_A_THING.has(w),
                ),
          )
          .map((c) => ({ p, c })),
  );
  const rowSaid = [...new Set(rowsSaid.map((r) => r.p))];
  if (a.theft && rowSaid.length === 1 && ctx.policies.length > 1)
    return { policies: rowSaid, wanted, rows: rowsSaid.map((r) => r.c) };
  // A thing named by a word of one policy's own name, of what no other policy is ('me robaron a Lucero' of the
  // «Equino Lucero»): that policy, whether it covers the theft or not (its text may leave it out).
  // (Not when the vehicle taken is said, of another kind: 'me robaron la bici de la puerta del estudio' is the
  // bike's theft, at the studio.)
  const own = ctx.policies.filter((p) => !expired(p, ctx.today) && ownThingSaid(p, a, ctx));
  const otherKind = s.categories && own.length === 1 && !hasKind(own[0]!, s.categories);
  if (otherKind && fromObject(s, a) && s.categories!.some((k) => VEHICLE_POLICY.includes(k))) return null;
  if (own.length !== 1 || (ctx.policies.length === 1 && !otherKind)) return null;
  // (A vehicle's own covers, as asked: the Fiorino's wheel is its partial theft, not any theft of the family;
  // any other thing's theft is its theft cover whatever the row's name: 'la carga' of «Robo de la carga».)
  const vehicle = VEHICLE_POLICY.some((k) => own[0]!.kinds.has(k));
  return { policies: own, wanted, byName: vehicle };
}

/** Whether the question says a word of the policy's own name that no other policy's name has ('Lucero'). */
function ownThingSaid(p: WalletPolicy, a: Analysis, ctx: WalletContext): boolean {
  const others = new Set(ctx.policies.filter((q) => q !== p).flatMap((q) => tokens(q.label)));
  const said = new Set(`${a.folded} ${a.carriedFolded ?? ''}`.split(' '));
  return tokens(p.label).some((w) => w.length >= 4 && said.has(w) && !others.has(w) && namesAThing(w));
}

function situationScope(
  s: Situation,
  a: Analysis,
  ctx: WalletContext,
  named: WalletPolicy[] | null,
  listing: ReturnType<typeof listingScope>,
): WalletPolicy[] {
  // A thing the question names that a policy lists as what it insures, when that policy has a cover for the
  // situation: that policy (the tools' theft from the van is the tools policy's, not the van's).
  if (listing) return listing.policies;
  // A policy named whose own text leaves out what the question tells ('tiramos una pared sin avisarle al dueño…
  // lo cubre la garantía?' of «No cubre los daños por obras hechas sin permiso del propietario»): that policy, in
  // its words, not another's cover of the situation nor the premises'.
  if (named && named.length > 0 && s.id === 'terceros') {
    const leftOut = named.filter((p) => !expired(p, ctx.today) && (conditionSaid(p, a)?.matched?.length ?? 0) > 0);
    if (leftOut.length === named.length) return leftOut;
  }
  // Where it happened, a place one policy (no home's) names as its own ('nos entraron al estudio' of the radio's
  // «…los equipos del estudio», 'un turista se resbaló en el local' of «Cubre el local de venta…»): that policy's.
  if (!s.categories || s.categories.some((k) => k === 'home' || k === 'comercio')) {
    const premises = premisesSaid(a, ctx);
    if (premises) return [premises];
  }
  // A thing a policy lists, struck by fire, lightning or a storm ('se quemó el motor de la bomba de riego'): that
  // policy's cover of it, not the home's fire beside it.
  if (s.concepts.some((id) => PERIL_IDS.includes(id))) {
    const listing = ctx.policies.filter(
      (p) =>
        inForceThen(p, a, ctx.today) &&
        !p.kinds.has('home') &&
        thingsListed(p, a, ctx).length > 0 &&
        p.coverages.some((c) => c.concepts.some((id) => s.concepts.includes(id))),
    );
    if (listing.length > 0 && listing.length < ctx.policies.length) return listing;
  }
  // Goods in transit are the policy's that covers them, whatever vehicle carried them ('mi camioneta' is where).
  if (s.id === 'transito') {
    const carrying = ctx.policies.filter(
      (p) =>
        inForceThen(p, a, ctx.today) &&
        (p.coverages.some((c) => c.concepts.includes('transito')) || p.coberturaConcepts.includes('transito')),
    );
    if (carrying.length > 0) return carrying;
  }
  // What broke, a thing a policy lists, is that policy's, whatever vehicle carried it.
  if (s.id === 'cosa-dano' && (CARRYING.test(a.folded) || !named?.length)) {
    const insuring = ctx.policies.filter(
      (p) => inForceThen(p, a, ctx.today) && (thingsListed(p, a, ctx).length > 0 || ownThingSaid(p, a, ctx)),
    );
    if (insuring.length > 0) return insuring;
  }
  // (During a trip going on today, the travel policy's rows for it too, when no policy of the kind has them or
  // the question is abroad: a tooth broken in Bariloche.)
  const rowsFor = (p: WalletPolicy) => p.coverages.some((c) => c.concepts.some((id) => s.concepts.includes(id)));
  const kindOnly = s.categories ? ctx.policies.filter((p) => hasKind(p, s.categories!)) : ctx.policies;
  const abroad = questionWords(a.folded).includes('fuerapais') || !kindOnly.some(rowsFor);
  const ofKind = s.categories
    ? [
        ...kindOnly,
        ...ctx.policies.filter((p) => !kindOnly.includes(p) && abroad && tripGoingOn(p, a, ctx.today) && rowsFor(p)),
      ]
    : ctx.policies;
  if (!named || named.length === 0) return textSpoken(s, a, ofKind, ctx.people) ?? ofKind;

  // A policy named that lists the things told, with a cover of the situation's fallback ('se rompieron los títeres y
  // el parlante, lo cubre el seguro de los títeres?': their accidental damage), is the one asked, not the home's.
  if (s.fallback) {
    const listing = named.filter(
      (p) =>
        !VEHICLE_POLICY.some((k) => p.kinds.has(k)) &&
        thingsListed(p, a, ctx).length > 0 &&
        p.coverages.some((c) => c.concepts.some((id) => s.fallback!.includes(id))),
    );
    if (listing.length > 0) return listing;
  }
  // The policy the person names, when it has the concept ('¿y el auto también tiene incendio?').
  const wanted = new Set(s.concepts);
  const hasConcept = (p: WalletPolicy) =>
    p.coverages.some((c) => c.concepts.some((id) => wanted.has(id))) ||
    p.coberturaConcepts.some((id) => wanted.has(id));
  // (Not for damage to someone else's things: 'le rompí el auto al vecino' names their car, not my policy.)
  // (A situation of what was stolen or broke is that thing's policy: the car's theft cover is not the bike's.)
  const ofItsKind = s.categories && fromObject(s, a) ? named.filter((p) => hasKind(p, s.categories!)) : named;
  // (A named policy that has it but has ended is said so beside the others that have it now: 'lo cubre el soa?'
  // of an expired SOA, when the car's own liability covers it.)
  const ended = (list: WalletPolicy[]) =>
    list.some(hasConcept) && list.filter(hasConcept).every((p) => expired(p, ctx.today));
  // (Only a policy of the same thing, named by the question's words too: the Jeep's own policy beside its SOA,
  // never the car's policy for the tractor's.)
  const withLive = (list: WalletPolicy[]) => {
    const sameThing = namedByWords(a, ctx);
    return [
      ...list,
      ...ofKind.filter((p) => !list.includes(p) && sameThing.includes(p) && hasConcept(p) && !expired(p, ctx.today)),
    ];
  };
  if (s.id !== 'terceros' && ofItsKind.some(hasConcept))
    return ended(ofItsKind) ? withLive(ofItsKind.filter(hasConcept)) : ofItsKind.filter(hasConcept);
  // A cover asked of a named policy of another kind ('¿tengo inundación en el auto?'): that policy, which lacks
  // it; unless the situation's kind comes from what the question is about (the bike's theft asked of the home).
  if (named.length > 0 && !fromObject(s, a) && s.id !== 'terceros') return named;
  const both = named.filter((p) => !s.categories || hasKind(p, s.categories));
  // (A person hurt by the vehicle named is also its SOA's: the SOA goes with the vehicle, never named apart.)
  const soa = wanted.has('lesiones-terceros')
    ? ofKind.filter((p) => !both.includes(p) && p.kinds.has('soa') && hasConcept(p))
    : [];
  // (When the named one lacks it, every policy of the situation's kinds is looked at before saying 'not covered'.)
  if (both.some(hasConcept) && ended(both)) return withLive([...both, ...soa]);
  // (One home of two, picked by the kind's word its own name says, 'el pasillo de casa' of «Hogar Casa Young» beside
  // «Hogar Apto Bella Vista»: that one, which lacks it, not the other.)
  const ownKind =
    named.length === 1
      ? [...named[0]!.kinds].filter((k) => a.categories.has(k) && (!s.categories || s.categories.includes(k)))
      : [];
  const sameKind = ctx.policies.filter((p) => ownKind.some((k) => p.kinds.has(k)));
  const byKindWord = sameKind.length > 1 ? namedByKindWord(sameKind, ownKind, a.folded) : [];
  if (!both.some(hasConcept) && byKindWord.length === 1 && byKindWord[0] === named[0]) return named;
  // (A vehicle named that is not the one the liability is of, 'abrí un auto' of a locksmith's van: as unnamed.)
  return both.some(hasConcept) ? [...both, ...soa] : (textSpoken(s, a, ofKind, ctx.people) ?? ofKind);
}

/**
 * Of several policies with a cover for the situation, those whose cover text speaks of it in the question's own
 * words ('un accidente en el ascensor' of the building's «La responsabilidad civil cubre… un accidente en el
 * ascensor»); null when none or every one does.
 */
function textSpoken(
  s: Situation,
  a: Analysis,
  policies: WalletPolicy[],
  people: readonly string[] = [],
): WalletPolicy[] | null {
  const wanted = new Set(s.concepts);
  const holders = policies.filter((p) => p.coverages.some((c) => c.concepts.some((id) => wanted.has(id))));
  if (holders.length < 2) return null;
  // (The question's words as the texts say them too: 'un nene' is the texts' 'niños'; and a follow-up's, those of
  // what it carries: 'y si el budín lo hubiera traído una mamá?' after the nursery's snack.)
  const told = a.carriedFolded ? `${a.folded} ${a.carriedFolded}` : a.folded;
  const asked = [...new Set([...told.split(' '), ...questionWords(told)])].filter(
    (w) => w.length >= 5 && namesAThing(w),
  );
  const names = people.flatMap((n) => tokens(n));
  const says = (p: WalletPolicy, text: string, but: string[] = []) =>
    asked.some((w) => !but.includes(w) && mentionsWord(text, w) && !tokens(p.label).includes(w));
  // (A word every holder's row has, 'civil' of each «Responsabilidad Civil…», tells none apart.)
  const rowsOf = (p: WalletPolicy) => p.coverages.filter((c) => c.concepts.some((id) => wanted.has(id)));
  const shared = asked.filter((w) => holders.every((p) => rowsOf(p).some((c) => mentionsWord(c.name, w))));
  const speaking = holders.filter(
    (p) =>
      (p.policy.cobertura ?? '')
        .split(/(?<=[.;])\s+/)
        .some((sentence) => conceptsOf(fold(sentence), p.kinds).some((id) => wanted.has(id)) && says(p, sentence)) ||
      // (Or the name of its row for it: «Responsabilidad Civil por Lesiones de Niños» of 'un nene se quebró'.)
      // (Word for word: 'responde' is no 'responsabilidad'.)
      rowsOf(p).some((c) =>
        c.folded
          .split(' ')
          .some((t) => asked.some((w) => !shared.includes(w) && (t === w || t === `${w}s` || w === `${t}s`))),
      ),
  );
  // (None in a sentence of the cover: the holder whose text or insured thing speaks of what the question tells, the
  // activity it insures, 'aplicando… con el ala' of «los vuelos de aplicación», before a home's private liability.)
  const doing =
    speaking.length > 0
      ? speaking
      : holders.filter((p) =>
          // (A person's name, 'si Brian atropella a alguien', is whom it happened to, not what the policy is for.)
          [p.policy.cobertura ?? '', p.policy.descripcionBien ?? ''].some((text) => text && says(p, text, names)),
        );
  return doing.length > 0 && doing.length < holders.length
    ? policies.filter((p) => doing.includes(p) || !holders.includes(p))
    : null;
}

/** The situation's kind comes from what the question is about (a stolen bike, the car's glass). */
function fromObject(s: Situation, a: Analysis): boolean {
  const objectKinds = new Set<Category>([...a.objects].flatMap((o) => OBJECT_KINDS[o] ?? []));
  return s.categories?.some((c) => objectKinds.has(c)) ?? false;
}

const OBJECT_KINDS: Partial<Record<ObjectKind, Category[]>> = {
  car: ['car', 'soa'],
  carPart: ['car'],
  bike: ['bike', 'movilidad'],
  scooter: ['movilidad'],
  moto: ['moto'],
  home: ['home'],
  electronics: ['home', 'equipos'],
  belongings: ['home'],
};

function answerSituation(
  asked: Situation,
  a: Analysis,
  ctx: WalletContext,
  named: WalletPolicy[] | null,
): SituationResult {
  // (A thing a policy lists is not the vehicle's: 'el robo', not 'el robo de tu auto'.)
  // (A policy the question names, with a cover of the situation, goes before one that lists the thing: 'entraron
  // a la planta y se llevaron dos barriles' is the plant's, though the van carries barrels.)
  // (Parts taken, 'el casco y las luces que saca', are no more than parts: never widened to the thing's theft.)
  const listing = asked.id === 'hurto-bici-parcial' ? null : listingScope(asked, a, ctx);
  // (A vehicle named is where the thing was, never before the thing's own policy: the tools taken from the van.)
  // (Nor one carried from the conversation: 'y los óleos?' after the house is asked of the óleos' own policy.)
  const saidNow = listing && named ? namedByWords({ ...a, carriedNames: [] }, ctx) : [];
  const namedCovers = named?.filter(
    (p) =>
      saidNow.includes(p) &&
      !VEHICLE_POLICY.some((k) => p.kinds.has(k)) &&
      p.coverages.some((c) => c.concepts.some((id) => asked.concepts.includes(id))),
  );
  const listed =
    listing && namedCovers?.length && !namedCovers.some((p) => listing.policies.includes(p)) ? null : listing;
  const s =
    listed && !listed.byName && asked.categories
      ? {
          ...asked,
          label: asked.concepts.some((id) => THEFT_FAMILY.includes(id)) ? 'el robo de lo que contás' : 'ese daño',
        }
      : asked;
  const scope = situationScope(s, a, ctx, named, listed);
  // The specific cover when the wallet has it, else the general one (a computer's theft: the home's contents).
  const specific = s.concepts.some((id) => scope.some((p) => p.coverages.some((c) => c.concepts.includes(id))));
  // (A thing a policy lists: its covers of the situation's family answer it.)
  const wanted =
    listed && !listed.byName
      ? listed.wanted
      : new Set(specific || !s.fallback ? s.concepts : [...s.concepts, ...s.fallback]);
  // (Nobody hurt, 'nadie se lastimó': the covers of people a vehicle injures are nothing to it.)
  if (NO_INJURY.test(a.folded)) wanted.delete('lesiones-terceros');
  const lines: string[] = [];
  const covering: WalletPolicy[] = [];
  const conditions: string[] = [];
  // What a covering policy's text requires, and the rows it covers with (said after its lines).
  const notes = new Map<WalletPolicy, string>();
  const usedRows = new Map<WalletPolicy, WalletCoverage[]>();
  // A travel policy's covers are for a trip: a toothache at home is not its (unless a trip is said).
  const tripNow = scope.some((p) => tripGoingOn(p, a, ctx.today));
  const onTrip = s.categories?.includes('travel') || TRIP_CUE.test(a.folded) || tripNow;
  const othersCover = scope.some(
    (q) => !q.kinds.has('travel') && q.coverages.some((c) => c.concepts.some((id) => wanted.has(id))),
  );
  // (At a policy's own premises, 'nos entraron al estudio', its rows for outside are not for it: «Equipos en
  // Transmisiones Exteriores».)
  const premises = premisesSaid(a, ctx);
  // (The policies answered by the row of the thing said: 'ese daño', not the situation's name of it.)
  const thingRowsOf = new Set<WalletPolicy>();
  for (const p of scope) {
    if (p.kinds.has('travel') && !onTrip && othersCover) continue;
    const rows = p.coverages.filter(
      (c) =>
        c.concepts.some((id) => wanted.has(id)) &&
        !(premises === p && /\b(exterior\w*|fuera|transito|traslados?)\b/.test(c.folded)) &&
        // (A cover named by the question's own word is that one: «Robo de Dinero Retirado en Cajero».)
        (!listed?.rows || !listed.policies.includes(p) || listed.rows.includes(c)) &&
        // (Hail's or a flood's dent: a cover of a crash's damage only is not for it.)
        !(s.id === 'danos-causa' && /\bpor (choque|colision)\b/.test(c.folded)),
    );
    // (A thing's damage: a row that names that thing and no event is its cover, «Autocargador Ponsse» for 'se
    // rompió el autocargador'.)
    // (And of any damage to it, that row before the policy's others: 'un rayo al contenedor' is «Contenedor y
    // Campamento», not the tools' row.)
    if (
      s.id === 'cosa-dano' ||
      (a.damage &&
        s.id !== 'terceros' &&
        !s.concepts.some((id) => THEFT_FAMILY.includes(id)) &&
        s.concepts.some((id) => id !== 'rc' && id !== 'lesiones-terceros'))
    ) {
      const said = thingsListed(p, a, ctx);
      const ofThing = p.coverages.filter((c) => c.concepts.length === 0 && said.some((w) => mentionsWord(c.folded, w)));
      if (ofThing.length > 0) {
        rows.splice(0, rows.length, ...ofThing);
        thingRowsOf.add(p);
      }
    }
    // (Of rows each of a thing, the one of the thing that was damaged: 'cayó un rayo en la torre y se quemó el
    // transmisor' is «Transmisor y Equipos de Estudio», not «Torre y Antena».)
    const hit = DAMAGED_THING.exec(a.folded)?.slice(1).find(Boolean);
    if (hit && rows.length > 1) {
      const root = hit.replace(/(es|s)$/, '');
      const ofIt = rows.filter((c) => c.folded.split(' ').some((w) => w.replace(/(es|s)$/, '') === root));
      if (ofIt.length > 0) rows.splice(0, rows.length, ...ofIt);
    }
    // An illness's doctor: a medical cover whose name says illness ('Gastos médicos por enfermedad o accidente').
    if (s.id === 'enfermedad' && !wanted.has('muerte-enfermedad'))
      rows.push(
        ...p.coverages.filter(
          (c) =>
            !rows.includes(c) &&
            c.concepts.includes('gastos-medicos') &&
            (/\benfermedad\b/.test(c.folded) ||
              // ('si me internan': a daily sum for a stay in hospital.)
              (/\bintern(an|aron|ado|ada|acion|arme)\b/.test(a.folded) && /\binternacion\b/.test(c.folded))),
        ),
      );
    const bySummary =
      rows.length === 0 &&
      p.coberturaConcepts.some((id) => wanted.has(id)) &&
      !(s.id === 'danos-causa' && /\bpor (choque|colision)\b/.test(p.coberturaFolded ?? ''));
    // What it covers, unless its cover text leaves out what the person tells ('con una tintura': «…pero no los
    // daños causados por los tratamientos (tinturas…)»): then that, in its words. (Not for a policy that has
    // ended: its dates decide first, below; unless what is told happened while it was in force.)
    const said = inForceThen(p, a, ctx.today) ? conditionSaid(p, a, s) : null;
    // (What leaves out the person's own loss is not what others claim: the trailer that hit a car is liability.)
    const othersClaim =
      s.id === 'terceros' || (THIRD_PARTY.test(a.folded) && a.situations.some((x) => x.id === 'terceros'));
    const ruledOut = said?.ownLoss && othersClaim ? null : said;
    if (ruledOut && (rows.length > 0 || bySummary || coverTextNames(p, s, a) || listed?.policies.includes(p))) {
      conditions.push(ruledOutText(p, ruledOut));
      continue;
    }
    if (rows.length === 0 && !bySummary) {
      // The cover text names what the person said ('…, rayo y granizo' for 'cayó un rayo'): in its words.
      const word = p.kinds.has('soa') || expired(p, ctx.today) ? null : coverTextNames(p, s, a);
      if (word) {
        covering.push(p);
        lines.push(
          `Tu ${p.label} tiene cobertura «${p.policy.cobertura!.trim()}»${cite(p, FIELD_SOURCES.cobertura)}, que nombra ${word}: lo que contás entra en lo que dice; el detalle y los montos están en sus condiciones.`,
        );
      }
      continue;
    }
    const started = p.policy.fechaEmision;
    const happened = eventTime(a, ctx.today);
    // (What is to come before a cover that starts later, 'salimos apenas pasa Año Nuevo' of a trip cover from 8
    // January: not covered, with the day it starts.)
    if (started && happened && !happened.past && started > ctx.today && happened.to < started) {
      conditions.push(
        `Tu ${p.label} empieza el ${formatDate(started)}${cite(p, FIELD_SOURCES.start)}: lo que pase antes de esa fecha no lo cubre.`,
      );
      continue;
    }
    if (started && happened?.past && happened.to < started) {
      conditions.push(
        `Tu ${p.label} está vigente desde el ${formatDate(started)}${cite(p, FIELD_SOURCES.start)}: lo que pasó antes de esa fecha no lo cubre.`,
      );
      continue;
    }
    // (An ended cover for accidents only is nothing to what no accident caused: not said at all.)
    if (expired(p, ctx.today) && rows.length > 0 && rows.every(accidentOnlyRow) && NOT_ACCIDENT.test(a.folded))
      continue;
    if (expired(p, ctx.today)) {
      const until = `${formatDate(p.policy.fechaVencimiento!)}${cite(p, FIELD_SOURCES.expiry)}`;
      const when = eventTime(a, ctx.today);
      const inForce =
        when && when.from <= p.policy.fechaVencimiento! && (!p.policy.fechaEmision || when.to >= p.policy.fechaEmision);
      if (when?.past && inForce) {
        // It happened while the policy was in force: it covered it (it has ended since).
        covering.push(p);
        lines.push(
          `Tu ${p.label} cubre ${s.label} con ${rows.length ? rows.map((c) => `«${c.name}»${sum(c)}${cite(p, c.name)}`).join(' y ') : `«${p.policy.cobertura!.trim()}»${cite(p, FIELD_SOURCES.cobertura)}`}, y estaba vigente cuando pasó (venció el ${until}).`,
        );
        continue;
      }
      // Something the person tells as happened, with no date, long after the policy ended ('se me volcó el
      // tractor' two months after): not covered, with the date that would change it.
      if (!when && a.ownEvent && !a.hypothetical && daysBetween(p.policy.fechaVencimiento!, ctx.today) > 30) {
        conditions.push(
          `Tu ${p.label} cubría ${s.label}, pero venció el ${until} y no está vigente: lo que pasa desde esa fecha no lo cubre. Si lo que contás pasó antes, avisale igual a ${p.insurerName ?? 'tu aseguradora'}.`,
        );
        continue;
      }
      if (!when && rows.length > 0) {
        // When it happened decides: said as a condition, neither 'covered' nor 'not covered'.
        covering.push(p);
        lines.push(
          `Tu ${p.label} cubría ${s.label} con ${rows.map((c) => `«${c.name}»${sum(c)}${cite(p, c.name)}`).join(' y ')}, pero venció el ${until}: si lo que pasó fue hasta esa fecha, te cubre; si fue después, ya no.`,
        );
        continue;
      }
      conditions.push(
        `Tu ${p.label} cubría ${s.label}, pero venció el ${until}: ya no está vigente, así que ${when && !when.past ? 'no te va a cubrir' : 'no te cubre'}.`,
      );
      continue;
    }
    // What the cover text requires of the hour, the people or the time since it started ('solo entre las 7 y
    // las 21 horas', 'Carencia de 6 meses…', 'Asegurados: …'): unmet, not covered in its words; met or not told,
    // covered, and the condition said.
    const required = requirementsFor(p, rows, wanted, a, ctx);
    const unmet = required.find((x) => x.verdict === 'unmet');
    if (unmet) {
      conditions.push(unmetText(p, unmet.r));
      continue;
    }
    const noted = required.filter((x) => !x.r.insured).map((x) => requirementNote(p, x.r, x.verdict));
    if (noted.length > 0) notes.set(p, noted.join(' '));
    usedRows.set(p, rows);
    if (bySummary) {
      // A cover text with liability only, asked about the person's own vehicle's repair.
      if (
        s.id === 'choque' &&
        p.coberturaConcepts.filter((id) => wanted.has(id)).every((id) => id === 'rc') &&
        (OWN_REPAIR_ASKED.test(a.folded) || (OWN_VEHICLE_DAMAGE.test(a.folded) && !THIRD_PARTY.test(a.folded)))
      ) {
        conditions.push(
          `Tu ${p.label} tiene cobertura «${p.policy.cobertura!.trim()}»${cite(p, FIELD_SOURCES.cobertura)}: no incluye daños propios, así que no cubre el arreglo de tu vehículo; la responsabilidad civil es para los daños que les causes a otros.`,
        );
        continue;
      }
      // 'Daños Propios solo por vuelco o choque con animales en ruta': a cover with a condition of its own.
      const only = onlyClause(p.policy.cobertura!, wanted, p.kinds);
      if (only && !only.met(`${a.folded} ${a.carriedFolded ?? ''}`)) {
        conditions.push(
          `Tu ${p.label} tiene cobertura «${p.policy.cobertura!.trim()}»${cite(p, FIELD_SOURCES.cobertura)}: ${s.label} solo ${only.text}, y lo que contás no es eso.`,
        );
        continue;
      }
      covering.push(p);
      // A thing's damage cover whose text names this cause ('Daños a la Obra' of «Los daños por lluvia o viento
      // se cubren…»): that row, with the text's sentence.
      const damageRow = p.coverages.find((c) => c.concepts.includes('danos-accidentales'));
      const causeSentence = p.policy
        .cobertura!.split(/(?<=[.;])\s+/)
        .find((x) => !NEGATIVE_SENTENCE.test(fold(x)) && conceptsOf(fold(x), p.kinds).some((id) => wanted.has(id)));
      if (damageRow && causeSentence && CAUSES_OF_DAMAGE.some((id) => wanted.has(id))) {
        lines.push(
          `Tu ${p.label} cubre ${s.label} con «${damageRow.name}»${sum(damageRow)}${cite(p, damageRow.name)}: según su cobertura, ${lowerFirst(causeSentence.trim().replace(/[.;]$/, ''))}${cite(p, FIELD_SOURCES.cobertura)}.`,
        );
        continue;
      }
      lines.push(
        `Tu ${p.label} tiene cobertura «${p.policy.cobertura!.trim()}»${cite(p, FIELD_SOURCES.cobertura)}, que incluye ${s.label}.`,
      );
      const more = extras(p);
      if (more) lines.push(more);
      continue;
    }
    const names = (list: WalletCoverage[]) => list.map((c) => `«${c.name}»${sum(c)}${cite(p, c.name)}`).join(' y ');
    // A cover of one part only ('Rotura Accidental de Pantalla') asked about something else (a phone that got wet).
    if (
      rows.length > 0 &&
      rows.every((c) => /\bpantalla\b/.test(c.folded)) &&
      !/\bpantalla\b/.test(a.folded) &&
      WET_OR_DEAD.test(a.folded)
    ) {
      conditions.push(
        `Tu ${p.label} incluye ${names(rows)}, que es para la rotura de la pantalla: un equipo que se mojó o que no prende sin la pantalla rota no lo cubre.`,
      );
      continue;
    }
    // A cover for accidents only asked about what no accident caused ('me tengo que operar por desgaste').
    if (rows.length > 0 && rows.every(accidentOnlyRow) && NOT_ACCIDENT.test(a.folded)) {
      conditions.push(
        `Tu ${p.label} incluye ${names(rows)}, que es para un accidente: lo que contás no fue un accidente, así que no lo cubre.`,
      );
      continue;
    }
    // A row for some ages only ('Ortodoncia para Menores de 15 Años') asked for someone older.
    const age = AGE_SAID.exec(a.folded);
    const forAge = rows.filter((c) => /menores de (\d+)/.test(c.folded));
    if (age && forAge.length === rows.length && forAge.length > 0) {
      const limit = Number(/menores de (\d+)/.exec(forAge[0]!.folded)![1]);
      if (Number(age[1] ?? age[2]) >= limit) {
        conditions.push(`Tu ${p.label} incluye ${names(forAge)}, que es solo para menores de ${limit} años.`);
        continue;
      }
    }
    // A cover text's own limit beside the rows ('Hurto solo con signos de violencia en puertas o ventanas').
    const limited = p.policy.cobertura ? onlyClause(p.policy.cobertura, wanted, p.kinds) : null;
    if (rows.length > 0 && limited && !limited.met(a.folded) && NO_VIOLENCE.test(a.folded)) {
      conditions.push(
        `Tu ${p.label} incluye ${names(rows)}, pero su cobertura dice «${p.policy.cobertura!.trim()}»${cite(p, FIELD_SOURCES.cobertura)}: ${s.label} solo ${limited.text}, y lo que contás fue sin forzar nada.`,
      );
      continue;
    }
    // The building's fire asked ('seguro de incendio del edificio'), with a fire cover of the contents only.
    if (
      s.id === 'incendio' &&
      BUILDING.test(a.folded) &&
      !/\b(cosas|muebles|contenido|pertenencias|ropa)\b/.test(a.folded) &&
      rows.every((c) => /\bcontenido\b/.test(c.folded) && !/\b(edificio|inmueble|vivienda)\b/.test(c.folded))
    ) {
      conditions.push(
        `Tu ${p.label} incluye ${names(rows)}, que cubre tus cosas dentro de la vivienda, no el edificio ni la construcción.`,
      );
      continue;
    }
    // A theft cover only with violence ('Hurto de Mercadería con Violencia') asked about a theft without it (a
    // shoplifter, nothing forced): a condition unmet, said as such.
    if (rows.length > 0 && rows.every((c) => /\bcon violencia\b/.test(c.folded)) && NO_VIOLENCE.test(a.folded)) {
      conditions.push(
        `Tu ${p.label} incluye ${names(rows)}, pero paga solo un robo con violencia (forzando una entrada o con amenazas): un hurto sin violencia, como el de alguien que se lleva algo escondido, no lo cubre.`,
      );
      continue;
    }
    // An equipment policy covers the things it names ('Notebook MacBook Pro y cámara Sony Alpha'), no others.
    const notListed = p.kinds.has('equipos') ? unlistedEquipment(p, a.folded) : null;
    if (notListed) {
      conditions.push(
        `Tu ${p.label} cubre solo los equipos que figuran en ella (${p.policy.descripcionBien!.trim()}): ${notListed} no está entre ellos.${
          NO_VIOLENCE.test(a.folded) && rows.some((c) => /\bcon violencia\b/.test(c.folded))
            ? ` Además, su ${names(rows.filter((c) => /\bcon violencia\b/.test(c.folded)))} paga solo un robo con violencia, y este fue sin forzar nada.`
            : ''
        }`,
      );
      continue;
    }
    // Theft-only equipment cover asked about a breakage.
    // (A surge that burnt it is a damage too: 'un pico de tensión me quemó la heladera'.)
    const harmed =
      a.damage || /\b(quem\w*|pico de tension|sobretension|cortocircuito|no (anda|prende) mas)\b/.test(a.folded);
    if (s.id === 'equipos' && rows.every((c) => c.concepts.includes('hurto-equipos')) && harmed && !a.theft) {
      conditions.push(
        `Tu ${p.label} incluye ${names(rows)}, pero esa cobertura es para el hurto: si el equipo se rompió sin que te lo roben, no veo en tus pólizas una cobertura para la rotura.`,
      );
      continue;
    }
    // At-home cover asked about something that happened outside.
    const atHome = rows.filter((c) => c.homeOnly && c.concepts.some((id) => id.startsWith('hurto')));
    // (A shop's or an office's policy: its premises, named, are where it holds, not 'outside'.)
    const atPremises = p.kinds.has('comercio') && PREMISES.test(a.folded);
    if (atHome.length > 0 && a.place === 'outside' && !atPremises) {
      const elsewhere = rows.filter((c) => !atHome.includes(c));
      if (elsewhere.length === 0) {
        conditions.push(
          `Tu ${p.label} incluye ${names(atHome)}, pero esa cobertura es solo para lo que pase dentro de tu casa: un robo fuera de ella (en la calle, en el ómnibus, en el trabajo) no lo cubre.`,
        );
        continue;
      }
    }
    // Only liability, asked about the person's own vehicle's damage ('se me rompió el carenado', 'la choqué
    // contra un poste') with nobody else in it: not covered, and what the liability is for.
    if (
      s.id === 'choque' &&
      rows.every((c) => c.concepts.every((id) => id === 'rc')) &&
      (OWN_REPAIR_ASKED.test(a.folded) || (OWN_VEHICLE_DAMAGE.test(a.folded) && !THIRD_PARTY.test(a.folded)))
    ) {
      conditions.push(
        `Tu ${p.label} no incluye daños propios: no cubre el arreglo de tu propio vehículo. Su ${names(rows)} es para los daños que le causes a otras personas o a sus cosas.`,
      );
      continue;
    }
    // The repair of the person's own vehicle asked in so many words: liability is not for it, and a total-loss
    // cover pays only when the vehicle is a total loss (a condition, said as such).
    if (
      s.id === 'choque' &&
      (OWN_REPAIR_ASKED.test(a.folded) || (OWN_VEHICLE_DAMAGE.test(a.folded) && !THIRD_PARTY.test(a.folded)))
    ) {
      const own = rows.filter((c) => !c.concepts.every((id) => id === 'rc'));
      // (Liability only: nothing of it pays the person's own repair.)
      if (own.length === 0 && rows.length > 0) {
        conditions.push(
          `Tu ${p.label} no cubre el arreglo de tu vehículo: no tiene daños propios, y su ${names(rows)} es para los daños que les causes a otros.`,
        );
        continue;
      }
      if (own.length > 0 && own.every((c) => c.totalOnly)) {
        conditions.push(
          `Tu ${p.label} no cubre el arreglo de un daño parcial de tu auto: su ${names(own)} paga solo si el auto queda como pérdida total.`,
        );
        continue;
      }
    }
    covering.push(p);
    // Only liability for something that may be the person's own loss (a crash): said as what it pays.
    if (
      s.id !== 'terceros' &&
      s.concepts.some((id) => id !== 'rc') &&
      rows.every((c) => c.concepts.length > 0 && c.concepts.every((id) => id === 'rc'))
    ) {
      lines.push(
        `Por ${s.label}, tu ${p.label} cubre los daños que le causes a otras personas o a sus cosas con ${names(rows)} (no los de tu propio vehículo).`,
      );
      const more = !a.intents.has('deductible') && !a.intents.has('limit') ? extras(p) : '';
      if (more) lines.push(more);
      continue;
    }
    const theftOnly = s.id === 'equipos' && !a.theft && rows.every((c) => c.concepts.includes('hurto-equipos'));
    const condition = theftOnly
      ? ' Ojo: es solo para cuando te lo roban, no para la rotura o una falla del equipo.'
      : atHome.length > 0 && a.place !== 'home' && s.concepts.some((id) => id === 'hurto-equipos')
        ? p.kinds.has('comercio') && !p.kinds.has('home')
          ? ' Ojo: cubre lo que pase dentro de tu comercio.'
          : ' Ojo: cubre lo que pase dentro de tu casa, no fuera de ella.'
        : '';
    // Death, disability or medical costs asked: what the policy has of them, and what it lacks, said apart.
    const missing =
      s.id === 'accidente-personal' ? s.concepts.filter((id) => !rows.some((c) => c.concepts.includes(id))) : [];
    if (missing.length > 0 && s.concepts.length < 3) {
      const accident = s.label.endsWith(' por un accidente') ? ' por un accidente' : '';
      const got = s.concepts.filter((id) => !missing.includes(id)).map((id) => PERSON_LABEL[id] ?? conceptLabel(id));
      const lacking = missing.map((id) => PERSON_LABEL[id] ?? conceptLabel(id));
      const plural = lacking.length > 1 || lacking[0]!.startsWith('los ');
      lines.push(
        `Tu ${p.label} cubre ${got.join(' y ')}${accident} con ${names(rows)}; ${lacking.join(' y ')} no ${plural ? 'figuran' : 'figura'} en esa póliza.`,
      );
    } else
      lines.push(
        `Tu ${p.label} cubre ${thingRowsOf.has(p) && s.id !== 'cosa-dano' ? 'ese daño' : s.label} con ${names(rows)}.${condition}`,
      );
    const more =
      rows.some((c) => c.concepts.some((id) => DEDUCTIBLE_APPLIES.has(id))) &&
      !a.intents.has('deductible') &&
      !a.intents.has('limit')
        ? extras(p)
        : '';
    if (more) lines.push(more);
  }
  for (const p of covering) {
    const note = notes.get(p);
    if (note) lines.push(note);
    const clauses = rowClauses(p, usedRows.get(p) ?? [], wanted, `${lines.join(' ')}`);
    if (clauses) lines.push(clauses);
  }
  // Several policies named ('¿el auto cubre granizo? ¿y la casa?'): each named one that lacks it is said too.
  if (
    covering.length > 0 &&
    named &&
    named.length > 1 &&
    a.categories.size > 1 &&
    conditions.length === 0 &&
    !fromObject(s, a)
  ) {
    for (const p of named) {
      if (!covering.includes(p) && hasKind(p, a.categories))
        lines.push(`Tu ${p.label} no incluye una cobertura para ${s.label}.`);
    }
  }
  // Something to come ('viajo a Japón en marzo'): whether the policy is still in force then.
  const coming = eventTime(a, ctx.today);
  if (covering.length > 0 && coming && !coming.past && coming.to !== '9999-12-31') {
    for (const p of [...covering]) {
      const until = p.policy.fechaVencimiento;
      if (!until) continue;
      if (until >= coming.to) {
        lines.push(
          `Está vigente hasta el ${formatDate(until)}${cite(p, FIELD_SOURCES.expiry)}, así que para esa fecha sigue cubriendo.`,
        );
      } else if (until < coming.from && covering.length === 1) {
        // It ends before then: not covered then, unless it is renewed.
        return {
          situation: s,
          covered: false,
          text: `Tu ${p.label} cubre ${s.label}, pero vence el ${formatDate(until)}${cite(p, FIELD_SOURCES.expiry)}: para esa fecha ya no va a estar vigente, salvo que la renueves${/autom/i.test(p.policy.tipoRenovacion ?? '') ? ' (su renovación es automática)' : ''}.`,
          policies: [],
        };
      } else
        lines.push(
          `Ojo: vence el ${formatDate(until)}${cite(p, FIELD_SOURCES.expiry)}; para esa fecha tendrías que renovarla.`,
        );
    }
  }
  if (covering.length > 0) return { situation: s, covered: true, text: lines.join(' '), policies: covering };
  // Nothing of the situation's usual kind, and the question names no object ('hubo un incendio' with only a
  // car policy): another policy with the concept answers for what it insures, beside the kind that is missing.
  if (
    conditions.length === 0 &&
    (!named || named.length === 0) &&
    a.objects.size === 0 &&
    a.categories.size === 0 &&
    s.categories
  ) {
    // (A trip's policy only on a trip: not a fall at home before its trip began.)
    const others = ctx.policies.filter(
      (p) =>
        !scope.includes(p) &&
        !expired(p, ctx.today) &&
        !(
          p.kinds.has('travel') &&
          !TRIP_CUE.test(a.folded) &&
          !questionWords(a.folded).includes('fuerapais') &&
          !tripGoingOn(p, a, ctx.today)
        ),
    );
    for (const p of others) {
      const rows = p.coverages.filter((c) => c.concepts.some((id) => wanted.has(id)));
      // (Unless its text leaves out or requires what the person tells: «…ni las humedades lentas».)
      const ruledOut = conditionSaid(p, a, s);
      if (ruledOut && (rows.length > 0 || p.coberturaConcepts.some((id) => wanted.has(id)))) {
        conditions.push(ruledOutText(p, ruledOut));
        continue;
      }
      // A vehicle's cover of the person's body ('Accidentes personales del ciclista') is for its riders only.
      if (
        rows.length > 0 &&
        VEHICLE_POLICY.some((k) => p.kinds.has(k)) &&
        rows.every((c) => c.concepts.every((id) => PERSON_CONCEPTS.has(id)))
      ) {
        const rows_ = rows.map((c) => `«${c.name}»${sum(c)}${cite(p, c.name)}`).join(' y ');
        const ridden = RIDDEN[p.category] ?? 'vehículo';
        // Said elsewhere (playing, at home, walking): not covered; unsaid: covered on that condition.
        if (ELSEWHERE.test(a.folded)) {
          conditions.push(
            `Tu ${p.label} incluye ${rows_}, pero esa cobertura es para un accidente andando en tu ${ridden}.`,
          );
        } else {
          covering.push(p);
          lines.push(`Tu ${p.label} incluye ${rows_}, que te cubre si el accidente fue andando en tu ${ridden}.`);
        }
        continue;
      }
      if (rows.length === 0 && p.coberturaConcepts.some((id) => wanted.has(id))) {
        covering.push(p);
        lines.push(
          `Tu ${p.label} tiene cobertura «${p.policy.cobertura!.trim()}»${cite(p, FIELD_SOURCES.cobertura)}, que incluye ${p.coberturaConcepts
            .filter((id) => wanted.has(id))
            .map((id) => conceptLabel(id))
            .join(' y ')} de tu ${CATEGORY_NAMES[p.category] ?? 'bien asegurado'}${
            p.policy.limite?.trim() ? `, con un límite de ${p.policy.limite.trim()}${cite(p, FIELD_SOURCES.limit)}` : ''
          }.`,
        );
        continue;
      }
      if (rows.length === 0) continue;
      covering.push(p);
      const what = [...new Set(rows.flatMap((c) => c.concepts.filter((id) => wanted.has(id))))]
        .map((id) => conceptLabel(id))
        .join(' y ');
      lines.push(
        `Tu ${p.label} cubre ${what}${['car', 'moto', 'bike', 'movilidad'].includes(p.category) ? ` de tu ${CATEGORY_NAMES[p.category]}` : ''} con ${rows.map((c) => `«${c.name}»${sum(c)}${cite(p, c.name)}`).join(' y ')}.`,
      );
    }
    if (covering.length > 0) {
      const kinds = s.categories.filter((c) => CATEGORY_NAMES[c]).map((c) => CATEGORY_NAMES[c]!);
      if (kinds.length > 0 && !ctx.policies.some((p) => hasKind(p, s.categories!))) {
        lines.push(`No tenés en tu billetera un seguro de ${kinds.join(' ni de ')}.`);
      }
      return { situation: s, covered: true, text: lines.join(' '), policies: covering };
    }
  }
  if (conditions.length > 0) {
    return {
      situation: s,
      covered: false,
      text: `${conditions.join(' ')} Si querés, podés pedir una propuesta desde «Explorar nuevos».`,
      policies: [],
    };
  }
  // A flood not covered, with a cover for water from inside (pipes, leaks): the condition that decides.
  const inForce = ctx.policies.filter((p) => !expired(p, ctx.today));
  const fromInside =
    s.id === 'inundacion'
      ? firstRowNote(
          inForce,
          (c) => c.concepts.includes('agua'),
          (p, c) =>
            ` Tu ${p.label} sí incluye «${c.name}»${cite(p, c.name)}, que es para el agua que viene de adentro (un caño roto, una filtración, humedad): si el agua vino de ahí, te cubre.`,
        )
      : '';
  // A death by illness not covered, with a death cover for accidents: the condition that decides.
  // (An illness beside a medical cover for accidents only: the same condition.)
  const illness = s.concepts.includes('muerte-enfermedad') ? 'muerte' : s.id === 'enfermedad' ? 'gastos-medicos' : null;
  const byAccident = illness
    ? firstRowNote(
        inForce.filter((p) => !p.kinds.has('soa')),
        (c) =>
          c.concepts.includes(illness) &&
          !c.concepts.includes('muerte-enfermedad') &&
          (illness === 'muerte' || (/accident/.test(c.folded) && !/enfermedad/.test(c.folded))),
        (p, c) =>
          ` Tu ${p.label} incluye «${c.name}»${sum(c)}${cite(p, c.name)}, pero paga solo ${illness === 'muerte' ? 'si la muerte es por un accidente' : 'por un accidente'}, no por una enfermedad.`,
      )
    : '';
  // Home emergencies (a locksmith, a plumber) that no row names but the insurer's guide offers: the guide's
  // words, with its condition and its phone, never a cover of our own making.
  if (s.concepts.includes('asistencia-hogar')) {
    for (const p of scope.filter((q) => q.guide && !expired(q, ctx.today))) {
      const said = p.guide!.content.criticalPoints.filter((t) => HOME_HELP.test(fold(t)));
      const phones = p.guide!.content.contacts.filter((c) => c.phone && HOME_HELP.test(fold(c.label)));
      if (said.length === 0 && phones.length === 0) continue;
      const where = said.length
        ? ` La guía de ${p.insurerName ?? 'tu aseguradora'} dice: "${said.join(' ')}"${cite(p, FIELD_SOURCES.guide)}`
        : '';
      const call = phones.length
        ? ` Para pedirla: ${phones.map((c) => `${c.label}, ${c.phone}${c.hours ? ` (${c.hours})` : ''}`).join('; ')}${cite(p, FIELD_SOURCES.guide)}.`
        : '';
      // The zone the guide names ('en Montevideo y Canelones') against where the home is, when that is known.
      const zone = departmentsIn(fold(said.join(' ')));
      const home = departmentsIn(fold([p.label, p.policy.descripcionBien ?? '', a.folded].join(' ')));
      if (zone.length > 0 && home.length > 0 && !home.some((d) => zone.includes(d))) {
        return {
          situation: s,
          covered: false,
          text: `Tu ${p.label} no tiene una cobertura de asistencia en el hogar entre sus coberturas, y el servicio de emergencias de tu aseguradora es solo para ${zone.map(departmentName).join(' y ')}, no para ${departmentName(home[0]!)}.${where}${call ? ` Si querés confirmarlo:${call.replace(/^ Para pedirla:/, '')}` : ''}`,
          policies: [],
        };
      }
      return {
        situation: s,
        covered: true,
        text: `Tu ${p.label} no tiene una cobertura de asistencia en el hogar entre sus coberturas, pero tu aseguradora ofrece un servicio de emergencias.${where}${call} Si tu casa está fuera de la zona que dice la guía, confirmalo con ${p.insurerName ?? 'tu aseguradora'} antes de llamar a alguien por tu cuenta.`,
        policies: [p],
      };
    }
  }
  // A breakdown not covered, beside an accidental damage cover: what that cover is for.
  const accidentalOnly =
    s.id === 'falla'
      ? firstRowNote(
          inForce,
          (c) => c.concepts.includes('equipos-danos') || c.concepts.includes('danos-accidentales'),
          (p, c) =>
            ` Tu ${p.label} incluye «${c.name}»${cite(p, c.name)}, que es para un accidente (un golpe, una caída, un líquido), no para una falla o el desgaste del equipo.`,
        )
      : '';
  // Parts stolen with a cover of the whole vehicle's theft only: what that cover is for.
  const wholeOnly = s.concepts.includes('robo-parcial')
    ? firstRowNote(
        scope.filter((p) => !expired(p, ctx.today)),
        (c) => c.concepts.includes('robo-total') && !c.concepts.includes('robo-parcial'),
        (p, c) =>
          ` Su «${c.name}»${cite(p, c.name)} es para el robo total (${WHOLE_RIDE[p.category] ?? 'el vehículo entero'}), no de sus partes o accesorios.`,
      )
    : '';
  // What a policy's own cover text says it leaves out, when that is what was asked ('No cubre odontología').
  // (And a policy beyond the situation's whose text leaves out what the question tells item by item: 'la
  // inspección de las cien horas estaba vencida' of the plane's «…falta de mantenimiento (inspección… vencida)».)
  // (Or the exclusion the question says in its own words: 'un golpe' of «No cubre golpes…»; read once a policy.)
  const metOf = new Map(
    ctx.policies.filter((p) => p.policy.cobertura && !expired(p, ctx.today)).map((p) => [p, conditionSaid(p, a)]),
  );
  // (Not another policy's, when it happened at one policy's own premises: the car's «no cubre los equipos que se
  // lleven en el auto» is nothing to a theft at the radio's studio.)
  const beyond = ctx.policies.filter(
    (p) => !scope.includes(p) && metOf.get(p)?.matched && (!premises || premises === p),
  );
  const stated = [...scope, ...beyond]
    .filter((p) => metOf.has(p))
    .flatMap((p) => {
      const met = metOf.get(p);
      const told = met?.piece;
      // (The piece that holds the item told goes first: «…, ni los actos de sus empleadas…».)
      const holds = (piece: string) => (met?.matched?.some((w) => mentionsWord(piece, w)) ? 1 : 0);
      const pieces = coverTextExclusions(p.policy.cobertura!).filter(
        (piece) =>
          conceptsOf(fold(piece), p.kinds).some((id) => wanted.has(id)) ||
          coverTextNames(p, s, a, piece) ||
          (told !== undefined && (piece.includes(told) || told.includes(piece))),
      );
      // (An item no piece holds, after a bracket: the whole sentence, in place of its pieces.)
      const quoted =
        told && met?.matched && !pieces.some(holds)
          ? [told, ...pieces.filter((piece) => !told.includes(piece))]
          : pieces.sort((x, y) => holds(y) - holds(x));
      return quoted.map((piece) => ` ${coverTextSays(p, piece)}.`);
    })
    .slice(0, 2)
    .join('');
  const kinds = s.categories?.filter((c) => CATEGORY_NAMES[c]).map((c) => CATEGORY_NAMES[c]!);
  const missingKind =
    s.categories && kinds && kinds.length > 0 && !ctx.policies.some((p) => hasKind(p, s.categories!))
      ? ` No tenés en tu billetera un seguro de ${kinds.join(' ni de ')}.`
      : '';
  // The policy of that kind the person has, said not to include it ('¿me dan un auto de reemplazo?').
  const ofKind =
    s.categories && !missingKind
      ? ctx.policies.filter((p) => hasKind(p, s.categories!) && !expired(p, ctx.today)).slice(0, 2)
      : [];
  const heldKind =
    ofKind.length > 0
      ? ` ${ofKind.map((p, i) => `${i === 0 ? 'Tu' : 'tu'} ${p.label}`).join(' y ')} no ${ofKind.length === 1 ? 'lo incluye' : 'lo incluyen'}.`
      : '';
  return {
    situation: s,
    covered: false,
    text:
      scope.length > 0 &&
      scope.length < ctx.policies.length &&
      named !== null &&
      !fromObject(s, a) &&
      scope.every((p) => named.includes(p)) &&
      ctx.policies.some((p) => !scope.includes(p) && p.coverages.some((c) => c.concepts.some((id) => wanted.has(id))))
        ? `Por lo que figura en tu billetera, ${scope.length === 1 ? `tu ${scope[0]!.label} no incluye` : `tus ${scope.map((p) => p.label).join(' y ')} no incluyen`} una cobertura para ${s.label}.${stated} Si querés, podés pedir una propuesta desde «Explorar nuevos».`
        : `Por lo que figura en tu billetera, ninguna de tus pólizas cubre ${s.label}.${stated || `${missingKind}${heldKind}`}${heldKind ? wholeOnly : ''}${fromInside}${byAccident}${accidentalOnly} Si querés, podés pedir una propuesta desde «Explorar nuevos».`,
    policies: [],
  };
}

// Names of one piece of equipment, as said and as a policy lists it.
const EQUIPMENT_NAMES: Array<[string, RegExp]> = [
  ['el celular', /\b(celular\w*|celus?|cel|telefonos?|iphones?|smartphones?|moviles?)\b/],
  ['la notebook', /\b(notebooks?|laptops?|compus?|computadoras?|macbooks?|portatil(es)?|pcs?)\b/],
  ['la cámara', /\b(camaras?|cameras?|gopros?|reflex)\b/],
  ['la tablet', /\b(tablets?|ipads?)\b/],
  ['los auriculares', /\b(auriculares|airpods)\b/],
  ['el reloj', /\b(reloj|smartwatch)\b/],
  ['el dron', /\b(dron|drone)\b/],
];

/**
 * The word of a situation's trigger said in the question that a policy's cover text names in a sentence that
 * covers (not in 'No incluye hurto.'), e.g. 'el rayo'; null when the text names none.
 */
function coverTextNames(p: WalletPolicy, s: Situation, a: Analysis, within?: string): string | null {
  const text = p.policy.cobertura;
  if (!text) return null;
  const excluded = coverTextExclusions(text).flatMap((x) => tokens(x));
  // (Given a piece, 'No cubre odontología…', whether that piece names it.)
  const covering = new Set(within ? tokens(within) : tokens(text).filter((t) => !excluded.includes(t)));
  const spaced = ` ${a.folded} `;
  for (const trigger of s.triggers) {
    if (!spaced.includes(` ${trigger} `)) continue;
    const key = tokens(trigger).filter((t) => t.length >= 4 && !COMMON_WORDS.includes(t));
    if (key.length > 0 && key.every((t) => covering.has(t))) return `“${key.join(' ')}”`;
  }
  return null;
}

/** The equipment a question names that the policy's list of things does not (null: none named, or listed). */
function unlistedEquipment(p: WalletPolicy, folded: string): string | null {
  if (!p.policy.descripcionBien?.trim()) return null;
  // (What it lists is in its item and also in its name or text: 'Protección Celular' for 'Samsung Galaxy A54'.)
  const listed = fold([p.policy.descripcionBien, p.policy.name ?? '', p.policy.cobertura ?? ''].join(' '));
  const said = EQUIPMENT_NAMES.filter(([, words]) => words.test(folded));
  if (said.length === 0 || said.some(([, words]) => words.test(listed))) return null;
  return said[0]![0];
}

/** The sentence on the first row of these policies that meets a test (a condition said beside 'not covered'). */
function firstRowNote(
  policies: WalletPolicy[],
  meets: (c: WalletCoverage) => boolean,
  note: (p: WalletPolicy, c: WalletCoverage) => string,
): string {
  for (const p of policies) {
    const row = p.coverages.find(meets);
    if (row) return note(p, row);
  }
  return '';
}

/** The guide's own word that a kind of policy has no deductible ('La bicicleta no tiene deducible.'). */
function noDeductibleInGuide(p: WalletPolicy): string | null {
  const said = p.guide?.content.criticalPoints.find((t) => /\bno tiene deducible\b|\bsin deducible\b/.test(fold(t)));
  return said
    ? `Tu ${p.label} no tiene deducible: la guía de ${p.insurerName ?? 'tu aseguradora'} dice "${said}"${cite(p, FIELD_SOURCES.guide)}.`
    : null;
}

/** The part of a cover text that limits a concept ('Daños Propios solo por vuelco…'), and whether a question meets it. */
function onlyClause(
  cobertura: string,
  wanted: ReadonlySet<ConceptId>,
  kinds: ReadonlySet<Category>,
): { text: string; met: (folded: string) => boolean } | null {
  // (Split before folding: folding drops the commas between a cover text's parts.)
  for (const part of cobertura
    .split(/[,;]/)
    .flatMap((raw) => fold(raw).split(/ y (?=danos|robo|hurto|incendio|rc\b|responsabilidad)/))) {
    const limit = /\bsolo (por|en|si|cuando|con|dentro de) (.+)$/.exec(part.trim());
    if (!limit || !conceptsOf(part, kinds).some((id) => wanted.has(id))) continue;
    const words = limit[2]!.split(' ').filter((w) => w.length >= 5 && !['cuando', 'dentro'].includes(w));
    return {
      text: `${limit[1]} ${limit[2]}`,
      met: (folded) => {
        // (Said another way: 'volqué' is a 'vuelco'; a cow or a horse on the road is an animal.)
        const said = folded
          .replace(/\bvol(que|co|caron|camos|caste|car)\b|\b(se )?dio vuelta\b|\bcapoto\b/g, 'vuelco')
          .replace(/\b(vacas?|caballos?|perros?|ovejas?|carpinchos?|jabali\w*|vaquillonas?|novillos?)\b/g, 'animales')
          .split(' ');
        return words.some((w) => said.some((q) => q.length >= 4 && q.slice(0, 5) === w.slice(0, 5)));
      },
    };
  }
  return null;
}

/**
 * The requirement of a policy's cover text that the cover asked is held to, with what the question tells of it:
 * a window of hours tied to the rows (by a concept or a word of their names), a waiting period for what the
 * question is about, the people insured when the question names someone.
 */
function requirementsFor(
  p: WalletPolicy,
  rows: WalletCoverage[],
  wanted: ReadonlySet<ConceptId>,
  a: Analysis,
  ctx: WalletContext,
): Array<{ r: CoverRequirement; verdict: Verdict }> {
  if (p.requirements.length === 0) return [];
  const out: Array<{ r: CoverRequirement; verdict: Verdict }> = [];
  const when = eventTime(a, ctx.today);
  const told = {
    words: toldWords(a, ctx),
    // (The hour a follow-up says, else the one the conversation told.)
    folded: hourSaid(a.folded) === null && a.carriedFolded ? `${a.folded} ${a.carriedFolded}` : a.folded,
    eventDay: when && when.to !== '9999-12-31' ? when.from : null,
    eventTo: when && when.to !== '9999-12-31' ? when.to : null,
    names: a.names,
    start: p.policy.fechaEmision?.slice(0, 10) ?? null,
    today: ctx.today,
    people: ctx.people,
    ahead: when?.to === '9999-12-31',
    happening: a.ownEvent || FAILURE.test(a.folded),
  };
  for (const r of p.requirements) {
    // (Anyone at the wheel keeps the liability when the text says so: only the own damage is held to it.)
    if (r.drivers?.ownOnly && rows.every((c) => c.concepts.every((id) => id === 'rc'))) continue;
    if (r.hours) {
      const sentence = fold(r.sentence);
      const tied =
        conceptsOf(sentence, p.kinds).some((id) => wanted.has(id)) ||
        rows.some((c) => c.stems.some((st) => st.length >= 5 && !TEXT_COMMON.has(st) && sentence.includes(st)));
      if (!tied) continue;
    }
    const verdict = requirementVerdict(r, told);
    if (verdict) out.push({ r, verdict });
  }
  return out;
}

/**
 * The question's words, with those of the label of each policy it names by a word of its own ('la kangoo' is
 * the «Camioneta Renault Kangoo»: a text's 'en la camioneta' is about it).
 */
function toldWords(a: Analysis, ctx: WalletContext): string[] {
  const words = [...questionWords(a.folded), ...(a.carriedFolded ? questionWords(a.carriedFolded) : [])];
  const said = new Set(`${a.folded} ${a.carriedFolded ?? ''}`.split(' '));
  const labels = ctx.policies
    .map((p) => tokens(`${p.label} ${p.policy.descripcionBien ?? ''}`))
    .filter((own) => own.some((w) => w.length >= 5 && !TEXT_COMMON.has(w) && !/\d/.test(w) && said.has(w)));
  return [...new Set([...words, ...labels.flat()])];
}

/** A sentence said inside another: its first letter lower, unless it starts a name ('Asegurados: Andrea…' stays). */
function lowerFirst(sentence: string): string {
  return /^\p{Lu}\p{Ll}/u.test(sentence) && !/^(Asegurad|USD|UTE|BSE)/.test(sentence)
    ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`
    : sentence;
}

/** A policy's countries when the question names one outside them ('Circula en Uruguay, …, Chile y Paraguay'). */
function outsideTerritory(p: WalletPolicy, a: Analysis): CoverRequirement | null {
  return (
    p.requirements.find(
      (r) =>
        r.territory &&
        requirementVerdict(r, { words: [], folded: a.folded, eventDay: null, start: null, today: '' }) === 'unmet',
    ) ?? null
  );
}

function unmetText(p: WalletPolicy, r: CoverRequirement): string {
  const sentence = r.sentence.replace(/[.;:]$/, '');
  const start =
    r.waiting && p.policy.fechaEmision
      ? ` Tu póliza empezó el ${formatDate(p.policy.fechaEmision)}${cite(p, FIELD_SOURCES.start)}.`
      : '';
  if (r.insured)
    return `Tu ${p.label} cubre solo a las personas que nombra, y quien contás no está entre ellas: ${sentence}${cite(p, FIELD_SOURCES.cobertura)}.`;
  if (r.drivers)
    return `Tu ${p.label} no cubre lo que contás: maneja alguien que no está entre los conductores que nombra (${lowerFirst(sentence)})${cite(p, FIELD_SOURCES.cobertura)}.${r.drivers.ownOnly ? ` Según su cobertura, los daños que se les causen a otros sí los cubre la responsabilidad civil${cite(p, FIELD_SOURCES.cobertura)}.` : ''}`;
  return `Tu ${p.label} no cubre lo que contás: según su cobertura, ${lowerFirst(sentence)}${cite(p, FIELD_SOURCES.cobertura)}.${start}`;
}

function requirementNote(p: WalletPolicy, r: CoverRequirement, verdict: Verdict): string {
  const sentence = r.sentence.replace(/[.;:]$/, '');
  const start =
    r.waiting && p.policy.fechaEmision
      ? ` (empezó el ${formatDate(p.policy.fechaEmision)}${cite(p, FIELD_SOURCES.start)})`
      : '';
  return verdict === 'unknown'
    ? `Ojo, depende de una condición de tu ${p.label}${start}: ${lowerFirst(sentence)}${cite(p, FIELD_SOURCES.cobertura)}.`
    : `Se cumple lo que pide tu ${p.label}${start}: ${lowerFirst(sentence)}${cite(p, FIELD_SOURCES.cobertura)}.`;
}

// A cover text's sentence that sets a limit, a way or a condition on what it covers.
const CLAUSE_MARK =
  /\b(solo|unicamente|hasta|desde|dentro de|maximo|maxima|requiere|denuncia|antes de|sin autorizacion|previa|carencia|entre las|siempre que|hay que|debe|deben|por dia|por viaje|por evento|por ano|por siniestro|con informe)\b/;

/**
 * The sentences of a covering policy's cover text about the rows it covers with (a word of their names or a
 * concept of theirs) that set a limit or a condition on them ('La renta diaria se paga desde la tercera noche
 * de internación', 'con denuncia policial dentro de las 48 horas'), at most two, not those already said.
 */
function rowClauses(p: WalletPolicy, rows: WalletCoverage[], wanted: ReadonlySet<ConceptId>, said: string): string {
  if (!p.policy.cobertura || rows.length === 0) return '';
  const excluded = new Set(coverTextExclusions(p.policy.cobertura));
  const rowConcepts = new Set(rows.flatMap((c) => c.concepts.filter((id) => wanted.has(id))));
  const stems = rows.flatMap((c) => c.stems).filter((st) => st.length >= 5 && !TEXT_COMMON.has(st));
  const saidFolded = fold(said);
  const picked = p.policy.cobertura
    .split(/(?<=\.)\s+/)
    .map((s) => s.trim().replace(/\.$/, ''))
    .filter((sentence) => {
      const folded = fold(sentence);
      if (!CLAUSE_MARK.test(folded) || excluded.has(sentence) || excluded.has(`${sentence}.`)) return false;
      if (saidFolded.includes(folded)) return false;
      const words = tokens(sentence).map(stem);
      return (
        stems.some((st) => words.some((w) => w === st || (w.length >= 5 && (w.startsWith(st) || st.startsWith(w))))) ||
        conceptsOf(folded, p.kinds).some((id) => rowConcepts.has(id)) ||
        // (A police report is a theft's: 'La denuncia policial se hace dentro de las 24 horas'.)
        (/\bdenuncia\b/.test(folded) && [...rowConcepts].some((id) => /^(hurto|robo)/.test(id)))
      );
    })
    .slice(0, 2);
  if (picked.length === 0) return '';
  return `Según la cobertura de tu ${p.label}: ${picked.map(lowerFirst).join('; ')}${cite(p, FIELD_SOURCES.cobertura)}.`;
}

/** The condition of a policy's cover text that what the question tells falls into (conditions.ts), if any. */
function conditionSaid(p: WalletPolicy, a: Analysis, situation?: Situation): CoverCondition | null {
  // (What leaves out the person's own loss is not what others claim: 'el arreglo de la otra camioneta'.)
  // (What a text covers only with, for one cover, holds only when the question is about that cover: 'el
  // desempleo se cubre solo a trabajadores dependientes' is nothing to a broken leg.)
  // (Asked of one situation, every condition is held to it: a storm's «no cubre toldos, pérgolas…» is
  // nothing to the window the pergola broke, which is glass.)
  const asked = new Set(situation ? situation.concepts : a.situations.flatMap((s) => s.concepts));
  const kin = (id: ConceptId) => CONCEPT_FAMILIES.filter((f) => f.includes(id)).flat();
  // Concepts that are about what is asked (none said: about anything).
  // (A treatment a professional's text leaves out, 'los tratamientos estéticos (blanqueamientos…)', is about a claim
  // for their work.)
  const touches = (own: ConceptId[]) =>
    own.length === 0 ||
    asked.size === 0 ||
    own.some((id) => asked.has(id) || kin(id).some((k) => asked.has(k))) ||
    (asked.has('rc-profesional') && own.some((id) => TREATMENTS.has(id)));
  // (An item of taking, 'el robo (abigeato)', is about any theft, whatever was taken.)
  const theftOf = (slots: string[][]) => (slots.length === 1 && slots[0]!.includes('hurto') ? THEFT_FAMILY : []);
  const aboutIt = (c: CoverCondition) => {
    if (!c.required && !situation) return true;
    // (What its items name, 'el hurto', and what its whole sentence is about, 'El vendaval cubre…'.)
    return touches([
      ...conceptsOf(c.items.flat(2).join(' '), p.kinds),
      ...conceptsOf(fold(c.context ?? c.piece), p.kinds),
      ...c.items.flatMap(theftOf),
    ]);
  };
  // (Each item of a list by what it names itself: «No cubre odontología, lentes … ni las enfermedades
  // preexistentes (la diabetes…)» holds its illness for an illness, though its other items are teeth and lenses.)
  // (A policy that covers only what is asked, «RC Profesional» asked of a claim for one's work: every condition
  // of its text is about it, whatever its items name: 'los tratamientos estéticos (blanqueamientos…)'.)
  const whole =
    asked.size > 0 &&
    p.coverages.length > 0 &&
    p.coverages.every((c) => c.concepts.length > 0 && c.concepts.every((id) => asked.has(id)));
  const itemsAbout = (c: CoverCondition): CoverCondition | null => {
    if (whole || aboutIt(c)) return c;
    if (c.required || c.items.length < 2) return null;
    const ofItem = c.items.map((slots) => conceptsOf(slots.flat().join(' '), p.kinds));
    const fromItems = new Set(ofItem.flat());
    const ofContext = conceptsOf(fold(c.context ?? c.piece), p.kinds).filter((id) => !fromItems.has(id));
    const keep = c.items.map((slots, i) =>
      touches([...(ofItem[i]!.length > 0 ? ofItem[i]! : ofContext), ...theftOf(slots)]),
    );
    if (!keep.some(Boolean)) return null;
    return {
      ...c,
      items: c.items.filter((_, i) => keep[i]),
      ...(c.unless ? { unless: c.unless.filter((_, i) => keep[i]) } : {}),
    };
  };
  const own = THIRD_PARTY.test(a.folded) ? p.conditions.filter((c) => !c.ownLoss) : p.conditions;
  const conditions = own.map(itemsAbout).filter((c): c is CoverCondition => c !== null);
  // (Someone breaking in is at the house, wherever its owners are: 'si entran a robar mientras estamos en
  // Canadá' is no theft abroad.)
  const words = BREAK_IN.test(a.folded)
    ? questionWords(a.folded).filter((w) => w !== 'fuerapais')
    : questionWords(a.folded);
  const met = conditions.length > 0 ? conditionMet(conditions, words, a.folded) : null;
  // (What the question says in full, every word of an item, whatever the situation read: 'se quemó el brazo el que trabaja conmigo' of «No cubre las quemaduras de los empleados».)
  const said = met ? null : conditionMet(own, words, a.folded);
  // (Not a requirement, which is about the cover its sentence names: 'el desempleo se cubre solo a dependientes'.)
  return met ?? (said?.full && said.items.length > 0 ? said : null);
}

function ruledOutText(p: WalletPolicy, condition: CoverCondition): string {
  const piece = condition.piece.replace(/[.;:]$/, '');
  return `Tu ${p.label} no cubre lo que contás: según su cobertura, ${piece.charAt(0).toLowerCase()}${piece.slice(1)}${cite(p, FIELD_SOURCES.cobertura)}.`;
}

/** How it renews, from the policy's data ('Automática', 'Manual'; 'No renueva' said as such). */
function renewalNote(kind: string | null | undefined): string {
  if (!kind?.trim()) return '';
  if (/^no\b/.test(fold(kind))) return ' No se renueva: termina en esa fecha.';
  return ` La renovación es ${kind.trim().toLowerCase()}.`;
}

function withHandoff(text: string): string {
  return `${text}\n\n${HANDOFF_TEXT}`;
}

// 'y el otro?', 'y la otra póliza?', 'y los demás?': the policies the conversation has not been about.
const OTHER_POLICY =
  /\b(d?el|la|los|las|de la|de los|de las|al|a la|a los|a las|y|e) (otro|otra|otros|otras|demas)\b|\b(el resto|the other|the others)\b/;

// A question of trivia or leisure: 'el mejor … de la historia', 'el mejor restaurante'.
const TRIVIA =
  /\b(el|la|los|las) (mejor|mejores|peor|peores) \w+( \w+){0,3} (de la historia|de todos los tiempos|del mundo)\b|\b(best restaurant|mejor restaurante|donde (comer|cenar|almorzar))\b/;

/**
 * A follow-up takes from the conversation what it does not say itself: the policy (unless it names
 * another), the situation when it only asks something about it, the stolen object when it only says 'lo'.
 */
function resolveFollowUp(a: Analysis, state: EngineState, ctx: WalletContext): void {
  const known = ctx.words;
  if (state.history.length === 0) return;
  const structured = STRUCTURED.some((i) => a.intents.has(i));
  const asks =
    structured ||
    a.intents.has('amount') ||
    a.intents.has('procedure') ||
    a.intents.has('coverages') ||
    a.intents.has('compare');
  // A fragment ('la bici', 'y en casa?') continues the conversation too.
  const followUp =
    /^(y|e|and|tambien|entonces|pero|ademas)\b|\b(eso|esa|ese|esto|esta poliza|lo mismo|that|it)\b/.test(a.folded) ||
    (a.intents.size === 0 && a.folded.split(' ').length <= 4);
  // The conversation's policy: the latest of the last three questions that named one (a question in between
  // may have asked about it without naming it again: '¿y si me lo roban?').
  const recent = [...state.history]
    .reverse()
    .slice(0, 3)
    .map((q) => analyse(q, known));
  const names = (e: Analysis) => namedByWords(e, ctx).length > 0;
  const withPolicy = recent.find((e) => e.categories.size > 0 || e.insurers.size > 0 || names(e));
  // A fragment that asks nothing of its own ('y el del auto?', 'y el otro?') asks the conversation's last
  // question again, of the policy it names (or of the other policies): the field asked stays, the policy changes.
  const fragment = followUp && !asks && a.situations.length === 0 && !a.theft && !a.damage && !a.emergency;
  if (fragment) {
    for (const earlier of recent) {
      const fields = STRUCTURED.filter((i) => earlier.intents.has(i));
      if (fields.length > 0 && earlier.situations.length === 0 && !earlier.theft) {
        for (const i of fields) a.intents.add(i);
        for (const i of ['total', 'compare', 'soon'] as Intent[]) if (earlier.intents.has(i)) a.intents.add(i);
        a.offTopic = false;
      }
      // ('¿el número para denunciar de la casa?' … 'y de la camioneta?': the other policy's line.)
      if (earlier.intents.has('procedure') && earlier.situations.length === 0 && !earlier.theft) {
        a.intents.add('procedure');
        a.carriedPhone = ASKS_PHONE.test(earlier.folded) && !ASKS_STEPS.test(earlier.folded);
        a.offTopic = false;
      }
      // Only through earlier fragments: a question of its own ends the search.
      if (earlier.intents.size > 0 || earlier.situations.length > 0 || earlier.theft) break;
    }
  }
  // 'y el otro?', 'y la otra cuánto me salió?': the policies the conversation was not about.
  if (
    followUp &&
    OTHER_POLICY.test(a.folded) &&
    a.categories.size === 0 &&
    a.insurers.size === 0 &&
    !names(a) &&
    withPolicy
  ) {
    const before = targetPolicies(withPolicy, ctx);
    const others = before.named ? ctx.policies.filter((p) => !before.policies.includes(p)) : [];
    for (const p of others) a.categories.add(p.category);
    if (before.named && others.length === 0 && before.policies.length > 0) a.noOther = before.policies;
  }
  for (const earlier of recent.concat(
    [...state.history]
      .reverse()
      .slice(3)
      .map((q) => analyse(q, known)),
  )) {
    const hasContext =
      earlier.situations.length > 0 ||
      earlier.theft ||
      earlier.categories.size > 0 ||
      earlier.insurers.size > 0 ||
      earlier.objects.size > 0 ||
      names(earlier);
    if (!hasContext) continue;
    // ('y si hubiera sido un raid de pueblo?': a follow-up of a conversation about a policy is never off topic.)
    if (followUp && !TRIVIA.test(a.folded)) a.offTopic = false;
    const namesPolicy = a.categories.size > 0 || a.insurers.size > 0 || names(a);
    if (!namesPolicy && (asks || followUp || a.situations.length > 0 || a.theft)) {
      // The conversation's policy, unless this question's situation belongs to another kind.
      // ('¿y si se prende fuego?' after the car's theft: the car, which has fire cover.)
      const ownKinds = a.situations.flatMap((s) => s.categories ?? []);
      const wanted = new Set(a.situations.flatMap((s) => s.concepts));
      const hasConcept = (c: Category) =>
        ctx.policies.some((p) => p.kinds.has(c) && p.coverages.some((cv) => cv.concepts.some((id) => wanted.has(id))));
      const source =
        earlier.categories.size > 0 || earlier.insurers.size > 0 || names(earlier) ? earlier : (withPolicy ?? earlier);
      // The policy named by its own words ('el corolla') stays the conversation's.
      if (!names(a) && names(source)) a.carriedNames = namedByWords(source, ctx);
      for (const c of source.categories) {
        const held = ctx.policies.some((p) => p.kinds.has(c));
        // ('la garantía' of a «Garantía Extendida…» with no rent guarantee: the policy its word named.)
        if (!held && !a.carriedNames) {
          const byWord = namedByKindWord(ctx.policies, [c], source.folded);
          if (byWord.length > 0) a.carriedNames = byWord;
        }
        // (A vehicle's part asked after that vehicle, 'y si me roban los espejos?': that vehicle's.)
        const part = a.objects.has('carPart') && VEHICLE_POLICY.includes(c);
        if (held && (ownKinds.length === 0 || ownKinds.includes(c) || hasConcept(c) || part)) a.categories.add(c);
      }
      for (const i of source.insurers) a.insurers.add(i);
    }
    // ('y si el corte hubiera sido más largo?' after goods lost in a power cut: the same loss, told longer, not an
    // electrical damage of its own.)
    if (
      followUp &&
      earlier.situations.some((s) => s.id === 'falta-frio') &&
      a.situations.length > 0 &&
      a.situations.every((s) => s.id === 'electrico')
    )
      a.situations.length = 0;
    // ('y la otra póliza qué cubre?': what the other one covers, not the conversation's situation of it.)
    const otherCovers = OTHER_POLICY.test(a.folded) && a.intents.has('coverages');
    // ('y una limpieza?' after an implant: a word a cover text names is a topic of its own, not the implant again.)
    const words = textWords(a.folded);
    const ownTopic = ctx.policies.some((p) => textMentions(p, words, false).length > 0);
    if (a.situations.length === 0 && !a.theft && (asks || followUp) && !otherCovers && !ownTopic) {
      a.offTopic = false;
      // 'se me rompió el parabrisas' → 'y si fuera en la casa?': the same cover asked of the kind it names.
      const own = namesPolicy ? [...a.categories] : [];
      a.situations.push(
        ...earlier.situations.map((s) =>
          own.length > 0 && s.categories && !s.categories.some((c) => own.includes(c))
            ? {
                ...s,
                id: `${s.id}-en-${own.join('-')}`,
                label: s.concepts.map((id) => conceptLabel(id)).join(' y '),
                triggers: [],
                categories: own,
              }
            : s,
        ),
      );
      a.carriedFolded = earlier.folded;
      a.theft ||= earlier.theft;
      a.damage ||= earlier.damage;
      // 'y si hubiera sido el auto?' after the bike's theft: the vehicle it names replaces the earlier one.
      const vehicle = (o: ObjectKind) => ['car', 'carPart', 'bike', 'scooter', 'moto'].includes(o);
      const namesVehicle = [...a.objects].some(vehicle);
      for (const o of earlier.objects) if (!namesVehicle || !vehicle(o)) a.objects.add(o);
      a.place ??= earlier.place;
    } else if (a.theft && a.objects.size === 0 && earlier.theft) {
      // 'y si me lo roban de adentro de casa?': what was stolen before.
      for (const o of earlier.objects) if (o !== 'home') a.objects.add(o);
    }
    break;
  }
}

// The care of a body, the person's or a patient's: a professional's claim is none of them.
/** A patient or a client who claims for the person's work ('una paciente me quiere demandar', 'un cliente me reclama'). */
const CLIENT_CLAIM =
  /\b(un|una|el|la|mi|los|las|unos|unas) (pacientes?|clientes?)\b(?=(\s+\w+){0,4}\s+(reclam\w*|demand\w*|denunci\w*|hacer juicio|iniciar juicio))/;
const PATIENT_CARE = new Set([
  'cirugia',
  'parto',
  'enfermedad',
  'accidente-personal',
  'consultas',
  'dental',
  'caries',
  'blanqueamiento',
  'endodoncia',
  'implantes',
  'extracciones',
  'ortodoncia',
  'optica',
]);
/** The concepts of care given to a patient (a surgery, a whitening, a root canal). */
const TREATMENTS = new Set<ConceptId>(SITUATIONS.filter((s) => PATIENT_CARE.has(s.id)).flatMap((s) => s.concepts));

// Kinds a question may say as what happened's subject or place ('mi perro', 'en el local') rather than a policy.
const STORY_KINDS = ['mascota', 'comercio'] as const;

/** Answers one question about the person's wallet. Pure: same question, wallet and state, same answer. */
export function answer(
  question: string,
  ctx: WalletContext,
  state: EngineState = { history: [], unsureCount: 0 },
): EngineAnswer {
  const a = analyse(question, ctx.words);
  for (const kind of STORY_KINDS) if (a.policyNamed.has(kind)) a.categories.add(kind);
  // The person's pet in danger now ('Toto se está ahogando con un hueso'): the vet first.
  const petDanger =
    !a.emergency &&
    PET_DANGER.test(a.folded) &&
    (PET_SAID.test(a.folded) || namedByWords(a, ctx).some((p) => p.kinds.has('mascota')));
  const prefix = a.emergency
    ? `${EMERGENCY_TEXT[a.emergency]}\n\n`
    : petDanger
      ? 'Si tu mascota está en peligro ahora, llevala ya a una veterinaria de urgencia. Cuando esté atendida, seguimos con el seguro.\n\n'
      : '';
  const done = (outcome: Outcome, text: string, unsure = false): EngineAnswer => {
    // A policy the answer speaks of whose status is not 'activa' ('suspendida', 'Faltan completar datos'):
    // said once, beside whatever the answer says of it.
    const notes = ctx.policies
      .filter((p) => text.includes(`【${p.label}:`))
      .map(statusNote)
      .filter((n): n is string => n !== null);
    if (notes.length > 0) text = `${text}\n\n${notes.join('\n\n')}`;
    const full = unsure && state.unsureCount + 1 >= 2 ? withHandoff(prefix + text) : prefix + text;
    const kind = unsure && state.unsureCount + 1 >= 2 ? 'handoff' : outcome;
    return { outcome: kind, text: full, unsure, facts: factsOf(full, a.emergency !== null) };
  };

  // Someone else's data is refused whatever else the question asks; a name is the person's own when it is
  // the holder of one of their policies.
  const own = (name: string) =>
    ctx.policies.some((p) => {
      const holder = tokens(p.policy.titular ?? '');
      return name.split(' ').every((w) => holder.includes(w));
    });
  if (a.othersData || (a.personNamed && !own(a.personNamed))) return done('answer', OTHERS_TEXT);
  if (a.personNamed && !a.situations.length && STRUCTURED.every((i) => !a.intents.has(i))) a.intents.add('list');
  if (a.intents.has('dispute')) {
    return done(
      'handoff',
      `Entiendo, y lamento que estés pasando por esto. Un reclamo sobre un siniestro lo tiene que revisar una persona del equipo con tu aseguradora.\n\n${HANDOFF_TEXT}`,
    );
  }
  if (a.intents.has('human')) return done('handoff', `Claro. ${HANDOFF_TEXT}`);
  if (COMPLAINT.test(a.folded)) return done('handoff', COMPLAINT_TEXT);
  if (angry(a.folded))
    return done('handoff', `Entiendo tu enojo, y lamento que estés pasando por esto. ${HANDOFF_TEXT}`);
  if (a.intents.has('document')) {
    return done(
      'answer',
      'Tus pólizas y sus documentos están en «Tus seguros»: ahí podés ver cada una y descargarla. Desde acá te puedo contar qué te cubre, cuándo vence o cuánto pagás.',
    );
  }
  if (a.intents.has('cancel')) {
    return done(
      'handoff',
      `Dar de baja o cambiar una póliza lo gestiona una persona del equipo con tu aseguradora. Escribinos desde «Contactanos» y te ayudamos. Si querés, antes te cuento qué te cubre o cuándo vence.`,
    );
  }

  resolveFollowUp(a, state, ctx);
  if (a.noOther) {
    return done(
      'answer',
      `No tenés otra póliza en tu billetera: ${a.noOther.length === 1 ? `solo tu ${a.noOther[0]!.label}` : `solo ${a.noOther.map((p) => `tu ${p.label}`).join(' y ')}`}.`,
    );
  }
  // 'cuánto me sale?' and nothing else, with several policies and nothing before: of which, is asked back (what
  // the person pays for all of them is asked in other words: 'cuánto pago por mis seguros?').
  if (BARE_PRICE.test(a.folded) && state.history.length === 0 && ctx.policies.length > 1)
    return done(
      'clarify',
      `¿De cuál de tus seguros querés saber el precio? Tenés ${ctx.policies.map((p) => `tu ${p.label}`).join(', ')}. Si querés, te digo también cuánto pagás en total.`,
    );
  // The vehicle the person's own named one hit ('choqué con la grúa contra una moto'): the other's, no kind of theirs.
  const hit = /\b(?:contra|a) (?:un|una|otro|otra) (moto|auto|coche|camioneta|camion|bici)\b/.exec(a.folded);
  if (hit) {
    const kind: Category = hit[1] === 'moto' ? 'moto' : hit[1] === 'bici' ? 'bike' : 'car';
    const mine = namedByWords(a, ctx).filter((p) => VEHICLE_POLICY.some((k) => p.kinds.has(k)));
    if (mine.length > 0 && !mine.some((p) => p.kinds.has(kind))) {
      a.categories.delete(kind);
      a.objects.delete(kind === 'bike' ? 'bike' : kind === 'moto' ? 'moto' : 'car');
    }
  }
  // 'my scooter' with no scooter policy and a motorbike's: in Uruguay a scooter is also a motorbike (a 'Ray ZR'),
  // read so before what happened is (see targetPolicies).
  if (
    /\bscooters?\b/.test(a.folded) &&
    a.categories.has('movilidad') &&
    !ctx.policies.some((p) => hasKind(p, ['movilidad'])) &&
    ctx.policies.some((p) => hasKind(p, ['moto']))
  ) {
    a.categories.delete('movilidad');
    a.categories.add('moto');
    if (a.objects.delete('scooter')) a.objects.add('moto');
  }
  a.situations = resolveSituations(a, ctx);
  // A boat the person is carried in ('me tienen que sacar de la isla en una lancha ambulancia'), when no policy of
  // theirs is one, beside what happens to their body: how they travel, not a policy asked for.
  {
    const words = CATEGORY_WORDS.embarcacion;
    const kind = 'embarcacion';
    if (
      a.categories.has(kind) &&
      a.situations.some((s) => BODILY.has(s.id)) &&
      !ctx.policies.some((p) => p.kinds.has(kind)) &&
      new RegExp(`\\b(en|por) ((un|una|el|la) )?(\\w+ )?(${words.join('|')})\\b`).test(a.folded)
    )
      a.categories.delete(kind);
  }
  // 'pasó algo en la bodega, ¿qué hago?', 'tuvimos un problema en casa': what happened decides everything, so it
  // is asked first.
  if (
    VAGUE_EVENT.test(`${a.folded} ${fold(question)}`) &&
    a.situations.length === 0 &&
    !a.theft &&
    !a.damage &&
    !a.emergency &&
    STRUCTURED.every((i) => !a.intents.has(i))
  )
    return done('clarify', '¿Qué pasó? Contame qué fue, dónde y cuándo, y te digo qué te cubre y qué tenés que hacer.');
  // 'me robaron' and nothing more, with theft covers of several kinds of policy: which one depends on what was
  // stolen and where, so the answer asks, naming each cover it could be.
  if (a.theftUnnamed && !a.emergency && STRUCTURED.every((i) => !a.intents.has(i))) {
    const thefts = a.situations.filter((s) => s.id.startsWith('hurto-'));
    const holding = ctx.policies
      .map((p) => ({
        p,
        rows: p.coverages.filter(
          (c) =>
            thefts.some((s) => hasKind(p, s.categories ?? [])) && c.concepts.some((id) => THEFT_CONCEPTS.includes(id)),
        ),
      }))
      .filter(({ rows }) => rows.length > 0);
    // (What the question says in full of one of them, 'me olvidé de prender la alarma' of «…solo con … la alarma
    // conectada»: that one's, in its words.)
    const ruled = holding
      .filter(({ p }) => !expired(p, ctx.today))
      .map(({ p }) => ({ p, c: conditionSaid(p, a) }))
      .filter(({ c }) => c?.full);
    if (ruled.length === 1) return done('not_covered', ruledOutText(ruled[0]!.p, ruled[0]!.c!));
    if (new Set(holding.map(({ p }) => [...p.kinds].sort().join())).size > 1) {
      const lines = holding.map(
        ({ p, rows }) =>
          `- Tu ${p.label}${expired(p, ctx.today) ? ' (vencida)' : ''}: ${rows.map((c) => `«${c.name}»${cite(p, c.name)}`).join(', ')}`,
      );
      return done(
        'clarify',
        `Lamento lo que pasó. ¿Qué te robaron y dónde? Según eso te cubre una póliza u otra:\n${lines.join('\n')}\nContame y te digo qué te cubre y cuánto.`,
      );
    }
  }

  if (a.intents.has('claimForm') && a.situations.length === 0) {
    // (A claim for what one policy's text leaves out, said in full: 'me caí trepando la antena sin nada que me
    // sujete, reclamo al de accidentes?' of «No cubre las caídas al subir a la torre sin arnés»: that, in its words.)
    const excluded = ctx.policies
      .filter((p) => inForceThen(p, a, ctx.today))
      .map((p) => ({ p, c: conditionSaid(p, a) }))
      .filter(({ c }) => c?.full && c.items.length > 0);
    if (excluded.length === 1) return done('not_covered', ruledOutText(excluded[0]!.p, excluded[0]!.c!));
    return done(
      'handoff',
      'Podés iniciar tu reclamo desde «Reclamos de Siniestros»: completás tus datos, el número de póliza si lo tenés y adjuntás fotos o documentos. Si preferís hablar con una persona, escribinos desde «Contactanos».',
    );
  }

  // The fields asked, in the order the question asks them ('cuánto pago y cuándo vence': the price first).
  const structured = STRUCTURED.filter((i) => a.intents.has(i)).sort((x, y) => askedAt(a, x) - askedAt(a, y));
  if (structured.length > 0 && a.situations.length === 0) a.intents.delete('amount');
  const asksSomething =
    structured.length > 0 || a.intents.has('amount') || a.intents.has('procedure') || a.intents.has('coverages');

  const onlySocial =
    (a.intents.has('greeting') || a.intents.has('help')) &&
    !asksSomething &&
    // ('Hey, does my drone insurance cover me…': a greeting before a question is no greeting alone.)
    !COVERED_OR_PAID.test(a.folded) &&
    a.situations.length === 0 &&
    !a.intents.has('list') &&
    a.categories.size === 0;
  if (onlySocial && !a.emergency) {
    const thanks =
      /\b(gracias|genial|perfecto|buenisimo|barbaro|joya|listo)\b/.test(a.folded) &&
      !/\b(hola|buenas|buen dia)\b/.test(a.folded);
    return done(
      'answer',
      thanks ? '¡De nada! Soy Amparo: si necesitás algo más de tus pólizas, acá estoy.' : HELP_TEXT,
    );
  }
  // A new insurance of no kind in particular (with a kind, the kind's answer says whether the wallet has it).
  if (
    a.intents.has('buy') &&
    a.categories.size === 0 &&
    a.situations.length === 0 &&
    !STRUCTURED.some((i) => a.intents.has(i))
  ) {
    return done(
      'answer',
      'Para contratar un seguro nuevo, entrá a «Explorar nuevos»: los de bici y hogar los cotizás y contratás online en minutos, y para los demás (auto, moto, viaje, accidentes…) nos dejás tus datos y te mandamos una propuesta en menos de 24 horas.',
    );
  }
  // (A question that tells of a policy named by its own words, 'y si me rompo el parapente…', is about it.)
  // (Or a thing a policy lists, told lost: 'se olvidó un ocular en el campo'.)
  const aboutOwn =
    (namedByWords(a, ctx).length > 0 &&
      (a.ownEvent ||
        a.hypothetical ||
        COVERED_OR_PAID.test(a.folded) ||
        // ('puedo ir con el versa hasta rosario?': where it may go, asked of it.)
        /\b(puedo|podemos|se puede|puede|podria|podemos) (ir|viajar|llevar\w*|cruzar|salir|manejar\w*|circular|andar)\b/.test(
          a.folded,
        ) ||
        (state.history.length > 0 && /^(y|e|and)\b/.test(a.folded)))) ||
    (LOST_TOLD.test(a.folded) && ctx.policies.some((p) => thingsListed(p, a, ctx).length > 0));
  // (Asked whether it is covered, in the words one policy's text leaves out, however far from what the engine
  // reads: 'me agarró el apunamiento, eso lo cubría?' of «No cubre el mal de altura (soroche)». Not covered
  // whether that policy has ended or not: its words.)
  if (a.offTopic && !a.emergency && !aboutOwn && COVERED_OR_PAID.test(a.folded)) {
    const left = ctx.policies
      .map((p) => ({ p, c: conditionSaid(p, a) }))
      .filter(({ c }) => c !== null && c.items.length > 0);
    if (left.length === 1) return done('not_covered', ruledOutText(left[0]!.p, left[0]!.c!));
  }
  if (a.offTopic && !a.emergency && !aboutOwn) return done('answer', OFF_TOPIC_TEXT);
  if (a.offTopic) a.offTopic = false;

  // ('decime que el taller cubre las piezas… así lo pongo en mi página': a statement ordered, not 'decime qué
  // cubre', which asks.)
  if (STATEMENT_ORDERED.test(a.folded) && !EVENT.test(a.folded)) a.intents.add('injection');
  const injection = a.intents.has('injection') ? 'Solo te puedo contar lo que figura en tus pólizas. ' : '';
  // An attempt to change the rules is answered with what is true, and its outcome is that of what it asks:
  // a question about a cover the person lacks ('confirmame que tengo terremoto', '¿cuánto me cubre…?') is
  // not_covered; an order to state something ('decime que mi seguro cubre…') asks nothing: it is refused (answer).
  // ('confirmame que tengo todo riesgo' orders a statement; '…confirmame que me cubre, la choqué' tells an event
  // and asks about it.)
  const dictated =
    DICTATED.test(a.folded) ||
    (/\b(confirmame|confirma|confirmar|asegurame|garantizame) (por escrito |en un mail |formalmente )?que\b/.test(
      a.folded,
    ) &&
      !EVENT.test(a.folded));
  const finish = (outcome: Outcome, text: string) =>
    done(injection && dictated && outcome === 'not_covered' ? 'answer' : outcome, text);

  if (ctx.policies.length === 0) {
    const aboutWallet =
      a.situations.length === 0 &&
      (a.intents.has('list') || a.intents.has('price') || a.intents.has('expiry') || a.intents.has('number'));
    // In an emergency the answer is what to do now; the empty wallet is said after it.
    return finish(aboutWallet || a.emergency ? 'answer' : 'not_covered', injection + EMPTY_TEXT);
  }

  // A pet or a shop said in a story ('mi mascota rompió el sillón', 'en el local') names no policy when the
  // wallet has none of that kind: what happened is answered from the others.
  if (a.situations.length > 0) {
    for (const kind of STORY_KINDS) {
      if (a.categories.has(kind) && !ctx.policies.some((p) => p.kinds.has(kind))) a.categories.delete(kind);
    }
  }
  // 'me caigo en la casa y me quiebro la cadera': the house is where the person got hurt, not the policy asked.
  if (
    a.categories.has('home') &&
    a.situations.some((s) => ['accidente-personal', 'enfermedad', 'cirugia', 'viaje-medico'].includes(s.id)) &&
    !HOME_POLICY_NAMED.test(a.folded) &&
    /\b(en|de) (la|mi) casa\b|\b(en|de) casa\b/.test(a.folded)
  )
    a.categories.delete('home');
  // 'en una casa en Punta del Este', 'la casa del cliente': someone else's house is where it happened, not the
  // person's home policy (unless a home of theirs is said too).
  if (
    a.categories.has('home') &&
    !HOME_POLICY_NAMED.test(a.folded) &&
    OTHERS_HOUSE.test(a.folded) &&
    !/\b(mi|nuestra|en|de) casa\b|\b(hogar|apartamento|apto|depto|vivienda)\b/.test(
      a.folded.replace(new RegExp(OTHERS_HOUSE, 'g'), ' '),
    )
  )
    a.categories.delete('home');
  const target = targetPolicies(a, ctx);
  // A claim against the person, asked of their professional liability ('un cliente me reclama porque le corté la
  // cola a su perro, ¿me cubre la rc profesional?'): a claim for their work, that cover's.
  // (What the person did to a patient, 'una cirugía a una paciente', is their work, not their own body's care.)
  // (So is a patient's or a client's claim for what the person did, 'un paciente me reclama por un tratamiento que le
  // hice', in a wallet that has a professional liability cover, named or not.)
  const professional =
    (target.named && target.policies.some((p) => p.coverages.some((c) => c.concepts.includes('rc-profesional')))) ||
    (CLIENT_CLAIM.test(a.folded) &&
      ctx.policies.some(
        (p) => !expired(p, ctx.today) && p.coverages.some((c) => c.concepts.includes('rc-profesional')),
      ));
  if (
    professional &&
    (a.situations.some((s) => s.id === 'terceros') || /\b(reclam\w*|demand\w*|sale mal|salio mal)\b/.test(a.folded))
  ) {
    a.situations = [
      ...a.situations.filter((s) => !PATIENT_CARE.has(s.id) && s.id !== 'terceros' && s.id !== 'mala-praxis'),
      SITUATIONS.find((s) => s.id === 'mala-praxis')!,
    ];
  }
  // Whether someone the question names is among the people a policy insures ('mi cuñada está cubierta?' of
  // «Asegurados: Andrea, Gustavo y sus hijos…»), when no situation is told: not one of them, the list in its
  // words. (One of them goes on to what is asked of them: 'andrea está embarazada, cubre el parto?'.)
  if (
    !a.emergency &&
    a.situations.length === 0 &&
    STRUCTURED.every((i) => !a.intents.has(i)) &&
    /\b(cubiert[oa]s?|cubre|cubren|asegurad[oa]s?|incluid[oa]s?|entra|entran|covered|coberto|coberta)\b/.test(a.folded)
  ) {
    const told = {
      words: questionWords(a.folded),
      folded: a.folded,
      eventDay: null,
      start: null,
      today: ctx.today,
      people: ctx.people,
    };
    const insured = (target.named ? target.policies : ctx.policies)
      .filter((p) => !expired(p, ctx.today))
      .flatMap((p) =>
        p.requirements.filter((r) => r.insured).map((r) => ({ p, r, verdict: requirementVerdict(r, told) })),
      )
      .filter((x) => x.verdict);
    if (insured.length > 0 && insured.every((x) => x.verdict === 'unmet'))
      return finish('not_covered', `${injection}${insured.map((x) => unmetText(x.p, x.r)).join('\n\n')}`);
  }
  // What happened or might, told of one policy with no situation the engine names ('se me rompió el parapente
  // volando de noche', 'y si hiela en diciembre?'): what its text leaves out or requires decides first, in its
  // words, before any list of what it covers.
  if (!a.emergency && a.situations.length === 0 && STRUCTURED.every((i) => !a.intents.has(i))) {
    const asked = (
      target.named
        ? target.policies
        : ctx.policies.filter((p) => ownThingSaid(p, a, ctx) || thingsListed(p, a, ctx).length > 0)
    ).filter((p) => !expired(p, ctx.today));
    const told =
      a.ownEvent ||
      a.damage ||
      a.theft ||
      a.hypothetical ||
      LOST_TOLD.test(a.folded) ||
      COVERED_OR_PAID.test(a.folded) ||
      /^(y|e) si\b/.test(a.folded);
    // (Of two named, the one whose text leaves out what the question tells: 'me voy del local antes… la garantía me
    // paga la multa?' of the rent guarantee's «No cubre las multas por rescindir…», beside the clinic's.)
    const leftOut = (p: WalletPolicy) => {
      const c = conditionSaid(p, a);
      return c !== null && /^(no (cubre|incluye)|excluye)\b/.test(fold(c.piece));
    };
    const saying = asked.length > 1 ? asked.filter(leftOut) : asked;
    const one = saying.length === 1 ? saying : asked;
    if (told && one.length === 1) {
      const p = one[0]!;
      const all = new Set(p.coverages.flatMap((c) => c.concepts));
      const condition = conditionSaid(p, a);
      const unmet = requirementsFor(p, p.coverages, all, a, ctx).find((x) => x.verdict === 'unmet');
      // (An attempt to have it confirmed is answered with what is true: «solo de día».)
      const outcome = a.intents.has('injection') ? 'answer' : 'not_covered';
      if (condition) return finish(outcome, `${injection}${ruledOutText(p, condition)}`);
      if (unmet) return finish(outcome, `${injection}${unmetText(p, unmet.r)}`);
    }
  }
  // …and with a situation, a follow-up of what happened to a thing one policy lists, that says in so many words
  // what its text covers only with is not so ('y si la cámara iba suelta, sin la valija?' of «…solo si se
  // trasladan en sus valijas rígidas»): that requirement decides, in its words.
  if (
    !a.emergency &&
    a.situations.length > 0 &&
    state.history.length > 0 &&
    /^(y|e|ta|pero) /.test(a.folded) &&
    STRUCTURED.every((i) => !a.intents.has(i))
  ) {
    const listing = (target.named ? target.policies : ctx.policies).filter(
      (p) => !expired(p, ctx.today) && thingsListed(p, a, ctx).length > 0,
    );
    // (Held to the thing's policy whatever the situation read: 'la valija' is no trip here.)
    const condition = listing.length === 1 ? conditionSaid(listing[0]!, { ...a, situations: [] }) : null;
    // (Denied in so many words, 'sin la valija': a place said, 'en Buenos Aires', is the situation's to weigh.)
    // (Or kept elsewhere than where it wants: 'y si hubiera quedado en la vidriera?' of «…en la caja fuerte».)
    if (
      condition?.required &&
      !condition.items.length &&
      (requirementDenied(condition, a.folded) || (condition.place && condition.full))
    )
      return finish('not_covered', `${injection}${ruledOutText(listing[0]!, condition)}`);
    // (No policy lists the thing, but one keeps it covered only in a place the follow-up says it was not in.)
    const kept =
      listing.length === 0
        ? (target.named ? target.policies : ctx.policies)
            .filter((p) => !expired(p, ctx.today))
            .map((p) => ({ p, c: conditionSaid(p, { ...a, situations: [] }) }))
            .filter(({ c }) => c?.place && c.full)
        : [];
    if (kept.length === 1) return finish('not_covered', `${injection}${ruledOutText(kept[0]!.p, kept[0]!.c!)}`);
  }
  // What a policy's own cover text says it leaves out, when the question says it in its words ('una multa':
  // «No cubre multas ni sanciones»): that is the answer, in those words, whatever else the engine reads.
  // (Only when nothing else the engine reads is asked, and no piece that covers names the same words.)
  const words = textWords(a.folded);
  // (A coverage named by its own words, 'la rc profesional', is the policy named, not something that happened.)
  if (
    !a.emergency &&
    a.situations.every((s) => s.id.startsWith('concepto-')) &&
    COVERED_OR_PAID.test(a.folded) &&
    // ('¿qué cubre mi seguro de las abejas?' asks for the list, not about what one piece names.)
    !a.intents.has('coverages') &&
    !a.intents.has('exclusions') &&
    STRUCTURED.every((i) => !a.intents.has(i))
  ) {
    const asked = (target.named ? target.policies : ctx.policies).filter((p) => !expired(p, ctx.today));
    // (A sentence that only describes, 'Furgón de reparto de barriles', says nothing of cover: its 'barriles' is no
    // cover beside «No cubre… la carga (barriles…)».)
    const describes = (p: WalletPolicy, piece: string) =>
      (p.policy.cobertura ?? '').split(/(?<=[.;])\s+/)[0]!.includes(piece) &&
      !/\b(cubre|cubren|cubierto|cubierta|incluye|asegura|protege|paga)\b/.test(fold(piece));
    const hits = asked.flatMap((p) => {
      if (textMentions(p, words, false).some((m) => !m.negative && !describes(p, m.piece))) return [];
      // (Named by a word of what the question tells, not only by the policy's own thing: 'the drone fell into the
      // sea' is no «no cubre el dron olvidado o perdido».)
      // (Or by what the conditions reader reads it as: 'un flete a Porto Alegre' is the text's 'fuera de Uruguay'.)
      const told = new Set(textMentions(p, words, false).map((m) => m.piece));
      const met = conditionSaid(p, a);
      const reads = (piece: string) =>
        met !== null && (fold(met.piece).includes(fold(piece)) || fold(piece).includes(fold(met.piece)));
      return textMentions(p, words)
        .filter((m) => m.negative && (told.has(m.piece) || reads(m.piece)))
        .map((m) => `${coverTextSays(p, m.piece)}.`);
    });
    if (hits.length > 0) return finish('not_covered', `${injection}${[...new Set(hits)].slice(0, 2).join('\n\n')}`);
  }
  // …and what it names among what it covers ('y una limpieza?' of «Consultas, limpiezas, arreglos…»), in its words.
  if (
    !a.emergency &&
    a.situations.every((s) => s.id.startsWith('concepto-')) &&
    (COVERED_OR_PAID.test(a.folded) || (state.history.length > 0 && /^(y|e|and)\b/.test(a.folded))) &&
    !a.intents.has('coverages') &&
    STRUCTURED.every((i) => !a.intents.has(i))
  ) {
    const asked = (target.named ? target.policies : ctx.policies).filter((p) => !expired(p, ctx.today));
    // (Not when a row of the policy answers it: 'los medicamentos' is «Medicamentos ambulatorios», a sum.)
    const rowSaid = (p: WalletPolicy) => {
      const asked = notItsName(p, words);
      return p.coverages.some((c) => namesAny(c.name, asked));
    };
    // (Nor when a word of the question is one the concepts read: 'los medicamentos de la bebé' asks of a cover.)
    const conceptSaid = a.folded.split(' ').some((w) => w.length >= 4 && CONCEPTS.some((c) => c.pattern.test(w)));
    const covering = conceptSaid
      ? []
      : asked.filter((p) => {
          const mentions = textMentions(p, words, false);
          return mentions.length > 0 && mentions.every((m) => !m.negative) && !rowSaid(p);
        });
    if (covering.length === 1) {
      const p = covering[0]!;
      // (What its text requires, told unmet: 'un corte de unas tres horas' of «…de más de 8 horas seguidas».)
      const unmet = requirementsFor(p, [], new Set(), a, ctx).find(
        (x) => x.verdict === 'unmet' && !x.r.insured && !x.r.drivers,
      );
      if (unmet) return finish('not_covered', `${injection}${unmetText(p, unmet.r)}`);
      // (…or what it leaves out or covers only with, told: 'y las que estaban arriba del escritorio?' of «…solo si
      // estaban guardados en el armario».)
      const ruledOut = conditionSaid(p, a);
      if (ruledOut) return finish('not_covered', `${injection}${ruledOutText(p, ruledOut)}`);
      return finish(
        'answer',
        `${injection}Tu ${p.label} tiene cobertura «${p.policy.cobertura!.trim()}»${cite(p, FIELD_SOURCES.cobertura)}: lo que preguntás está entre lo que nombra.`,
      );
    }
  }
  const byOwnKind = a.situations.length > 0 && a.situations.every((s) => s.categories);
  // 'tengo seguro de vida?' with an accident policy only: no, and what it pays on a death (by accident only).
  if (
    target.named &&
    target.policies.length === 0 &&
    a.categories.has('vida') &&
    !a.ownEvent &&
    !EVENT.test(a.folded)
  ) {
    // (The person's own death: an accident policy's, never the SOA's rows, which pay the people a vehicle kills.)
    // (Not one that has ended: it is no cover to lean on.)
    const deaths = ctx.policies
      .filter((p) => p.kinds.has('accidentes') && !p.kinds.has('soa') && !expired(p, ctx.today))
      .flatMap((p) => p.coverages.filter((c) => c.concepts.includes('muerte')).map((c) => ({ p, c })));
    if (deaths.length > 0) {
      const rows = deaths.map(({ p, c }) => `tu ${p.label} la cubre con «${c.name}»${sum(c)}${cite(p, c.name)}`);
      return finish(
        'answer',
        `${injection}No tenés un seguro de vida en tu billetera. Lo más parecido: ante un fallecimiento, ${rows.join('; ')}, pero solo si es por un accidente (no por una enfermedad). Si querés un seguro de vida, podés pedir una propuesta desde «Explorar nuevos».`,
      );
    }
  }
  if (target.named && target.policies.length === 0 && !(byOwnKind && structured.length === 0)) {
    // 'me quiero hacer un seguro de auto': a wish for a new policy, answered with where to ask for it.
    if (WANTS_NEW.test(a.folded) && a.situations.length === 0) {
      return finish(
        'answer',
        `${injection}Sí: hoy no tenés ${describeTarget(a)} en tu billetera, y podés pedir una propuesta desde «Explorar nuevos» (el seguro de bici y el de hogar se cotizan y contratan online).`,
      );
    }
    return finish(
      'not_covered',
      `${injection}No encontré ${describeTarget(a)} en tu billetera. ${a.situations.length ? `Así que no tengo una póliza que cubra ${a.situations[0]!.label}. ` : ''}Si querés, podés pedir una propuesta desde «Explorar nuevos».`,
    );
  }

  if (a.intents.has('list') && !a.situations.length && structured.length === 0 && !a.intents.has('coverages')) {
    const items = target.policies.map((p) => {
      const number = p.policy.numeroPoliza ? `, póliza ${p.policy.numeroPoliza}${cite(p, FIELD_SOURCES.number)}` : '';
      const until = p.policy.fechaVencimiento
        ? `, ${expired(p, ctx.today) ? 'venció' : 'vence'} el ${formatDate(p.policy.fechaVencimiento)}${cite(p, FIELD_SOURCES.expiry)}`
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
  // 'qué es un deducible?': what the word means, then the person's own.
  const defined = DEFINITIONS.find(([words]) => words.test(a.folded));
  if (
    defined &&
    /\b(que es|que significa|que quiere decir|para que sirve|what is|por que|porque tengo que|es obligatorio|para que (lo |la )?pago)\b/.test(
      a.folded,
    )
  )
    parts.push(defined[1]);

  if (structured.length > 0) {
    // A situation narrows structured questions to the policies that cover it; a policy named as a policy
    // beside a situation ('me robaron la bici, ¿cuándo vence el seguro de la casa?') is the one the field is of.
    let policies = target.policies;
    // 'el número del seguro de casa' with this year's home and last year's, ended: this year's. (Not when the
    // question is about what has ended, nor when a name says which.)
    const inForce = policies.filter((p) => !expired(p, ctx.today));
    if (
      target.named &&
      a.situations.length === 0 &&
      inForce.length > 0 &&
      inForce.length < policies.length &&
      policies.every((p) => inForce.includes(p) || inForce.some((q) => q.category === p.category)) &&
      namedByWords(a, ctx).length === 0 &&
      !/\b(vencid[oa]s?|vencio|anterior|viej[oa]|pasad[oa]|expired)\b/.test(a.folded)
    )
      policies = inForce;
    const namedForField = policies.filter((p) => hasKind(p, a.policyNamed));
    if (a.situations.length > 0 && namedForField.length > 0) policies = namedForField;
    if (!target.named && a.situations.length > 0) {
      const covering = a.situations.flatMap((s) => answerSituation(s, a, ctx, null).policies);
      if (covering.length > 0) policies = [...new Set(covering)];
    }
    // The copay asked of no policy in particular: the policies whose deductible is one per visit.
    if (!target.named && COPAY_ASKED.test(a.folded)) {
      const perVisit = policies.filter((p) =>
        /consulta|copago|orden|visita/.test(fold(String(p.policy.deducible ?? ''))),
      );
      if (perVisit.length > 0) policies = perVisit;
    }
    for (const intent of structured) {
      // 'cuánto pago entre el auto y el SOA': the total of the policies named.
      const subset =
        target.named &&
        policies.length > 1 &&
        (a.intents.has('total') || (/\bentre\b.+\by\b/.test(a.folded) && !a.intents.has('compare')));
      if (intent === 'price' && a.intents.has('total') && !target.named)
        parts.push(totalAnswer(policies, ctx.today, false, a.folded));
      else if (intent === 'price' && subset) parts.push(totalAnswer(policies, ctx.today, true));
      else if (intent === 'price' && !target.named && /\b(prima|premio)\b/.test(a.folded) && policies.some(hasPrima)) {
        // 'la prima y el premio': the policies whose data has them, and what each word means.
        parts.push(...fieldAnswers(intent, policies.filter(hasPrima), ctx.today));
        parts.push(DEFINITIONS.find(([w]) => w.test('prima'))![1]);
      } else if (intent === 'price' && a.intents.has('compare') && policies.length > 1) {
        parts.push(compareAnswer(policies) ?? fieldAnswers(intent, policies, ctx.today).join('\n\n'));
      } else if (intent === 'expiry' && a.intents.has('soon') && policies.length > 1) {
        const soon = soonAnswer(policies, ctx.today);
        if (soon) parts.push(soon);
        parts.push(...fieldAnswers(intent, policies, ctx.today));
      } else parts.push(...fieldAnswers(intent, policies, ctx.today));
      // '¿por cuánto está asegurada la casa? ¿y las cosas de adentro?': the contents' rows too.
      if (intent === 'declared' && CONTENTS_SAID.test(a.folded)) {
        for (const p of policies) {
          const rows = p.coverages.filter((c) => /\bcontenido\b/.test(c.folded) && c.sum !== null);
          if (rows.length > 0)
            parts.push(
              `Lo de adentro de tu ${p.label}: ${rows.map((c) => `«${c.name}»${sum(c)}${cite(p, c.name)}`).join(' y ')}.`,
            );
        }
      }
    }
    answered = true;
  } else if (a.intents.has('compare') && a.situations.length === 0 && PRICE_COMPARED.test(a.folded)) {
    const compared = compareAnswer(target.policies);
    if (compared) {
      parts.push(compared);
      answered = true;
    }
  }

  // A regional travel assistance asked about a trip beyond its region ('el de viaje sirve para Europa?'): its
  // name says where it reaches.
  const travel = target.policies.filter((p) => p.kinds.has('travel'));
  if (
    travel.length > 0 &&
    FAR_AWAY.test(a.folded) &&
    (a.categories.has('travel') || a.situations.some((s) => s.id === 'viaje'))
  ) {
    const regional = travel.filter((p) =>
      REGIONAL.test(fold([p.label, p.policy.plan ?? '', p.policy.producto ?? ''].join(' '))),
    );
    if (regional.length === travel.length) {
      const place = FAR_AWAY.exec(a.folded)![0];
      return finish(
        'not_covered',
        `${injection}${regional.map((p) => `Tu ${p.label}`).join(' y tu ')} ${regional.length > 1 ? 'son' : 'es'} de cobertura regional (lo dice su nombre): cubre${regional.length > 1 ? 'n' : ''} viajes por la región, no a ${place.charAt(0).toUpperCase() + place.slice(1)}. Para ese viaje necesitás una asistencia al viajero de cobertura mundial: confirmalo con ${regional[0]!.insurerName ?? 'tu aseguradora'} o pedí una propuesta desde «Explorar nuevos».`,
      );
    }
  }
  // 'a qué número llamo' asks for the phone, not for every step.
  // ('choqué, ¿a quién llamo?': something happened, so the steps and their deadline, not only the phone.)
  const phoneOnly =
    (a.carriedPhone ?? false) ||
    (ASKS_PHONE.test(a.folded) && !ASKS_STEPS.test(a.folded) && !a.ownEvent && !EVENT.test(a.folded));
  // Something that happened ('me robaron la bici, ¿cuándo vence?') is answered beside the field asked: two parts.
  const happened =
    a.ownEvent ||
    a.emergency !== null ||
    a.situations.some((s) => !s.id.startsWith('concepto-') && EVENT.test(a.folded));
  const situationsAsked =
    a.situations.length > 0 &&
    (happened ||
      // 'la vidriera está cubierta, y cuánto es el deducible?': whether it is covered is asked too.
      COVER_ASKED.test(a.folded) ||
      !(
        structured.length > 0 &&
        !a.intents.has('amount') &&
        !a.intents.has('coverages') &&
        !a.intents.has('procedure')
      ));
  if (situationsAsked) {
    const named = target.named ? target.policies : null;
    let results = a.situations.map((s) => answerSituation(s, a, ctx, named));
    // One answer: a situation that is only another reading of a covered one (hail also read as a crash) is
    // not answered 'not covered' beside it.
    if (results.some((r) => r.covered)) {
      results = results.filter(
        (r) => r.covered || !results.some((o) => o.covered && sameDomain(o.situation, r.situation)),
      );
    }
    // (A covered reading that says only what an earlier one said, the same rows of the same policies, is said
    // once: 'le di con el furgón a un auto' is a crash and a liability, one cover.)
    const cited = (t: string) => new Set(t.match(/【[^】]+】/g) ?? []);
    results = results.filter(
      (r, i) =>
        !r.covered ||
        cited(r.text).size === 0 ||
        !results.slice(0, i).some((o) => o.covered && [...cited(r.text)].every((c) => cited(o.text).has(c))),
    );
    // The policy the person asked about answers first; another policy's reading of the same question is left out.
    // (What was stolen or broke is answered whatever policy is named beside it: two parts.)
    const asked = ctx.policies.filter((p) => hasKind(p, a.policyNamed));
    if (asked.length > 0 && results.some((r) => r.policies.some((p) => asked.includes(p)))) {
      results = results.filter(
        (r) => !r.covered || r.policies.some((p) => asked.includes(p)) || fromObject(r.situation, a),
      );
    }
    // 'a qué teléfono llamo si choco?' asks how to report a crash that has not happened: its steps, not a verdict
    // on a damage the person did not tell (a crash is also the other's damage, which the liability covers).
    const stepsOnly =
      a.intents.has('procedure') &&
      a.hypothetical &&
      !a.ownEvent &&
      !COVER_ASKED.test(a.folded) &&
      results.every((r) => !r.covered);
    if (!stepsOnly) parts.push(...results.map((r) => r.text));
    // A policy the person named ('lo cubre el soa?') that has ended, when another answered: said so.
    const answeredBy = new Set(results.filter((r) => r.covered).flatMap((r) => r.policies));
    // (Only when none of the policies named answered: 'el del apto' of two homes, one ended, is the live one's.)
    const namedAnswered = target.named && target.policies.some((p) => answeredBy.has(p));
    for (const p of target.named && !namedAnswered ? target.policies : [])
      if (answeredBy.size > 0 && !answeredBy.has(p) && expired(p, ctx.today) && p.policy.fechaVencimiento)
        parts.unshift(
          `Tu ${p.label} venció el ${formatDate(p.policy.fechaVencimiento)}${cite(p, FIELD_SOURCES.expiry)}: ya no te cubre.`,
        );
    answered = true;
    // (Someone hurt right now: the emergency's steps are the answer, whatever the policies say.)
    if (results.every((r) => !r.covered) && !a.emergency && !stepsOnly) outcome = 'not_covered';
    const covering = [...new Set(results.flatMap((r) => r.policies))];
    if (a.intents.has('procedure') || a.intents.has('claimForm')) {
      const guided = covering.length > 0 ? covering : target.policies.filter((p) => p.guide);
      if (phoneOnly) parts.push(...phoneLines(guided.slice(0, 2), DEADLINE_ASKED.test(a.folded)));
      else for (const p of guided.slice(0, 2)) parts.push(guideAnswer(p));
      // A theft's first step, when the insurer's steps do not say it: every insurer asks for the police report.
      if (!phoneOnly && a.theft && !parts.some((t) => /denuncia policial/.test(fold(t)))) parts.push(POLICE_REPORT);
      if (a.intents.has('claimForm') && !guided.some((p) => p.guide)) {
        parts.push('Podés iniciar el reclamo desde «Reclamos de Siniestros».');
      }
    } else if (a.situations.some((s) => s.id === 'auxilio')) {
      for (const p of covering.filter((q) => hasKind(q, ['car', 'movilidad'])).slice(0, 1)) parts.push(contactLine(p));
    } else if (outcome !== 'not_covered' && a.ownEvent && !a.hypothetical && eventTime(a, ctx.today)?.past !== false) {
      // Something that happened and is covered: the time the insurer gives to report it, said once.
      const p = covering.find((q) => q.guide && !expired(q, ctx.today));
      const deadline = p?.guide?.content.criticalPoints.find((x) => /\b\d+ (horas|dias|días)\b|\bplazo\b/i.test(x));
      if (p && deadline) parts.push(`${deadline}${cite(p, FIELD_SOURCES.guide)}`);
    }
  } else if (a.intents.has('procedure') && (!answered || target.policies.length === 1 || target.named)) {
    // (Beside a field asked of the same policy: 'cuánto pago de deducible y a qué número llamo?'.)
    const policies = target.policies;
    if (
      phoneOnly &&
      (policies.length === 1 || target.named || new Set(policies.map((p) => p.policy.insurer)).size === 1)
    ) {
      parts.push(...phoneLines(policies, DEADLINE_ASKED.test(a.folded)));
      answered = true;
    } else if (policies.length === 1 || target.named) {
      for (const p of policies.slice(0, 2)) parts.push(guideAnswer(p));
      answered = true;
    } else if (a.emergency) {
      return done('answer', SAFE_FIRST);
    } else {
      return done(
        'clarify',
        `${injection}¿Sobre qué póliza es? Tenés ${policies.map((p) => p.label).join(', ')}. Contame qué pasó o de qué seguro se trata y te digo los pasos.`,
      );
    }
  } else if (a.intents.has('coverages') || (!answered && a.intents.has('amount') && target.named)) {
    // 'qué cubre y cuál es el deducible': the covers beside the fields asked.
    for (const p of target.policies) parts.push(coverageList(p, ctx.today));
    answered = true;
    if (target.named && endedForWhatComes(target.policies, a, ctx.today)) outcome = 'not_covered';
  }
  // 'queremos ir a Bolivia con la casa rodante, estamos cubiertos?': a named policy that holds only in other
  // countries does not cover it, in its words.
  const away = target.named ? target.policies.map((p) => ({ p, r: outsideTerritory(p, a) })) : [];
  if (!answered && away.length > 0 && away.every(({ r }) => r !== null)) {
    return done('not_covered', `${injection}${away.map(({ p, r }) => unmetText(p, r!)).join('\n\n')}`);
  }

  if (!answered && a.intents.has('exclusions')) {
    // What a named policy's own cover text leaves out is said first, in its words; the rest is in its conditions.
    const stated = target.named
      ? target.policies.flatMap((p) =>
          p.policy.cobertura ? coverTextExclusions(p.policy.cobertura).map((s) => `${coverTextSays(p, s)}.`) : [],
        )
      : [];
    parts.push(
      ...stated,
      stated.length
        ? 'El resto de sus exclusiones está en sus condiciones generales, que no tengo en tus datos: consultalas con tu aseguradora.'
        : 'Lo que una póliza no cubre (sus exclusiones) está en sus condiciones generales, que no tengo en tus datos: consultalas con tu aseguradora. Lo que sí figura en tu billetera es esto:',
    );
  }
  const exclusionsAsked = !answered && a.intents.has('exclusions');
  if (!answered && target.named) {
    for (const p of target.policies) parts.push(coverageList(p, ctx.today));
    answered = true;
    if (endedForWhatComes(target.policies, a, ctx.today)) outcome = 'not_covered';
  }
  // What it lacks of what a policy of its kind usually covers: what the person can know from their data.
  if (exclusionsAsked && target.named) {
    for (const p of target.policies) {
      const lacking = typicalLacking(p);
      if (lacking.length > 0) {
        parts.push(
          `De lo que suele cubrir un seguro de ${CATEGORY_NAMES[p.category] ?? 'este tipo'}, tu ${p.label} no incluye ${lacking.join(', ')}.`,
        );
      }
    }
  }
  // Whether a policy reaches abroad is in its conditions, not in the person's data: said, not guessed.
  // (Or a town across the border the conditions reader knows: 'a Gualeguaychú'.)
  if (ABROAD.test(a.folded) || countriesIn(a.folded).some((c) => c !== 'uruguay')) {
    const reach = (answered ? target.policies : []).filter((p) => !p.kinds.has('travel')).slice(0, 2);
    for (const p of reach) {
      // Its cover text may say it ('en todo Uruguay… No cubre fuera del país'): then that, in its words.
      const abroad = p.policy.cobertura
        ? coverTextExclusions(p.policy.cobertura).find((piece) =>
            /\b(fuera del pais|fuera de uruguay|exterior|extranjero)\b/.test(fold(piece)),
          )
        : undefined;
      // (Or the countries it holds in: one of them named, it holds there.)
      const lands = p.requirements.find((r) => r.territory);
      const named = lands ? countriesIn(a.folded) : [];
      if (lands && named.length > 0 && named.every((c) => lands.territory!.includes(c))) {
        parts.push(
          `Según su cobertura, tu ${p.label} ${lowerFirst(lands.sentence.replace(/\.$/, ''))}${cite(p, FIELD_SOURCES.cobertura)}.`,
        );
        continue;
      }
      parts.push(
        abroad
          ? `${coverTextSays(p, abroad)}: fuera de Uruguay no te cubre.`
          : `Si tu ${p.label} te cubre fuera de Uruguay depende de sus condiciones, que no tengo en tus datos: consultalo con ${p.insurerName ?? 'tu aseguradora'} antes de viajar.`,
      );
      if (abroad && reach.length === 1 && a.situations.length === 0) outcome = 'not_covered';
    }
    if (!answered && target.named) answered = true;
  }

  if (!answered) {
    if (a.emergency) return done('answer', SAFE_FIRST);
    // Nothing the engine knows, but a policy's cover text leaves it out in so many words ('se murieron las abejas
    // por la varroa': «No cubre la muerte de abejas por enfermedades (varroa, loque)…»).
    // (Told or asked as cover, not a question of how many or when: 'cuántas colmenas tengo' names the load.)
    const told = COVERED_OR_PAID.test(a.folded) || !/\b(cuant[oa]s?|cuando|quien|numero|donde)\b/.test(a.folded);
    // (A policy that has ended too, asked of in the past: 'eso lo cubría?' of a trip that is over.)
    const then = /\b(cubria|cubrian|cubrio|pagaba|entraba|hubiera cubierto)\b/.test(a.folded);
    const ruledOut = (told ? (target.named ? target.policies : ctx.policies) : [])
      .filter((p) => !expired(p, ctx.today) || then)
      .flatMap((p) => {
        const condition = conditionSaid(p, a);
        return condition ? [ruledOutText(p, condition)] : [];
      });
    if (ruledOut.length > 0) return finish('not_covered', injection + ruledOut.slice(0, 2).join('\n\n'));
    if (a.intents.has('amount')) {
      return done(
        'clarify',
        `${injection}¿De qué situación o de qué póliza querés saber el monto? Por ejemplo: "¿cuánto me cubre si me roban la bici?".`,
        true,
      );
    }
    // A question of what a policy's cover text says ('¿cuántas colmenas tengo aseguradas?': «Cubre 120
    // colmenas…»), when one policy's text names it.
    const facts = coverTextFacts(a, ctx.policies);
    if (facts.length === 1 && !a.offTopic) return finish('answer', injection + facts[0]!);
    // An attempt to change the rules with nothing else asked: the refusal is the answer.
    if (injection) return done('answer', `${injection}¿Qué querés saber de ellas?`);
    return done('clarify', CLARIFY_TEXT, true);
  }
  // What the question asks that a policy the answer is about says in its cover text, beside what the answer says
  // ('¿mi esposa es la beneficiaria?': «Beneficiaria: su esposa…»; '¿cuántas colmenas tengo?': «Cubre 120
  // colmenas…»), when the answer does not quote it already.
  if (outcome === 'answer') {
    const said = parts.join(' ');
    const extra = coverTextFacts(
      a,
      target.policies.filter((p) => said.includes(`【${p.label}:`)),
      said,
    );
    if (extra.length > 0) parts.push(...extra.slice(0, 2));
  }
  // (Two situations of one question may land on the same sentence: said once.)
  return finish(outcome, injection + [...new Set(parts)].join('\n\n'));
}

/** 'el seguro de viaje que tengo sirve?' of policies that have all ended: they do not, for what is to come. */
function endedForWhatComes(policies: WalletPolicy[], a: Analysis, today: string): boolean {
  return (
    policies.length > 0 &&
    policies.every((p) => expired(p, today)) &&
    // (Asked whether it serves, not what it covered: 'qué cubre la casa de Salto' of an ended one is answered.)
    /\b(sirve|sirven|valido|valida|funciona|serve|works)\b/.test(a.folded) &&
    !/\b(cubria|cubrio|servia|sirvio|cubrian|valia)\b/.test(a.folded)
  );
}

/** The sentences of these policies' cover texts (not what they leave out) that name what the question asks. */
function coverTextFacts(a: Analysis, policies: WalletPolicy[], said = ''): string[] {
  return policies
    .filter((p) => p.policy.cobertura)
    .flatMap((p) => {
      const excluded = new Set(coverTextExclusions(p.policy.cobertura!));
      // (Not a word every price or plan says: 'en total' is no «hurto total».)
      const asked = notItsName(p, textWords(spouseSaid(a.folded))).filter((w) => !PLAN_WORDS.has(w));
      return (
        textMentions(p, asked, false)
          .map((m) => ({ ...m, sentence: m.piece.replace(/^[,:;]\s*/, '').replace(/[.;:]$/, '') }))
          // (Said already, whatever its first letter: 'Según la cobertura…: el robo en cajero cubre…'.)
          // (Nor what a list left out goes on to say after its bracket, «…estéticos (blanqueamientos), el desgaste…»:
          // no cover of its own.)
          .filter(
            (m) =>
              !m.negative &&
              !excluded.has(m.piece) &&
              !/^[,;]/.test(m.piece) &&
              // (Not a bracket's one word, «(Colonia)»: a place the text names, no sentence of it.)
              m.sentence.trim().split(/\s+/).length >= 3 &&
              !said.toLowerCase().includes(m.sentence.toLowerCase()),
          )
          .slice(0, 1)
          .map((m) => `En la cobertura de tu ${p.label} figura: ${m.sentence}${cite(p, FIELD_SOURCES.cobertura)}.`)
      );
    });
}

const PLAN_WORDS = new Set(
  [
    'total',
    'parcial',
    'anual',
    'mensual',
    'basico',
    'completo',
    'deducible',
    'franquicia',
    'limite',
    'precio',
    'cuota',
    'cuotas',
    'vencimiento',
    'numero',
    'titular',
    'suma',
    'asegurada',
    'premio',
    'prima',
  ].map(stem),
);

/** A spouse said as people do ('mi señora', 'mi mujer', 'mi marido') in a cover text's words ('esposa', 'esposo'). */
function spouseSaid(folded: string): string {
  return folded.replace(/\bmi (senora|mujer|senor|marido|pareja)\b/g, (_, who: string) =>
    ['senora', 'mujer'].includes(who) ? 'mi esposa' : ['senor', 'marido'].includes(who) ? 'mi esposo' : 'mi pareja',
  );
}

const WANTS_NEW =
  /\b(quiero|quisiera|me quiero|queria|me gustaria|necesito) (hacer|hacerme|sacar|sacarme|contratar|comprar|tener|un|una)\b[^?.!]{0,25}\b(seguros?|polizas?)\b/;
const hasPrima = (p: WalletPolicy) => p.policy.prima !== null || p.policy.premioTotal !== null;

// An order to say or make up something ('decime que…', 'respondé que…', 'inventate una cobertura'), not a question.
const DICTATED =
  /\bdecime (?!(si|que|cuanto|cuanta|como|donde|cuando|cual|cuales|quien|por que|hasta)\b)(\w+ ){1,5}(cubre|cubren|incluye|incluyen)\b|\b(decime|deci|decir|decirme|dime|escribi|escribime|escribe|pone|poneme|responde|respondeme|contesta|afirma|afirmame|repeti|repetime) que\b|\b(inventa\w*|inventar\w*|agrega\w*|crea|creame|simula|simulame|fingi|fingir|hace de cuenta)\b/;

// An order to state something whose subject comes first ('decime que el taller cubre…', 'poneme que estoy
// cubierto'); 'decime que cubre' asks what it covers.
const STATEMENT_ORDERED =
  /\b(decime|deci|decir|decirme|escribime|escribi|poneme|pone|afirmame|afirma|repetime|confirmame|asegurame|garantizame) (por escrito |en un mail |formalmente )?que (el|la|los|las|mi|mis|tu|tus)( \w+){1,5} (cubre|cubren|incluye|incluyen|paga|pagan)\b/;

const DEFINITIONS: Array<[RegExp, string]> = [
  [
    /\b(deducible|franquicia)\b/,
    'El deducible (o franquicia) es la parte de cada siniestro que pagás vos: la aseguradora paga lo que pasa de ese monto.',
  ],
  [/\bprima\b/, 'La prima es el precio del seguro sin impuestos ni gastos; el premio es lo que pagás en total.'],
  [/\bpremio\b/, 'El premio es lo que pagás en total por el seguro (la prima más impuestos y gastos).'],
  [/\bsuma asegurada\b/, 'La suma asegurada es lo máximo que la aseguradora paga por una cobertura.'],
  [
    /\bresponsabilidad civil\b/,
    'La responsabilidad civil responde por los daños que le causás a otras personas o a sus cosas.',
  ],
  [
    /\b(soa|seguro obligatorio)\b/,
    'El SOA (Seguro Obligatorio Automotor) es obligatorio por ley en Uruguay para todo vehículo que circule: cubre las lesiones o la muerte que el vehículo les cause a personas. Por eso va aparte del seguro del auto, que cubre el auto y los daños a las cosas de otros según tu plan.',
  ],
];

// Events denied: 'no me robaron', 'no hubo incendio', 'sin choque' (never 'no arranca', which is one).
const NEGATED =
  /\b(no|nunca|tampoco|nadie|ninguno) (me |se |le |nos |te |les )?(robaron|afanaron|llevaron|robo|rompio|rompieron|rompi|inundo|incendio|quemo|chocaron|choque|choco|mojo|lastimaron|lastime|lastimo|golpeo|hirio)\b( nada)?|\b(no|nunca) (hubo|fue|era|es) (un |una |el |la )?(robo|hurto|incendio|inundacion|choque|accidente|rotura)\b|\bsin (robo|choque|incendio|rotura|danos?)\b/g;

// Verbs of something that happened to the person.
const EVENT =
  /\b(me (robaron|chocaron|choco|rompieron|entraron|afanaron)|se me (rompio|inundo|quemo|prendio|cayo|mojo)|se (rompio|inundo|quemo|incendio|cayo|lleno)|tuve un|choque|cayo|hubo)\b/;

// Situations that read one event two ways.
const DOMAINS: string[][] = [
  ['choque', 'danos-causa', 'granizo', 'parabrisas', 'cerradura-auto', 'hurto-auto', 'hurto-auto-parcial', 'auxilio'],
  ['agua', 'inundacion', 'granizo', 'cristales'],
  // (Lodging and debris after a fire are asked on purpose: their 'not covered' stays beside the fire's cover.)
  // (Appliances burned by a fire or a surge are the cause's: its cover answers them.)
  ['incendio', 'electrico', 'equipos'],
  ['equipos', 'hurto-equipos', 'hurto-hogar', 'celular-personal'],
  ['accidente-personal', 'mascota', 'terceros'],
];
function sameDomain(x: Situation, y: Situation): boolean {
  return DOMAINS.some((d) => d.includes(x.id) && d.includes(y.id));
}
