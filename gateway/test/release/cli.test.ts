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
