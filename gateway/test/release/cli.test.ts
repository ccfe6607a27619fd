// The release CLI (npm run release -- …) on both backends: the store comes from RELEASE_STORE_URL or
// RELEASES_DIR, like the gateway's.
import fs from 'node:fs';
import path from 'node:path';
import { main } from '../../src/release/cli';
import { BACKENDS, type TestStore } from './stores';

async function run(env: Record<string, string>, ...argv: string[]): Promise<string> {
  const saved = { ...process.env };
  let out = '';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  Object.assign(process.env, { RELEASE_SIGNING_SECRET: 'cli-test-secret-of-at-least-32-chars', ...env });
  try {
    await main([...argv, '--who', 'cli-test']);
  } finally {
    write.mockRestore();
    process.env = saved;
  }
  return out;
}

describe.each(BACKENDS)('the release CLI on %s', (_name, make) => {
  let t: TestStore;
  let env: Record<string, string>;
  beforeEach(async () => {
    t = await make();
    env = t.s3
      ? { ...t.s3.env('team/releases'), RELEASE_CACHE_DIR: path.join(t.base, 'cli-cache') }
      : { RELEASES_DIR: path.join(t.base, 'releases') };
  });
  afterEach(() => t.cleanup());

  it('publishes, switches, lists, shows the history and prunes (with --dry-run first)', async () => {
    for (const v of ['1.0.0', '2.0.0', '3.0.0'])
      expect(await run(env, 'publish', 'mf-demo', '--version', v, '--from', t.dist(v), '--no-activate')).toContain(
        `mf-demo ${v} publicado.`,
      );
    // publish checks a remote's compatibility: mf-demo is in no registry and these dists share nothing.
    expect(await run(env, 'switch', 'mf-demo', '1.0.0', '--why', 'primera')).toContain('revisión 1');
    expect(await run(env, 'switch', 'mf-demo', '2.0.0', '--why', 'segunda')).toContain('revisión 2');
    const list = await run(env, 'list');
    expect(list).toContain(`Almacén: ${t.s3 ? 's3://releases/team/releases' : path.join(t.base, 'releases')}`);
    expect(list).toMatch(/mf-demo\s+activo: 2\.0\.0/);
    expect(await run(env, 'history')).toMatch(/#2 .* cli-test {2}switch mf-demo: 1\.0\.0 → 2\.0\.0 {2}\(segunda\)/);

    expect(await run(env, 'prune')).toContain('Nada que borrar');
    const later = Date.now() + 40 * 86_400_000;
    const now = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const dry = await run(env, 'prune', '--days', '30', '--dry-run');
      expect(dry).toMatch(/se borraría {2}mf-demo +1\.0\.0/);
      expect(dry).toMatch(/se borraría {2}mf-demo +3\.0\.0/);
      expect(dry).toContain('2 versiones se borrarían (--dry-run: no se borró nada); quedan 1.');
      const stored = /guardadas: (.*)\n/.exec(await run(env, 'list'))![1]!.split(', ');
      expect(stored.sort()).toEqual(['1.0.0', '2.0.0', '3.0.0']);
      const done = await run(env, 'prune', '--days', '30');
      expect(done).toContain('2 versiones borradas; quedan 1.');
    } finally {
      now.mockRestore();
    }
    expect(await run(env, 'list')).toMatch(/activo: 2\.0\.0 +guardadas: 2\.0\.0\n/);
    await expect(run(env, 'prune', '--days', 'soon')).rejects.toThrow('--days debe ser un número entero');
    if (!t.s3) expect(fs.existsSync(path.join(t.base, 'releases', 'mf-demo', '1.0.0'))).toBe(false);
  });
});

/** A shell main.js with webpack's share-scope table, and a remote's remoteEntry.js needing `router`. */
const shellMain = (router: string) =>
  `var s={react:[{version:"19.3.1",get:()=>1}],"react-router":[{version:"${router}",get:()=>2}]};`;
const entry = (range: string) =>
  `var mf;r.consumesLoadingData={moduleIdToConsumeDataMapping:{1:{fallback:()=>r.e(1),shareScope:["default"],singleton:!0,requiredVersion:"${range}",strictVersion:!1,eager:!1,layer:void 0,shareKey:"react-router"}}};`;

describe('release trains through the CLI', () => {
  let t: TestStore;
  let env: Record<string, string>;
  beforeEach(async () => {
    t = await BACKENDS[0]![1]();
    env = { RELEASES_DIR: path.join(t.base, 'releases') };
  });
  afterEach(() => t.cleanup());

  const publish = (pkg: string, version: string, files: Record<string, string>, ...extra: string[]) =>
    run(
      env,
      'publish',
      pkg,
      '--version',
      version,
      '--from',
      t.dist(`${pkg}-${version}`, files),
      '--no-activate',
      ...extra,
    );

  it('switches, canaries, promotes and rolls back a set; refuses a remote on the old major, with the reason', async () => {
    await publish('shell', '7.0.0', { 'main.js': shellMain('7.18.5') });
    await publish('mf-demo', '7.0.0', { 'remoteEntry.js': entry('^7.18.5') });
    await publish('mf-other', '7.0.0', { 'remoteEntry.js': entry('^7.18.5') });
    expect(await run(env, 'train', 'switch', 'shell@7.0.0', 'mf-demo@7.0.0', 'mf-other@7.0.0')).toMatch(
      /activo para todos: mf-demo@7\.0\.0 mf-other@7\.0\.0 shell@7\.0\.0 \(revisión 1\)/,
    );
    await publish('shell', '8.0.0', { 'main.js': shellMain('8.5.1') });
    // A router-8 remote is refused against the active router-7 shell, accepted against the new one.
    await expect(publish('mf-demo', '8.0.0', { 'remoteEntry.js': entry('^8.5.1') })).rejects.toThrow(
      /mf-demo necesita react-router \^8\.5\.1 y el shell trae 7\.18\.5/,
    );
    await publish('mf-demo', '8.0.0', { 'remoteEntry.js': entry('^8.5.1') }, '--shell', '8.0.0');
    await publish('mf-other', '8.0.0', { 'remoteEntry.js': entry('^8.5.1') }, '--shell', '8.0.0');
    // mf-other left behind on router 7: refused, nothing written.
    await expect(run(env, 'train', 'canary', '10', 'shell@8.0.0', 'mf-demo@8.0.0')).rejects.toThrow(
      /mf-other 7\.0\.0 necesita react-router \^7\.18\.5 y el shell 8\.0\.0 trae 8\.5\.1/,
    );
    await expect(run(env, 'switch', 'shell', '8.0.0')).rejects.toThrow(/usá un tren/);
    const set = ['shell@8.0.0', 'mf-demo@8.0.0', 'mf-other@8.0.0'];
    expect(await run(env, 'train', 'canary', '10', ...set, '--name', 'router-8')).toContain(
      'Tren router-8 para el 10% de los navegadores, entero: mf-demo@8.0.0 mf-other@8.0.0 shell@8.0.0 (revisión 2).',
    );
    expect(await run(env, 'list')).toContain('Tren «router-8» en canary para el 10%');
    expect(await run(env, 'train', 'promote')).toContain('Tren router-8 activo para todos');
    expect(await run(env, 'list')).toMatch(/shell +activo: 8\.0\.0/);
    expect(await run(env, 'train', 'rollback')).toContain(
      'Tren router-8 vuelto atrás: mf-demo@7.0.0 mf-other@7.0.0 shell@7.0.0 (revisión 4).',
    );
    const history = await run(env, 'history', 'mf-demo');
    expect(history).toMatch(
      /#3 .* train-promote tren:router-8: mf-demo@7\.0\.0 mf-other@7\.0\.0 shell@7\.0\.0 → mf-demo@8\.0\.0/,
    );
    expect(history).toMatch(/#4 .* train-rollback tren:router-8/);
    await expect(run(env, 'train', 'switch', 'shell@8.0.0')).rejects.toThrow(/al menos dos paquetes/);
    await expect(run(env, 'train', 'launch')).rejects.toThrow(/Uso: train switch\|canary/);
  });
});
