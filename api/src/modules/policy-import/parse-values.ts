/*
 * Values as Uruguayan policies write them: dates (01/03/2026, 2026-03-01, '1 de marzo de 2026', '1-mar-2026')
 * and amounts (USD 1.234,56, U$S 150.000, US$ 1,234.56, 1.234 dólares). Pure functions, no I/O.
 */

/**
 * Lower case without accents, one character for each character of `text` (so an index in the result is
 * the same index in `text`): labels are matched on this, values cut from the original.
 */
export function foldPreservingIndices(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD')[0]?.toLowerCase() ?? ch;
    out += base.length === ch.length ? base : ch;
  }
  return out;
}

const MONTHS: Record<string, number> = {
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
};
const MONTH_ABBREVIATIONS: Record<string, number> = {
  ene: 1,
  feb: 2,
  mar: 3,
  abr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  sep: 9,
  set: 9,
  oct: 10,
  nov: 11,
  dic: 12,
};

/** `YYYY-MM-DD` of a calendar date, or null when there is no such day. Two-digit years are 20xx. */
export function isoDate(year: number, month: number, day: number): string | null {
  const y = year < 100 ? 2000 + year : year;
  if (y < 1990 || y > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(y, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const MONTH_NAMES = Object.keys(MONTHS).join('|');
const DATE_PATTERNS: Array<{ re: RegExp; parse: (m: RegExpExecArray) => string | null }> = [
  // 2026-03-01
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, parse: (m) => isoDate(+m[1]!, +m[2]!, +m[3]!) },
  // 01/03/2026, 1-3-2026, 01.03.26
  {
    re: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/.-]\d)/g,
    parse: (m) => isoDate(+m[3]!, +m[2]!, +m[1]!),
  },
  // 1 de marzo de 2026, 1° de marzo del 2026, 1 marzo 2026
  {
    re: new RegExp(`\\b(\\d{1,2})\\s*(?:°|º|ro)?\\s+(?:de\\s+)?(${MONTH_NAMES})\\s+(?:de(?:l)?\\s+)?(\\d{4})\\b`, 'g'),
    parse: (m) => isoDate(+m[3]!, MONTHS[m[2]!]!, +m[1]!),
  },
  // marzo 1, 2026
  {
    re: new RegExp(`\\b(${MONTH_NAMES})\\s+(\\d{1,2}),?\\s+(?:de\\s+)?(\\d{4})\\b`, 'g'),
    parse: (m) => isoDate(+m[3]!, MONTHS[m[1]!]!, +m[2]!),
  },
  // 1-mar-2026, 01 mar. 2026
  {
    re: /\b(\d{1,2})[\s-](ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic)\.?[\s-](\d{4})\b/g,
    parse: (m) => isoDate(+m[3]!, MONTH_ABBREVIATIONS[m[2]!]!, +m[1]!),
  },
];

/** Every date written in `text`, in the order they appear. */
export function findDates(text: string): Array<{ date: string; index: number }> {
  const folded = foldPreservingIndices(text);
  const found: Array<{ date: string; index: number; end: number }> = [];
  for (const { re, parse } of DATE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      const date = parse(m);
      const end = m.index + m[0].length;
      // A shorter pattern inside a date already found ('2026-03-01' read again as '26-03-01') is not another.
      if (date && !found.some((f) => m!.index < f.end && end > f.index)) found.push({ date, index: m.index, end });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ date, index }) => ({ date, index }));
}

/**
 * A number written with Uruguayan or English separators: '1.234,56', '150.000', '1,234.56', '1234.5',
 * '2,5'. With both separators the last is the decimal one; a lone one followed by groups of three digits
 * separates thousands.
 */
export function parseNumber(raw: string): number | null {
  const text = raw.replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let normalised: string;
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalised = text.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot !== -1 || lastComma !== -1) {
    const sep = lastDot !== -1 ? '.' : ',';
    const groups = text.split(sep);
    const thousands = groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3);
    if (groups.length > 2 && !thousands) return null;
    normalised = thousands ? groups.join('') : groups.join('.');
  } else {
    normalised = text;
  }
  if ((normalised.match(/\./g) ?? []).length > 1) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const DOLLARS = String.raw`usd|u\$s|us\$|u\$d|u\$|dolares(?:\s+americanos)?|dolares`;
const PESOS = String.raw`\$u|uyu|\$|pesos(?:\s+uruguayos)?`;
const MONEY = new RegExp(
  String.raw`(?:(${DOLLARS})\s*(${NUMBER})|(${PESOS})\s*(${NUMBER})|(${NUMBER})\s*(${DOLLARS})\b|(${NUMBER})\s*(${PESOS})|(?<![\d.,/-])(${NUMBER})(?![\d/%-]|\s*%))`,
  'gi',
);

export interface Amount {
  amount: number;
  /** null when no currency is written next to it. */
  currency: 'USD' | 'UYU' | null;
  index: number;
}

/** Every amount in `text`, with its currency when written ('USD 1.234,56', '150.000 dólares', '$U 900'). */
export function findAmounts(text: string): Amount[] {
  const folded = foldPreservingIndices(text);
  const found: Amount[] = [];
  MONEY.lastIndex = 0;
  for (let m = MONEY.exec(folded); m; m = MONEY.exec(folded)) {
    const [, usdBefore, n1, uyuBefore, n2, n3, usdAfter, n4, uyuAfter, bare] = m;
    const raw = n1 ?? n2 ?? n3 ?? n4 ?? bare;
    const amount = raw === undefined ? null : parseNumber(raw);
    if (amount === null) continue;
    const currency = usdBefore || usdAfter ? 'USD' : uyuBefore || uyuAfter ? 'UYU' : null;
    found.push({ amount, currency, index: m.index });
  }
  return found;
}

/**
 * The amount in US dollars a value states: the first one written in USD, else (`bareAllowed`) the first
 * without a currency. An amount in pesos is never taken for dollars.
 */
export function usdAmount(text: string, bareAllowed: boolean): number | null {
  const amounts = findAmounts(text);
  const usd = amounts.find((a) => a.currency === 'USD');
  if (usd) return usd.amount;
  if (!bareAllowed || amounts.some((a) => a.currency === 'UYU')) return null;
  return amounts.find((a) => a.currency === null)?.amount ?? null;
}
