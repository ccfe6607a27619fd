// The compatibility rules `npm run release -- publish <remote>` runs before a remote enters the store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { findRepoRoot } from 'server-kit';
import * as compat from '../../src/release/compat-rules';

/** A remoteEntry.js shaped like webpack's: a consume-shared table and the exposed module map. */
function remoteEntry(shared: Record<string, string>, exposes: string[]): string {
  const consumes = Object.entries(shared)
    .map(
      ([key, range], i) =>
        `${100 + i}:{fallback:()=>r.e(1),shareScope:["default"],singleton:!0,requiredVersion:"${range}",strictVersion:!1,eager:!1,layer:void 0,shareKey:"${key}"}`,
    )
    .join(',');
  const map = exposes.map((e) => `"${e}":()=>Promise.all([r.e(2)]).then(()=>()=>r(3))`).join(',');
  return `var mf_demo;(()=>{var o={${map}};r.consumesLoadingData={moduleIdToConsumeDataMapping:{${consumes}}}})();`;
}

const registry = {
  mf_demo: { package: 'mf-demo', exposes: { './HomePage': './src/a.tsx', './OtherPage': './src/b.tsx' } },
};
const provides = { react: '19.3.1', 'react-dom': '19.3.1', 'shared-ui': '0.1.0', zustand: '5.1.0' };

describe('release compatibility check', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compat-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (source: string) => fs.writeFileSync(path.join(dir, 'remoteEntry.js'), source);

  it('accepts a build the shell satisfies that keeps every registered module', () => {
    write(
      remoteEntry({ react: '^19.3.1', 'react/jsx-runtime': '^19.0.0', 'shared-ui': '^0.1.0' }, [
        './HomePage',
        './OtherPage',
        './Extra',
      ]),
    );
    expect(compat.checkRemoteCompatibility('mf-demo', dir, { provides, registry })).toEqual([]);
  });

  it('refuses, with a readable reason, a singleton the shell cannot satisfy', () => {
    write(remoteEntry({ react: '^20.0.0', 'shared-ui': '^0.2.0', zustand: '^5.0.0' }, ['./HomePage', './OtherPage']));
    expect(compat.checkRemoteCompatibility('mf-demo', dir, { provides, registry })).toEqual([
      'mf-demo necesita react ^20.0.0 y el shell trae 19.3.1.',
      'mf-demo necesita shared-ui ^0.2.0 y el shell trae 0.1.0.',
    ]);
  });

  it('refuses a singleton the shell does not share at all (it would load a second copy)', () => {
    write(remoteEntry({ react: '^19.3.1', 'react-router-dom': '^7.18.5' }, ['./HomePage', './OtherPage']));
    expect(compat.checkRemoteCompatibility('mf-demo', dir, { provides, registry })).toEqual([
      'mf-demo comparte react-router-dom ^7.18.5 como singleton y el shell no lo provee.',
    ]);
  });

  it('refuses a build that drops a module the registry names', () => {
    write(remoteEntry({ react: '^19.3.1' }, ['./HomePage']));
    expect(compat.checkRemoteCompatibility('mf-demo', dir, { provides, registry })).toEqual([
      'mf-demo ya no expone ./OtherPage, que el registro de remotes (remote-registry.json) nombra.',
    ]);
  });

  it('refuses a folder without remoteEntry.js', () => {
    expect(compat.checkRemoteCompatibility('mf-demo', dir, { provides, registry })).toEqual([
      `mf-demo: falta remoteEntry.js en ${dir}.`,
    ]);
  });

  it('reads ranges the way semver does', () => {
    expect(compat.satisfies('19.3.1', '^19.0.0')).toBe(true);
    expect(compat.satisfies('19.3.1', '^19.4.0')).toBe(false);
    expect(compat.satisfies('0.1.5', '^0.1.0')).toBe(true);
    expect(compat.satisfies('0.2.0', '^0.1.0')).toBe(false);
    expect(compat.satisfies('5.1.3', '~5.1.0')).toBe(true);
    expect(compat.satisfies('5.2.0', '~5.1.0')).toBe(false);
    expect(compat.satisfies('7.0.0', '>=6.0.0')).toBe(true);
    expect(compat.satisfies('1.0.0', '1.x || 2.x')).toBeNull();
  });

  it("knows the shell's singletons from the federation config's list", () => {
    const root = findRepoRoot();
    const { singletons } = compat.readFederationFacts(root);
    const shell = compat.shellProvides(path.join(root, 'shell'), singletons);
    expect(Object.keys(shell).sort()).toEqual(
      // React Router 8 is one package: react-router-dom is no longer shared.
      ['@auth0/auth0-react', 'react', 'react-dom', 'react-router', 'shared-ui', 'zustand'].sort(),
    );
  });

  it("reads what a shell build provides from webpack's share-scope table in its main.js", () => {
    const main =
      '(()=>{var t={"@auth0/auth0-react":[{version:"2.27.0",get:()=>o.e(1),scope:["default"]}],' +
      '"react/jsx-runtime":[{version:"19.3.1",get:()=>o.e(387).then(()=>()=>o(4387))}],react:[{version:"19.3.1",get:()=>o.e(923)}]};})();';
    expect(compat.providedShared(main)).toEqual({
      '@auth0/auth0-react': '2.27.0',
      'react/jsx-runtime': '19.3.1',
      react: '19.3.1',
    });
    expect(compat.providedShared('console.log(1)')).toBeNull();
  });
});
