import fs from 'node:fs';
import type { Guide, Policy } from 'contracts';
import guidesSeed from './seeds/guides.json';
import { answer } from './src/modules/assistant/engine';
import { unsupportedFacts } from './src/modules/assistant/facts';
import { buildWalletContext } from './src/modules/assistant/wallet-context';
const GUIDES = (guidesSeed as { guides: Array<Omit<Guide, 'insurerName'>> }).guides.map((g) => ({ ...g, insurerName: g.insurer.toUpperCase() })) as Guide[];
const wallets = JSON.parse(fs.readFileSync(process.env.WALLETS ?? 'eval/blind/2026-11-26-a/wallets.json', 'utf8'));
const [walletName, file] = process.argv.slice(2);
const policies = (wallets[walletName!] as any[]).map((p) => ({ ...Object.fromEntries(['name','category','insurer','titular','numeroPoliza','price','cuotas','metodoPago','fechaEmision','fechaVencimiento','declaredValue','producto','plan','deducible','cobertura','limite','prima','premioTotal','tipoRenovacion'].map((k) => [k, p[k] ?? null])), deducible: p.deducible === undefined ? null : String(p.deducible), benefits: (p.benefits ?? []).map((b: any, i: number) => ({ ...b, _id: `b${i}` })) })) as unknown as Policy[];
const ctx = buildWalletContext(policies, GUIDES);
const convo: string[] = [];
for (const line of fs.readFileSync(file!, 'utf8').split('\n')) {
  if (!line.trim()) { convo.length = 0; continue; }
  const r = answer(line, ctx, { history: [...convo], unsureCount: 0 });
  const bad = unsupportedFacts(r.text, ctx);
  console.log(`\n? ${line}\n  [${r.outcome}] ${r.text.replace(/【[^】]*】/g, '').replace(/\n/g, ' ⏎ ').slice(0, 420)}${bad.length ? `\n  !! ${JSON.stringify(bad)}` : ''}`);
  convo.push(line);
}
