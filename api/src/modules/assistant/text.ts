/**
 * Spanish text handling of the answer engine: accent folding, tokens, a light stemmer, typo-tolerant
 * matching and the dates the answers write (dd/mm/yyyy); money is written with contracts' formatUsd (contracts/runtime).
 */

/** Lower case, accents and ñ folded (ñ → n), punctuation as spaces. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function tokens(text: string): string[] {
  const folded = fold(text);
  return folded ? folded.split(' ') : [];
}

// Longest first: the first suffix that leaves a stem of at least 3 letters is removed.
const SUFFIXES = [
  'amientos',
  'imientos',
  'amiento',
  'imiento',
  'aciones',
  'iciones',
  'adoras',
  'adores',
  'ancias',
  'acion',
  'icion',
  'adora',
  'ador',
  'ancia',
  'mente',
  'istas',
  'ista',
  'ables',
  'ibles',
  'able',
  'ible',
  'ando',
  'iendo',
  'aron',
  'ieron',
  'aste',
  'iste',
  'amos',
  'emos',
  'imos',
  'adas',
  'idas',
  'ados',
  'idos',
  'ada',
  'ida',
  'ado',
  'ido',
  'aba',
  'ian',
  'ces',
  'es',
  'as',
  'os',
  'an',
  'en',
  'ar',
  'er',
  'ir',
  'a',
  'e',
  'o',
  's',
  'i',
];

/** A light Spanish stemmer (suffix stripping): enough to meet `robaron`/`robo`, `cristales`/`cristal`. */
export function stem(token: string): string {
  if (token.length <= 3 || /^\d/.test(token)) return token;
  for (const suffix of SUFFIXES) {
    if (token.endsWith(suffix) && token.length - suffix.length >= 3) {
      const root = token.slice(0, -suffix.length);
      // (A gerund-like word whose root is a function word's is not that word: 'comando' is no 'como', 'parando'
      // no 'para'.)
      return FUNCTION_ROOTS.has(root) && /(ando|iendo)$/.test(token) ? token : root;
    }
  }
  return token;
}

// The stems of function words ('como', 'para', 'pero', 'todo', 'cada').
const FUNCTION_ROOTS = new Set(['com', 'par', 'per', 'tod', 'cad']);

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), capped. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** Typos allowed in a word of this length: none up to 3 letters, one up to 7, two from 8. */
export function typoBudget(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2;
}

/**
 * Corrects typos against a fixed vocabulary (the engine's own words). Only a token that is not a word
 * (`isWord`: the Spanish lexicon, plus the words the caller knows) is corrected; it becomes the vocabulary
 * word within its typo budget (both lengths' budgets), or the one that sounds the same in rioplatense
 * Spanish. Two candidates of different stems at the same distance are a tie: the token is left as written.
 */
export class Corrector {
  private readonly byLength: Map<number, string[]>;
  private readonly bySound: Map<string, string[]>;

  constructor(
    private readonly vocabulary: ReadonlySet<string>,
    private readonly isWord: (word: string) => boolean,
  ) {
    this.byLength = indexByLength(vocabulary);
    this.bySound = new Map();
    for (const word of vocabulary) {
      if (word.length <= 3) continue;
      const key = sound(word);
      this.bySound.set(key, [...(this.bySound.get(key) ?? []), word]);
    }
  }

  private undiminished(word: string, known: ReadonlySet<string>): string | null {
    const bases = diminutiveBases(word);
    // (A word of the engine's own first: 'autito' is the car before any other word it could be.)
    return (
      bases.find((base) => this.vocabulary.has(base) || known.has(base)) ??
      bases.find((base) => this.isWord(base)) ??
      null
    );
  }

  correct(words: string[], known: ReadonlySet<string> = new Set()): string[] {
    return words.map((word) => this.correctWord(word, known));
  }

  private correctWord(word: string, known: ReadonlySet<string>): string {
    if (this.vocabulary.has(word) || known.has(word) || /\d/.test(word) || this.isWord(word)) return word;
    // A diminutive the lexicon lacks is its word ('ventanita' a window, not the car's 'ventanilla').
    const base = this.undiminished(word, known);
    if (base) return base;
    // Rioplatense spelling slips sound the same: bence/vence, inundasion/inundacion, yuvia/lluvia.
    const sameSound = unique(this.bySound.get(sound(word)) ?? []);
    if (sameSound) return sameSound;
    const budget = typoBudget(word.length);
    if (budget === 0) return word;
    let best: string[] = [];
    let bestDistance = budget + 1;
    for (let length = word.length - budget; length <= word.length + budget; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const allowed = Math.min(budget, typoBudget(candidate.length));
        if (allowed === 0) continue;
        const distance = editDistance(word, candidate, allowed);
        if (distance > allowed) continue;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = [candidate];
        } else if (distance === bestDistance) best.push(candidate);
      }
    }
    return unique(best) ?? word;
  }
}

/**
 * The word a diminutive is of (-ito, -ita, -cito, -cita and their plurals): ventanita → ventana, perritos → perros,
 * cochecito → coche, poquito → poco, amiguitas → amigas; null when none is a word.
 */
export function diminutiveBases(word: string): string[] {
  const match = /^(.{2,}?)(c)?(qu|gu)?it([oa])(s?)$/.exec(word);
  if (!match) return [];
  const head = match[1]!;
  const c = match[2] ?? '';
  const hard = match[3];
  const gender = match[4]!;
  const plural = match[5]!;
  const bases: string[] = [];
  // (-cito joins a word ending in -e, -n or -r: cochecito, camioncito, motorcito.)
  if (c && /[enr]$/.test(head)) bases.push(`${head}${plural}`, ...(plural ? [`${head}es`] : []));
  // (-quito, -guito keep the sound of -co, -go: chiquito, amiguita.)
  const root = `${head}${c}${hard === 'qu' ? 'c' : hard === 'gu' ? 'g' : ''}`;
  bases.push(`${root}${gender}${plural}`, `${root}${gender === 'o' ? 'a' : 'o'}${plural}`, `${root}e${plural}`);
  return [...new Set(bases.filter((b) => b.length >= 3))];
}

/** The one meaning of some candidates: their first when they share a stem (robar/robaron), else none. */
function unique(candidates: string[]): string | null {
  if (candidates.length === 0) return null;
  const stems = new Set(candidates.map(stem));
  return stems.size === 1 ? candidates[0]! : null;
}

/** How a folded word sounds in rioplatense Spanish: b/v, s/z/c(e,i), y/ll, k/qu/c(a,o,u), silent h. */
export function sound(word: string): string {
  return word
    .replace(/h/g, '')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/c([ei])/g, 's$1')
    .replace(/z/g, 's')
    .replace(/qu([ei])/g, 'k$1')
    .replace(/c/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/(.)\1+/g, '$1');
}

export function indexByLength(vocabulary: Iterable<string>): Map<number, string[]> {
  const byLength = new Map<number, string[]>();
  for (const word of vocabulary) {
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  return byLength;
}

/** 2026-03-01 → 01/03/2026. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** The months as folded Spanish (Uruguay says 'setiembre'), January first. */
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'setiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

// Numbers said in words ('una', 'tres', 'mil cuatrocientos sesenta', 'veinticinco mil').
export const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};

/**
 * A folded text with its numbers said in words written in digits, when they make 100 or more ('una bici de
 * mil cuatrocientos sesenta dólares' → 'una bici de 1460 dólares'); smaller ones ('una', 'dos bicis') stay words.
 */
// ('me pegué un palo' is a crash: a 'palo' is a million only when money follows.)
const MONEY_AFTER_PALO = /^(y (media|medio)|de (pesos|dolares|verdes|reales|reais)|verdes|dolares|pesos|usd)\b/;

export function numbersInWords(folded: string): string {
  const words = folded.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let j = i;
    let total = 0;
    let current = 0;
    let said = false;
    // (The unit just said: 'siete lucas y media' is seven and a half thousand, 'un palo y medio' a million and a half.)
    let unit = 0;
    // ('2 mil', '30 mil': thousands of a figure in digits, read as such by whoever reads the figure.)
    const afterDigits = i > 0 && /\d$/.test(words[i - 1]!);
    while (j < words.length && !afterDigits) {
      const w = words[j]!.replace(/[^a-z]/g, '');
      const next = (words[j + 1] ?? '').replace(/[^a-z]/g, '');
      // ('cuatro lucas y cien': a 'luca' is a thousand; 'un palo': a million.)
      if (w === 'mil' || ((w === 'lucas' || w === 'luca') && current > 0)) {
        total += (current || 1) * 1000;
        current = 0;
        unit = 1000;
      } else if (
        (w === 'millon' ||
          w === 'millones' ||
          ((w === 'palo' || w === 'palos') && MONEY_AFTER_PALO.test(words.slice(j + 1, j + 4).join(' ')))) &&
        current > 0
      ) {
        total += current * 1_000_000;
        current = 0;
        unit = 1_000_000;
      } else if (w === 'y' && unit && current === 0 && (next === 'media' || next === 'medio')) {
        total += unit / 2;
        j += 2;
        break;
      } else if (NUMBER_WORDS[w] !== undefined) current += NUMBER_WORDS[w]!;
      else if (!(w === 'y' && said && NUMBER_WORDS[(words[j + 1] ?? '').replace(/[^a-z]/g, '')] !== undefined)) break;
      if (w !== 'y') said = true;
      j++;
    }
    const value = total + current;
    if (j > i && value >= 100) {
      out.push(String(value));
      i = j;
    } else {
      out.push(words[i]!);
      i++;
    }
  }
  return out.join(' ');
}
