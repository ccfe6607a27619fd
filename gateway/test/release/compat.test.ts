// The publish-time compatibility check against the shell the store serves (both backends), and through the CLI.
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from 'server-kit';
import { main } from '../../src/release/cli';
import { startCanary, switchVersion } from '../../src/release/actions';
import { checkRemoteAgainstStore, workspaceCompat } from '../../src/release/compat';
import { BACKENDS, type TestStore } from './stores';

const root = findRepoRoot();
const compat = workspaceCompat(root);
const workspaceShell = path.join(root, 'shell');
const workspaceReact = compat.shellProvides(workspaceShell).react!;

/** A remoteEntry.js shaped like webpack's consume-shared table. */
const remoteEntry = (shared: Record<string, string>) =>
  `var mf_demo;(()=>{r.consumesLoadingData={moduleIdToConsumeDataMapping:{${Object.entries(shared)
    .map(
      ([key, range], i) =>
        `${100 + i}:{fallback:()=>r.e(1),shareScope:["default"],singleton:!0,requiredVersion:"${range}",strictVersion:!1,eager:!1,layer:void 0,shareKey:"${key}"}`,
    )
    .join(',')}}}})();`;

/** A shell main.js with webpack's share-scope table. */
const shellMain = (provides: Record<string, string>) =>
  `(()=>{var t={${Object.entries(provides)
    .map(([key, v]) => `${JSON.stringify(key)}:[{version:"${v}",get:()=>o.e(1).then(()=>()=>o(2)),scope:["default"]}]`)
    .join(',')}};})();`;

describe.each(BACKENDS)('compatibility with the live shell: %s', (_name, make) => {
  let t: TestStore;
  beforeEach(async () => {
    t = await make();
  });
  afterEach(() => t.cleanup());

  const check = (range: string) =>
    checkRemoteAgainstStore(
      t.store,
      compat,
      'mf-demo',
      '2.0.0',
      t.dist(`remote ${range}`, { 'remoteEntry.js': remoteEntry({ react: range }) }),
      workspaceShell,
    );
  const actor = { who: 'test', why: 'test' };

  it('checks against the workspace shell only when no shell is published, and says so', async () => {
    expect(await check(`^${workspaceReact}`)).toBeNull();
    expect(await check('^99.0.0')).toBe(
      `No se publica mf-demo 2.0.0, comprobado contra el shell del workspace (no hay ningún shell publicado):\n  - mf-demo necesita react ^99.0.0 y el shell trae ${workspaceReact}.`,
    );
  });

  it('checks against the versions the active shell recorded, not the workspace', async () => {
    await t.store.publish('shell', '1.0.0', t.dist('shell old'), 'test', { shared: { react: '18.2.0' } });
    await t.store.publish('shell', '2.0.0', t.dist('shell new'), 'test', { shared: { react: '99.1.0' } });
    await switchVersion(t.store, 'shell', '1.0.0', actor);
    expect(await check(`^${workspaceReact}`)).toBe(
      `No se publica mf-demo 2.0.0, comprobado contra el shell activo 1.0.0 del almacén:\n  - mf-demo necesita react ^${workspaceReact} y el shell trae 18.2.0.`,
    );
    expect(await check('^18.0.0')).toBeNull();
    // The live shell moves: so does the check.
    await switchVersion(t.store, 'shell', '2.0.0', actor);
    expect(await check('^99.0.0')).toBeNull();
  });

  it('reads what a shell published before they were recorded provides from its main.js', async () => {
    await t.store.publish('shell', '1.0.0', t.dist('shell', { 'main.js': shellMain({ react: '18.3.1' }) }), 'test');
    await switchVersion(t.store, 'shell', '1.0.0', actor);
    expect(await check('^19.0.0')).toMatch(
      /contra el shell activo 1\.0\.0 del almacén:\n {2}- .* el shell trae 18\.3\.1\.$/,
    );
  });

  it('checks against the canary shell too while one runs', async () => {
    await t.store.publish('shell', '1.0.0', t.dist('shell 1'), 'test', { shared: { react: '19.3.1' } });
    await t.store.publish('shell', '2.0.0', t.dist('shell 2'), 'test', { shared: { react: '20.0.0' } });
    await switchVersion(t.store, 'shell', '1.0.0', actor);
    await startCanary(t.store, 'shell', '2.0.0', 10, actor);
    expect(await check('^19.3.0')).toBe(
      'No se publica mf-demo 2.0.0, comprobado contra el shell en canary (10%) 2.0.0 del almacén:\n  - mf-demo necesita react ^19.3.0 y el shell trae 20.0.0.',
    );
    expect(await check('>=19.3.0')).toBeNull();
  });

  it('publish records what a shell build provides and refuses a remote the live shell cannot run', async () => {
    const env: Record<string, string> = t.s3
      ? { ...t.s3.env('team/releases'), RELEASE_CACHE_DIR: path.join(t.base, 'cli-cache') }
      : { RELEASES_DIR: path.join(t.base, 'releases') };
    const saved = { ...process.env };
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    Object.assign(process.env, { RELEASE_SIGNING_SECRET: 'compat-test-secret-of-32-characters!', ...env });
    try {
      const shell = t.dist('shell', { 'main.js': shellMain({ react: '18.3.1', 'react-dom': '18.3.1' }) });
      await main(['publish', 'shell', '--version', '7.0.0', '--from', shell, '--who', 'test']);
      expect((await t.open().releaseInfo('shell', '7.0.0'))?.shared).toEqual({
        react: '18.3.1',
        'react-dom': '18.3.1',
      });
      const remote = t.dist('remote', { 'remoteEntry.js': remoteEntry({ react: '^19.0.0', 'react-dom': '^18.0.0' }) });
      await expect(
        main(['publish', 'mf-demo', '--version', '3.0.0', '--from', remote, '--who', 'test']),
      ).rejects.toThrow(
        'No se publica mf-demo 3.0.0, comprobado contra el shell activo 7.0.0 del almacén:\n  - mf-demo necesita react ^19.0.0 y el shell trae 18.3.1.',
      );
      expect(await t.open().hasVersion('mf-demo', '3.0.0')).toBe(false);
      fs.writeFileSync(path.join(remote, 'remoteEntry.js'), remoteEntry({ react: '^18.2.0' }));
      await main(['publish', 'mf-demo', '--version', '3.0.0', '--from', remote, '--who', 'test']);
      expect((await t.open().read()).remotes).toEqual({ shell: '7.0.0', 'mf-demo': '3.0.0' });
    } finally {
      write.mockRestore();
      process.env = saved;
    }
  });
});
