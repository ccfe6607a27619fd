// npm test: installs what is missing (pnpm, dependencies, Debian's Chromium), then runs every test:
// lint and format checks (the package boundaries are lint rules), type checks, jest (unit, component and API tests) and the Playwright e2e suite against the composed app.
import path from 'node:path';
import { ROOT, ensureInstall, has, log, run } from './lib.mjs';

const PARTS = ['lint', 'typecheck', 'unit', 'e2e'];
const args = new Set(process.argv.slice(2));
const only = (name) => args.size === 0 || args.has(name);

function ensureChromium() {
  if (process.env.CHROMIUM_PATH || has('chromium')) return;
  log('Instalando Chromium (paquete de Debian)…');
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const apt = (...a) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...a] : a);
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'chromium');
}

const started = Date.now();
const phase = (name) => log(`${name} (${Math.round((Date.now() - started) / 1000)} s)`);

try {
  await ensureInstall();
  log(`Node ${process.version} (${process.execPath})`);
  const unknown = [...args].filter((a) => !PARTS.includes(a));
  if (unknown.length) {
    log(`Uso: npm test [-- ${PARTS.join(' | ')} …] (sin argumentos, todo).`);
    process.exit(unknown.every((a) => a === '--help' || a === '-h') ? 0 : 2);
  }
  if (only('lint')) {
    phase('Lint (ESLint, con los límites entre paquetes) y formato (Prettier)…');
    run(path.join(ROOT, 'node_modules', '.bin', 'eslint'), ['--max-warnings=0', '.']);
    run(path.join(ROOT, 'node_modules', '.bin', 'prettier'), ['--check', '--log-level=warn', '.']);
  }
  if (only('typecheck')) {
    phase('Chequeo de tipos…');
    run('pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']);
  }
  if (only('unit')) {
    phase('Tests unitarios, de componentes y de API (jest)…');
    run(path.join(ROOT, 'node_modules', '.bin', 'jest'), ['--ci', '--maxWorkers=2'], {
      env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
    });
  }
  if (only('e2e')) {
    ensureChromium();
    const { buildAll } = await import('./build.mjs');
    buildAll();
    phase('Tests end-to-end (Playwright en Chromium)…');
    run(path.join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright'), ['test'], { cwd: path.join(ROOT, 'e2e') });
  }
  phase('Todo en verde');
} catch (error) {
  process.stderr.write(`\n${error.message}\n`);
  process.exit(error.exitCode ?? 1);
}
