import fs from 'node:fs';
import { answerVisitor, bikeValueIn } from './src/modules/assistant/visitor';
for (const q of fs.readFileSync(process.argv[2]!, 'utf8').split('\n').filter(Boolean)) {
  const v = bikeValueIn(q);
  const r = answerVisitor(q, v ? { value: v, packages: [{ nombre: 'Esencial', precio: Math.round(v * 0.046 * 100) / 100 }, { nombre: 'Total', precio: Math.round(v * 0.071 * 100) / 100 }] } : null);
  console.log(`\n? ${q}\n  [${r.outcome}] ${r.text.replace(/【[^】]*】/g, '').replace(/\n/g, ' ⏎ ').slice(0, 300)}`);
}
