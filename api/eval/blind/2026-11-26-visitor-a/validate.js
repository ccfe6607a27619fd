#!/usr/bin/env node
// Checks the blind visitor set 2026-11-26-visitor-a without running the app: `node validate.js`.
// Every line parses with the runner's fields and wallet "visitor"; must/mustNot compile with the line's flags;
// histories are arrays of strings; every USD amount written in a `must` is a product fact (landing content /
// spec) or a bike price rated with the partner tariff (sbi-sandbox/data/tariff.json) for a bike value named in
// the question or its history (or twice that value when the person says "el doble").
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const here = __dirname;
const root = path.resolve(here, '../../../..');
const OUTCOMES = new Set(['answer', 'not_covered', 'clarify', 'handoff']);
// USD figures of the product pages and spec: bike RC 10.000, bike value range 200–15.000, home emergency 50.
const FACTS = new Set([10000, 15000, 200, 50]);
const tariff = JSON.parse(fs.readFileSync(path.join(root, 'sbi-sandbox/data/tariff.json'), 'utf8')).bicicleta;
const round2 = (n) => Math.round((n + Number.EPSILON) * 100) / 100;
function bikePrices(value) {
  return tariff.paquetes.map((pq) => {
    let prima = 0;
    for (const c of tariff.coberturas) {
      let suma;
      if (c.fija) { if (c.fija[pq.codigo] === undefined) continue; suma = c.fija[pq.codigo]; }
      else { if (c.proporcion?.[pq.codigo] === undefined) continue; suma = Math.round((value * c.proporcion[pq.codigo]) / (c.redondeo ?? 1)) * (c.redondeo ?? 1); }
      prima += (suma * c.tasaPorMil) / 1000;
    }
    return round2(Math.max(tariff.primaMinima, prima) * pq.multiplicador);
  });
}

const errors = [];
const err = (id, msg) => errors.push(`${id}: ${msg}`);
const lines = fs.readFileSync(path.join(here, 'questions.jsonl'), 'utf8').split('\n').filter((l) => l.trim());
const ids = new Set();
const byOutcome = {};
const byTag = {};
lines.forEach((raw, i) => {
  let l;
  try { l = JSON.parse(raw); } catch (e) { err(`line ${i + 1}`, `does not parse: ${e.message}`); return; }
  const id = l.id ?? `line ${i + 1}`;
  if (ids.has(id)) err(id, 'duplicate id');
  ids.add(id);
  for (const k of ['id', 'wallet', 'question', 'expected']) if (typeof l[k] !== 'string' || !l[k].trim()) err(id, `missing ${k}`);
  for (const k of ['history', 'must', 'mustNot', 'citations', 'tags']) if (!Array.isArray(l[k])) err(id, `${k} is not an array`);
  if (l.wallet !== 'visitor') err(id, `wallet must be "visitor", not ${l.wallet}`);
  if ((l.citations ?? []).length) err(id, 'visitor lines are judged without citations');
  if ((l.history ?? []).length > 6) err(id, 'the visitor chat takes up to 6 earlier questions');
  if (!OUTCOMES.has(l.expected)) err(id, `unknown outcome ${l.expected}`);
  byOutcome[l.expected] = (byOutcome[l.expected] ?? 0) + 1;
  for (const t of l.tags ?? []) byTag[t] = (byTag[t] ?? 0) + 1;
  for (const h of l.history ?? []) if (typeof h !== 'string' || !h.trim()) err(id, 'history item is not a non-empty string');
  for (const p of [...(l.must ?? []), ...(l.mustNot ?? [])]) {
    try { new RegExp(p, l.flags ?? ''); } catch (e) { err(id, `regex /${p}/ does not compile: ${e.message}`); }
  }
  const text = [...(l.history ?? []), l.question].join(' ');
  const allowed = new Set(FACTS);
  for (const m of text.matchAll(/\d+(?:\.\d{3})*/g)) {
    const v = Number(m[0].replace(/\./g, ''));
    const values = /doble/i.test(l.question) ? [v, 2 * v] : [v];
    for (const x of values) if (x >= tariff.valorDeclarado.minimo && x <= tariff.valorDeclarado.maximo) bikePrices(x).forEach((p) => allowed.add(p));
  }
  for (const p of l.must ?? []) {
    for (const m of p.matchAll(/\(\?:USD\|US\\\$\|U\\\$S\) \?((?:\d|\\\.|,)+)/g)) {
      const n = round2(Number(m[1].replace(/\\\./g, '').replace(/,(?!\d)/, '').replace(',', '.')));
      if (!allowed.has(n)) err(id, `amount ${m[1]} is neither a product fact nor a tariff price for the value asked`);
    }
  }
});

console.log(`${lines.length} lines (visitor)`);
console.log('by outcome:', JSON.stringify(byOutcome));
console.log('by tag:', JSON.stringify(byTag));
if (errors.length) {
  console.error(`\n${errors.length} problem(s):\n - ${errors.join('\n - ')}`);
  process.exit(1);
}
console.log('OK');
