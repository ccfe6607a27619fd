// npm run release -- <command>
//   list                          the live version of each package and the versions kept
//   publish <package>             copy the package's current build into the store and make it live
//   switch <package> <version>    make another kept version live (no restart; browsers get it on reload)
//   off <package>                 unregister a remote (its routes show the Spanish fallback)
import { publish, activateVersion, deactivate, readCurrent, listVersions, releasesDir } from './releases.mjs';
import { frontendPackages, fail, log } from './lib.mjs';

const [command, pkg, version] = process.argv.slice(2);
const known = frontendPackages();
const needPkg = () => {
  if (!pkg || !known.includes(pkg)) fail(`Paquete desconocido: ${pkg ?? '(ninguno)'}. Opciones: ${known.join(', ')}`);
};

try {
  switch (command) {
    case 'publish':
      needPkg();
      log(`${pkg} ${publish(pkg)} publicado y activo.`);
      break;
    case 'switch':
      needPkg();
      if (!version) fail('Falta la versión.');
      activateVersion(pkg, version);
      log(`${pkg} ahora sirve ${version}.`);
      break;
    case 'off':
      needPkg();
      deactivate(pkg);
      log(`${pkg} quedó sin registrar.`);
      break;
    case 'list':
    case undefined: {
      const current = readCurrent();
      log(`Almacén: ${releasesDir()}`);
      for (const p of known) {
        const versions = listVersions(p);
        console.log(`${p.padEnd(14)} activo: ${current[p] ?? '—'}   guardadas: ${versions.join(', ') || '—'}`);
      }
      break;
    }
    default:
      fail(`Comando desconocido: ${command}. Usá list, publish, switch u off.`);
  }
} catch (error) {
  fail(error.message);
}
