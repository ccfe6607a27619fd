import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { ImportedBenefit, PolicyImportPrefill } from 'contracts';
import { EMPTY_PREFILL } from '../../src/modules/policy-import/extract-prefill';

/*
 * Policy PDFs in different layouts, drawn with pdf-lib from random but reproducible facts (a seed), each
 * with the prefill a careful person would fill from it (`expected`): the PDF import is tested and measured
 * on these (test/modules/policy-import, bench/pdf-import.ts). Layouts:
 *   label-colon     'Label: value' lines, coverages as 'Name: USD amount' under 'Coberturas'
 *   two-column      a key/value table without colons and a two-column coverage table, sums without currency
 *   spanish-months  a letter in sentences: validity 'desde el 1 de marzo de 2026 hasta el ...', dot leaders
 *   separators      US$ 1,234.56 / 1.234,56 USD / U$S 1234.5, ISO dates, coverages 'USD 150,000.00'
 *   multi-page      a three-page policy: running header and footer, a coverage table across pages 2 and 3
 *   stacked         a form: a row of labels over a row of values, two pairs a row
 *   uppercase       capitals, 'PERÍODO DE VIGENCIA: ... AL ...', dot leaders with 'INCLUIDA' rows
 *   no-fields       a letter about the product with nothing to recognise
 * and three held-out layouts, written after the extraction was tuned on the eight above. Their first measure,
 * before any change, was 280 of 370 stated fields (75.7%); three general fixes followed (a bilingual label
 * 'Insured / Asegurado:', 'Cliente' for the insured, 'póliza … N° x' in a sentence), nothing specific to them:
 *   condensed       several 'Label: value' pairs a line, times in the validity, a capital/deducible table
 *   invoice         the e-Factura of the premium: concept line with number and period, subtotal, IVA, total
 *   bilingual       'English / Español' labels, a validity range in Spanish month names, US amounts
 */

export const LAYOUTS = [
  'label-colon',
  'two-column',
  'spanish-months',
  'separators',
  'multi-page',
  'stacked',
  'uppercase',
  'no-fields',
] as const;
export const HELD_OUT_LAYOUTS = ['condensed', 'invoice', 'bilingual'] as const;
export type Layout = (typeof LAYOUTS)[number] | (typeof HELD_OUT_LAYOUTS)[number];

export interface GeneratedPdf {
  layout: Layout;
  seed: number;
  bytes: Uint8Array;
  expected: PolicyImportPrefill;
}

/** mulberry32: a small seeded PRNG, so a seed always draws the same PDF. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
type Rng = ReturnType<typeof rng>;

const NAMES = [
  'Ana Pérez',
  'Juan Martínez',
  'María Fernández',
  'Sofía Rodríguez',
  'Diego González',
  'Lucía Silva',
  'Martín Sosa',
  'Valentina Núñez',
  'Agustín Pereira',
  'Camila Olivera',
];
const BROKERS = ['Corredora del Sur', 'Asesores Unidos', 'Broker Oriental', 'Seguros & Co. Corredores'];

/** How each insurer signs its documents. */
const INSURERS: Record<string, string[]> = {
  bse: ['Banco de Seguros del Estado', 'BSE'],
  mapfre: ['MAPFRE Uruguay', 'MAPFRE'],
  sura: ['Seguros SURA', 'SURA'],
  porto: ['Porto Seguro', 'Porto Seguro Uruguay'],
  hdi: ['HDI Seguros'],
  'san-cristobal': ['San Cristóbal Seguros'],
  sancor: ['Sancor Seguros'],
  sbi: ['SBI Seguros'],
  berkley: ['Berkley International Seguros'],
  surco: ['Surco Seguros'],
};

interface Product {
  category: string;
  producto: string;
  plans: string[];
  coverages: Array<[string, number[]]>;
}

const PRODUCTS: Product[] = [
  {
    category: 'home',
    producto: 'Seguro de Hogar',
    plans: ['Hogar Integral', 'Hogar Completo', 'Combinado Familiar'],
    coverages: [
      ['Incendio Edificio y Riesgos Aliados', [120_000, 150_000, 200_000, 350_000]],
      ['Incendio Contenido', [20_000, 30_000, 45_000]],
      ['Hurto de Contenido General', [3_000, 5_000, 8_000]],
      ['Hurto de Equipos Electrónicos', [2_000, 4_000]],
      ['Responsabilidad Civil Extracontractual', [50_000, 100_000, 200_000]],
      ['Daños por acción directa del Agua', [2_500, 5_000]],
      ['Cristales', [1_000, 2_500]],
      ['Remoción de Escombros y Limpieza', [10_000, 15_000]],
      ['Gastos por Alojamiento', [3_000, 6_000]],
      ['Inundación', [2_000, 5_000]],
    ],
  },
  {
    category: 'car',
    producto: 'Seguro de Automóviles',
    plans: ['Todo Riesgo', 'Terceros Completo', 'Automóviles Total'],
    coverages: [
      ['Responsabilidad Civil', [500_000, 1_000_000]],
      ['Daños Propios', [12_000, 18_500, 25_000]],
      ['Hurto Total', [12_000, 18_500, 25_000]],
      ['Incendio Total', [12_000, 18_500]],
      ['Rotura de Cristales', [800, 1_200]],
      ['Accidentes Personales Ocupantes', [5_000, 10_000]],
    ],
  },
  {
    category: 'bike',
    producto: 'Seguro de Bicicleta',
    plans: ['Esencial', 'Total'],
    coverages: [
      ['Robo de la bicicleta', [1_500, 2_200, 3_000]],
      ['Daños accidentales', [800, 1_200]],
      ['Responsabilidad Civil', [10_000]],
    ],
  },
  {
    category: 'travel',
    producto: 'Asistencia al Viajero',
    plans: ['Regional', 'Mundial'],
    coverages: [
      ['Asistencia médica por enfermedad', [30_000, 60_000, 150_000]],
      ['Medicamentos', [500, 1_000]],
      ['Pérdida de equipaje', [1_200, 2_000]],
      ['Repatriación sanitaria', [20_000, 50_000]],
    ],
  },
];

const PAYMENTS: Array<[string, string]> = [
  ['Débito', 'Débito automático'],
  ['Débito', 'Débito bancario BROU'],
  ['Tarjeta de crédito', 'Tarjeta de crédito VISA'],
  ['Tarjeta de crédito', 'Tarjeta de crédito'],
  ['Transferencia', 'Transferencia bancaria'],
  ['Efectivo', 'Efectivo (Abitab / RedPagos)'],
];
const RENEWALS: Array<[string, string]> = [
  ['Automática', 'Automática'],
  ['Manual', 'Manual'],
  ['No renueva', 'No renueva'],
];

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

interface Facts {
  insurer: string;
  insurerName: string;
  category: string;
  producto: string;
  plan: string;
  asegurado: string;
  numeroPoliza: string;
  vigenciaDesde: string;
  vigenciaHasta: string;
  tipoRenovacion: [string, string];
  medioPago: [string, string];
  prima: number;
  premioTotal: number;
  cuotas: number;
  corredor: string;
  benefits: ImportedBenefit[];
}

function facts(r: Rng, coverageCount?: number): Facts {
  const insurer = r.pick(Object.keys(INSURERS));
  const product = r.pick(PRODUCTS);
  const year = r.int(2025, 2026);
  const month = r.int(1, 12);
  const day = r.int(1, 28);
  const pad = (n: number) => String(n).padStart(2, '0');
  const prima = r.int(150_00, 2_500_00) / 100;
  const count = Math.min(coverageCount ?? r.int(3, product.coverages.length), product.coverages.length);
  const numberFormats = [
    () => `${product.category.slice(0, 3).toUpperCase()}-${year}-${String(r.int(1, 999_999)).padStart(6, '0')}`,
    () => String(r.int(1_000_000, 99_999_999)),
    () => `P-${r.int(10_000, 99_999)}/${pad(r.int(1, 12))}`,
    () => `${insurer.slice(0, 3).toUpperCase()}.${year}.${r.int(100_000, 999_999)}`,
  ];
  return {
    insurer,
    insurerName: r.pick(INSURERS[insurer]!),
    category: product.category,
    producto: product.producto,
    plan: r.pick(product.plans),
    asegurado: r.pick(NAMES),
    numeroPoliza: r.pick(numberFormats)(),
    vigenciaDesde: `${year}-${pad(month)}-${pad(day)}`,
    vigenciaHasta: `${year + 1}-${pad(month)}-${pad(day)}`,
    tipoRenovacion: r.pick(RENEWALS),
    medioPago: r.pick(PAYMENTS),
    prima,
    premioTotal: Math.round(prima * 122) / 100,
    cuotas: r.pick([1, 2, 3, 4, 6, 10, 12]),
    corredor: r.pick(BROKERS),
    benefits: r
      .shuffle(product.coverages)
      .slice(0, count)
      .map(([nombreCobertura, sums]) => ({ nombreCobertura, sumaAsegurada: r.pick(sums) })),
  };
}

// --- formatting as documents write it ---

const ddmmyyyy = (iso: string, sep = '/') => iso.split('-').reverse().join(sep);
const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} de ${MONTHS[m! - 1]} de ${y}`;
};
const uy = (n: number, decimals = 2) =>
  new Intl.NumberFormat('es-UY', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
const en = (n: number, decimals = 2) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);

// --- drawing ---

const A4: [number, number] = [595.28, 841.89];

class Sheet {
  page: PDFPage;
  y: number;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - 60;
  }

  static async create() {
    const doc = await PDFDocument.create();
    doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
    doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
    return new Sheet(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - 60;
  }

  /** One line of cells at given x positions. */
  row(cells: Array<[number, string]>, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10;
    for (const [x, text] of cells) {
      this.page.drawText(text, {
        x,
        y: this.y,
        size,
        font: options.bold ? this.bold : this.font,
        color: rgb(0.1, 0.1, 0.1),
      });
    }
    this.y -= options.gap ?? size + 6;
  }

  text(text: string, options: { size?: number; bold?: boolean; x?: number; gap?: number } = {}) {
    this.row([[options.x ?? 50, text]], options);
  }

  /** A paragraph wrapped at `width` points. */
  paragraph(text: string, options: { size?: number; width?: number } = {}) {
    const size = options.size ?? 10;
    const width = options.width ?? 495;
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.font.widthOfTextAtSize(candidate, size) > width && line) {
        this.text(line, { size });
        line = word;
      } else line = candidate;
    }
    if (line) this.text(line, { size });
    this.y -= 6;
  }

  /** Name, dot leaders and the amount right-aligned at x = 540. */
  leader(name: string, amount: string, size = 10) {
    const amountWidth = this.font.widthOfTextAtSize(amount, size);
    const start = 50 + this.font.widthOfTextAtSize(`${name} `, size);
    const end = 540 - amountWidth - 6;
    const dot = this.font.widthOfTextAtSize('.', size);
    const dots = '.'.repeat(Math.max(3, Math.floor((end - start) / dot)));
    this.text(`${name} ${dots} ${amount}`, { size });
  }

  save() {
    return this.doc.save();
  }
}

// --- layouts ---

function expectedOf(f: Facts, omit: Array<keyof PolicyImportPrefill> = []): PolicyImportPrefill {
  const all: PolicyImportPrefill = {
    category: f.category,
    insurer: f.insurer,
    asegurado: f.asegurado,
    numeroPoliza: f.numeroPoliza,
    vigenciaDesde: f.vigenciaDesde,
    vigenciaHasta: f.vigenciaHasta,
    tipoRenovacion: f.tipoRenovacion[0],
    medioPago: f.medioPago[0],
    prima: f.prima,
    premioTotal: f.premioTotal,
    cuotas: f.cuotas,
    corredor: f.corredor,
    producto: f.producto,
    plan: f.plan,
    benefits: f.benefits,
  };
  for (const field of omit) (all as Record<string, unknown>)[field] = field === 'benefits' ? [] : null;
  return all;
}

async function labelColon(f: Facts) {
  const s = await Sheet.create();
  s.text(f.insurerName, { size: 16, bold: true, gap: 26 });
  s.text(`Certificado de cobertura - ${f.producto}`, { size: 13, bold: true, gap: 24 });
  s.text(`Póliza N°: ${f.numeroPoliza}`);
  s.text(`Asegurado: ${f.asegurado} - CI 1.234.567-2`);
  s.text('Domicilio: Av. Rivera 1234, Montevideo');
  s.text(`Producto: ${f.producto}`);
  s.text(`Plan: ${f.plan}`);
  s.text(`Vigencia desde: ${ddmmyyyy(f.vigenciaDesde)}`);
  s.text(`Vigencia hasta: ${ddmmyyyy(f.vigenciaHasta)}`);
  s.text(`Renovación: ${f.tipoRenovacion[1]}`);
  s.text(`Forma de pago: ${f.medioPago[1]}`);
  s.text(`Cuotas: ${f.cuotas}`);
  s.text(`Prima: USD ${uy(f.prima)}`);
  s.text(`Premio total: USD ${uy(f.premioTotal)}`);
  s.text(`Corredor: ${f.corredor}`, { gap: 26 });
  s.text('Coberturas', { bold: true, size: 12, gap: 20 });
  for (const b of f.benefits) s.text(`${b.nombreCobertura}: USD ${uy(b.sumaAsegurada!, 0)}`);
  s.text('', { gap: 20 });
  s.paragraph('Las condiciones generales y particulares forman parte de esta póliza. Conserve este documento.');
  return { bytes: await s.save(), expected: expectedOf(f) };
}

async function twoColumn(f: Facts) {
  const s = await Sheet.create();
  s.text(f.insurerName.toUpperCase(), { size: 15, bold: true, gap: 22 });
  s.text('Condiciones particulares', { size: 12, gap: 22 });
  const kv: Array<[string, string]> = [
    ['Número de póliza', f.numeroPoliza],
    ['Tomador', f.asegurado],
    ['Ramo', f.producto],
    ['Plan contratado', f.plan],
    ['Inicio de vigencia', ddmmyyyy(f.vigenciaDesde)],
    ['Fin de vigencia', ddmmyyyy(f.vigenciaHasta)],
    ['Medio de pago', f.medioPago[1]],
    ['Cantidad de cuotas', `${f.cuotas} cuotas`],
    ['Prima neta (USD)', uy(f.prima)],
    ['Premio total (USD)', uy(f.premioTotal)],
    ['Agente', f.corredor],
  ];
  for (const [label, value] of kv)
    s.row([
      [50, label],
      [250, value],
    ]);
  s.text('', { gap: 14 });
  s.row(
    [
      [50, 'Cobertura'],
      [380, 'Suma asegurada (USD)'],
    ],
    { bold: true },
  );
  for (const b of f.benefits) {
    s.row([
      [50, b.nombreCobertura],
      [380, uy(b.sumaAsegurada!, 0)],
    ]);
  }
  s.text('', { gap: 14 });
  s.paragraph('Firma autorizada. Documento emitido electrónicamente.');
  // No renewal written: the person chooses it.
  return { bytes: await s.save(), expected: expectedOf(f, ['tipoRenovacion']) };
}

async function spanishMonths(f: Facts) {
  const s = await Sheet.create();
  s.text(f.insurerName, { size: 15, bold: true, gap: 26 });
  s.text(`Montevideo, ${longDate(f.vigenciaDesde)}`, { gap: 24 });
  s.text(`Estimado/a ${f.asegurado.split(' ')[0]}:`, { gap: 20 });
  s.paragraph(
    `Le damos la bienvenida. La póliza número ${f.numeroPoliza} del ${f.producto}, plan ${f.plan}, ` +
      `a nombre de ${f.asegurado}, queda vigente desde el ${longDate(f.vigenciaDesde)} hasta el ` +
      `${longDate(f.vigenciaHasta)}.`,
  );
  s.text(`Asegurado: ${f.asegurado}`);
  s.text(`Premio anual: U$S ${uy(f.premioTotal)}, pagadero en ${f.cuotas} cuotas.`);
  s.text(`Medio de pago: ${f.medioPago[1]}`, { gap: 24 });
  s.text('Riesgos cubiertos', { bold: true, gap: 18 });
  for (const b of f.benefits) s.leader(b.nombreCobertura, `U$S ${uy(b.sumaAsegurada!, 0)}`);
  s.text('', { gap: 16 });
  s.paragraph('Ante cualquier consulta comuníquese con su asesor. Saludos cordiales.');
  // Neither prima nor broker nor renewal is written; number, product and plan only in a sentence.
  return { bytes: await s.save(), expected: expectedOf(f, ['prima', 'corredor', 'tipoRenovacion']) };
}

async function separators(f: Facts, r: Rng) {
  const s = await Sheet.create();
  s.text(`${f.insurerName} - Policy schedule / Detalle de póliza`, { size: 13, bold: true, gap: 24 });
  s.text(`Nro. de póliza: ${f.numeroPoliza}`);
  s.text(`Titular: ${f.asegurado}`);
  s.text(`Producto: ${f.producto}`);
  s.text(`Plan: ${f.plan}`);
  s.text(`Desde: ${f.vigenciaDesde}    Hasta: ${f.vigenciaHasta}`);
  const primaText = r.pick([
    `US$ ${en(f.prima)}`,
    `${uy(f.prima)} USD`,
    `U$S ${f.prima.toFixed(1).replace(/\.0$/, '')}`,
  ]);
  s.text(`Prima: ${primaText}`);
  s.text(`Premio: ${r.pick([`US$ ${en(f.premioTotal)}`, `${uy(f.premioTotal)} USD`])}`);
  s.text(`Forma de pago: ${f.medioPago[1]} en ${f.cuotas} cuotas`);
  s.text(`Renovación: ${f.tipoRenovacion[1]}`);
  s.text(`Corredor: ${f.corredor}`, { gap: 22 });
  s.text('Coberturas', { bold: true, gap: 18 });
  for (const b of f.benefits) {
    s.row([
      [50, b.nombreCobertura],
      [400, r.pick([`USD ${en(b.sumaAsegurada!)}`, `USD ${uy(b.sumaAsegurada!)}`, `U$S ${uy(b.sumaAsegurada!, 0)}`])],
    ]);
  }
  // 'U$S 123.4' reads back as 123.4.
  const expected = expectedOf(f, ['cuotas']);
  expected.cuotas = f.cuotas;
  expected.prima = Number(primaText.startsWith('U$S') ? f.prima.toFixed(1) : f.prima);
  return { bytes: await s.save(), expected };
}

async function multiPage(f: Facts) {
  const s = await Sheet.create();
  const header = (n: number) => {
    s.row(
      [
        [50, f.insurerName],
        [380, `Póliza N° ${f.numeroPoliza}`],
      ],
      { size: 8 },
    );
    s.text('', { gap: 10 });
    void n;
  };
  const footer = (n: number) => {
    s.page.drawText(`Página ${n} de 3`, { x: 270, y: 30, size: 8, font: s.font });
  };
  header(1);
  s.text(`Póliza de ${f.producto}`, { size: 15, bold: true, gap: 26 });
  s.text('Datos de la póliza', { bold: true, gap: 18 });
  s.text(`Número de póliza / endoso: ${f.numeroPoliza} / 0`);
  s.text(`Asegurado: ${f.asegurado}`);
  s.text(`Vigencia: ${ddmmyyyy(f.vigenciaDesde)} al ${ddmmyyyy(f.vigenciaHasta)}`);
  s.text(`Plan: ${f.plan}`);
  s.text(`Producto: ${f.producto}`, { gap: 22 });
  s.text('Datos del pago', { bold: true, gap: 18 });
  s.text(`Prima comercial: USD ${uy(f.prima)}`);
  s.text(`Premio total (IVA incluido): USD ${uy(f.premioTotal)}`);
  s.text(`Plan de pagos: ${f.cuotas} cuotas`);
  s.text(`Medio de pago: ${f.medioPago[1]}`);
  s.text(`Tipo de renovación: ${f.tipoRenovacion[1]}`);
  s.text(`Corredor de seguros: ${f.corredor}`, { gap: 22 });
  for (let i = 0; i < 12; i++) {
    s.paragraph(
      'Cláusula general. El asegurador cubre los riesgos descritos en las condiciones particulares, con los ' +
        'límites, franquicias y exclusiones que allí se indican, de acuerdo con la normativa vigente.',
    );
  }
  footer(1);
  s.newPage();
  header(2);
  s.text('Detalle de coberturas', { bold: true, size: 12, gap: 20 });
  s.row(
    [
      [50, 'Cobertura'],
      [300, 'Suma asegurada'],
      [450, 'Deducible'],
    ],
    { bold: true },
  );
  const half = Math.ceil(f.benefits.length / 2);
  const row = (b: ImportedBenefit) =>
    s.row([
      [50, b.nombreCobertura],
      [300, `USD ${uy(b.sumaAsegurada!, 0)}`],
      [450, 'USD 250'],
    ]);
  f.benefits.slice(0, half).forEach(row);
  footer(2);
  s.newPage();
  header(3);
  f.benefits.slice(half).forEach(row);
  s.text('', { gap: 20 });
  s.text('Exclusiones', { bold: true, gap: 18 });
  s.paragraph('No se cubren los daños causados intencionalmente por el asegurado ni los de guerra o terrorismo.');
  footer(3);
  return { bytes: await s.save(), expected: expectedOf(f) };
}

async function stacked(f: Facts) {
  const s = await Sheet.create();
  s.text(f.insurerName, { size: 15, bold: true, gap: 22 });
  s.text(`Frente de póliza - ${f.producto}`, { size: 12, gap: 26 });
  const pairs: Array<[[string, string], [string, string]]> = [
    [
      ['Número de póliza', f.numeroPoliza],
      ['Asegurado', f.asegurado],
    ],
    [
      ['Fecha de inicio', ddmmyyyy(f.vigenciaDesde, '-')],
      ['Fecha de vencimiento', ddmmyyyy(f.vigenciaHasta, '-')],
    ],
    [
      ['Producto', f.producto],
      ['Plan', f.plan],
    ],
    [
      ['Forma de pago', f.medioPago[1]],
      ['Cuotas', String(f.cuotas)],
    ],
    [
      ['Prima', `USD ${uy(f.prima)}`],
      ['Premio total', `USD ${uy(f.premioTotal)}`],
    ],
  ];
  for (const [[l1, v1], [l2, v2]] of pairs) {
    s.row(
      [
        [50, l1],
        [320, l2],
      ],
      { size: 8, gap: 12 },
    );
    s.row(
      [
        [50, v1],
        [320, v2],
      ],
      { size: 11, gap: 22 },
    );
  }
  s.text('Coberturas incluidas', { bold: true, gap: 18 });
  for (const b of f.benefits) {
    s.row([
      [50, `• ${b.nombreCobertura}`],
      [400, `USD ${uy(b.sumaAsegurada!, 0)}`],
    ]);
  }
  return { bytes: await s.save(), expected: expectedOf(f, ['corredor', 'tipoRenovacion']) };
}

async function uppercase(f: Facts) {
  const s = await Sheet.create();
  const up = (t: string) => t.toLocaleUpperCase('es');
  s.text(up(f.insurerName), { size: 15, bold: true, gap: 26 });
  s.text(`COMPAÑÍA: ${up(f.insurerName)}`);
  s.text(`N° DE PÓLIZA: ${f.numeroPoliza}`);
  s.text(`TOMADOR: ${up(f.asegurado)}`);
  s.text(`PERÍODO DE VIGENCIA: ${ddmmyyyy(f.vigenciaDesde)} AL ${ddmmyyyy(f.vigenciaHasta)}`);
  s.text(`PRODUCTO: ${up(f.producto)}`);
  s.text(`PREMIO (U$S): ${uy(f.premioTotal)}`);
  s.text(`MEDIO DE PAGO: ${up(f.medioPago[1])}`);
  s.text(`RENOVACIÓN: ${up(f.tipoRenovacion[1])}`, { gap: 22 });
  s.text('COBERTURAS', { bold: true, gap: 18 });
  for (const b of f.benefits) s.leader(up(b.nombreCobertura), uy(b.sumaAsegurada!, 0));
  s.leader('ASISTENCIA AL HOGAR 24 HS', 'INCLUIDA');
  const expected = expectedOf(f, ['plan', 'prima', 'cuotas', 'corredor']);
  expected.asegurado = up(f.asegurado);
  expected.producto = up(f.producto);
  expected.benefits = [
    ...f.benefits.map((b) => ({ ...b, nombreCobertura: up(b.nombreCobertura) })),
    { nombreCobertura: 'ASISTENCIA AL HOGAR 24 HS', sumaAsegurada: null },
  ];
  return { bytes: await s.save(), expected };
}

async function noFields() {
  const s = await Sheet.create();
  s.text('Boletín para clientes', { size: 15, bold: true, gap: 26 });
  s.paragraph(
    'Gracias por confiar en nosotros. En esta edición te contamos novedades sobre cómo cuidar tu casa durante ' +
      'el invierno, qué revisar antes de un viaje largo y cómo mantener tus documentos ordenados.',
  );
  s.paragraph(
    'Recordá revisar las instalaciones eléctricas una vez al año y tener a mano los teléfonos de emergencia. ' +
      'Si tenés dudas, escribinos: te respondemos a la brevedad.',
  );
  s.text('Consejos del mes', { bold: true, gap: 18 });
  s.paragraph('1. Guardá las facturas de tus compras importantes. 2. Sacá fotos de tus bienes. 3. Leé la letra chica.');
  return { bytes: await s.save(), expected: { ...EMPTY_PREFILL, benefits: [] } };
}

async function condensed(f: Facts) {
  const s = await Sheet.create();
  s.text(f.insurerName, { size: 14, bold: true, gap: 20 });
  s.text('PÓLIZA DE SEGURO — CONDICIONES PARTICULARES', { size: 11, bold: true, gap: 22 });
  s.row([
    [50, `Póliza: ${f.numeroPoliza}`],
    [260, 'Endoso: 0'],
    [380, 'Moneda: Dólares americanos'],
  ]);
  s.row([
    [50, `Asegurado: ${f.asegurado}`],
    [380, 'CI: 1.234.567-2'],
  ]);
  s.text(`Vigencia: Desde ${ddmmyyyy(f.vigenciaDesde)} 12:00 hs Hasta ${ddmmyyyy(f.vigenciaHasta)} 12:00 hs`);
  s.row([
    [50, `Ramo: ${f.producto}`],
    [300, `Plan: ${f.plan}`],
  ]);
  s.row([
    [50, `Prima: ${uy(f.prima)}`],
    [200, `Impuestos: ${uy(f.premioTotal - f.prima)}`],
    [380, `Premio: ${uy(f.premioTotal)}`],
  ]);
  s.row([
    [50, `Cuotas: ${f.cuotas} de ${uy(f.premioTotal / f.cuotas)}`],
    [300, `Forma de pago: ${f.medioPago[1]}`],
  ]);
  s.text(`Corredor: ${f.corredor}`, { gap: 22 });
  s.row(
    [
      [50, 'Riesgo'],
      [320, 'Capital asegurado'],
      [460, 'Deducible'],
    ],
    { bold: true },
  );
  for (const b of f.benefits) {
    s.row([
      [50, b.nombreCobertura],
      [320, uy(b.sumaAsegurada!, 0)],
      [460, '10%'],
    ]);
  }
  return { bytes: await s.save(), expected: expectedOf(f, ['tipoRenovacion']) };
}

async function invoice(f: Facts) {
  const s = await Sheet.create();
  s.text('e-Factura', { size: 16, bold: true, gap: 22 });
  s.row([
    [50, f.insurerName],
    [380, 'RUT 210000000019'],
  ]);
  s.row([
    [50, `Cliente: ${f.asegurado}`],
    [380, 'Documento: CI 1.234.567-2'],
  ]);
  s.row(
    [
      [50, `Fecha: ${ddmmyyyy(f.vigenciaDesde)}`],
      [380, 'Moneda: USD'],
    ],
    { gap: 24 },
  );
  s.row(
    [
      [50, 'Concepto'],
      [400, 'Cantidad'],
      [480, 'Importe'],
    ],
    { bold: true },
  );
  s.row([
    [50, `Póliza ${f.producto} N° ${f.numeroPoliza}`],
    [400, '1'],
    [480, uy(f.prima)],
  ]);
  s.text(`Período ${ddmmyyyy(f.vigenciaDesde)} a ${ddmmyyyy(f.vigenciaHasta)}`, { gap: 24 });
  s.row([
    [380, 'Subtotal:'],
    [480, uy(f.prima)],
  ]);
  s.row([
    [380, 'IVA 22%:'],
    [480, uy(f.premioTotal - f.prima)],
  ]);
  s.row(
    [
      [380, 'Total:'],
      [480, `USD ${uy(f.premioTotal)}`],
    ],
    { gap: 24 },
  );
  s.text(`Forma de pago: ${f.medioPago[1]}`);
  // Neither plan, coverages, installments, broker nor renewal; the subtotal is the prima.
  return {
    bytes: await s.save(),
    expected: expectedOf(f, ['plan', 'benefits', 'cuotas', 'corredor', 'tipoRenovacion']),
  };
}

async function bilingual(f: Facts) {
  const s = await Sheet.create();
  s.text(`${f.insurerName} — Policy Schedule / Frente de Póliza`, { size: 13, bold: true, gap: 24 });
  s.text(`Policy No. / Póliza N°: ${f.numeroPoliza}`);
  s.text(`Insured / Asegurado: ${f.asegurado}`);
  s.text(`Period / Vigencia: ${longDate(f.vigenciaDesde)} – ${longDate(f.vigenciaHasta)}`);
  s.text(`Product / Producto: ${f.producto}`);
  s.text(`Plan: ${f.plan}`);
  s.text(`Annual premium / Premio anual: USD ${en(f.premioTotal)}`);
  s.text(`Payment / Forma de pago: ${f.medioPago[1]} (${f.cuotas} installments / cuotas)`);
  s.text(`Renewal / Renovación: ${f.tipoRenovacion[1]}`, { gap: 22 });
  s.row(
    [
      [50, 'Coverage / Cobertura'],
      [360, 'Sum insured / Suma asegurada'],
    ],
    { bold: true },
  );
  for (const b of f.benefits) {
    s.row([
      [50, b.nombreCobertura],
      [360, `USD ${en(b.sumaAsegurada!, 0)}`],
    ]);
  }
  return { bytes: await s.save(), expected: expectedOf(f, ['prima', 'corredor']) };
}

/** One PDF of `layout` drawn from `seed`, with what the import should fill from it. */
export async function generatePolicyPdf(layout: Layout, seed: number): Promise<GeneratedPdf> {
  const r = rng(seed * 7919 + [...LAYOUTS, ...HELD_OUT_LAYOUTS].indexOf(layout));
  const f = facts(r, layout === 'multi-page' ? 8 : undefined);
  const draw = {
    'label-colon': () => labelColon(f),
    'two-column': () => twoColumn(f),
    'spanish-months': () => spanishMonths(f),
    separators: () => separators(f, r),
    'multi-page': () => multiPage(f),
    stacked: () => stacked(f),
    uppercase: () => uppercase(f),
    'no-fields': () => noFields(),
    condensed: () => condensed(f),
    invoice: () => invoice(f),
    bilingual: () => bilingual(f),
  }[layout];
  const { bytes, expected } = await draw();
  return { layout, seed, bytes, expected };
}

/** `perLayout` PDFs of each of `layouts` (seeds 1..perLayout); default the eight developed on. */
export async function generatePolicyPdfSet(
  perLayout: number,
  layouts: readonly Layout[] = LAYOUTS,
): Promise<GeneratedPdf[]> {
  const set: GeneratedPdf[] = [];
  for (const layout of layouts) {
    for (let seed = 1; seed <= perLayout; seed++) set.push(await generatePolicyPdf(layout, seed));
  }
  return set;
}

// --- scoring: how many of the fields a PDF states the import filled correctly ---

const sameText = (a: string, b: string) =>
  a.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

const sameBenefits = (a: readonly ImportedBenefit[], b: readonly ImportedBenefit[]) =>
  a.length === b.length &&
  a.every(
    (row, i) => sameText(row.nombreCobertura, b[i]!.nombreCobertura) && row.sumaAsegurada === b[i]!.sumaAsegurada,
  );

export interface FieldScore {
  field: keyof PolicyImportPrefill;
  /** The PDF states it. */
  expected: boolean;
  /** The import filled it (benefits: any row). */
  filled: boolean;
  /** Filled with what the PDF states (benefits: every row, in order). */
  correct: boolean;
}

/** Field by field: expected (stated), filled, correct. Text compares without case, accents or extra spaces. */
export function scorePrefill(expected: PolicyImportPrefill, actual: PolicyImportPrefill): FieldScore[] {
  return (Object.keys(expected) as Array<keyof PolicyImportPrefill>).map((field) => {
    const want = expected[field];
    const got = actual[field];
    if (field === 'benefits') {
      const w = want as ImportedBenefit[];
      const g = got as ImportedBenefit[];
      return { field, expected: w.length > 0, filled: g.length > 0, correct: w.length > 0 && sameBenefits(w, g) };
    }
    const correct =
      want !== null &&
      got !== null &&
      (typeof want === 'string' && typeof got === 'string' ? sameText(want, got) : want === got);
    return { field, expected: want !== null, filled: got !== null, correct };
  });
}
