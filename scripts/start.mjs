// npm start: installs what is missing, builds, and runs the composed app at http://localhost:8080
// on the embedded defaults (PGlite, local identity provider, partner sandbox).
import { ensureInstall, fail, log, stopOnSignal } from './lib.mjs';

await ensureInstall();
const { buildAll } = await import('./build.mjs');
const { startStack } = await import('./stack.mjs');
buildAll();
log('Iniciando servicios…');
try {
  const stop = await startStack();
  log(
    'La app está lista en \x1b[1mhttp://localhost:8080\x1b[0m  (usuarios de prueba: ana@example.com / bruno@example.com, contraseña demo1234). Ctrl+C para detener.',
  );
  stopOnSignal(stop);
} catch (error) {
  fail(error.message);
}
