/**
 * The assistant's evaluation: every question of eval/assistant.jsonl asked through the real stream route
 * (a listening api on PGlite in memory, the embedded engine), each wallet fixture of eval/wallets.json
 * loaded as its own user. Prints accuracy, invented facts, citation precision, the correct 'not covered'
 * rate and the first streamed token's latency (p50/p95), as measured.
 *
 *   npm run eval:assistant            (from the repository root)
 *   npm run eval:assistant -- --verbose   prints every failing line with the answer
 *   npm run eval:assistant -- --set blind/<set>/questions.jsonl --only g044,g116 --verbose   just those lines
 *
 * Allowed numbers also include the figures the engine computes from the fixture itself: each installment
 * (price / cuotas) and the total paid (all policies, or those still in force).
 *
 * A line of the wallet `visitor` asks POST /visitor/chat signed out (with its history) and is judged by its
 * outcome, must and mustNot only (its facts are the product pages', not a wallet's).
 *
 * A line passes when the outcome (the stream's `: outcome=` comment), every `must` pattern, no `mustNot`
 * pattern and every expected citation hold. An invented fact is a number (amount, date, policy number,
 * phone) absent from the wallet fixture, its insurers' guides and the emergency numbers, a citation whose
 * source is not that policy's coverage or a filled field, or a «name» that is not a coverage of the wallet.
 * A false statement: an answer that matches a `mustNot` pattern, says 'not covered' where the line expects an
 * answer, or invents a fact.
 * Citation precision: valid citations (as above, and naming a policy the line expects when it lists any)
 * over all citations written.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { ensureUser } from '../src/modules/users/users-repository';
import { buildWalletContext, numbersIn } from '../src/modules/assistant/wallet-context';
import { createPoliciesRepository } from '../src/modules/policies/policies-repository';
import { formatUsd } from 'contracts/runtime';
import { formatDate } from '../src/modules/assistant/text';
import { createTestKeys, testConfig } from '../test/helpers/build-app';
import { buildApp as buildSandbox } from '../../sbi-sandbox/src/app';
import { loadConfig as loadSandboxConfig } from '../../sbi-sandbox/src/config';

interface EvalLine {
  id: string;
  wallet: string;
  question: string;
  history: string[];
  expected: 'answer' | 'not_covered' | 'clarify' | 'handoff';
  must: string[];
  mustNot: string[];
  citations: string[];
  tags: string[];
  /** RegExp flags for must and mustNot ('i' in the blind sets). */
  flags?: string;
}

interface FixturePolicy {
  label: string;
  name?: string;
  category?: string;
  insurer?: string;
  benefits?: Array<{ nombreCobertura: string; sumaAsegurada: number | null }>;
  [field: string]: unknown;
}

const HERE = __dirname;
const verbose = process.argv.includes('--verbose');
// `--set assistant-holdout.jsonl`: another set beside this file.
const setIndex = process.argv.indexOf('--set');
const setName = (setIndex >= 0 ? process.argv[setIndex + 1] : undefined) ?? 'assistant.jsonl';
// A set is a path from the current folder or from this one; a set in a folder of its own (eval/blind/<set>/)
// brings its wallets in a wallets.json beside it.
const setPath = fs.existsSync(path.resolve(setName)) ? path.resolve(setName) : path.join(HERE, setName);
const ownWallets = path.join(path.dirname(setPath), 'wallets.json');
const walletsPath =
  path.dirname(setPath) !== HERE && fs.existsSync(ownWallets) ? ownWallets : path.join(HERE, 'wallets.json');
// `--only g044,g116`: just those lines (while working on a cause; a set's figures come from a whole run).
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? new Set((process.argv[onlyIndex + 1] ?? '').split(',')) : null;
const lines: EvalLine[] = fs
  .readFileSync(setPath, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as EvalLine)
  .filter((l) => !only || only.has(l.id));
const wallets = JSON.parse(fs.readFileSync(walletsPath, 'utf8')) as Record<string, FixturePolicy[]>;
const guides = (
  JSON.parse(fs.readFileSync(path.join(HERE, '../seeds/guides.json'), 'utf8')) as {
    guides: Array<{ insurer: string; variant: string; title: string; content: Record<string, unknown> }>;
  }
).guides;

const COLUMNS: Record<string, string> = {
  name: 'name',
  category: 'category',
  insurer: 'insurer',
  companyId: 'company_id',
  status: 'status',
  numeroPoliza: 'numero_poliza',
  titular: 'titular',
  price: 'price',
  cuotas: 'cuotas',
  metodoPago: 'metodo_pago',
  fechaEmision: 'fecha_emision',
  fechaVencimiento: 'fecha_vencimiento',
  declaredValue: 'declared_value',
  externo: 'externo',
  tipoRenovacion: 'tipo_renovacion',
  prima: 'prima',
  premioTotal: 'premio_total',
  producto: 'producto',
  plan: 'plan',
  descripcionBien: 'descripcion_bien',
  cobertura: 'cobertura',
  limite: 'limite',
  deducible: 'deducible',
};

/** Field sources of citations and the fixture field each needs filled; guide variants (shared with the validator). */
const SOURCES = JSON.parse(fs.readFileSync(path.join(HERE, 'citation-sources.json'), 'utf8')) as {
  fieldOfSource: Record<string, string>;
  guideVariant: Record<string, string>;
};
const FIELD_OF_SOURCE = SOURCES.fieldOfSource;
const VARIANT = SOURCES.guideVariant;

/** Numbers a fixture supports: its values as written, as USD and as dates; its insurers' guides; 911 and 104. */
function allowedNumbers(policies: FixturePolicy[]): Set<string> {
  const allowed = new Set(['911', '104']);
  const add = (text: string) => numbersIn(text).forEach((n) => allowed.add(n));
  for (const policy of policies) {
    for (const [key, value] of Object.entries(policy)) {
      if (typeof value === 'number') {
        add(String(value));
        add(formatUsd(value));
      } else if (typeof value === 'string') {
        add(value);
        if (/^\d{4}-\d{2}-\d{2}$/.test(value)) add(formatDate(value));
      } else if (key === 'benefits') {
        for (const b of policy.benefits ?? []) {
          add(b.nombreCobertura);
          if (b.sumaAsegurada !== null) add(formatUsd(b.sumaAsegurada));
        }
      }
    }
    for (const g of guides) if (g.insurer === policy.insurer) add(JSON.stringify(g));
  }
  // Figures computed from the fixture's own values: each installment (the price over its cuotas) and what
  // the person pays in total (all policies, or those still in force).
  const priceOf = (p: FixturePolicy) =>
    typeof p.price === 'number' ? p.price : typeof p.premioTotal === 'number' ? p.premioTotal : null;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  for (const policy of policies) {
    const price = priceOf(policy);
    if (price !== null && typeof policy.cuotas === 'number' && policy.cuotas > 1)
      add(formatUsd(round2(price / policy.cuotas)));
  }
  const today = new Date().toISOString().slice(0, 10);
  const inForce = policies.filter((p) => typeof p.fechaVencimiento !== 'string' || p.fechaVencimiento >= today);
  for (const group of [policies, inForce]) {
    const prices = group.map(priceOf).filter((p): p is number => p !== null && p > 0);
    if (prices.length > 1) add(formatUsd(round2(prices.reduce((a, b) => a + b, 0))));
  }
  return allowed;
}

function citationValid(citation: string, policies: FixturePolicy[]): boolean {
  const cut = citation.lastIndexOf(':');
  const label = citation.slice(0, cut);
  const source = citation.slice(cut + 1);
  const policy = policies.find((p) => p.label === label);
  if (!policy) return false;
  if (source === 'guía')
    return guides.some((g) => g.insurer === policy.insurer && g.variant === VARIANT[policy.category ?? '']);
  const field = FIELD_OF_SOURCE[source];
  if (field) return policy[field] !== undefined && policy[field] !== null;
  return (policy.benefits ?? []).some((b) => b.nombreCobertura === source);
}

const UI_NAMES = new Set(['Contactanos', 'Reclamos de Siniestros', 'Explorar nuevos', 'Tus seguros', 'Consultas']);

function inventedFacts(text: string, policies: FixturePolicy[]): string[] {
  const invented: string[] = [];
  const citations = [...text.matchAll(/【([^【】]*)】/g)].map((m) => m[1]!);
  for (const c of citations) if (!citationValid(c, policies)) invented.push(`cita ${c}`);
  const plain = text.replace(/【[^【】]*】/g, '');
  const allowed = allowedNumbers(policies);
  for (const n of numbersIn(plain)) if (!allowed.has(n)) invented.push(`número ${n}`);
  const names = new Set([
    ...UI_NAMES,
    ...policies.flatMap((p) => (p.benefits ?? []).map((b) => b.nombreCobertura)),
    ...policies.map((p) => p.cobertura).filter((c): c is string => typeof c === 'string'),
    // (A text with guillemets of its own is quoted with them as “”, so that quotes do not nest.)
    ...policies
      .map((p) => p.cobertura)
      .filter((c): c is string => typeof c === 'string')
      .map((c) => c.replace(/«/g, '“').replace(/»/g, '”')),
  ]);
  for (const m of plain.matchAll(/«([^«»]*)»/g)) if (!names.has(m[1]!)) invented.push(`cobertura ${m[1]}`);
  return invented;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface StreamResult {
  text: string;
  outcome: string | null;
  firstTokenMs: number | null;
}

function stream(
  port: number,
  authorization: string | null,
  id: string | null,
  message: string,
  history: string[] = [],
): Promise<StreamResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstTokenMs: number | null = null;
    let body = '';
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        // A line of the wallet 'visitor' is a signed-out person's question (POST /visitor/chat).
        path: id === null ? '/api/v1/visitor/chat' : `/api/v1/chat/conversations/${id}/stream`,
        headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json' },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (firstTokenMs === null && chunk.includes('"type":"delta"')) firstTokenMs = performance.now() - started;
          body += chunk;
        });
        res.on('end', () => {
          const events = body
            .split('\n\n')
            .filter((b) => b.startsWith('data: '))
            .map((b) => JSON.parse(b.slice(6)) as { type: string; text?: string });
          const text = events
            .filter((e) => e.type === 'delta')
            .map((e) => e.text)
            .join('');
          const outcome = /^: outcome=(\w+)$/m.exec(body)?.[1] ?? null;
          resolve({ text, outcome, firstTokenMs });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(id === null ? { message, history } : { message }));
  });
}

const SANDBOX_KEY = 'eval-sandbox-key';

/** The partner sandbox, state in memory, no logs, listening on 127.0.0.1. */
async function startSandbox(): Promise<{ url: string; close(): Promise<void> }> {
  const sandbox = await buildSandbox({
    config: loadSandboxConfig({
      SBI_DATA_DIR: 'memory://',
      SBI_API_KEY: SANDBOX_KEY,
      SBI_ADMIN_ENABLED: 'false',
      LOG_LEVEL: 'silent',
    }),
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sandbox.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => sandbox.close() };
}

async function main() {
  // Visitors' bike prices are rated by the partner, as in the composed app: the partner sandbox itself (its
  // products and tariff, sbi-sandbox/data), in this process on a loopback port, asked through the api's own SBI
  // client. Not the tests' fake partner, whose packages are fixtures.
  const sandbox = lines.some((l) => l.wallet === 'visitor') ? await startSandbox() : null;
  const config = testConfig(sandbox ? { SBI_URL: sandbox.url, SBI_API_KEY: SANDBOX_KEY } : {});
  const keys = await createTestKeys(config);
  const app = await buildApp({ config, keys: keys.keys });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const auth: Record<string, string> = {};
  const labelOf: Record<string, string> = {};
  for (const [wallet, policies] of Object.entries(wallets)) {
    if (wallet.startsWith('$')) continue;
    const sub = `eval|${wallet}`;
    const user = await ensureUser(app.db, { sub, email: `${wallet}@example.com`, name: 'Eval', nickname: null });
    const ids = new Map<string, FixturePolicy>();
    // Each policy one second after the one before it, in the fixture's order: the wallet lists newest first and
    // ties on the random id, so policies inserted in the same millisecond came back in another order on each run.
    for (const [index, policy] of policies.entries()) {
      const columns = Object.keys(COLUMNS).filter((k) => policy[k] !== undefined);
      const values = columns.map((k) => policy[k]);
      const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
      const { rows } = await app.db.query<{ id: string }>(
        `INSERT INTO policies (owner_user_id, benefits, created_at, ${columns.map((k) => COLUMNS[k]).join(', ')})
         VALUES ($1, $2, $3, ${columns.map((_, i) => `$${i + 4}`).join(', ')}) RETURNING id`,
        [
          user.id,
          JSON.stringify((policy.benefits ?? []).map((b, i) => ({ _id: `b${i}`, ...b }))),
          createdAt,
          ...values,
        ],
      );
      await app.db.query('INSERT INTO user_policies (user_id, policy_id) VALUES ($1, $2)', [user.id, rows[0]!.id]);
      ids.set(rows[0]!.id, policy);
    }
    // Answers cite a policy by the label the product gives it (its name, with the insurer when the name lacks
    // it), which a fixture's `label` may not spell out: citations are checked against the product's label.
    const ctx = buildWalletContext(await createPoliciesRepository(app.db).wallet(sub, 100), []);
    for (const p of ctx.policies) {
      const fixture = ids.get(p.policy._id);
      if (!fixture) continue;
      labelOf[`${wallet}\u0000${fixture.label}`] = p.label;
      fixture.label = p.label;
    }
    auth[wallet] = `Bearer ${await keys.sign({ sub }, { expiresIn: 3600 })}`;
  }

  let passed = 0;
  let invented = 0;
  let falseLines = 0;
  let citationsTotal = 0;
  let citationsGood = 0;
  let notCoveredExpected = 0;
  let notCoveredRight = 0;
  const latencies: number[] = [];
  const failures: string[] = [];
  const byTag: Record<string, { n: number; ok: number }> = {};

  for (const line of lines) {
    if (line.wallet === 'visitor') {
      const result = await stream(port, null, null, line.question, line.history);
      if (result.firstTokenMs !== null) latencies.push(result.firstTokenMs);
      const problems: string[] = [];
      if (result.outcome !== line.expected) problems.push(`resultado ${result.outcome}, se esperaba ${line.expected}`);
      for (const pattern of line.must)
        if (!new RegExp(pattern, line.flags ?? '').test(result.text)) problems.push(`falta /${pattern}/`);
      let falseStatement = false;
      for (const pattern of line.mustNot)
        if (new RegExp(pattern, line.flags ?? '').test(result.text)) {
          problems.push(`sobra /${pattern}/`);
          falseStatement = true;
        }
      if (falseStatement) falseLines++;
      if (problems.length === 0) passed++;
      else
        failures.push(
          `${line.id} [visitor] ${line.question}\n   ${problems.join('; ')}${verbose ? `\n   → ${result.text.replace(/\n/g, ' ⏎ ')}` : ''}`,
        );
      for (const tag of line.tags.length ? line.tags : ['plain']) {
        byTag[tag] ??= { n: 0, ok: 0 };
        byTag[tag].n++;
        if (problems.length === 0) byTag[tag].ok++;
      }
      continue;
    }
    const policies = wallets[line.wallet]!;
    const authorization = auth[line.wallet]!;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      headers: { authorization },
      payload: { firstMessage: line.history[0] ?? line.question },
    });
    const id = (created.json() as { data: { _id: string } }).data._id;
    for (const earlier of line.history) await stream(port, authorization, id, earlier);
    const result = await stream(port, authorization, id, line.question);
    if (result.firstTokenMs !== null) latencies.push(result.firstTokenMs);

    const problems: string[] = [];
    if (result.outcome !== line.expected) problems.push(`resultado ${result.outcome}, se esperaba ${line.expected}`);
    const flags = line.flags ?? '';
    for (const pattern of line.must)
      if (!new RegExp(pattern, flags).test(result.text)) problems.push(`falta /${pattern}/`);
    // A mustNot pattern is a statement that would be false for this wallet; so is a 'not covered' where the
    // wallet covers the question, and any invented fact (below).
    let falseStatement = false;
    for (const pattern of line.mustNot)
      if (new RegExp(pattern, flags).test(result.text)) {
        problems.push(`sobra /${pattern}/`);
        falseStatement = true;
      }
    if (line.expected === 'answer' && result.outcome === 'not_covered') falseStatement = true;
    const cited = [...result.text.matchAll(/【([^【】]*)】/g)].map((m) => m[1]!);
    const expectedCitations = line.citations.map((c) => {
      const cut = c.lastIndexOf(':');
      return `${labelOf[`${line.wallet}\u0000${c.slice(0, cut)}`] ?? c.slice(0, cut)}${c.slice(cut)}`;
    });
    for (const expected of expectedCitations) if (!cited.includes(expected)) problems.push(`falta la cita ${expected}`);
    const expectedLabels = new Set(expectedCitations.map((c) => c.slice(0, c.lastIndexOf(':'))));
    for (const c of cited) {
      citationsTotal++;
      const label = c.slice(0, c.lastIndexOf(':'));
      if (citationValid(c, policies) && (expectedLabels.size === 0 || expectedLabels.has(label))) citationsGood++;
      else problems.push(`cita imprecisa ${c}`);
    }
    const facts = inventedFacts(result.text, policies);
    invented += facts.length;
    for (const f of facts) problems.push(`inventado: ${f}`);
    if (facts.length > 0 || falseStatement) falseLines++;
    if (line.expected === 'not_covered') {
      notCoveredExpected++;
      if (result.outcome === 'not_covered') notCoveredRight++;
    }
    const ok = problems.length === 0;
    if (ok) passed++;
    else
      failures.push(
        `${line.id} [${line.wallet}] ${line.question}\n   ${problems.join('; ')}${verbose ? `\n   → ${result.text.replace(/\n/g, ' ⏎ ')}` : ''}`,
      );
    for (const tag of line.tags.length ? line.tags : ['plain']) {
      byTag[tag] ??= { n: 0, ok: 0 };
      byTag[tag].n++;
      if (ok) byTag[tag].ok++;
    }
  }

  await app.close();
  await sandbox?.close();
  const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(2)}%`);
  console.log(
    `Assistant evaluation (${setName}): ${lines.length} questions, ${Object.keys(auth).length} wallets (embedded engine)`,
  );
  if (failures.length) console.log(`\nFailures:\n${failures.map((f) => ` - ${f}`).join('\n')}\n`);
  console.log(`accuracy                ${passed}/${lines.length} = ${pct(passed, lines.length)}   (target ≥ 97%)`);
  console.log(`invented facts          ${invented}   (target 0)`);
  console.log(
    `false statements        ${falseLines} answers   (a mustNot matched, 'not covered' where covered, or an invented fact; target 0)`,
  );
  console.log(
    `citation precision      ${citationsGood}/${citationsTotal} = ${pct(citationsGood, citationsTotal)}   (target ≥ 99%)`,
  );
  console.log(
    `correct 'not covered'   ${notCoveredRight}/${notCoveredExpected} = ${pct(notCoveredRight, notCoveredExpected)}`,
  );
  console.log(
    `first token             p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms over ${latencies.length} streams   (target p95 ≤ 150 ms)`,
  );
  console.log(
    `by tag                  ${Object.entries(byTag)
      .map(([t, v]) => `${t} ${v.ok}/${v.n}`)
      .join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
