// Checks one blind evaluation set (a folder of api/eval/blind/) without running it through the assistant:
//
//   node api/eval/validate-blind-set.js api/eval/blind/2026-11-26-h
//   node api/eval/validate-blind-set.js api/eval/blind/2026-11-26-visitor-e
//
// It generalises the validate.js of the signed-in sets (f, g) and of the visitor sets (visitor-c, visitor-d):
// - the id prefix is the folder name's last part after a dash (2026-11-26-h → h001…, 2026-11-26-visitor-e → e001…);
// - "today" is the folder name's date (2026-11-26), or the current date when the name has none;
// - a set is a visitor set when every line's wallet is `visitor`: it needs no wallets.json and at least 50 lines;
//   any other set needs a wallets.json beside questions.jsonl and at least 100 lines;
// - a line of the wallet `visitor` (in either kind of set) is checked as a visitor line: no citations, and every
//   USD amount in a `must` stated by the product pages, the tariff's bike value range or a tariff bike price for
//   the value the question (or its history) names;
// - a signed-in line: its wallet exists, every citation names a label of that wallet with a valid source (a
//   coverage, a filled field, or `guía` only where the insurer has a guide for that category), a not_covered line
//   requires no citation, every USD amount in a `must` is a value of that wallet or an installment/total the runner
//   allows, every dd/mm/yy date in a `must` is a date of that wallet, no bare thousands amount without USD.
// Plain Node, no dependencies. Exit code 1 and one line per problem when the set is not valid.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const dirArg = process.argv[2];
if (!dirArg) {
  console.error('usage: node api/eval/validate-blind-set.js <folder of the set>');
  process.exit(2);
}
const DIR = path.resolve(dirArg);
const folder = path.basename(DIR);
const PREFIX = folder.slice(folder.lastIndexOf('-') + 1);
const TODAY = /^\d{4}-\d{2}-\d{2}/.exec(folder)?.[0] ?? new Date().toISOString().slice(0, 10);
if (!/^[a-z]+$/.test(PREFIX)) {
  console.error(`${folder}: the folder name must end in -<letters> (the id prefix)`);
  process.exit(2);
}

const EXPECTED = new Set(['answer', 'not_covered', 'clarify', 'handoff']);
// The runner's citation sources and guide variants (run-assistant-eval.ts reads the same file).
const { fieldOfSource: FIELD_OF_SOURCE, guideVariant: VARIANT } = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'citation-sources.json'), 'utf8'),
);
const CATEGORIES = new Set([
  'home',
  'bike',
  'car',
  'garantia',
  'dental',
  'travel',
  'accidentes',
  'soa',
  'movilidad',
  'other',
]);
const catalogue = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/seeds/catalogue.json'), 'utf8'));
for (const c of catalogue.categories) CATEGORIES.add(c.id);
const INSURERS = new Set(catalogue.insurers.map((i) => i.slug));
const guides = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/seeds/guides.json'), 'utf8')).guides;

const errors = [];
const err = (where, msg) => errors.push(`${where}: ${msg}`);

/** Parses an es-UY amount such as 1.234,50 to a number. */
const parseUy = (s) => Number(s.replace(/\./g, '').replace(',', '.'));
const round2 = (n) => Math.round((n + Number.EPSILON) * 100) / 100;
const fromText = (t) => (typeof t === 'string' ? [...t.matchAll(/\d[\d.]*(?:,\d+)?/g)].map((m) => parseUy(m[0])) : []);
// A USD amount as a set writes it in a must: (?:USD|US\$|U\$S) ?1\.234(?:,00)? or ... ?233,83
const USD_IN_PATTERN = /\(\?:USD\|US\\\$\|U\\\$S\) \?((?:\d|\\\.)+)(,\d\d)?/g;
const amountIn = (m) => parseUy(m[1].replace(/\\\./g, '.') + (m[2] || ''));

// ---------------------------------------------------------------------------------------------------------------
// Visitor lines: the amounts the product pages state and the partner tariff's bike prices.
const facts = ['contracts/src/products.ts', 'contracts/src/product-facts.ts']
  .map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8'))
  .join('\n');
const stated = new Set([...facts.matchAll(/USD ([\d.]+(?:,\d\d)?)/g)].map((m) => parseUy(m[1])));
const bikeTariff = JSON.parse(fs.readFileSync(path.join(ROOT, 'sbi-sandbox/data/tariff.json'), 'utf8')).bicicleta;
const bikeRange = [bikeTariff.valorDeclarado.minimo, bikeTariff.valorDeclarado.maximo];
/** Each package's annual price for a bike of that value (sbi-sandbox/src/lib/tariff.ts, factor 1). */
function bikePrices(value) {
  return bikeTariff.paquetes.map((pq) => {
    let prima = 0;
    for (const c of bikeTariff.coberturas) {
      let suma;
      if (c.fija) suma = c.fija[pq.codigo];
      else if (c.proporcion && c.proporcion[pq.codigo] !== undefined)
        suma = Math.round((value * c.proporcion[pq.codigo]) / (c.redondeo || 1)) * (c.redondeo || 1);
      if (suma === undefined) continue;
      if (c.minimo !== undefined) suma = Math.max(c.minimo, suma);
      if (c.maximo !== undefined) suma = Math.min(c.maximo, suma);
      prima += (suma * c.tasaPorMil) / 1000;
    }
    return round2(Math.max(bikeTariff.primaMinima, prima) * pq.multiplicador);
  });
}
/** The bike's value: the first number >= 100 of the question, else of the history (latest first); es-UY dots read whole. */
function valueNamed(l) {
  return [l.question, ...[...(l.history || [])].reverse()]
    .map((t) =>
      [...String(t).matchAll(/\d{1,3}(?:\.\d{3})+(?!\d)|\d+/g)]
        .map((m) => Number(m[0].replace(/\./g, '')))
        .find((n) => n >= 100),
    )
    .find((n) => n !== undefined);
}

function checkVisitorLine(where, l) {
  if ((l.citations || []).length) err(where, 'a visitor line expects no citations');
  const value = valueNamed(l);
  const allowed = new Set([...stated, ...bikeRange, ...(value ? bikePrices(value) : [])]);
  for (const p of l.must || [])
    for (const m of p.matchAll(USD_IN_PATTERN)) {
      amountsChecked++;
      const n = amountIn(m);
      if (!allowed.has(n))
        err(where, `amount ${n} is neither stated by the product pages nor a tariff price for ${value}`);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Signed-in lines: the wallets beside the set.
const walletsPath = path.join(DIR, 'wallets.json');
const wallets = fs.existsSync(walletsPath) ? JSON.parse(fs.readFileSync(walletsPath, 'utf8')) : {};

/** The amounts a wallet supports: its values, installments (price/cuotas), totals (all, in force) and its insurers' guides. */
function amountsOf(policies) {
  const out = new Set();
  const priceOf = (p) =>
    typeof p.price === 'number' ? p.price : typeof p.premioTotal === 'number' ? p.premioTotal : null;
  for (const p of policies) {
    for (const k of ['price', 'prima', 'premioTotal', 'declaredValue'])
      if (typeof p[k] === 'number') out.add(round2(p[k]));
    for (const k of ['limite', 'deducible', 'cobertura', 'descripcionBien']) fromText(p[k]).forEach((n) => out.add(n));
    for (const b of p.benefits || []) if (typeof b.sumaAsegurada === 'number') out.add(b.sumaAsegurada);
    const price = priceOf(p);
    if (price !== null && typeof p.cuotas === 'number' && p.cuotas > 1) out.add(round2(price / p.cuotas));
  }
  const inForce = policies.filter((p) => typeof p.fechaVencimiento !== 'string' || p.fechaVencimiento >= TODAY);
  for (const group of [policies, inForce]) {
    const prices = group.map(priceOf).filter((x) => x !== null && x > 0);
    if (prices.length > 1) out.add(round2(prices.reduce((a, b) => a + b, 0)));
  }
  for (const g of guides)
    if (policies.some((p) => p.insurer === g.insurer)) fromText(JSON.stringify(g.content)).forEach((n) => out.add(n));
  return out;
}

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
// A date in a must, as the sets write it: 0?D[/.-]MM[/.-](?:20)?YY
const DATE_IN_PATTERN = /0\?(\d{1,2})\[\/\.-\](\d\d)\[\/\.-\]\(\?:20\)\?(\d\d)/g;
const MONEY_WITHOUT_USD = /(?<![\w\\])\d{1,3}(?:\\\.\d{3})+(?!\d)/;

function citationProblem(citation, policies) {
  const cut = citation.lastIndexOf(':');
  if (cut < 0) return 'no source';
  const label = citation.slice(0, cut);
  const source = citation.slice(cut + 1);
  const p = policies.find((x) => x.label === label);
  if (!p) return `unknown label ${label}`;
  if (source === 'guía')
    return guides.some((g) => g.insurer === p.insurer && g.variant === VARIANT[p.category])
      ? null
      : 'no guide for that policy';
  const field = FIELD_OF_SOURCE[source];
  if (field) return p[field] !== undefined && p[field] !== null ? null : `field ${field} empty`;
  return (p.benefits || []).some((b) => b.nombreCobertura === source) ? null : `no coverage ${source}`;
}

function checkWallets() {
  let expiringSoon = 0;
  let expired = 0;
  let otherCategory = 0;
  for (const [name, policies] of Object.entries(wallets)) {
    if (name.startsWith('$')) continue;
    if (!Array.isArray(policies)) {
      err(name, 'wallet is not an array');
      continue;
    }
    const labels = new Set();
    for (const p of policies) {
      for (const f of [
        'label',
        'name',
        'category',
        'insurer',
        'status',
        'fechaEmision',
        'fechaVencimiento',
        'benefits',
      ])
        if (p[f] === undefined) err(`${name}/${p.label}`, `missing ${f}`);
      if (labels.has(p.label)) err(name, `duplicate label ${p.label}`);
      labels.add(p.label);
      if (!CATEGORIES.has(p.category))
        err(`${name}/${p.label}`, `category ${p.category} is not one of the catalogue's`);
      if (!INSURERS.has(p.insurer)) err(`${name}/${p.label}`, `insurer ${p.insurer} is not in the catalogue`);
      if (p.companyId !== undefined && p.companyId !== p.insurer)
        err(`${name}/${p.label}`, 'companyId differs from insurer');
      if (p.category === 'other') otherCategory++;
      for (const f of ['fechaEmision', 'fechaVencimiento'])
        if (!/^\d{4}-\d{2}-\d{2}$/.test(p[f] || '')) err(`${name}/${p.label}`, `${f} is not YYYY-MM-DD`);
      if (!Array.isArray(p.benefits)) err(`${name}/${p.label}`, 'benefits is not an array');
      for (const b of p.benefits || [])
        if (typeof b.nombreCobertura !== 'string' || !(b.sumaAsegurada === null || typeof b.sumaAsegurada === 'number'))
          err(`${name}/${p.label}`, `bad benefit ${JSON.stringify(b)}`);
      const days = (Date.parse(p.fechaVencimiento) - Date.parse(TODAY)) / 86400000;
      if (days >= 0 && days <= 30) expiringSoon++;
      if (days < 0) expired++;
    }
  }
  if (expiringSoon < 1) err('wallets', `no policy expiring within 30 days of ${TODAY}`);
  if (expired < 1) err('wallets', 'no expired policy');
  if (otherCategory < 1) err('wallets', "no policy stored with category 'other'");
}

function checkSignedInLine(where, l) {
  const policies = wallets[l.wallet];
  if (l.wallet.startsWith('$') || !Array.isArray(policies)) {
    err(where, `unknown wallet ${l.wallet}`);
    return;
  }
  if (l.expected === 'not_covered' && (l.citations || []).length) err(where, 'a not_covered line requires no citation');
  const amounts = amountsOf(policies);
  const dates = datesOf(policies);
  for (const p of l.must || []) {
    for (const m of p.matchAll(USD_IN_PATTERN)) {
      amountsChecked++;
      const n = amountIn(m);
      if (!amounts.has(n)) err(where, `amount ${n} in must is not in wallet ${l.wallet}`);
    }
    for (const m of p.matchAll(DATE_IN_PATTERN)) {
      const d = `${Number(m[1])}/${m[2]}/${m[3]}`;
      if (!dates.has(d)) err(where, `date ${d} in must is not a date of wallet ${l.wallet}`);
    }
    if (MONEY_WITHOUT_USD.test(p.replace(USD_IN_PATTERN, ''))) err(where, `amount without the USD prefix in must ${p}`);
  }
  for (const c of l.citations || []) {
    const problem = citationProblem(c, policies);
    if (problem) err(where, `citation ${c}: ${problem}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
const raw = fs.readFileSync(path.join(DIR, 'questions.jsonl'), 'utf8').split('\n');
const lines = [];
raw.forEach((text, i) => {
  if (!text.trim()) return;
  try {
    lines.push({ at: `line ${i + 1}`, l: JSON.parse(text) });
  } catch (e) {
    err(`line ${i + 1}`, `JSON: ${e.message}`);
  }
});
const visitorSet = lines.length > 0 && lines.every(({ l }) => l.wallet === 'visitor');
if (!visitorSet) {
  if (!fs.existsSync(walletsPath)) err('set', 'a signed-in set needs a wallets.json beside questions.jsonl');
  else checkWallets();
}

const ids = new Set();
const byOutcome = {};
const byTag = {};
let amountsChecked = 0;
for (const { at: where, l } of lines) {
  for (const f of ['id', 'wallet', 'question', 'expected'])
    if (typeof l[f] !== 'string' || !l[f]) err(where, `missing ${f}`);
  for (const f of ['history', 'must', 'mustNot', 'citations', 'tags'])
    if (!Array.isArray(l[f])) err(where, `${f} is not an array`);
  if (!new RegExp(`^${PREFIX}\\d{3}$`).test(l.id || '')) err(where, `id ${l.id} is not ${PREFIX}###`);
  if (l.flags !== 'i') err(where, 'flags must be "i"');
  if (l.note !== undefined && typeof l.note !== 'string') err(where, 'note must be a string');
  if (!(l.tags || []).length) err(where, 'no tags');
  if (ids.has(l.id)) err(where, `duplicate id ${l.id}`);
  ids.add(l.id);
  if (!EXPECTED.has(l.expected)) err(where, `bad expected ${l.expected}`);
  if ((l.history || []).some((h) => typeof h !== 'string')) err(where, 'history must hold strings');
  for (const p of [...(l.must || []), ...(l.mustNot || [])]) {
    try {
      new RegExp(p, l.flags || '');
    } catch (e) {
      err(where, `regex ${p}: ${e.message}`);
    }
  }
  if (typeof l.wallet === 'string') {
    if (l.wallet === 'visitor') checkVisitorLine(where, l);
    else checkSignedInLine(where, l);
  }
  byOutcome[l.expected] = (byOutcome[l.expected] || 0) + 1;
  for (const t of l.tags || []) byTag[t] = (byTag[t] || 0) + 1;
}

const minimum = visitorSet ? 50 : 100;
if (lines.length < minimum) err('set', `only ${lines.length} questions (at least ${minimum})`);
[...ids].sort().forEach((id, i) => {
  if (id !== `${PREFIX}${String(i + 1).padStart(3, '0')}`)
    err('set', `ids are not ${PREFIX}001..${PREFIX}${lines.length} in order (at ${id})`);
});
console.log(
  `${folder}: ${visitorSet ? 'visitor' : 'signed-in'} set, ${lines.length} questions, ${amountsChecked} USD amounts in must checked`,
);
console.log('by outcome', JSON.stringify(byOutcome));
console.log('by tag', JSON.stringify(byTag));
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
console.log('OK');
