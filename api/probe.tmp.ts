import { analyse } from './src/modules/assistant/engine';
for (const q of process.argv.slice(2)) {
  const a = analyse(q);
  console.log(JSON.stringify({ q, f: a.folded, i: [...a.intents], s: a.situations.map((s) => s.id), c: [...a.categories], o: [...a.objects], p: a.place, e: a.emergency, off: a.offTopic, th: a.theft }));
}
