// Checks the blind set 2026-11-26-g: node api/eval/blind/2026-11-26-g/validate.js
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const HERE = __dirname;
const EXPECTED = new Set(['answer', 'not_covered', 'clarify', 'handoff']);
const FIELD_OF_SOURCE = {
  'número de póliza': 'numeroPoliza', vencimiento: 'fechaVencimiento', 'inicio de vigencia': 'fechaEmision',
  precio: 'price', prima: 'prima', 'premio total': 'premioTotal', cuotas: 'cuotas', deducible: 'deducible',
  límite: 'limite', cobertura: 'cobertura', 'medio de pago': 'metodoPago', 'valor declarado': 'declaredValue', titular: 'titular',
};
const VARIANT = { car: 'auto', home: 'hogar', bike: 'bicicleta' };
const guides = JSON.parse(fs.readFileSync(path.join(HERE, '../../../seeds/guides.json'), 'utf8')).guides;
const wallets = JSON.parse(fs.readFileSync(path.join(HERE, 'wallets.json'), 'utf8'));

const errors = [];
const err = (where, msg) => errors.push(`${where}: ${msg}`);

/** Parses an es-UY amount such as 1.234,50 to a number. */
const parseUy = (s) => Number(s.replace(/\./g, '').replace(',', '.'));
const round2 = (n) => Math.round(n * 100) / 100;
const fromText = (t) => (typeof t === 'string' ? [...t.matchAll(/\d[\d.]*(?:,\d+)?/g)].map((m) => parseUy(m[0])) : []);

/** The amounts a wallet supports: its values, installments (price/cuotas) and totals (all, in force). */
function amountsOf(policies, today) {
  const out = new Set();
  const priceOf = (p) => (typeof p.price === 'number' ? p.price : typeof p.premioTotal === 'number' ? p.premioTotal : null);
  for (const p of policies) {
    for (const k of ['price', 'prima', 'premioTotal', 'declaredValue']) if (typeof p[k] === 'number') out.add(round2(p[k]));
    for (const k of ['limite', 'deducible']) fromText(p[k]).forEach((n) => out.add(n));
    for (const b of p.benefits || []) if (typeof b.sumaAsegurada === 'number') out.add(b.sumaAsegurada);
    const price = priceOf(p);
    if (price !== null && typeof p.cuotas === 'number' && p.cuotas > 1) out.add(round2(price / p.cuotas));
  }
  const inForce = policies.filter((p) => typeof p.fechaVencimiento !== 'string' || p.fechaVencimiento >= today);
  for (const group of [policies, inForce]) {
    const prices = group.map(priceOf).filter((x) => x !== null && x > 0);
    if (prices.length > 1) out.add(round2(prices.reduce((a, b) => a + b, 0)));
  }
  for (const g of guides) if (policies.some((p) => p.insurer === g.insurer)) fromText(JSON.stringify(g.content)).forEach((n) => out.add(n));
  return out;
}

// Wallets: structure.
const TODAY = '2026-11-26';
let expiringSoon = 0;
let expired = 0;
let otherCategory = 0;
const CATEGORIES = new Set(['home', 'bike', 'car', 'garantia', 'dental', 'travel', 'accidentes', 'soa', 'movilidad', 'other']);
const INSURERS = new Set(['sbi', 'bse', 'mapfre', 'sura', 'porto', 'hdi', 'sancor', 'san-cristobal', 'berkley', 'surco']);
for (const [name, policies] of Object.entries(wallets)) {
  if (name.startsWith('$')) continue;
  if (!Array.isArray(policies)) { err(name, 'wallet is not an array'); continue; }
  const labels = new Set();
  for (const p of policies) {
    for (const f of ['label', 'name', 'category', 'insurer', 'status', 'fechaEmision', 'fechaVencimiento', 'benefits'])
      if (p[f] === undefined) err(`${name}/${p.label}`, `missing ${f}`);
    if (labels.has(p.label)) err(name, `duplicate label ${p.label}`);
    if (!CATEGORIES.has(p.category)) err(`${name}/${p.label}`, `category ${p.category} is not one of the catalogue's`);
    if (!INSURERS.has(p.insurer)) err(`${name}/${p.label}`, `insurer ${p.insurer} is not in the catalogue`);
    if (p.category === 'other') otherCategory++;
    for (const f of ['fechaEmision', 'fechaVencimiento'])
      if (!/^\d{4}-\d{2}-\d{2}$/.test(p[f] || '')) err(`${name}/${p.label}`, `${f} is not YYYY-MM-DD`);
    labels.add(p.label);
    if (!Array.isArray(p.benefits)) err(`${name}/${p.label}`, 'benefits is not an array');
    for (const b of p.benefits || [])
      if (typeof b.nombreCobertura !== 'string' || !(b.sumaAsegurada === null || typeof b.sumaAsegurada === 'number'))
        err(`${name}/${p.label}`, `bad benefit ${JSON.stringify(b)}`);
    const days = (Date.parse(p.fechaVencimiento) - Date.parse(TODAY)) / 86400000;
    if (days >= 0 && days <= 30) expiringSoon++;
    if (days < 0) expired++;
  }
}
if (expiringSoon < 1) err('wallets', 'no policy expiring within 30 days of ' + TODAY);
if (expired < 1) err('wallets', 'no expired policy');
if (otherCategory < 1) err('wallets', "no policy stored with category 'other'");

/** The dates a wallet states (emission, expiry), as day/month/two-digit year. */
function datesOf(policies) {
  const out = new Set();
  for (const p of policies)
    for (const f of ['fechaEmision', 'fechaVencimiento'])
      if (typeof p[f] === 'string') {
        const [y, m, d] = p[f].split('-');
        out.add(`${Number(d)}/${m}/${y.slice(2)}`);
      }
  return out;
}
// A date in a must, as the set writes it: (?:0?D[/.-]MM[/.-](?:20)?YY|...)
const DATE_IN_PATTERN = /0\?(\d{1,2})\[\/\.-\](\d\d)\[\/\.-\]\(\?:20\)\?(\d\d)/g;
const MONEY_WITHOUT_USD = /(?<![\w\\])\d{1,3}(?:\\\.\d{3})+(?!\d)/;

function citationValid(citation, policies) {
  const cut = citation.lastIndexOf(':');
  if (cut < 0) return 'no source';
  const label = citation.slice(0, cut);
  const source = citation.slice(cut + 1);
  const p = policies.find((x) => x.label === label);
  if (!p) return `unknown label ${label}`;
  if (source === 'guía')
    return guides.some((g) => g.insurer === p.insurer && g.variant === VARIANT[p.category]) ? null : 'no guide for that policy';
  const field = FIELD_OF_SOURCE[source];
  if (field) return p[field] !== undefined && p[field] !== null ? null : `field ${field} empty`;
  return (p.benefits || []).some((b) => b.nombreCobertura === source) ? null : `no coverage ${source}`;
}

const USD_IN_PATTERN = /\(\?:USD\|US\\\$\|U\\\$S\) \?((?:\d|\\\.)+)(,\d\d)?/g;
const lines = fs.readFileSync(path.join(HERE, 'questions.jsonl'), 'utf8').split('\n');
const ids = new Set();
const byOutcome = {};
const byTag = {};
let count = 0;
let amountsChecked = 0;
lines.forEach((raw, i) => {
  if (!raw.trim()) return;
  const where = `line ${i + 1}`;
  let l;
  try { l = JSON.parse(raw); } catch (e) { err(where, `JSON: ${e.message}`); return; }
  count++;
  for (const f of ['id', 'wallet', 'question', 'expected']) if (typeof l[f] !== 'string' || !l[f]) err(where, `missing ${f}`);
  for (const f of ['history', 'must', 'mustNot', 'citations', 'tags']) if (!Array.isArray(l[f])) err(where, `${f} is not an array`);
  if (!/^g\d{3}$/.test(l.id || '')) err(where, `id ${l.id} is not g###`);
  if (l.flags !== 'i') err(where, 'flags must be "i"');
  if (l.note !== undefined && typeof l.note !== 'string') err(where, 'note must be a string');
  if (!(l.tags || []).length) err(where, 'no tags');
  if (l.expected === 'not_covered' && (l.citations || []).length) err(where, 'a not_covered line requires no citation');
  if (ids.has(l.id)) err(where, `duplicate id ${l.id}`);
  ids.add(l.id);
  if (!EXPECTED.has(l.expected)) err(where, `bad expected ${l.expected}`);
  if ((l.history || []).some((h) => typeof h !== 'string')) err(where, 'history must hold strings');
  const policies = wallets[l.wallet];
  if (!Array.isArray(policies)) { err(where, `unknown wallet ${l.wallet}`); return; }
  for (const p of [...(l.must || []), ...(l.mustNot || [])]) {
    try { new RegExp(p, l.flags || ''); } catch (e) { err(where, `regex ${p}: ${e.message}`); }
  }
  const amounts = amountsOf(policies, TODAY);
  for (const p of l.must || [])
    for (const m of p.matchAll(USD_IN_PATTERN)) {
      amountsChecked++;
      const n = parseUy(m[1].replace(/\\\./g, '.') + (m[2] || ''));
      if (!amounts.has(n)) err(where, `amount ${n} in must is not in wallet ${l.wallet}`);
    }
  const dates = datesOf(policies);
  for (const p of l.must || []) {
    for (const m of p.matchAll(DATE_IN_PATTERN)) {
      const d = `${Number(m[1])}/${m[2]}/${m[3]}`;
      if (!dates.has(d)) err(where, `date ${d} in must is not a date of wallet ${l.wallet}`);
    }
    if (MONEY_WITHOUT_USD.test(p.replace(USD_IN_PATTERN, ''))) err(where, `amount without the USD prefix in must ${p}`);
  }
  for (const c of l.citations || []) {
    const problem = citationValid(c, policies);
    if (problem) err(where, `citation ${c}: ${problem}`);
  }
  byOutcome[l.expected] = (byOutcome[l.expected] || 0) + 1;
  for (const t of l.tags || []) byTag[t] = (byTag[t] || 0) + 1;
});

if (ids.size !== count) err('set', 'ids are not unique');
const expectedIds = [...ids].sort();
expectedIds.forEach((id, i) => { if (id !== `g${String(i + 1).padStart(3, '0')}`) err('set', `ids are not g001..g${count} in order (at ${id})`); });
if (count < 100) err('set', `only ${count} questions (at least 100)`);
console.log(`${count} questions, ${amountsChecked} USD amounts in must checked against their wallet`);
console.log('by outcome', JSON.stringify(byOutcome));
console.log('by tag', JSON.stringify(byTag));
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
console.log('OK');
