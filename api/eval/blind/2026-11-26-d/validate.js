#!/usr/bin/env node
// Checks the blind set 2026-11-26-d without running the app: `node validate.js` (from any folder).
// Every line parses and has the runner's fields; its wallet and citation labels exist; citation sources are a
// coverage of that policy or a filled field; must/mustNot compile with the line's flags; histories are arrays;
// every USD amount written in a `must` is a figure of that wallet (a sum, price, premium, deducible, limit,
// declared value, an installment = price / cuotas, or the total of all policies or of those in force).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const TODAY = '2026-11-26';
const OUTCOMES = new Set(['answer', 'not_covered', 'clarify', 'handoff']);
const FIELD_OF_SOURCE = {
  'número de póliza': 'numeroPoliza', vencimiento: 'fechaVencimiento', 'inicio de vigencia': 'fechaEmision',
  precio: 'price', prima: 'prima', 'premio total': 'premioTotal', cuotas: 'cuotas', deducible: 'deducible',
  límite: 'limite', cobertura: 'cobertura', 'medio de pago': 'metodoPago', 'valor declarado': 'declaredValue',
  titular: 'titular', guía: 'insurer',
};
const here = __dirname;
const wallets = JSON.parse(fs.readFileSync(path.join(here, 'wallets.json'), 'utf8'));
const errors = [];
const err = (id, msg) => errors.push(`${id}: ${msg}`);

const round2 = (n) => Math.round(n * 100) / 100;
function amountsOf(policies) {
  const set = new Set();
  const add = (n) => typeof n === 'number' && Number.isFinite(n) && set.add(round2(n));
  const fromText = (s) => {
    if (typeof s !== 'string') return;
    for (const m of s.matchAll(/\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g)) add(Number(m[0].replace(/\./g, '').replace(',', '.')));
  };
  const priceOf = (p) => (typeof p.price === 'number' ? p.price : typeof p.premioTotal === 'number' ? p.premioTotal : null);
  for (const p of policies) {
    for (const k of ['price', 'prima', 'premioTotal', 'declaredValue']) add(p[k]);
    for (const k of ['deducible', 'limite']) fromText(p[k]);
    for (const b of p.benefits ?? []) add(b.sumaAsegurada);
    const price = priceOf(p);
    if (price !== null && typeof p.cuotas === 'number' && p.cuotas > 1) add(price / p.cuotas);
  }
  const inForce = policies.filter((p) => typeof p.fechaVencimiento !== 'string' || p.fechaVencimiento >= TODAY);
  for (const g of [policies, inForce]) {
    const prices = g.map(priceOf).filter((x) => x !== null && x > 0);
    if (prices.length > 1) add(prices.reduce((a, b) => a + b, 0));
  }
  return set;
}

// Wallets: labels follow "name + insurer display name" unless the name already holds it.
const DISPLAY = { sbi: 'SBI', bse: 'BSE', mapfre: 'MAPFRE', sura: 'SURA', porto: 'Porto', hdi: 'HDI', sancor: 'Sancor', 'san-cristobal': 'San Cristóbal' };
for (const [w, policies] of Object.entries(wallets)) {
  if (w.startsWith('$')) continue;
  if (!Array.isArray(policies)) { err(w, 'wallet is not an array'); continue; }
  const labels = new Set();
  for (const p of policies) {
    const d = DISPLAY[p.insurer];
    if (!d) err(w, `unknown insurer ${p.insurer}`);
    const expected = p.name.toLowerCase().includes(d.toLowerCase()) ? p.name : `${p.name} ${d}`;
    if (p.label !== expected) err(w, `label "${p.label}" should be "${expected}"`);
    if (labels.has(p.label)) err(w, `duplicate label ${p.label}`);
    labels.add(p.label);
    for (const b of p.benefits ?? []) if (typeof b.nombreCobertura !== 'string') err(w, `bad benefit in ${p.label}`);
  }
}

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
  if (!OUTCOMES.has(l.expected)) err(id, `unknown outcome ${l.expected}`);
  byOutcome[l.expected] = (byOutcome[l.expected] ?? 0) + 1;
  for (const t of l.tags ?? []) byTag[t] = (byTag[t] ?? 0) + 1;
  const policies = wallets[l.wallet];
  if (!Array.isArray(policies)) { err(id, `unknown wallet ${l.wallet}`); return; }
  for (const h of l.history ?? []) if (typeof h !== 'string' || !h.trim()) err(id, 'history item is not a non-empty string');
  for (const p of [...(l.must ?? []), ...(l.mustNot ?? [])]) {
    try { new RegExp(p, l.flags ?? ''); } catch (e) { err(id, `regex /${p}/ does not compile: ${e.message}`); }
  }
  for (const c of l.citations ?? []) {
    const cut = c.lastIndexOf(':');
    const label = c.slice(0, cut);
    const source = c.slice(cut + 1);
    const p = policies.find((x) => x.label === label);
    if (!p) { err(id, `citation label not in wallet: ${label}`); continue; }
    const field = FIELD_OF_SOURCE[source];
    const ok = field ? p[field] !== undefined && p[field] !== null : (p.benefits ?? []).some((b) => b.nombreCobertura === source);
    if (!ok) err(id, `citation source not in policy: ${c}`);
  }
  const allowed = amountsOf(policies);
  for (const p of l.must ?? []) {
    for (const m of p.matchAll(/\(\?:USD\|US\\\$\|U\\\$S\) \?((?:\d|\\\.|,)+)/g)) {
      const n = round2(Number(m[1].replace(/\\\./g, '').replace(/,(?!\d)/, '').replace(',', '.')));
      if (!allowed.has(n)) err(id, `amount ${m[1]} is not a figure of wallet ${l.wallet}`);
    }
  }
});

console.log(`${lines.length} lines, ${Object.keys(wallets).filter((w) => !w.startsWith('$')).length} wallets`);
console.log('by outcome:', JSON.stringify(byOutcome));
console.log('by tag:', JSON.stringify(byTag));
if (errors.length) {
  console.error(`\n${errors.length} problem(s):\n - ${errors.join('\n - ')}`);
  process.exit(1);
}
console.log('OK');
