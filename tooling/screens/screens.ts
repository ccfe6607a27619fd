// What `npm run screens` generates, computed from the three places a screen is written: its address
// (shared-ui's `paths`), its row in the route table (shared-ui/src/config/screen-routes.ts) and its module in
// its remote's src/app/exposed/ (`foo-page.tsx` is exposed as `./FooPage`). A test in the shell compares
// these with the files on disk, so a generated file never drifts from its sources. (A remote's standalone
// bootstrap needs nothing generated: it routes by the same table, shared-ui's `standaloneScreens`; the same
// test checks that every remote with screens in the table does, `bootstrapsOffTheTable`.)
import fs from 'node:fs';
import path from 'node:path';
import { paths } from '../../shared-ui/src/config/paths';
import { exposedFileOf, screenRoutes } from '../../shared-ui/src/config/screen-routes';

/** Every remote and its exposed modules: the remotes' builds, the shell and the release check read it. */
export const REGISTRY_FILE = 'tooling/webpack/remote-registry.json';
/** Which remote module draws an address, for the shell's early download and the gateway's preload hints. */
export const FIRST_MODULES_FILE = 'shell/src/config/first-modules.json';

const EXPOSED_DIR = 'src/app/exposed';

const federationName = (pkg: string) => pkg.replace(/-/g, '_');
const exposedName = (file: string) =>
  `./${path
    .basename(file, '.tsx')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;

/** The remote packages (folders `mf-*` with exposed modules), sorted. */
function remotePackages(root: string): string[] {
  return fs
    .readdirSync(root)
    .filter((dir) => dir.startsWith('mf-') && fs.existsSync(path.join(root, dir, EXPOSED_DIR)))
    .sort();
}

function exposedFiles(root: string, pkg: string): string[] {
  const files = fs
    .readdirSync(path.join(root, pkg, EXPOSED_DIR))
    .filter((file) => file.endsWith('.tsx'))
    .sort();
  for (const file of files) {
    // Both ways, so a standalone bootstrap finds the file its module names (shared-ui's exposedFileOf).
    if (exposedFileOf(exposedName(file)) !== path.basename(file, '.tsx'))
      throw new Error(`${pkg}/${EXPOSED_DIR}/${file}: usá un nombre en kebab-case (foo-page.tsx).`);
  }
  return files;
}

/** Federation name → package and exposed modules, from each remote's src/app/exposed/. */
export function remoteRegistry(root: string): Record<string, { package: string; exposes: Record<string, string> }> {
  return Object.fromEntries(
    remotePackages(root).map((pkg) => [
      federationName(pkg),
      {
        package: pkg,
        exposes: Object.fromEntries(
          exposedFiles(root, pkg).map((file) => [exposedName(file), `./${EXPOSED_DIR}/${file}`]),
        ),
      },
    ]),
  );
}

/** `/policy/:id/emission` → `^/policy/[^/]+/emission$`. */
function addressPattern(address: string): string {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(/:[^/]+/g, '[^/]+')}$`;
}

/** The route table as address patterns; static addresses first, since the first match wins. */
export function firstModules(): Array<{ pattern: string; remote: string; module: string }> {
  const params = (address: string) => (address.match(/:/g) ?? []).length;
  return screenRoutes
    .map(({ address, remote, module }) => ({ address: paths[address].path, remote, module }))
    .sort((a, b) => params(a.address) - params(b.address))
    .map(({ address, remote, module }) => ({ pattern: addressPattern(address), remote, module }));
}

/** Every generated file (path relative to the workspace root) and the content it must have. */
export function generatedFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  files.set(REGISTRY_FILE, `${JSON.stringify(remoteRegistry(root), null, 2)}\n`);
  files.set(FIRST_MODULES_FILE, `${JSON.stringify(firstModules(), null, 2)}\n`);
  return files;
}

/**
 * The remotes that draw screens in the route table but whose standalone bootstrap (src/bootstrap.tsx) does not
 * route them by it (`standaloneScreens('<federation name>', …)`): a screen added to the table would be missing
 * from their standalone mode.
 */
export function bootstrapsOffTheTable(root: string): string[] {
  const remotes = new Set(screenRoutes.map((route) => route.remote));
  return remotePackages(root).filter((pkg) => {
    if (!remotes.has(federationName(pkg))) return false;
    const bootstrap = fs.readFileSync(path.join(root, pkg, 'src/bootstrap.tsx'), 'utf8');
    return !new RegExp(`standaloneScreens\\(\\s*'${federationName(pkg)}'`).test(bootstrap);
  });
}
