// Starts the composed app: idp-dev :8083, api :8081, (sbi-sandbox :8082 when present), gateway :8080.
// Used by `npm start` and by the e2e run (`node scripts/stack.mjs --data .data/e2e --fresh --quiet --logs .data/e2e/logs`).
// `--logs <dir>` also writes each service's JSON log lines to `<dir>/<service>.log` (emptied at start): the
// e2e run's last spec (e2e/tests/logs.spec.ts) follows one request id through them and greps them for leaks.
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ROOT, log, fail, portInUse, startService, stopOnSignal, stopServices, waitForHttp } from './lib.mjs';

const SERVICES = [
  { name: 'idp-dev', dir: 'idp-dev', port: 8083, env: (d) => ({ IDP_DATA_DIR: path.join(d, 'idp') }) },
  { name: 'sbi-sandbox', dir: 'sbi-sandbox', port: 8082, env: (d) => ({ SBI_DATA_DIR: path.join(d, 'sbi') }) },
  {
    name: 'api',
    dir: 'api',
    port: 8081,
    env: (d) => ({ PGLITE_DIR: path.join(d, 'pglite'), MAIL_DIR: path.join(d, 'mail') }),
  },
  { name: 'gateway', dir: 'gateway', port: 8080, env: () => ({}) },
];

/**
 * @param {{ dataDir?: string, fresh?: boolean, quiet?: boolean, watch?: boolean, env?: Record<string, string>, logDir?: string }} options
 * @returns {Promise<(() => void) & { services: Array<{ name: string, pid: number }> }>} stop function; its
 *   `services` name each started process (the tsx launcher: the server is its child) for RSS readings.
 */
export async function startStack({
  dataDir = DATA_DIR,
  fresh = false,
  quiet = false,
  watch = false,
  env = {},
  logDir,
} = {}) {
  const present = SERVICES.filter((s) => fs.existsSync(path.join(ROOT, s.dir, 'src', 'server.ts')));
  const busy = present.filter((s) => portInUse(s.port));
  if (busy.length) {
    fail(
      `Puertos ocupados: ${busy.map((s) => `${s.port} (${s.name})`).join(', ')}. ¿Ya está corriendo la app? Detenela y probá de nuevo.`,
    );
  }
  if (fresh) {
    for (const sub of ['pglite', 'mail', 'sbi']) fs.rmSync(path.join(dataDir, sub), { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  if (logDir) {
    fs.mkdirSync(logDir, { recursive: true });
    for (const s of present) fs.rmSync(path.join(logDir, `${s.name}.log`), { force: true });
  }

  const children = [];
  let stopping = false;
  /** Stops every service; the promise settles once they have all exited. */
  const stop = () => {
    stopping = true;
    stopServices(children);
    return Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', r)))),
    );
  };
  for (const s of present) {
    const tsx = path.join(ROOT, s.dir, 'node_modules', '.bin', 'tsx');
    children.push(
      startService(s.name, tsx, watch ? ['watch', 'src/server.ts'] : ['src/server.ts'], {
        cwd: path.join(ROOT, s.dir),
        // The local app states development: the api refuses its public development secrets otherwise
        // (NODE_ENV unset counts as production). A NODE_ENV of the caller's wins.
        env: { NODE_ENV: process.env.NODE_ENV ?? 'development', ...env, ...s.env(dataDir) },
        quiet,
        logFile: logDir ? path.join(logDir, `${s.name}.log`) : undefined,
      }),
    );
  }
  for (const c of children) {
    c.on('exit', (code, signal) => {
      if (!stopping && code !== 0) {
        process.stderr.write(`[${c.serviceName}] terminó con código ${code ?? signal}\n`);
      }
    });
  }
  try {
    await Promise.all(
      present.map((s) => waitForHttp(`http://localhost:${s.port}/healthz`, { name: s.name, timeoutMs: 90000 })),
    );
  } catch (error) {
    stop();
    throw error;
  }
  stop.services = children.map((c) => ({ name: c.serviceName, pid: c.pid }));
  return stop;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dataArg = args.indexOf('--data');
  const dataDir = dataArg >= 0 ? path.resolve(ROOT, args[dataArg + 1]) : DATA_DIR;
  const logsArg = args.indexOf('--logs');
  const logDir = logsArg >= 0 ? path.resolve(ROOT, args[logsArg + 1]) : undefined;
  startStack({ dataDir, fresh: args.includes('--fresh'), quiet: args.includes('--quiet'), logDir })
    .then((stop) => {
      log('Listo: http://localhost:8080');
      stopOnSignal(stop);
    })
    .catch((error) => fail(error.message));
}
