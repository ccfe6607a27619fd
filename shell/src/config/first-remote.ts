// Which remote module draws the screen at an address, known before React and the route table load: index.ts
// runs before the shared modules, so it cannot read routes.tsx (React Router, shared-ui). Used only to start
// downloading that module while the shell's own chunks load. The table is generated from the route table
// (`npm run screens`, checked by a test) as JSON because the build also hands it to the gateway
// (first-screen.json), which preloads the remote's remoteEntry.js from the page itself.
import table from './first-modules.json';

const FIRST_MODULE: ReadonlyArray<readonly [RegExp, string, string]> = table.map(
  ({ pattern, remote, module }) => [new RegExp(pattern), remote, module] as const,
);

export interface FirstModule {
  /** Federation name, e.g. `mf_landing`. */
  remote: string;
  /** Exposed module, e.g. `./LandingPage`. */
  module: string;
}

/** The remote module whose screen `pathname` shows, or null (unknown addresses go home). */
export function firstModuleFor(pathname: string): FirstModule | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const row = FIRST_MODULE.find(([pattern]) => pattern.test(path));
  return row ? { remote: row[1], module: row[2] } : null;
}

/** `mf_landing` + `./LandingPage` → `mf_landing/LandingPage`, the id loadRemote expects. */
export function firstModuleId({ remote, module }: FirstModule): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}
