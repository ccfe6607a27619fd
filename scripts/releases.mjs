// The release store the gateway serves from (RELEASES_DIR, default .data/releases, or the bucket of
// RELEASE_STORE_URL): immutable versions, one revisioned snapshot written with compare-and-swap, its history. Release
// management lives in one folder of the gateway, gateway/src/release/ (its CLI: cli.ts; the changes: actions.ts);
// these helpers run that CLI for the other root scripts (build, dev), synchronously.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export function releasesDir(env = process.env) {
  const dir = env.RELEASES_DIR || '.data/releases';
  return path.isAbsolute(dir) ? dir : path.join(ROOT, dir);
}

/** Runs `npm run release -- <args>` synchronously; throws with its message when it fails. */
export function releaseCli(args, { stdio = 'inherit', env = {} } = {}) {
  const tsx = path.join(ROOT, 'scripts', 'node_modules', '.bin', 'tsx');
  const res = spawnSync(tsx, [path.join(ROOT, 'gateway', 'src', 'release', 'cli.ts'), ...args], {
    cwd: ROOT,
    stdio,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (res.error) throw res.error;
  if (res.status !== 0) {
    const err = new Error(stdio === 'inherit' ? `npm run release -- ${args.join(' ')} falló.` : res.stderr.trim());
    err.exitCode = res.status ?? 1;
    throw err;
  }
  return res.stdout;
}

/** Publishes the packages' current builds (immutable versions, compatibility-checked) and makes them live. */
export function publish(packages, { who = 'npm run build', why = 'npm run build' } = {}) {
  // The shell first: each remote's compatibility check reads what the active shell provides.
  const list = (Array.isArray(packages) ? packages : [packages]).toSorted((a, b) => (b === 'shell') - (a === 'shell'));
  releaseCli(['publish', ...list, '--who', who, '--why', why]);
}

/** Makes a stored version live (a new snapshot revision). */
export function activateVersion(pkg, version, { who = 'npm run dev', why = 'npm run dev' } = {}) {
  releaseCli(['switch', pkg, version, '--who', who, '--why', why]);
}
