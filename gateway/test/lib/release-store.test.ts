import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rollback, startCanary, switchVersion, promote, abortCanary } from '../../src/lib/release-actions';
import { FileReleaseStore, ReleaseError, StaleRevisionError } from '../../src/lib/release-store';

function tempStore() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
  const root = path.join(base, 'releases');
  const dist = (label: string) => {
    const dir = path.join(base, `dist-${label}`);
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
    fs.writeFileSync(path.join(dir, '12.abcdef12.js'), `/* chunk ${label} */`);
    fs.writeFileSync(path.join(dir, 'assets', 'a.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, '.build-stamp'), `${label}-${Math.random()}`);
    return dir;
  };
  return {
    base,
    root,
    dist,
    store: new FileReleaseStore(root),
    cleanup: () => fs.rmSync(base, { recursive: true, force: true }),
  };
}

const change = (pkg: string, to: string) => ({
  who: 'test',
  why: 'test',
  action: 'switch',
  package: pkg,
  from: null,
  to,
});

describe('FileReleaseStore', () => {
  let t: ReturnType<typeof tempStore>;
  beforeEach(() => {
    t = tempStore();
  });
  afterEach(() => t.cleanup());

  it('starts at revision 0, reading the legacy current.json when there is no snapshot', async () => {
    expect((await t.store.read()).revision).toBe(0);
    fs.mkdirSync(t.root, { recursive: true });
    fs.writeFileSync(path.join(t.root, 'current.json'), JSON.stringify({ 'mf-landing': '1.0.0' }));
    expect(await t.store.read()).toMatchObject({ revision: 0, remotes: { 'mf-landing': '1.0.0' }, canary: {} });
  });

  it('refuses a stale write and writes nothing', async () => {
    await t.store.write(0, { remotes: { 'mf-landing': '1.0.0' }, canary: {} }, change('mf-landing', '1.0.0'));
    await expect(
      t.store.write(0, { remotes: { 'mf-landing': '2.0.0' }, canary: {} }, change('mf-landing', '2.0.0')),
    ).rejects.toBeInstanceOf(StaleRevisionError);
    expect(await t.store.read()).toMatchObject({ revision: 1, remotes: { 'mf-landing': '1.0.0' } });
    expect(await t.store.history()).toHaveLength(1);
  });

  it('loses no update under 40 concurrent compare-and-swap writers', async () => {
    // Each writer adds its own package; every one retries on a stale revision until it lands.
    const writers = Array.from({ length: 40 }, (_, i) =>
      t.store.update(
        (s) => ({
          next: { remotes: { ...s.remotes, [`mf-w${i}`]: `${i}.0.0` }, canary: s.canary },
          meta: change(`mf-w${i}`, `${i}.0.0`),
        }),
        200,
      ),
    );
    await Promise.all(writers);
    const snapshot = await t.store.read();
    expect(snapshot.revision).toBe(40);
    expect(Object.keys(snapshot.remotes)).toHaveLength(40);
    const history = await t.store.history();
    expect(history.map((h) => h.revision)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // Every revision is stored once and no temp file is left behind.
    expect(fs.readdirSync(path.join(t.root, 'snapshots')).sort()).toHaveLength(40);
    expect(fs.readdirSync(t.root).filter((f) => f.endsWith('.tmp') || f === '.lock')).toEqual([]);
  });

  it('lets exactly one of many writers from the same revision win', async () => {
    await t.store.write(0, { remotes: {}, canary: {} }, change('mf-landing', null as unknown as string));
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        t.store.write(1, { remotes: { 'mf-landing': `${i}.0.0` }, canary: {} }, change('mf-landing', `${i}.0.0`)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(24);
    for (const r of refused) expect(r.reason).toBeInstanceOf(StaleRevisionError);
    expect((await t.store.read()).revision).toBe(2);
  });

  it('takes over a lock left by a crashed writer', async () => {
    fs.mkdirSync(t.root, { recursive: true });
    const lock = path.join(t.root, '.lock');
    fs.writeFileSync(lock, '99999\n');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    await t.store.write(0, { remotes: { 'mf-landing': '1.0.0' }, canary: {} }, change('mf-landing', '1.0.0'));
    expect((await t.store.read()).revision).toBe(1);
  });

  it('publishes a version once: same bytes again is a no-op, different bytes are refused', async () => {
    const a = t.dist('a');
    expect(await t.store.publish('mf-landing', '1.0.0', a, 'test')).toBe('published');
    // The build stamp (a dotfile) differs; the served files do not.
    fs.writeFileSync(path.join(a, '.build-stamp'), 'other');
    expect(await t.store.publish('mf-landing', '1.0.0', a, 'test')).toBe('unchanged');
    await expect(t.store.publish('mf-landing', '1.0.0', t.dist('b'), 'test')).rejects.toThrow(
      /ya está publicada con otro contenido/,
    );
    expect(fs.readFileSync(path.join(t.root, 'mf-landing', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('/* a */');
    expect(await t.store.versions('mf-landing')).toEqual(['1.0.0']);
  });

  it('switches, rolls back, runs a canary and promotes or aborts it, each a revision with its history', async () => {
    await t.store.publish('mf-landing', '1.0.0', t.dist('1'), 'test');
    await t.store.publish('mf-landing', '2.0.0', t.dist('2'), 'test');
    const actor = { who: 'ana', why: 'probar' };
    await switchVersion(t.store, 'mf-landing', '1.0.0', actor);
    await switchVersion(t.store, 'mf-landing', '2.0.0', actor);
    expect((await rollback(t.store, 'mf-landing', actor)).remotes['mf-landing']).toBe('1.0.0');
    expect((await startCanary(t.store, 'mf-landing', '2.0.0', 10, actor)).canary).toEqual({
      'mf-landing': { version: '2.0.0', percent: 10 },
    });
    expect((await abortCanary(t.store, 'mf-landing', actor)).canary).toEqual({});
    await startCanary(t.store, 'mf-landing', '2.0.0', 25, actor);
    const promoted = await promote(t.store, 'mf-landing', actor);
    expect(promoted).toMatchObject({ revision: 7, remotes: { 'mf-landing': '2.0.0' }, canary: {} });
    expect((await t.store.history()).map((h) => `${h.action} ${h.from ?? '—'}→${h.to}`)).toEqual([
      'switch —→1.0.0',
      'switch 1.0.0→2.0.0',
      'rollback 2.0.0→1.0.0',
      'canary 1.0.0→2.0.0 10%',
      'abort 2.0.0 10%→1.0.0',
      'canary 1.0.0→2.0.0 25%',
      'promote 1.0.0→2.0.0',
    ]);
    await expect(switchVersion(t.store, 'mf-landing', '9.9.9', actor)).rejects.toBeInstanceOf(ReleaseError);
    await expect(
      switchVersion(t.store, 'mf-landing', '1.0.0', { ...actor, expectedRevision: 3 }),
    ).rejects.toBeInstanceOf(StaleRevisionError);
  });

  it('retains every version a snapshot of the last N days named', async () => {
    await t.store.publish('mf-landing', '1.0.0', t.dist('1'), 'test');
    await t.store.publish('mf-landing', '2.0.0', t.dist('2'), 'test');
    await t.store.publish('mf-landing', '3.0.0', t.dist('3'), 'test');
    const actor = { who: 'ana', why: 'probar' };
    await switchVersion(t.store, 'mf-landing', '1.0.0', actor);
    await switchVersion(t.store, 'mf-landing', '2.0.0', actor);
    expect([...((await t.store.retained(30)).get('mf-landing') ?? [])].sort()).toEqual(['1.0.0', '2.0.0']);
    // Forty days later only the active version is still named.
    const later = Date.now() + 40 * 86_400_000;
    expect([...((await t.store.retained(30, later)).get('mf-landing') ?? [])]).toEqual(['2.0.0']);
  });
});
