import {
  MANUAL_PAYMENT_METHODS,
  MANUAL_POLICY_MAX_BENEFITS,
  POLICY_IMPORT_FIELDS,
  RENEWAL_TYPES,
  type ImportedBenefit,
  type PolicyImportField,
  type PolicyImportPrefill,
} from 'contracts';
import { findAmounts, findDates, foldPreservingIndices, usdAmount } from './parse-values';

/*
 * What a policy's text says, in the manual form's names (POST /policy/import-pdf). The text comes as lines
 * per page, table cells apart by a tab (pdf-text.ts). Three readings:
 *   1. labelled values: 'Label: value' anywhere in a cell, a label cell followed by its value cell
 *      (two-column tables), or a label alone on its line with the value on the next (stacked forms);
 *      the first value of each field wins;
 *   2. coverage rows: under a heading such as 'Coberturas' or 'Riesgos cubiertos', each row with a name and
 *      an amount ('Incendio edificio ..... USD 150.000', 'Incendio edificio<TAB>150.000') until the section
 *      ends; without such a heading, only dot-leader rows;
 *   3. what is named without a label: the insurer (catalogue names and slugs), the category, a validity
 *      written in a sentence ('vigente desde el 1 de marzo de 2026 hasta el 1 de marzo de 2027').
 * Values are clamped to what the manual form accepts, so the prefill can be saved as it is.
 */

export interface ImportCatalogue {
  insurers: ReadonlyArray<{ slug: string; name: string }>;
  categories: readonly string[];
}

type LabelledField = Exclude<PolicyImportField, 'category' | 'benefits'> | 'vigencia';

// Number words: N°, Nº, N.º, Nro., Núm., Número, No., #.
const NUM = String.raw`(?:n\s?\.?\s?[°º]|nro\.?|num\.?|numero|no\.|#)`;
const USD_SUFFIX = String.raw`(?:\s*\(?(?:usd|u\$s|us\$|en dolares)\)?)?`;

/** Labels, on accent-free lower-case text, whole (anchored by the caller). Order matters: first match wins. */
const LABELS: Array<{ field: LabelledField; pattern: string }> = [
  {
    field: 'numeroPoliza',
    pattern: String.raw`(?:${NUM}\s*(?:de\s+)?(?:la\s+)?)?(?:poliza|certificado)(?:\s*(?:\/|y)\s*endoso)?(?:\s+${NUM})?|${NUM}\s*de\s+(?:poliza\s*\/\s*)?endoso`,
  },
  {
    field: 'vigenciaDesde',
    pattern: String.raw`(?:vigencia\s+|vigente\s+|fecha\s+)?desde|(?:inicio|comienzo)(?:\s+de(?:\s+la)?\s+vigencia)?|fecha\s+de\s+inicio(?:\s+de(?:\s+la)?\s+vigencia)?|inicio\s+de\s+cobertura`,
  },
  {
    field: 'vigenciaHasta',
    pattern: String.raw`(?:vigencia\s+|vigente\s+|fecha\s+)?hasta|(?:fin|final|vencimiento|termino)(?:\s+de(?:\s+la)?\s+(?:vigencia|poliza))?|fecha\s+de\s+(?:vencimiento|fin|finalizacion)(?:\s+de(?:\s+la)?\s+vigencia)?|vence`,
  },
  {
    field: 'vigencia',
    pattern: String.raw`(?:periodo\s+de\s+)?vigencia(?:\s+de\s+la\s+poliza)?|periodo(?:\s+de\s+(?:cobertura|vigencia))?`,
  },
  {
    field: 'asegurado',
    pattern: String.raw`(?:nombre\s+del\s+)?(?:asegurado|titular|tomador|contratante|cliente)(?:\s*\/\s*a|\s*\(a\))?(?:\s+principal)?`,
  },
  {
    field: 'premioTotal',
    pattern: String.raw`(?:premio(?:\s+(?:total|anual|final|a\s+pagar))?|total\s+a\s+pagar|importe\s+total|costo\s+total|precio\s+total|total)${USD_SUFFIX}(?:\s*\(?(?:iva\s+incluido|con\s+impuestos|impuestos\s+incluidos)\)?)?`,
  },
  {
    field: 'prima',
    pattern: String.raw`prima(?:\s+(?:neta|comercial|anual|pura))?${USD_SUFFIX}`,
  },
  {
    field: 'cuotas',
    pattern: String.raw`(?:(?:cantidad|numero)\s+de\s+|${NUM}\s*de\s+)?cuotas|plan\s+de\s+pagos?|financiacion`,
  },
  { field: 'medioPago', pattern: String.raw`(?:medio|forma|metodo|modalidad)\s+de\s+pago` },
  { field: 'tipoRenovacion', pattern: String.raw`(?:tipo\s+de\s+)?renovacion` },
  {
    field: 'corredor',
    pattern: String.raw`(?:corredor|corredora|agente|productor|broker|intermediario)(?:\s+de\s+seguros|\s+asesor)?`,
  },
  { field: 'producto', pattern: String.raw`producto|ramo|tipo\s+de\s+seguro|seguro` },
  { field: 'plan', pattern: String.raw`plan(?:\s+contratado|\s+de\s+cobertura)?|paquete|modalidad` },
  {
    field: 'insurer',
    pattern: String.raw`aseguradora|compania(?:\s+aseguradora|\s+de\s+seguros)?|entidad\s+aseguradora|asegurador|emitida\s+por`,
  },
];

const WHOLE_LABEL = LABELS.map(({ field, pattern }) => ({ field, re: new RegExp(`^(?:${pattern})$`) }));
/** A label right before a colon: `... Label:` (the label starts the text or follows a space). */
const LABEL_BEFORE_COLON = LABELS.map(({ field, pattern }) => ({
  field,
  re: new RegExp(`(?:^|[\\s|;,])((?:${pattern}))\\s*$`),
}));
const NUMBER_LABEL_THEN_VALUE = new RegExp(`^(?:${LABELS[0]!.pattern})\\s+(?=[a-z0-9-]*\\d)`);

/** Lines that are page furniture, not content: 'Página 2 de 3', '2/3', '- 2 -'. */
const PAGE_FURNITURE = /^(?:pag(?:ina)?\.?\s*\d+(?:\s*(?:de|\/)\s*\d+)?|\d+\s*\/\s*\d+|-\s*\d+\s*-)$/;

const COVERAGE_HEADING =
  /^(?:detalle\s+de\s+(?:las\s+)?)?(?:coberturas?(?:\s+contratadas|\s+incluidas|\s+y\s+sumas\s+aseguradas)?|riesgos\s+cubiertos|capitales\s+asegurados|sumas\s+aseguradas)(?:\s*\(.*\))?\s*:?$/;
/** Column headers of a coverage table. */
const TABLE_HEADER_CELL =
  /^(?:cobertura|coberturas|riesgo|riesgos|detalle|concepto|suma\s+asegurada|sumas\s+aseguradas|capital(?:\s+asegurado)?|monto|limite|deducible|franquicia|importe|valor)(?:\s*\(.*\))?$/;
/** Rows that are money but not a coverage. */
const NOT_A_COVERAGE =
  /^(?:sub\s*total|total|prima|premio|impuestos?|iva|recargos?|descuentos?|bonificacion|cuota|cuotas|saldo|gastos\s+(?:de\s+emision|administrativos)|sellado|deducible|franquicia|importe|precio)\b/;
const INCLUDED = /^(?:incluid[oa]s?|si|cubierto|cubierta|amparad[oa]|segun\s+condiciones)\.?$/;
const DOT_LEADER = /\s*(?:\.{3,}|…+|_{3,}|-{3,})\s*/;

export const EMPTY_PREFILL: PolicyImportPrefill = {
  category: null,
  insurer: null,
  asegurado: null,
  numeroPoliza: null,
  vigenciaDesde: null,
  vigenciaHasta: null,
  tipoRenovacion: null,
  medioPago: null,
  prima: null,
  premioTotal: null,
  cuotas: null,
  corredor: null,
  producto: null,
  plan: null,
  benefits: [],
};

interface Line {
  text: string;
  cells: string[];
  page: number;
  /** Index of the line within its page. */
  row: number;
}

/** Trimmed, single-spaced, without leading separators or trailing punctuation. */
function clean(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;.,\-–—|]+/, '')
    .replace(/[\s:;,|]+$/, '')
    .trim();
}

function clamp(value: string | null, max: number): string | null {
  if (value === null) return null;
  const text = clean(value);
  if (!text) return null;
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}

function labelOfCell(cell: string): LabelledField | null {
  const folded = clean(foldPreservingIndices(cell)).replace(/\s*:$/, '');
  return WHOLE_LABEL.find(({ re }) => re.test(folded))?.field ?? null;
}

/** `Label: value` pairs of a cell; a value runs to the next label with a colon. Empty values stay empty. */
function colonPairs(cell: string): Array<{ field: LabelledField; value: string }> {
  const folded = foldPreservingIndices(cell);
  const marks: Array<{ field: LabelledField; start: number; valueStart: number }> = [];
  for (let i = folded.indexOf(':'); i !== -1; i = folded.indexOf(':', i + 1)) {
    // A colon between digits is a time (10:30), not a label's.
    if (/\d/.test(folded[i - 1] ?? '') && /\d/.test(folded[i + 1] ?? '')) continue;
    const from = marks.at(-1)?.valueStart ?? 0;
    const before = folded.slice(from, i);
    let best: { field: LabelledField; start: number } | null = null;
    for (const { field, re } of LABEL_BEFORE_COLON) {
      const m = re.exec(before);
      if (!m) continue;
      // m[0] is an optional separator, the label, then spaces.
      const start = from + m.index + m[0].indexOf(m[1]!);
      // The first label of a cell starts it ('Hurto total: USD 9.000' is a coverage, not a total);
      // later ones follow the previous value ('Desde: 2026-03-01 Hasta: 2027-03-01').
      // A bilingual label ('Insured / Asegurado:') may put another language's words before its own.
      if (marks.length === 0 && !/^[\s•·*\-–\d.)]*(?:[a-z][a-z .]{0,30}\/\s*)?$/.test(folded.slice(0, start))) continue;
      if (!best || start < best.start) best = { field, start };
    }
    if (best) marks.push({ ...best, valueStart: i + 1 });
  }
  return marks.map((mark, k) => ({
    field: mark.field,
    value: cell.slice(mark.valueStart, marks[k + 1]?.start ?? cell.length),
  }));
}

/** The labelled values of the document, in reading order. */
function labelledValues(lines: readonly Line[]): Array<{ field: LabelledField; value: string; line: number }> {
  const out: Array<{ field: LabelledField; value: string; line: number }> = [];
  lines.forEach((line, n) => {
    const next = lines[n + 1];
    // The value of a label alone at the end of its line: the next line's first cell (a stacked form),
    // unless that line is itself a label.
    const below = () =>
      next &&
      next.page === line.page &&
      next.cells[0] &&
      !labelOfCell(next.cells[0]) &&
      colonPairs(next.cells[0]).length === 0
        ? next.cells[0]
        : '';
    // A row of labels over a row of values ('Número de póliza | Asegurado' then 'HOG-1 | Ana Pérez').
    const labels = line.cells.map((cell) => (colonPairs(cell).length === 0 ? labelOfCell(cell) : null));
    if (line.cells.length >= 2 && labels.every(Boolean)) {
      const values = next && next.page === line.page && next.cells.length === line.cells.length ? next.cells : null;
      // A row of labels over a row of values; a value may read like a label (a plan called 'Total'), but
      // a row that starts with a label is the next key/value row, and this one is a key/value row too.
      if (values && !labelOfCell(values[0]!)) {
        labels.forEach((field, c) => out.push({ field: field!, value: values[c]!, line: n }));
        return;
      }
    }
    for (let c = 0; c < line.cells.length; c++) {
      const cell = line.cells[c]!;
      const pairs = colonPairs(cell);
      if (pairs.length > 0) {
        for (const [k, pair] of pairs.entries()) {
          let value = pair.value;
          if (clean(value) === '' && k === pairs.length - 1) {
            value = line.cells[c + 1] ?? (c === line.cells.length - 1 ? below() : '');
          }
          out.push({ field: pair.field, value, line: n });
        }
        continue;
      }
      const label = labels[c];
      if (label) {
        const right = line.cells[c + 1];
        if (right === undefined) {
          out.push({ field: label, value: line.cells.length === 1 ? below() : '', line: n });
        } else if (colonPairs(right).length === 0) {
          // The next cell is this label's value, even when it reads like a label: it is not read again.
          out.push({ field: label, value: right, line: n });
          c += 1;
        }
        continue;
      }
      // 'Póliza N° 12345' without a colon.
      const m = NUMBER_LABEL_THEN_VALUE.exec(foldPreservingIndices(cell));
      if (m) out.push({ field: 'numeroPoliza', value: cell.slice(m[0].length), line: n });
    }
  });
  return out;
}

/** Cuts a value where another piece of the line starts: ' - CI 1.234.567-2', ' Documento ...'. */
function personName(value: string): string | null {
  const cut = value.split(/\s+[-–,(]?\s*(?:c\.?\s?i\.?|documento|doc\.|rut|cedula|c\.i\.)(?:\s|:|$)/i)[0] ?? '';
  const name = clean(cut);
  return /\p{L}{2}/u.test(name) ? name : null;
}

function policyNumber(value: string): string | null {
  const m = /[A-Za-z0-9][A-Za-z0-9./-]*\d[A-Za-z0-9./-]*/.exec(value.trim());
  return m ? m[0].replace(/[.-]+$/, '') : null;
}

function installments(value: string): number | null {
  const folded = foldPreservingIndices(value);
  const m = /(\d{1,2})\s*(?:cuotas?|pagos?)?/.exec(folded);
  if (m) {
    const n = Number(m[1]);
    return n >= 1 && n <= 60 ? n : null;
  }
  return /\b(?:contado|pago\s+unico|unica)\b/.test(folded) ? 1 : null;
}

function paymentMethod(value: string): string | null {
  const v = foldPreservingIndices(value);
  const [debito, tarjeta, transferencia, efectivo] = MANUAL_PAYMENT_METHODS;
  if (/debito/.test(v)) return debito;
  if (/tarjeta|credito|visa|master|\boca\b|amex|american express|cabal/.test(v)) return tarjeta;
  if (/transferencia|deposito|bancari/.test(v)) return transferencia;
  if (/efectivo|abitab|redpagos|red pagos|cobranza/.test(v)) return efectivo;
  return null;
}

function renewal(value: string): string | null {
  const v = foldPreservingIndices(value);
  const [automatica, manual, noRenueva] = RENEWAL_TYPES;
  if (/\bno\b.*renuev|sin renovacion|no renovable/.test(v)) return noRenueva;
  if (/automatic/.test(v)) return automatica;
  if (/manual/.test(v)) return manual;
  return null;
}

interface InsurerAlias {
  slug: string;
  re: RegExp;
}

/** Names a policy may give its insurer: the catalogue's name and slug, without 'Seguros' and the like. */
function insurerAliases(insurers: ImportCatalogue['insurers']): InsurerAlias[] {
  const extra: Record<string, string[]> = {
    bse: ['bse', 'banco de seguros del estado', 'banco de seguros'],
    porto: ['porto seguro', 'porto'],
    'san-cristobal': ['san cristobal'],
  };
  const aliases: InsurerAlias[] = [];
  for (const { slug, name } of insurers) {
    const names = new Set<string>([foldPreservingIndices(name), slug.replace(/-/g, ' '), ...(extra[slug] ?? [])]);
    const bare = foldPreservingIndices(name)
      .replace(/\b(?:seguros?|s\.?\s?a\.?|compania(?:\s+de\s+seguros)?|international|uruguay)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (bare.length >= 3) names.add(bare);
    for (const alias of names) {
      if (alias.length < 3) continue;
      const escaped = alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
      aliases.push({ slug, re: new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`) });
    }
  }
  return aliases;
}

/** The insurer `text` names first. */
function findInsurer(text: string, aliases: readonly InsurerAlias[]): string | null {
  const folded = foldPreservingIndices(text);
  let best: { slug: string; index: number } | null = null;
  for (const { slug, re } of aliases) {
    const m = re.exec(folded);
    if (m && (!best || m.index < best.index)) best = { slug, index: m.index };
  }
  return best?.slug ?? null;
}

const CATEGORY_PATTERNS: Array<[string, RegExp]> = [
  ['soa', /\bsoa\b|seguro obligatorio automotor/],
  ['garantia', /garantia de (?:alquiler|arrendamiento)/],
  ['accidentes', /accidentes personales/],
  ['dental', /\bdental\b/],
  ['movilidad', /movilidad|monopatin/],
  ['travel', /\bviaje|viajero|travel\b/],
  ['bike', /\bbicicleta|\bbici\b/],
  ['home', /\bhogar\b|vivienda|incendio edificio|combinado familiar/],
  ['car', /\bautomovil|\bautos?\b|vehiculo|automotor|todo riesgo/],
];

function findCategory(text: string, categories: readonly string[]): string | null {
  const folded = foldPreservingIndices(text);
  let best: { id: string; index: number } | null = null;
  for (const [id, re] of CATEGORY_PATTERNS) {
    if (!categories.includes(id)) continue;
    const m = re.exec(folded);
    if (m && (!best || m.index < best.index)) best = { id, index: m.index };
  }
  return best?.id ?? null;
}

/** A coverage row of a line: its name and sum (null when 'Incluida'), or null when the line is not one. */
function coverageRow(line: Line, inSection: boolean): ImportedBenefit | null {
  let name: string;
  let rest: string[];
  const leader = line.text.split(DOT_LEADER);
  if (line.cells.length >= 2) {
    name = line.cells[0]!;
    rest = line.cells.slice(1);
    if (DOT_LEADER.test(name)) {
      const [left, ...right] = name.split(DOT_LEADER);
      name = left!;
      rest = [right.join(' '), ...rest];
    }
  } else if (leader.length >= 2) {
    name = leader[0]!;
    rest = [leader.slice(1).join(' ')];
  } else if (inSection) {
    // 'Incendio edificio USD 150.000': the name, then an amount ending the line.
    const amounts = findAmounts(line.text);
    const last = amounts.at(-1);
    if (!last || last.currency !== 'USD') return null;
    name = line.text.slice(0, last.index);
    rest = [line.text.slice(last.index)];
  } else {
    return null;
  }
  const nombreCobertura = clean(name.replace(/^[•·*\-–\d.)\s]+(?=\p{L})/u, ''));
  const folded = foldPreservingIndices(nombreCobertura);
  if (!/\p{L}{3}/u.test(nombreCobertura) || NOT_A_COVERAGE.test(folded) || labelOfCell(nombreCobertura)) return null;
  const value = rest.join(' ');
  if (!inSection && !findAmounts(value).some((a) => a.currency === 'USD') && !DOT_LEADER.test(line.text)) return null;
  const sum = usdAmount(value, true);
  if (sum !== null) return { nombreCobertura, sumaAsegurada: sum };
  if (INCLUDED.test(foldPreservingIndices(clean(rest[0] ?? '')))) return { nombreCobertura, sumaAsegurada: null };
  return null;
}

function coverages(lines: readonly Line[]): ImportedBenefit[] {
  const rows: Array<ImportedBenefit & { inSection: boolean }> = [];
  let inSection = false;
  let sectionFound = false;
  let misses = 0;
  for (const line of lines) {
    const first = clean(foldPreservingIndices(line.cells[0] ?? '')).replace(/\s*\((?:continuacion|cont\.?)\)/, '');
    if (line.cells.length === 1 && COVERAGE_HEADING.test(first)) {
      inSection = true;
      sectionFound = true;
      misses = 0;
      continue;
    }
    // A table's header row ('Cobertura | Suma asegurada'), under a heading or standing for one.
    if (
      line.cells.length >= 2 &&
      line.cells.every((cell) => TABLE_HEADER_CELL.test(clean(foldPreservingIndices(cell))))
    ) {
      if (/^cobertura|^riesgo/.test(first)) {
        inSection = true;
        sectionFound = true;
        misses = 0;
      }
      continue;
    }
    const row = coverageRow(line, inSection);
    if (row) {
      rows.push({ ...row, inSection });
      misses = 0;
      continue;
    }
    if (!inSection) continue;
    // The running header of the next page does not end a table that goes on there.
    const topOfPage = line.page > 0 && line.row < 3;
    if (topOfPage) continue;
    misses += 1;
    if (misses >= 2 || labelledOrHeading(line)) inSection = false;
  }
  // Rows outside a coverage section (dot leaders, USD cells) count only when the document has no section.
  const seen = new Set<string>();
  return rows
    .filter((row) => row.inSection || !sectionFound)
    .filter((row) => {
      const key = `${foldPreservingIndices(row.nombreCobertura)}|${row.sumaAsegurada}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MANUAL_POLICY_MAX_BENEFITS)
    .map((row) => ({ nombreCobertura: clamp(row.nombreCobertura, 200)!, sumaAsegurada: row.sumaAsegurada }));
}

function labelledOrHeading(line: Line): boolean {
  if (colonPairs(line.text).length > 0 || labelOfCell(line.cells[0] ?? '')) return true;
  const text = line.text.trim();
  // A short line in capitals or ending with a colon reads as the next section's title.
  return /:$/.test(text) || (text.length <= 60 && text === text.toUpperCase() && /\p{Lu}{4}/u.test(text));
}

/** The prefill of a policy's text (lines per page, cells split by tabs). */
export function extractPrefill(pages: readonly string[][], catalogue: ImportCatalogue): PolicyImportPrefill {
  const lines: Line[] = [];
  pages.forEach((page, p) => {
    let row = 0;
    for (const raw of page) {
      const text = raw
        .normalize('NFC')
        .replace(/[ \u00a0]+/g, ' ')
        .trim();
      if (!text || PAGE_FURNITURE.test(foldPreservingIndices(text))) continue;
      const cells = text
        .split('\t')
        .map((c) => c.trim())
        .filter(Boolean);
      lines.push({ text: cells.join(' '), cells, page: p, row: row++ });
    }
  });

  // A running header or footer (the same line on several pages) is read once, where it first appears.
  const pagesOf = new Map<string, Set<number>>();
  for (const line of lines) pagesOf.set(line.text, (pagesOf.get(line.text) ?? new Set()).add(line.page));
  const firstPage = (text: string) => Math.min(...pagesOf.get(text)!);
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (pagesOf.get(line.text)!.size > 1 && line.page !== firstPage(line.text)) lines.splice(i, 1);
  }

  const prefill: PolicyImportPrefill = { ...EMPTY_PREFILL, benefits: [] };
  const aliases = insurerAliases(catalogue.insurers);
  const set = <K extends keyof PolicyImportPrefill>(field: K, value: PolicyImportPrefill[K] | null | undefined) => {
    if (prefill[field] === null && value !== null && value !== undefined) prefill[field] = value;
  };

  for (const { field, value } of labelledValues(lines)) {
    switch (field) {
      case 'numeroPoliza':
        set('numeroPoliza', clamp(policyNumber(value), 60));
        break;
      case 'vigenciaDesde':
        set('vigenciaDesde', findDates(value)[0]?.date);
        break;
      case 'vigenciaHasta':
        set('vigenciaHasta', findDates(value)[0]?.date);
        break;
      case 'vigencia': {
        const dates = findDates(value);
        if (dates.length >= 2) {
          set('vigenciaDesde', dates[0]!.date);
          set('vigenciaHasta', dates[1]!.date);
        }
        break;
      }
      case 'asegurado':
        set('asegurado', clamp(personName(value), 200));
        break;
      case 'prima':
        set('prima', usdAmount(value, true));
        break;
      case 'premioTotal':
        set('premioTotal', usdAmount(value, true));
        break;
      case 'cuotas':
        set('cuotas', installments(value));
        break;
      case 'medioPago':
        set('medioPago', paymentMethod(value));
        break;
      case 'tipoRenovacion':
        set('tipoRenovacion', renewal(value));
        break;
      case 'corredor':
        set('corredor', clamp(personName(value), 200));
        break;
      case 'producto':
        set('producto', clamp(value, 200));
        break;
      case 'plan':
        set('plan', clamp(value, 200));
        break;
      case 'insurer':
        set('insurer', findInsurer(value, aliases));
        break;
    }
  }

  // A validity in a sentence: 'desde el 1 de marzo de 2026 hasta el 1 de marzo de 2027', 'del ... al ...'.
  if (prefill.vigenciaDesde === null || prefill.vigenciaHasta === null) {
    for (const [n, line] of lines.entries()) {
      const text = `${line.text} ${lines[n + 1]?.text ?? ''}`;
      if (!/vigen|desde|periodo|cobertura/.test(foldPreservingIndices(text))) continue;
      const dates = findDates(text);
      if (dates.length >= 2 && dates[0]!.date < dates[1]!.date && dates[0]!.index < line.text.length) {
        set('vigenciaDesde', dates[0]!.date);
        set('vigenciaHasta', dates[1]!.date);
        break;
      }
    }
  }
  // A number and installments in a sentence: 'la póliza número HOG-1 del ...', 'pagadero en 10 cuotas'.
  for (const line of lines) {
    if (prefill.numeroPoliza !== null) break;
    const m = new RegExp(String.raw`\bpoliza\b[^:]{0,40}?\s${NUM}\s*:?\s*`).exec(foldPreservingIndices(line.text));
    if (m) set('numeroPoliza', clamp(policyNumber(line.text.slice(m.index + m[0].length)), 60));
  }
  for (const line of lines) {
    if (prefill.cuotas !== null) break;
    const m = /\b(?:en|de)\s+(\d{1,2})\s+cuotas\b/.exec(foldPreservingIndices(line.text));
    if (m) set('cuotas', installments(m[1]!));
  }

  // A product and plan named in a sentence: '... del Seguro de Hogar, plan Hogar Integral, ...'.
  const prose = lines.map((l) => l.text).join('\n');
  if (prefill.producto === null) {
    const m = /\b(?:[Ss]eguro|[Aa]sistencia)\s+(?:de|al|del)\s+\p{Lu}\p{L}+(?:[ ]+(?:y[ ]+)?\p{Lu}\p{L}+)*/u.exec(
      prose,
    );
    if (m) set('producto', clamp(m[0].charAt(0).toUpperCase() + m[0].slice(1), 200));
  }
  if (prefill.plan === null) {
    const m = /(?:,|\bdel?\b[^,.]{0,60},)\s+plan\s+(\p{Lu}[^,.;:()]{1,60}?)\s*[,.;(]/u.exec(prose);
    if (m) set('plan', clamp(m[1]!, 200));
  }

  if (prefill.vigenciaDesde && prefill.vigenciaHasta && prefill.vigenciaHasta < prefill.vigenciaDesde) {
    prefill.vigenciaHasta = null;
  }

  const allText = lines.map((l) => l.text).join('\n');
  const head = lines
    .slice(0, 12)
    .map((l) => l.text)
    .join('\n');
  set('insurer', findInsurer(head, aliases) ?? findInsurer(allText, aliases));
  // Without anything that makes it a policy, a word such as 'hogar' names no category.
  const looksLikePolicy = [prefill.numeroPoliza, prefill.vigenciaDesde, prefill.asegurado, prefill.producto].some(
    (v) => v !== null,
  );
  if (looksLikePolicy) {
    set(
      'category',
      findCategory([prefill.producto, prefill.plan].filter(Boolean).join(' '), catalogue.categories) ??
        findCategory(head, catalogue.categories) ??
        findCategory(allText, catalogue.categories),
    );
  }
  prefill.benefits = coverages(lines);
  return prefill;
}

/** The fields of a prefill that were found, in the form's order. */
export function recognisedFields(prefill: PolicyImportPrefill): PolicyImportField[] {
  return POLICY_IMPORT_FIELDS.filter((field) =>
    field === 'benefits' ? prefill.benefits.length > 0 : prefill[field] !== null,
  );
}
