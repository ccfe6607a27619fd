// Helpers shared by the root scripts (start, test, build, dev, bench, release). Node built-ins only:
// these run before anything is installed.
import { spawn, spawnSync, execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNode } from './node-runtime.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = path.join(ROOT, '.data');

// `.env` is optional (`.env.example` lists every variable): when present, what it sets reaches every root
// command and the services they start; a variable set in the environment wins over the file.
if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\x1b[31m✖ ${message}\x1b[0m\n`);
  process.exit(1);
}

/** Runs a command inheriting stdio; throws with its exit code on failure. */
export function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: ROOT,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (res.error) throw res.error;
  if (res.status !== 0) {
    const err = new Error(`${cmd} ${args.join(' ')} exited with ${res.status}`);
    err.exitCode = res.status ?? 1;
    throw err;
  }
}

export function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** The pnpm the workspace pins in package.json's `packageManager` (`pnpm@10.34.9`). */
export function pinnedPnpm() {
  const { packageManager } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)$/.exec(packageManager ?? '');
  if (!match) throw new Error(`package.json: packageManager must be pnpm@<exact version>, not ${packageManager}`);
  return match[1];
}

/**
 * pnpm is not on a fresh machine, and corepack (which would read `packageManager`) fails here: install
 * that exact version with npm. A pnpm already installed is used as it is (pnpm 10 itself switches to the
 * pinned version when they differ).
 */
export function ensurePnpm() {
  if (has('pnpm')) return;
  const version = pinnedPnpm();
  log(`Instalando pnpm ${version}…`);
  run('npm', ['install', '-g', `pnpm@${version}`]);
}

function lockHash() {
  const h = createHash('sha256');
  h.update(`node ${process.versions.node.split('.')[0]}`); // a new Node major installs again
  for (const f of ['pnpm-lock.yaml', 'pnpm-workspace.yaml']) h.update(fs.readFileSync(path.join(ROOT, f)));
  for (const dir of workspacePackages()) h.update(fs.readFileSync(path.join(ROOT, dir, 'package.json')));
  return h.digest('hex');
}

/**
 * Every root command starts here: on the Node that `engines` asks for (scripts/node-runtime.mjs runs the
 * command again on the pinned Node 22 when the machine's is older), with pnpm, and with dependencies
 * installed when node_modules is missing or the lockfile changed since the last install.
 */
export async function ensureInstall() {
  await ensureNode(ROOT, log, fail);
  ensurePnpm();
  const stamp = path.join(ROOT, 'node_modules', '.install-stamp');
  const want = lockHash();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === want) return;
  log('Instalando dependencias (pnpm install)…');
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
  fs.writeFileSync(stamp, want);
}

/** Folders of the workspace packages, from pnpm-workspace.yaml's simple globs. */
export function workspacePackages() {
  const yaml = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...yaml.matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((m) => m[1]).filter((g) => !g.startsWith("'"));
  const dirs = new Set();
  for (const g of globs) {
    if (g.endsWith('*')) {
      const prefix = g.slice(0, -1);
      for (const d of fs.readdirSync(ROOT))
        if (d.startsWith(prefix) && fs.existsSync(path.join(ROOT, d, 'package.json'))) dirs.add(d);
    } else if (fs.existsSync(path.join(ROOT, g, 'package.json'))) dirs.add(g);
  }
  return [...dirs].sort();
}

/** The browser builds: the shell and every remote that has a webpack config. */
export function frontendPackages() {
  return workspacePackages().filter(
    (d) => (d === 'shell' || d.startsWith('mf-')) && fs.existsSync(path.join(ROOT, d, 'webpack.config.cjs')),
  );
}

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Hash of everything a browser build reads: its own sources, shared-ui, contracts, tooling, the lockfile. */
export function buildInputHash(pkg) {
  const files = [
    ...walk(path.join(ROOT, pkg, 'src'), []),
    path.join(ROOT, pkg, 'package.json'),
    path.join(ROOT, pkg, 'webpack.config.cjs'),
    // The package's own build plugins and the files its build copies as they are (the shell's icons).
    ...walk(path.join(ROOT, pkg, 'webpack'), []),
    ...walk(path.join(ROOT, pkg, 'public'), []),
    ...walk(path.join(ROOT, 'shared-ui', 'src'), []),
    path.join(ROOT, 'shared-ui', 'package.json'),
    ...walk(path.join(ROOT, 'contracts', 'src'), []),
    path.join(ROOT, 'contracts', 'package.json'),
    ...walk(path.join(ROOT, 'tooling', 'webpack'), []),
    path.join(ROOT, 'pnpm-lock.yaml'),
  ].sort();
  const h = createHash('sha256');
  for (const f of files) {
    h.update(path.relative(ROOT, f));
    h.update(fs.readFileSync(f));
  }
  return h.digest('hex').slice(0, 10);
}

/**
 * Spawns a long-running service with prefixed output; returns the child. With `logFile`, its output
 * (JSON log lines) is also appended to that file as is, quiet or not. With `outputFile`, its output goes
 * straight to that file and never through this process (a benchmark's load generator runs here).
 */
export function startService(name, cmd, args, { cwd = ROOT, env = {}, quiet = false, logFile, outputFile } = {}) {
  if (outputFile) {
    const fd = fs.openSync(outputFile, 'a');
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
    fs.closeSync(fd);
    child.serviceName = name;
    return child;
  }
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(14);
  const file = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : null;
  const pipe = (stream, target) => {
    let buf = '';
    stream.on('data', (chunk) => {
      file?.write(chunk);
      buf += chunk;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        if (!quiet) target.write(`${prefix} ${line}\n`);
      }
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  if (file) child.on('close', () => file.end());
  child.serviceName = name;
  return child;
}

/** Runs `stop` on Ctrl+C, termination or hang-up, then exits. */
export function stopOnSignal(stop) {
  const shutdown = () => {
    stop();
    setTimeout(() => process.exit(0), 500);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);
}

export function stopServices(children) {
  for (const c of children) {
    if (c.exitCode === null) c.kill('SIGTERM');
  }
}

/** True when the URL answers 2xx now. */
export async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function waitForHttp(url, { timeoutMs = 60000, name = url } = {}) {
  const start = Date.now();
  for (;;) {
    if (await answers(url)) return;
    if (Date.now() - start > timeoutMs)
      throw new Error(`${name} no respondió en ${url} después de ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A port nothing listens on now (the system picks it). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function portInUse(port) {
  try {
    execSync(`(echo > /dev/tcp/127.0.0.1/${port}) >/dev/null 2>&1`, { shell: '/bin/bash', stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
