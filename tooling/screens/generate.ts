// npm run screens: writes what screens.ts computes (the remote registry and the shell's first-modules.json)
// and says which files changed.
import fs from 'node:fs';
import path from 'node:path';
import { generatedFiles } from './screens';

const root = path.resolve(__dirname, '../..');
let changed = 0;
for (const [file, content] of generatedFiles(root)) {
  const target = path.join(root, file);
  const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (before === content) continue;
  fs.writeFileSync(target, content);
  process.stdout.write(`› ${file} actualizado.\n`);
  changed++;
}
if (changed === 0) process.stdout.write('› Todo al día: nada que generar.\n');
