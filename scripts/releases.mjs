// The release store the gateway serves from: <RELEASES_DIR>/<package>/<version>/ plus current.json,
// which says which version of each package is live. Switching a version is one atomic rewrite of
// current.json; the gateway picks it up without a restart.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export function releasesDir(env = process.env) {
  const dir = env.RELEASES_DIR || '.data/releases';
  return path.isAbsolute(dir) ? dir : path.join(ROOT, dir);
}

export function readCurrent(dir = releasesDir()) {
  const file = path.join(dir, 'current.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

function writeCurrent(dir, current) {
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.current.${process.pid}.json`);
  fs.writeFileSync(tmp, `${JSON.stringify(current, null, 2)}\n`);
  fs.renameSync(tmp, path.join(dir, 'current.json'));
}

/** Version of a built package: its package.json version plus the hash of its build inputs. */
export function builtVersion(pkg) {
  const stampFile = path.join(ROOT, pkg, 'dist', '.build-stamp');
  if (!fs.existsSync(stampFile)) throw new Error(`${pkg} no está compilado (falta ${pkg}/dist). Corré npm run build.`);
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
  return `${version}-${fs.readFileSync(stampFile, 'utf8').trim()}`;
}

/** Copies pkg/dist into the store (once per version) and, unless activate is false, makes it live. */
export function publish(pkg, { dir = releasesDir(), activate = true } = {}) {
  const version = builtVersion(pkg);
  const target = path.join(dir, pkg, version);
  if (!fs.existsSync(target)) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, pkg, 'dist'), tmp, { recursive: true });
    fs.renameSync(tmp, target);
  }
  if (activate) activateVersion(pkg, version, { dir });
  return version;
}

export function activateVersion(pkg, version, { dir = releasesDir() } = {}) {
  if (!fs.existsSync(path.join(dir, pkg, version)))
    throw new Error(`No existe la versión ${version} de ${pkg} en ${dir}.`);
  const current = readCurrent(dir);
  current[pkg] = version;
  writeCurrent(dir, current);
}

export function deactivate(pkg, { dir = releasesDir() } = {}) {
  const current = readCurrent(dir);
  delete current[pkg];
  writeCurrent(dir, current);
}

export function listVersions(pkg, { dir = releasesDir() } = {}) {
  const pdir = path.join(dir, pkg);
  if (!fs.existsSync(pdir)) return [];
  return fs
    .readdirSync(pdir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.includes('.tmp-'))
    .map((e) => ({ version: e.name, at: fs.statSync(path.join(pdir, e.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map((e) => e.version);
}
