// npm run dev: the composed app at http://localhost:8080 while you edit.
// Servers restart on save (tsx watch); the shell and remotes rebuild on save (webpack --watch, development
// mode) straight into the release store as version "dev" — reload the page to see a change.
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  ensureInstall,
  frontendPackages,
  log,
  startService,
  stopOnSignal,
  stopServices,
  waitForHttp,
} from './lib.mjs';

await ensureInstall();
const { activateVersion, releasesDir } = await import('./releases.mjs');
const { startStack } = await import('./stack.mjs');

const watchers = [];
for (const pkg of frontendPackages()) {
  const dist = path.join(ROOT, pkg, 'dist');
  const webpack = path.join(ROOT, pkg, 'node_modules', '.bin', 'webpack');
  watchers.push(startService(`${pkg}`, webpack, ['--watch', '--mode', 'development'], { cwd: path.join(ROOT, pkg) }));
  // The store's "dev" version of each package is its live dist folder.
  const link = path.join(releasesDir(), pkg, 'dev');
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(dist, link, 'dir');
}
log('Esperando la primera compilación de cada paquete…');
for (const pkg of frontendPackages()) {
  const entry = path.join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'remoteEntry.js');
  while (!fs.existsSync(entry)) await new Promise((r) => setTimeout(r, 500));
  activateVersion(pkg, 'dev');
}
const stop = await startStack({ watch: true });
await waitForHttp('http://localhost:8080/healthz');
log('Modo desarrollo en http://localhost:8080 (npm start vuelve a las versiones compiladas).');
stopOnSignal(() => {
  stop();
  stopServices(watchers);
});
