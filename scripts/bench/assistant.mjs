// The assistant's first streamed token (DESIGN.md: p95 under 150 ms), taken from the evaluation
// (`npm run eval:assistant`), which asks every question of api/eval/assistant.jsonl through the real
// stream route. The evaluation's own line is printed as is, plus one figure line for the bench's summary.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

/** Runs the evaluation and returns its figures ({ p50, p95, max, streams } in ms) or null when it failed. */
export function assistantFirstToken() {
  const result = spawnSync('pnpm', ['--dir', path.join(ROOT, 'api'), 'exec', 'tsx', 'eval/run-assistant-eval.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = (result.stdout ?? '').split('\n').find((l) => l.startsWith('first token'));
  const match = line && /p50 ([\d.]+) ms, p95 ([\d.]+) ms, max ([\d.]+) ms over (\d+) streams/.exec(line);
  if (result.status !== 0 || !match) {
    return {
      error: (result.stderr || result.stdout || `salió con ${result.status}`).trim().split('\n').slice(-3).join(' '),
    };
  }
  return { line, p50: Number(match[1]), p95: Number(match[2]), max: Number(match[3]), streams: Number(match[4]) };
}

export function printAssistantFirstToken(figures) {
  console.log('\n== Asistente: primer token del stream (npm run eval:assistant) ==');
  if (figures.error) {
    console.log(`assistant_first_token_p95: sin dato (la evaluación falló: ${figures.error})`);
    return;
  }
  console.log(`  ${figures.line}`);
  console.log(
    `assistant_first_token_p95: ${figures.p95} ms (presupuesto 150 ms) · p50 ${figures.p50} ms · ${figures.streams} streams`,
  );
}
