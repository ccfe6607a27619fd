// Checks the blind visitor set 2026-11-26-visitor-d: node api/eval/blind/2026-11-26-visitor-d/validate.js
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const HERE = __dirname;
const ROOT = path.join(HERE, '../../../..');
const EXPECTED = new Set(['answer', 'not_covered', 'clarify', 'handoff']);
const errors = [];
const err = (where, msg) => errors.push(`${where}: ${msg}`);
const parseUy = (s) => Number(s.replace(/\./g, '').replace(',', '.'));
const round2 = (n) => Math.round((n + Number.EPSILON) * 100) / 100;

// Amounts the product pages state (products.ts, product-facts.ts) ...
const facts = ['contracts/src/products.ts', 'contracts/src/product-facts.ts']
  .map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8'))
  .join('\n');
const stated = new Set([...facts.matchAll(/USD ([\d.]+)/g)].map((m) => parseUy(m[1])));
// ... and the partner tariff's bike prices for a value named in the question (each package).
const tariff = JSON.parse(fs.readFileSync(path.join(ROOT, 'sbi-sandbox/data/tariff.json'), 'utf8')).bicicleta;
// The tariff's range of bike values (minimo, maximo) may be stated when a value falls outside it.
const range = [tariff.valorDeclarado.minimo, tariff.valorDeclarado.maximo];
function bikePrices(value) {
  return tariff.paquetes.map((pq) => {
    let prima = 0;
    for (const c of tariff.coberturas) {
      let suma;
      if (c.fija) suma = c.fija[pq.codigo];
      else if (c.proporcion && c.proporcion[pq.codigo] !== undefined)
        suma = Math.round((value * c.proporcion[pq.codigo]) / (c.redondeo || 1)) * (c.redondeo || 1);
      if (suma === undefined) continue;
      prima += (suma * c.tasaPorMil) / 1000;
    }
    return round2(Math.max(tariff.primaMinima, prima) * pq.multiplicador);
  });
}

const USD_IN_PATTERN = /\(\?:USD\|US\\\$\|U\\\$S\) \?((?:\d|\\\.)+)(,\d\d)?/g;
const ids = new Set();
const byOutcome = {};
const byTag = {};
let count = 0;
let amountsChecked = 0;
fs.readFileSync(path.join(HERE, 'questions.jsonl'), 'utf8').split('\n').forEach((raw, i) => {
  if (!raw.trim()) return;
  const where = `line ${i + 1}`;
  let l;
  try { l = JSON.parse(raw); } catch (e) { err(where, `JSON: ${e.message}`); return; }
  count++;
  for (const f of ['id', 'wallet', 'question', 'expected']) if (typeof l[f] !== 'string' || !l[f]) err(where, `missing ${f}`);
  for (const f of ['history', 'must', 'mustNot', 'citations', 'tags']) if (!Array.isArray(l[f])) err(where, `${f} is not an array`);
  if (!/^d\d{3}$/.test(l.id || '')) err(where, `id ${l.id} is not d###`);
  if (l.flags !== 'i') err(where, 'flags must be "i"');
  if (l.note !== undefined && typeof l.note !== 'string') err(where, 'note must be a string');
  if (!(l.tags || []).length) err(where, 'no tags');
  if (l.wallet !== 'visitor') err(where, `wallet must be visitor, not ${l.wallet}`);
  if ((l.citations || []).length) err(where, 'a visitor line expects no citations');
  if (ids.has(l.id)) err(where, `duplicate id ${l.id}`);
  ids.add(l.id);
  if (!EXPECTED.has(l.expected)) err(where, `bad expected ${l.expected}`);
  if ((l.history || []).some((h) => typeof h !== 'string')) err(where, 'history must hold strings');
  for (const p of [...(l.must || []), ...(l.mustNot || [])]) {
    try { new RegExp(p, l.flags || ''); } catch (e) { err(where, `regex ${p}: ${e.message}`); }
  }
  // The bike's value: the first number >= 100 of the question, else of the history (a follow-up); a number
  // written with es-UY thousands dots (U$S 1.100) is read whole.
  const value = [l.question, ...[...(l.history || [])].reverse()]
    .map((t) => [...t.matchAll(/\d{1,3}(?:\.\d{3})+(?!\d)|\d+/g)].map((m) => Number(m[0].replace(/\./g, ''))).find((n) => n >= 100))
    .find((n) => n !== undefined);
  const allowed = new Set([...stated, ...range, ...(value ? bikePrices(value) : [])]);
  for (const p of l.must || [])
    for (const m of p.matchAll(USD_IN_PATTERN)) {
      amountsChecked++;
      const n = parseUy(m[1].replace(/\\\./g, '.') + (m[2] || ''));
      if (!allowed.has(n)) err(where, `amount ${n} is neither stated by the product pages nor a tariff price for ${value}`);
    }
  byOutcome[l.expected] = (byOutcome[l.expected] || 0) + 1;
  for (const t of l.tags || []) byTag[t] = (byTag[t] || 0) + 1;
});

if (count < 50) err('set', `only ${count} questions (at least 50)`);
[...ids].sort().forEach((id, i) => { if (id !== `d${String(i + 1).padStart(3, '0')}`) err('set', `ids are not d001.. in order (at ${id})`); });
console.log(`${count} questions, ${amountsChecked} USD amounts in must checked`);
console.log('by outcome', JSON.stringify(byOutcome));
console.log('by tag', JSON.stringify(byTag));
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
console.log('OK');
