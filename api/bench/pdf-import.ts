// The share of fields 'Cargar póliza en PDF' fills correctly on the generated policy PDFs
// (test/helpers/policy-pdfs.ts, PDF_BENCH_PER_LAYOUT seeds per layout, default 10): the eight layouts the
// extraction was developed on, and apart the three held-out layouts written after it (75.7% at their first
// measure, before three general fixes; see test/helpers/policy-pdfs.ts). Reads each PDF
// as the api does (pdf-text.ts → extract-prefill.ts) with the seeded catalogue, and prints the share
// overall, by field and by layout, the fields filled wrong or where the PDF states nothing, the time per PDF.
//
//   pnpm --filter api exec tsx bench/pdf-import.ts
import fs from 'node:fs';
import path from 'node:path';
import { extractPrefill } from '../src/modules/policy-import/extract-prefill';
import { pdfLines } from '../src/modules/policy-import/pdf-text';
import {
  HELD_OUT_LAYOUTS,
  LAYOUTS,
  generatePolicyPdfSet,
  scorePrefill,
  type FieldScore,
  type Layout,
} from '../test/helpers/policy-pdfs';

async function main() {
  const perLayout = Number(process.env.PDF_BENCH_PER_LAYOUT ?? 10);
  const seeds = JSON.parse(fs.readFileSync(path.join(__dirname, '../seeds/catalogue.json'), 'utf8')) as {
    categories: Array<{ id: string }>;
    insurers: Array<{ slug: string; name: string }>;
  };
  const catalogue = { insurers: seeds.insurers, categories: seeds.categories.map((c) => c.id) };

  await report('developed on', LAYOUTS, perLayout, catalogue);
  console.log('');
  await report('held out', HELD_OUT_LAYOUTS, perLayout, catalogue);
}

type Catalogue = Parameters<typeof extractPrefill>[1];

async function report(title: string, layouts: readonly Layout[], perLayout: number, catalogue: Catalogue) {
  const set = await generatePolicyPdfSet(perLayout, layouts);
  const scores: Array<{ layout: string; scores: FieldScore[] }> = [];
  let ms = 0;
  for (const pdf of set) {
    const started = performance.now();
    const prefill = extractPrefill(await pdfLines(pdf.bytes), catalogue);
    ms += performance.now() - started;
    scores.push({ layout: pdf.layout, scores: scorePrefill(pdf.expected, prefill) });
  }

  const share = (rows: FieldScore[]) => {
    const stated = rows.filter((r) => r.expected);
    const correct = stated.filter((r) => r.correct).length;
    return { correct, stated: stated.length, wrongFills: rows.filter((r) => r.filled && !r.correct).length };
  };
  const pct = (a: number, b: number) => (b === 0 ? '  -  ' : `${((100 * a) / b).toFixed(1)}%`);
  const line = (name: string, rows: FieldScore[]) => {
    const s = share(rows);
    console.log(
      `  ${name.padEnd(14)} ${pct(s.correct, s.stated).padStart(6)}  (${s.correct}/${s.stated}, wrong ${s.wrongFills})`,
    );
  };
  const all = scores.flatMap((s) => s.scores);
  const total = share(all);

  console.log(`== ${title}: ${set.length} generated policies (${layouts.length} layouts × ${perLayout})`);
  console.log(
    `fields filled correctly: ${total.correct} of ${total.stated} stated = ${pct(total.correct, total.stated)}; ` +
      `filled wrong or where nothing is stated: ${total.wrongFills}; ${(ms / set.length).toFixed(1)} ms per PDF`,
  );
  console.log('by field');
  for (const field of [...new Set(all.map((r) => r.field))])
    line(
      field,
      all.filter((r) => r.field === field),
    );
  console.log('by layout');
  for (const layout of layouts)
    line(
      layout,
      scores.filter((x) => x.layout === layout).flatMap((x) => x.scores),
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
