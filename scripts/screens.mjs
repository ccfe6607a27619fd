// npm run screens: generates the remote registry and the shell's first-modules.json from the route table,
// the paths and the exposed modules (tooling/screens/).
import path from 'node:path';
import { ROOT, ensureInstall, run } from './lib.mjs';

await ensureInstall();
run(path.join(ROOT, 'scripts', 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'tooling', 'screens', 'generate.ts')]);
