import fs from 'node:fs';
import path from 'node:path';
import { EMPTY_PREFILL, extractPrefill, recognisedFields } from '../../../src/modules/policy-import/extract-prefill';
import { findAmounts, findDates, parseNumber, usdAmount } from '../../../src/modules/policy-import/parse-values';
import { itemsToLines, pdfLines, UnreadablePdfError } from '../../../src/modules/policy-import/pdf-text';
import { generatePolicyPdf, LAYOUTS, scorePrefill } from '../../helpers/policy-pdfs';

const seeds = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../seeds/catalogue.json'), 'utf8')) as {
  categories: Array<{ id: string }>;
  insurers: Array<{ slug: string; name: string }>;
};
const catalogue = { insurers: seeds.insurers, categories: seeds.categories.map((c) => c.id) };

describe('parse-values', () => {
  it.each([
    ['Vigencia: 01/03/2026 al 01/03/2027', ['2026-03-01', '2027-03-01']],
    ['desde 2026-03-01 hasta 2027-02-28', ['2026-03-01', '2027-02-28']],
    ['del 1 de marzo de 2026 al 1° de marzo del 2027', ['2026-03-01', '2027-03-01']],
    ['5 setiembre 2025 – 5 de Septiembre de 2026', ['2025-09-05', '2026-09-05']],
    ['marzo 1, 2026', ['2026-03-01']],
    ['1-mar-2026 / 01 mar. 2027', ['2026-03-01', '2027-03-01']],
    ['15.07.26', ['2026-07-15']],
    ['31/02/2026 no existe; 29/02/2028 sí', ['2028-02-29']],
    ['sin fecha', []],
  ])('reads the dates of %p', (text, dates) => {
    expect(findDates(text).map((d) => d.date)).toEqual(dates);
  });

  it.each([
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['150.000', 150000],
    ['150,000', 150000],
    ['1.234.567', 1234567],
    ['1234.5', 1234.5],
    ['2,5', 2.5],
    ['1.5.3', null],
  ])('reads the number %p', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('tells dollars from pesos and bare amounts', () => {
    expect(
      findAmounts('USD 1.234,56 y U$S 150.000, US$ 1,234.56, 900 dólares, $U 5.000, $ 300, 42').map((a) => [
        a.amount,
        a.currency,
      ]),
    ).toEqual([
      [1234.56, 'USD'],
      [150000, 'USD'],
      [1234.56, 'USD'],
      [900, 'USD'],
      [5000, 'UYU'],
      [300, 'UYU'],
      [42, null],
    ]);
    expect(usdAmount('$U 12.000', true)).toBeNull();
    expect(usdAmount('1.200,50', true)).toBe(1200.5);
    expect(usdAmount('1.200,50', false)).toBeNull();
    expect(usdAmount('10% del siniestro', true)).toBeNull();
  });
});

describe('itemsToLines', () => {
  it('joins items on a baseline left to right and marks a wide gap as a tab', () => {
    const item = (str: string, x: number, y: number, width = str.length * 5) => ({ str, x, y, width, fontSize: 10 });
    expect(
      itemsToLines([
        item('USD 150.000', 400, 700),
        item('Incendio edificio', 50, 700.5),
        item('Póliza N°:', 50, 720),
        item('12345', 102, 720),
        item(' ', 200, 720),
      ]),
    ).toEqual(['Póliza N°: 12345', 'Incendio edificio\tUSD 150.000']);
  });
});

describe('extractPrefill', () => {
  it.each(LAYOUTS.map((layout) => [layout]))('fills what a %s policy states', async (layout) => {
    const pdf = await generatePolicyPdf(layout, 1);
    const prefill = extractPrefill(await pdfLines(pdf.bytes), catalogue);
    const wrong = scorePrefill(pdf.expected, prefill).filter((s) => (s.expected || s.filled) && !s.correct);
    expect(wrong).toEqual([]);
  });

  it('fills at least 95% of the stated fields over three PDFs of each layout, and nothing unstated', async () => {
    let stated = 0;
    let correct = 0;
    let wrong = 0;
    for (const layout of LAYOUTS) {
      for (const seed of [2, 3, 4]) {
        const pdf = await generatePolicyPdf(layout, seed);
        const scores = scorePrefill(pdf.expected, extractPrefill(await pdfLines(pdf.bytes), catalogue));
        stated += scores.filter((s) => s.expected).length;
        correct += scores.filter((s) => s.correct).length;
        wrong += scores.filter((s) => s.filled && !s.correct).length;
      }
    }
    expect(correct / stated).toBeGreaterThanOrEqual(0.95);
    expect(wrong).toBeLessThanOrEqual(2);
  });

  it('reads a label-colon policy field by field', () => {
    const prefill = extractPrefill(
      [
        [
          'MAPFRE Uruguay',
          'Certificado de cobertura - Seguro de Hogar',
          'Póliza N°: HOG-2026-000123',
          'Asegurado: Ana Pérez - CI 1.234.567-2',
          'Vigencia: 01/03/2026 al 01/03/2027',
          'Plan: Hogar Completo\tForma de pago: Débito automático',
          'Prima: USD 1.000,00\tPremio total: U$S 1.220,00',
          'Cuotas: 10 de USD 122',
          'Coberturas',
          'Incendio edificio ........ USD 150.000',
          'Hurto total: USD 9.000',
          'Asistencia 24 hs\tIncluida',
          'Exclusiones',
          'Las de las condiciones generales.',
        ],
      ],
      catalogue,
    );
    expect(prefill).toEqual({
      ...EMPTY_PREFILL,
      category: 'home',
      insurer: 'mapfre',
      asegurado: 'Ana Pérez',
      numeroPoliza: 'HOG-2026-000123',
      vigenciaDesde: '2026-03-01',
      vigenciaHasta: '2027-03-01',
      medioPago: 'Débito',
      prima: 1000,
      premioTotal: 1220,
      cuotas: 10,
      producto: 'Seguro de Hogar',
      plan: 'Hogar Completo',
      benefits: [
        { nombreCobertura: 'Incendio edificio', sumaAsegurada: 150000 },
        { nombreCobertura: 'Hurto total', sumaAsegurada: 9000 },
        { nombreCobertura: 'Asistencia 24 hs', sumaAsegurada: null },
      ],
    });
    expect(recognisedFields(prefill)).toEqual([
      'category',
      'insurer',
      'asegurado',
      'numeroPoliza',
      'vigenciaDesde',
      'vigenciaHasta',
      'medioPago',
      'prima',
      'premioTotal',
      'cuotas',
      'producto',
      'plan',
      'benefits',
    ]);
  });

  it('takes no amount in pesos for dollars and recognises nothing in a text without policy data', () => {
    const prefill = extractPrefill(
      [['Premio: $U 12.500', 'Hola, gracias por leer nuestro boletín de hogar.']],
      catalogue,
    );
    expect(prefill.premioTotal).toBeNull();
    expect(recognisedFields(extractPrefill([['Boletín: consejos para tu casa y tus viajes.']], catalogue))).toEqual([]);
  });

  it('clamps values to what the manual form accepts', () => {
    const prefill = extractPrefill(
      [[`Asegurado: ${'Ana '.repeat(80)}`, `Póliza N°: ${'9'.repeat(80)}`, 'Cuotas: 99']],
      catalogue,
    );
    expect(prefill.asegurado!.length).toBeLessThanOrEqual(200);
    expect(prefill.numeroPoliza!.length).toBeLessThanOrEqual(60);
    expect(prefill.cuotas).toBeNull();
  });
});

describe('pdfLines', () => {
  it('refuses bytes that start like a PDF but are not one', async () => {
    await expect(pdfLines(Buffer.from('%PDF-1.7\nnot really a pdf'))).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});
