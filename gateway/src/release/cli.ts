// The release CLI (run by scripts/release.mjs through tsx: `npm run release -- <command>`). Spanish output,
// like the rest of the root scripts. Every change is a compare-and-swap write of a new snapshot revision.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, findRepoRoot } from 'server-kit';
import { devSigningSecret, loadReleaseConfig } from '../config';
import {
  abortCanary,
  parsePercent,
  promote,
  prune,
  rollback,
  startCanary,
  switchVersion,
  trainAbort,
  trainCanary,
  trainPromote,
  trainRollback,
  trainSwitch,
  turnOff,
  type Actor,
  type TrainSet,
} from './actions';
import type { ReleaseBackend } from './backend';
import { checkRemoteAgainstStore, shellBuildProvides, storedShellProvides, workspaceCompat } from './compat';
import { ReleaseError, StaleRevisionError, isPackageName } from './model';
import { openReleaseBackend } from './open-backend';
import { signQaOverride } from './qa-override';
import { S3Error } from './s3-backend';

const USAGE = `Uso: npm run release -- <comando>
  list                                       versión activa, canary y versiones guardadas de cada paquete
  publish <paquete>… [--version V]           publica la compilación (dist/) como versión inmutable y la activa
                     [--no-activate]         (las remotes pasan antes el chequeo de compatibilidad; varios
                     [--shell V]             paquetes se activan juntos, como un tren: una sola revisión;
                                             --shell: la remote se comprueba contra ese shell guardado)
  switch <paquete> <versión>                 activa una versión guardada para todos
  rollback <paquete>                         vuelve a la versión anterior del paquete
  canary <paquete> <versión> <porcentaje>    da <versión> a ese porcentaje de navegadores (fijo por navegador)
  promote <paquete>                          la versión del canary pasa a ser la activa
  abort <paquete>                            termina el canary; todos vuelven a la activa
  off <paquete>                              quita el remote del snapshot
  train switch <paquete>[@<versión>]…        activa un conjunto (shell y remotes) para todos en una sola revisión
  train canary <porcentaje> <paquete>[@<versión>]…
                                             da el conjunto entero a ese porcentaje (una cohorte para todo el
                                             conjunto: nunca una mezcla); de nuevo con más porcentaje lo agranda
  train promote | train abort                el conjunto del canary pasa a todos | termina el canary del tren
  train rollback                             vuelve exactamente al conjunto anterior al último cambio de tren
                                             (sin @<versión>: la compilación actual; --name <tren> lo nombra)
                                             Se rechaza si algún navegador quedaría con un shell y un remote
                                             incompatibles (un singleton como React o el router en otra mayor).
  history [paquete]                          el historial de cambios (quién, cuándo, de → a, por qué)
  qa <paquete>@<versión>… [--hours H]        imprime un enlace que fija esas versiones en un navegador (QA)
  retained [--days N]                        las versiones que deben seguir servidas (snapshots de los últimos N días)
  prune [--days N] [--dry-run]               borra las versiones que ningún snapshot de los últimos N días nombró
                                             (nunca la activa, el canary ni una publicada hace menos de N días
                                             o de una semana); --dry-run solo dice cuáles borraría
Opciones de los cambios: --why "motivo" (recomendado), --who "nombre", --expect <revisión> (rechaza si cambió).`;

interface Args {
  positional: string[];
  flags: Record<string, string | true>;
}

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
      if (inline !== undefined) flags[name] = inline;
      else if (name.startsWith('no-') || argv[i + 1] === undefined || argv[i + 1]!.startsWith('--')) flags[name] = true;
      else flags[name] = argv[++i]!;
    } else positional.push(a);
  }
  return { positional, flags };
}

function flag(args: Args, name: string): string | undefined {
  const v = args.flags[name];
  return typeof v === 'string' ? v : undefined;
}

function actorFrom(args: Args): Actor {
  const expect = flag(args, 'expect');
  return {
    who: flag(args, 'who') ?? process.env.RELEASE_WHO ?? `${os.userInfo().username}@${os.hostname()}`,
    why: flag(args, 'why') ?? '(sin motivo)',
    ...(expect !== undefined ? { expectedRevision: Number(expect) } : {}),
  };
}

function daysFrom(args: Args, fallback: number): number {
  const value = flag(args, 'days');
  if (value === undefined) return fallback;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0 || days > 36_500)
    throw new ReleaseError(`--days debe ser un número entero de días (recibí "${value}").`);
  return days;
}

function needPackage(value: string | undefined): string {
  if (!value || !isPackageName(value)) throw new ReleaseError(`Paquete desconocido: ${value ?? '(ninguno)'}.`);
  return value;
}

const say = (text: string): void => {
  process.stdout.write(`› ${text}\n`);
};

/** Version of a build: its package.json version plus the hash of its inputs (written by npm run build). */
function builtVersion(root: string, pkg: string): string {
  const stamp = path.join(root, pkg, 'dist', '.build-stamp');
  if (!fs.existsSync(stamp))
    throw new ReleaseError(`${pkg} no está compilado (falta ${pkg}/dist). Corré npm run build.`);
  const { version } = JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8')) as { version: string };
  return `${version}-${fs.readFileSync(stamp, 'utf8').trim()}`;
}

async function publishCommand(store: ReleaseBackend, args: Args) {
  const root = findRepoRoot();
  const packages = args.positional.slice(1).map(needPackage);
  if (packages.length === 0) throw new ReleaseError('Falta el paquete.');
  const explicit = flag(args, 'version');
  if (explicit && packages.length > 1) throw new ReleaseError('--version sirve para un solo paquete.');
  const from = flag(args, 'from');
  const shellFlag = flag(args, 'shell');
  // The rules read the workspace's shared singletons and remote registry (compat-rules.ts).
  const compat = workspaceCompat(root);
  const workspaceShell = path.join(root, 'shell');
  const actor = actorFrom(args);
  // The shell first: remotes published with it are checked against it (they go live together).
  const ordered = [...packages].sort((a, b) => Number(b === 'shell') - Number(a === 'shell'));
  let shellShared: { version: string; provides: Record<string, string> } | null = null;
  const published: TrainSet = {};
  for (const pkg of ordered) {
    const dist = from ? path.resolve(from) : path.join(root, pkg, 'dist');
    const version = explicit ?? builtVersion(root, pkg);
    // A remote against the shell the store serves; a shell records what it provides, for the remotes after it.
    const options =
      pkg === 'shell' ? { shared: shellBuildProvides(compat, dist, workspaceShell), mounts: compat.shellMounts() } : {};
    if (pkg === 'shell') shellShared = { version, provides: options.shared! };
    else if (shellShared) {
      const reasons = compat.checkRemoteCompatibility(pkg, dist, { provides: shellShared.provides });
      if (reasons.length > 0)
        throw new ReleaseError(
          `No se publica ${pkg} ${version}, comprobado contra el shell ${shellShared.version} que se publica con él:\n  - ${reasons.join('\n  - ')}`,
        );
    } else if (shellFlag !== undefined) {
      // A remote that goes live with a stored shell not active yet (in a train): checked against that one.
      const provides = await storedShellProvides(store, compat, shellFlag);
      if (!provides) throw new ReleaseError(`No existe el shell ${shellFlag} en el almacén, o no dice qué comparte.`);
      const reasons = compat.checkRemoteCompatibility(pkg, dist, { provides });
      if (reasons.length > 0)
        throw new ReleaseError(
          `No se publica ${pkg} ${version}, comprobado contra el shell ${shellFlag} del almacén (--shell):\n  - ${reasons.join('\n  - ')}`,
        );
    } else {
      const refusal = await checkRemoteAgainstStore(store, compat, pkg, version, dist, workspaceShell);
      if (refusal) throw new ReleaseError(refusal);
    }
    const result = await store.publish(pkg, version, dist, actor.who, options);
    say(`${pkg} ${version} ${result === 'published' ? 'publicado' : 'ya estaba publicado (mismo contenido)'}.`);
    published[pkg] = version;
  }
  if (args.flags['no-activate']) return;
  const snapshot = await store.read();
  const changed = Object.fromEntries(
    Object.entries(published).filter(([pkg, version]) => snapshot.remotes[pkg] !== version || snapshot.canary[pkg]),
  );
  const why = flag(args, 'why') ?? 'publicación';
  const entries = Object.entries(changed);
  if (entries.length === 1) {
    const [pkg, version] = entries[0]!;
    const written = await switchVersion(store, pkg, version, { ...actor, why });
    say(`${pkg} ahora sirve ${version} (revisión ${written.revision}).`);
  } else if (entries.length > 1) {
    // Several packages go live as one revision: no browser sees the new shell with an old remote in between.
    const written = await trainSwitch(store, changed, { ...actor, why });
    say(`${showSet(changed)} activos juntos, como un tren (revisión ${written.revision}).`);
  }
}

/** `shell mf-quote@2.0.0 …` → package → version (without @: the package's current build). */
function trainSetFrom(root: string, members: string[]): TrainSet {
  if (members.length === 0) throw new ReleaseError('Faltan los paquetes del tren: <paquete>[@<versión>]….');
  const set: TrainSet = {};
  for (const member of members) {
    const at = member.indexOf('@');
    const pkg = needPackage(at < 0 ? member : member.slice(0, at));
    if (pkg in set) throw new ReleaseError(`${pkg} está dos veces en el tren.`);
    set[pkg] = at < 0 ? builtVersion(root, pkg) : member.slice(at + 1);
  }
  return set;
}

const showSet = (versions: Record<string, string | null>) =>
  Object.entries(versions)
    .map(([p, v]) => `${p}@${v ?? '—'}`)
    .join(' ');

async function trainCommand(store: ReleaseBackend, args: Args, actor: Actor) {
  const [, sub, ...rest] = args.positional;
  const name = flag(args, 'name');
  const options = name !== undefined ? { name } : {};
  switch (sub) {
    case 'switch': {
      const s = await trainSwitch(store, trainSetFrom(findRepoRoot(), rest), actor, options);
      return say(`Tren ${s.change!.package.slice(5)} activo para todos: ${s.change!.to} (revisión ${s.revision}).`);
    }
    case 'canary': {
      const [percent, ...members] = rest;
      if (percent === undefined || members.length === 0)
        throw new ReleaseError('Uso: train canary <porcentaje> <paquete>[@<versión>]….');
      const s = await trainCanary(store, trainSetFrom(findRepoRoot(), members), parsePercent(percent), actor, options);
      return say(
        `Tren ${s.train!.name} para el ${s.train!.percent}% de los navegadores, entero: ${showSet(s.train!.versions)} (revisión ${s.revision}).`,
      );
    }
    case 'promote': {
      const s = await trainPromote(store, actor);
      return say(`Tren ${s.change!.package.slice(5)} activo para todos: ${s.change!.to} (revisión ${s.revision}).`);
    }
    case 'abort': {
      const s = await trainAbort(store, actor);
      return say(
        `Canary del tren ${s.change!.package.slice(5)} terminado; todos reciben ${s.change!.to} (revisión ${s.revision}).`,
      );
    }
    case 'rollback': {
      const s = await trainRollback(store, actor);
      return say(`Tren ${s.change!.package.slice(5)} vuelto atrás: ${s.change!.to} (revisión ${s.revision}).`);
    }
    default:
      throw new ReleaseError(`Uso: train switch|canary|promote|abort|rollback ….\n${USAGE}`);
  }
}

export async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  const [command, first, second, third] = args.positional;
  // RELEASE_STORE_URL (a bucket) or RELEASES_DIR, validated like the gateway's variables.
  const config = loadReleaseConfig(process.env);
  const store = openReleaseBackend(config.store);
  const actor = actorFrom(args);
  switch (command) {
    case 'publish':
      return publishCommand(store, args);
    case 'switch': {
      const pkg = needPackage(first);
      if (!second) throw new ReleaseError('Falta la versión.');
      const s = await switchVersion(store, pkg, second, actor);
      return say(`${pkg} ahora sirve ${second} (revisión ${s.revision}).`);
    }
    case 'rollback': {
      const pkg = needPackage(first);
      const s = await rollback(store, pkg, actor);
      return say(`${pkg} volvió a ${s.remotes[pkg]} (revisión ${s.revision}).`);
    }
    case 'canary': {
      const pkg = needPackage(first);
      if (!second || !third) throw new ReleaseError('Uso: canary <paquete> <versión> <porcentaje>.');
      const s = await startCanary(store, pkg, second, parsePercent(third), actor);
      return say(`${pkg} ${second} para el ${s.canary[pkg]!.percent}% de los navegadores (revisión ${s.revision}).`);
    }
    case 'promote': {
      const pkg = needPackage(first);
      const s = await promote(store, pkg, actor);
      return say(`${pkg} ahora sirve ${s.remotes[pkg]} para todos (revisión ${s.revision}).`);
    }
    case 'abort': {
      const pkg = needPackage(first);
      const s = await abortCanary(store, pkg, actor);
      return say(`Canary de ${pkg} terminado; todos reciben ${s.remotes[pkg]} (revisión ${s.revision}).`);
    }
    case 'off': {
      const pkg = needPackage(first);
      const s = await turnOff(store, pkg, actor);
      return say(`${pkg} quedó sin registrar (revisión ${s.revision}).`);
    }
    case 'train':
      return trainCommand(store, args, actor);
    case 'history': {
      // A package's history includes the trains that moved it.
      const entries = (await store.history()).filter(
        (h) => !first || h.package === first || (h.set !== undefined && first in h.set),
      );
      for (const h of entries)
        process.stdout.write(
          `#${h.revision}  ${h.at}  ${h.who}  ${h.action} ${h.package}: ${h.from ?? '—'} → ${h.to ?? '—'}  (${h.why})\n`,
        );
      if (entries.length === 0) say('Sin cambios registrados.');
      return;
    }
    case 'qa': {
      const pins = args.positional.slice(1);
      if (pins.length === 0) throw new ReleaseError('Uso: qa <paquete>@<versión>… [--hours H].');
      const versions: Record<string, string> = {};
      for (const pin of pins) {
        const at = pin.lastIndexOf('@');
        const pkg = needPackage(pin.slice(0, at));
        const version = pin.slice(at + 1);
        if (!(await store.hasVersion(pkg, version)))
          throw new ReleaseError(`No existe la versión ${version} de ${pkg} en el almacén.`);
        versions[pkg] = version;
      }
      const hours = Number(flag(args, 'hours') ?? '8');
      if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 7)
        throw new ReleaseError('--hours debe estar entre 0 y 168.');
      const secret = process.env.RELEASE_SIGNING_SECRET?.trim() || devSigningSecret(config.releasesDir);
      const token = signQaOverride(secret, { versions, exp: Math.floor(Date.now() / 1000 + hours * 3600) });
      const origin = (flag(args, 'origin') ?? process.env.GATEWAY_ORIGIN ?? 'http://localhost:8080').replace(/\/$/, '');
      say(`Enlace de QA (vale ${hours} h, solo para el navegador que lo abra):`);
      process.stdout.write(`${origin}/__release/qa?token=${token}\n`);
      say(`Para quitarlo: ${origin}/__release/qa/clear`);
      return;
    }
    case 'retained': {
      const days = daysFrom(args, config.retentionDays);
      const keep = await store.retained(days);
      for (const [pkg, versions] of [...keep].sort())
        process.stdout.write(`${pkg.padEnd(14)} ${[...versions].join(', ')}\n`);
      return;
    }
    case 'prune': {
      const days = daysFrom(args, config.retentionDays);
      const dryRun = args.flags['dry-run'] === true;
      const { removed, kept } = await prune(store, { days, dryRun });
      for (const r of removed)
        process.stdout.write(
          `${dryRun ? 'se borraría' : 'borrada'}  ${r.package.padEnd(14)} ${r.version}  (publicada ${r.publishedAt ?? '—'})\n`,
        );
      const count = removed.length === 1 ? '1 versión' : `${removed.length} versiones`;
      return say(
        removed.length === 0
          ? `Nada que borrar: las ${kept} versiones guardadas se nombraron en los últimos ${days} días o son recientes.`
          : `${count} ${dryRun ? `se borrarían (--dry-run: no se borró nada)` : removed.length === 1 ? 'borrada' : 'borradas'}; quedan ${kept}.`,
      );
    }
    case 'list':
    case undefined: {
      const snapshot = await store.read();
      say(`Almacén: ${store.location} — revisión ${snapshot.revision}`);
      if (snapshot.train)
        say(
          `Tren «${snapshot.train.name}» en canary para el ${snapshot.train.percent}%: ${Object.entries(
            snapshot.train.versions,
          )
            .map(([p, v]) => `${p}@${v}`)
            .join(' ')}`,
        );
      for (const pkg of [...new Set([...(await store.packages()), ...Object.keys(snapshot.remotes)])].sort()) {
        const canary = snapshot.canary[pkg];
        process.stdout.write(
          `${pkg.padEnd(14)} activo: ${snapshot.remotes[pkg] ?? '—'}${canary ? `   canary: ${canary.version} ${canary.percent}%` : ''}   guardadas: ${(await store.versions(pkg)).join(', ') || '—'}\n`,
        );
      }
      return;
    }
    case 'help':
      process.stdout.write(`${USAGE}\n`);
      return;
    default:
      throw new ReleaseError(`Comando desconocido: ${command}.\n${USAGE}`);
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const known =
      error instanceof ReleaseError ||
      error instanceof StaleRevisionError ||
      error instanceof ConfigError ||
      error instanceof S3Error;
    process.stderr.write(
      `\x1b[31m✖ ${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\x1b[0m\n`,
    );
    process.exit(known ? 1 : 2);
  });
}
