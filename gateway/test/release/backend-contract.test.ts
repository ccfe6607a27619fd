// The same contract for both release store backends: the filesystem folder and the S3-compatible bucket
// (a fake S3 server that checks signatures and answers conditional requests as S3 does).
import fs from 'node:fs';
import path from 'node:path';
import { abortCanary, promote, prune, rollback, startCanary, switchVersion } from '../../src/release/actions';
import { ReleaseError, StaleRevisionError, type ChangeMeta } from '../../src/release/model';
import { BACKENDS, type TestStore } from './stores';

const change = (pkg: string, to: string | null): ChangeMeta => ({
  who: 'test',
  why: 'test',
  action: 'switch',
  package: pkg,
  from: null,
  to,
});

class Crash extends Error {}

describe.each(BACKENDS)('release store contract: %s', (_name, make) => {
  let t: TestStore;
  beforeEach(async () => {
    t = await make();
  });
  afterEach(() => t.cleanup());

  it('starts empty at revision 0 with no history', async () => {
    expect(await t.store.read()).toMatchObject({ revision: 0, remotes: {}, canary: {} });
    expect(await t.store.history()).toEqual([]);
    expect(await t.store.packages()).toEqual([]);
    expect(await t.store.readRevision(1)).toBeNull();
  });

  it('refuses a stale write and writes nothing', async () => {
    await t.store.write(0, { remotes: { 'mf-landing': '1.0.0' }, canary: {} }, change('mf-landing', '1.0.0'));
    await expect(
      t.store.write(0, { remotes: { 'mf-landing': '2.0.0' }, canary: {} }, change('mf-landing', '2.0.0')),
    ).rejects.toBeInstanceOf(StaleRevisionError);
    // Another process on the same storage sees the same.
    const other = t.open();
    expect(await other.read()).toMatchObject({ revision: 1, remotes: { 'mf-landing': '1.0.0' } });
    expect(await other.history()).toHaveLength(1);
    await expect(
      other.write(0, { remotes: { 'mf-landing': '3.0.0' }, canary: {} }, change('mf-landing', '3.0.0')),
    ).rejects.toMatchObject({ expected: 0, actual: 1 });
  });

  it('loses no update under 40 concurrent compare-and-swap writers', async () => {
    // Each writer is its own store object (as if in its own process) and adds its own package; every one
    // retries on a stale revision until it lands.
    const writers = Array.from({ length: 40 }, (_, i) =>
      t.open().update(
        (s) => ({
          next: { remotes: { ...s.remotes, [`mf-w${i}`]: `${i}.0.0` }, canary: s.canary },
          meta: change(`mf-w${i}`, `${i}.0.0`),
        }),
        400,
      ),
    );
    await Promise.all(writers);
    const snapshot = await t.store.read();
    expect(snapshot.revision).toBe(40);
    expect(Object.keys(snapshot.remotes)).toHaveLength(40);
    const history = await t.store.history();
    expect(history.map((h) => h.revision)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(history.map((h) => h.package)).size).toBe(40);
    // Every revision is stored, each with one more package than the one before.
    for (let r = 1; r <= 40; r++) expect(Object.keys((await t.store.readRevision(r))!.remotes)).toHaveLength(r);
    if (t.kind === 'filesystem') {
      const root = path.join(t.base, 'releases');
      expect(fs.readdirSync(path.join(root, 'snapshots'))).toHaveLength(40);
      expect(fs.readdirSync(root).filter((f) => f.endsWith('.tmp') || f === '.lock')).toEqual([]);
    }
  });

  it('lets exactly one of many writers from the same revision win', async () => {
    await t.store.write(0, { remotes: {}, canary: {} }, change('mf-landing', null));
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        t.open().write(1, { remotes: { 'mf-landing': `${i}.0.0` }, canary: {} }, change('mf-landing', `${i}.0.0`)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(24);
    for (const r of refused) expect(r.reason).toBeInstanceOf(StaleRevisionError);
    expect((await t.store.read()).revision).toBe(2);
    expect(await t.store.history()).toHaveLength(2);
  });

  it('keeps the history complete when a writer dies between its commit and its history entry', async () => {
    await t.store.write(0, { remotes: { 'mf-landing': '1.0.0' }, canary: {} }, change('mf-landing', '1.0.0'));
    const dying = t.open({
      afterCommit: () => {
        throw new Crash('the writer died');
      },
    });
    await expect(
      dying.write(
        1,
        { remotes: { 'mf-landing': '2.0.0' }, canary: {} },
        { ...change('mf-landing', '2.0.0'), why: 'crash' },
      ),
    ).rejects.toBeInstanceOf(Crash);

    // The change was committed: readers see it and its history entry, from the snapshot itself.
    const reader = t.open();
    expect(await reader.read()).toMatchObject({ revision: 2, remotes: { 'mf-landing': '2.0.0' } });
    expect((await reader.history()).map((h) => `${h.revision} ${h.to} ${h.why}`)).toEqual([
      '1 1.0.0 test',
      '2 2.0.0 crash',
    ]);
    expect(await reader.readRevision(2)).toMatchObject({ revision: 2, remotes: { 'mf-landing': '2.0.0' } });

    // The next writer repairs the missing pieces before its own commit; nothing is duplicated.
    const next = t.open();
    await next.write(2, { remotes: { 'mf-landing': '3.0.0' }, canary: {} }, change('mf-landing', '3.0.0'));
    expect((await t.open().history()).map((h) => h.revision)).toEqual([1, 2, 3]);
    expect(await t.open().readRevision(2)).toMatchObject({ revision: 2, change: { why: 'crash' } });
    if (t.kind === 'filesystem') {
      const lines = fs
        .readFileSync(path.join(t.base, 'releases', 'history.jsonl'), 'utf8')
        .trim()
        .split('\n');
      expect(lines.map((l) => JSON.parse(l).revision)).toEqual([1, 2, 3]);
    } else {
      expect([...t.s3!.objects.keys()].filter((k) => k.includes('/snapshots/')).sort()).toEqual([
        'team/releases/snapshots/1.json',
        'team/releases/snapshots/2.json',
        'team/releases/snapshots/3.json',
      ]);
    }
  });

  it('publishes a version once: same bytes again is a no-op, different bytes are refused', async () => {
    const a = t.dist('a');
    expect(await t.store.publish('mf-landing', '1.0.0', a, 'test')).toBe('published');
    // The build stamp (a dotfile) differs; the served files do not.
    fs.writeFileSync(path.join(a, '.build-stamp'), 'other');
    expect(await t.open().publish('mf-landing', '1.0.0', a, 'test')).toBe('unchanged');
    await expect(t.open().publish('mf-landing', '1.0.0', t.dist('b'), 'test')).rejects.toThrow(
      /ya está publicada con otro contenido/,
    );
    expect((await t.store.readFile('mf-landing', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('/* a */');
    expect((await t.store.readFile('mf-landing', '1.0.0', 'assets/a.svg'))?.toString()).toBe('<svg/>');
    expect(await t.store.readFile('mf-landing', '1.0.0', '.build-stamp')).toBeNull();
    expect(await t.store.versions('mf-landing')).toEqual(['1.0.0']);
    expect(await t.store.packages()).toEqual(['mf-landing']);
    const info = await t.store.releaseInfo('mf-landing', '1.0.0');
    expect(info).toMatchObject({ package: 'mf-landing', version: '1.0.0', by: 'test' });
    expect(Object.keys(info!.files!)).toEqual(['12.abcdef12.js', 'assets/a.svg', 'index.html', 'remoteEntry.js']);
  });

  it('never shows a half-published version, and a second publish of the same build completes it', async () => {
    const dying = t.open({
      beforeSeal: () => {
        throw new Crash('the publisher died');
      },
    });
    const dist = t.dist('half');
    await expect(dying.publish('mf-landing', '1.0.0', dist, 'test')).rejects.toBeInstanceOf(Crash);
    const reader = t.open();
    expect(await reader.hasVersion('mf-landing', '1.0.0')).toBe(false);
    expect(await reader.versions('mf-landing')).toEqual([]);
    expect(await reader.localFile('mf-landing', '1.0.0', 'remoteEntry.js')).toBeNull();
    await expect(switchVersion(reader, 'mf-landing', '1.0.0', { who: 't', why: 't' })).rejects.toBeInstanceOf(
      ReleaseError,
    );
    expect(await t.open().publish('mf-landing', '1.0.0', dist, 'test')).toBe('published');
    expect(await t.open().hasVersion('mf-landing', '1.0.0')).toBe(true);
  });

  it('lets one of two concurrent publishers of the same build seal it and the other find it unchanged', async () => {
    const dist = t.dist('same');
    const results = await Promise.all([
      t.open().publish('mf-landing', '1.0.0', dist, 'a'),
      t.open().publish('mf-landing', '1.0.0', dist, 'b'),
    ]);
    expect(results.sort()).toEqual(['published', 'unchanged']);
  });

  it('serves any stored version from a local folder', async () => {
    await t.store.publish('mf-landing', '1.0.0', t.dist('one'), 'test');
    const gateway = t.open();
    const found = await gateway.localFile('mf-landing', '1.0.0', 'assets/a.svg');
    expect(found).toEqual({ dir: gateway.localDir('mf-landing', '1.0.0'), file: 'assets/a.svg' });
    expect(fs.readFileSync(path.join(found!.dir, found!.file), 'utf8')).toBe('<svg/>');
    for (const [pkg, version, file] of [
      ['mf-landing', '1.0.0', 'nope.js'],
      ['mf-landing', '2.0.0', 'remoteEntry.js'],
      ['mf-landing', '1.0.0', '../../secret.txt'],
      ['mf-landing', '1.0.0', '.release.json'],
      ['mf-landing', '..', 'remoteEntry.js'],
      ['mf-landing', '1.0.0', 'assets'],
    ] as const) {
      expect(await gateway.localFile(pkg, version, file)).toBeNull();
    }
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
    expect((await t.store.history(2)).map((h) => h.revision)).toEqual([6, 7]);
    await expect(switchVersion(t.store, 'mf-landing', '9.9.9', actor)).rejects.toBeInstanceOf(ReleaseError);
    await expect(
      switchVersion(t.store, 'mf-landing', '1.0.0', { ...actor, expectedRevision: 3 }),
    ).rejects.toBeInstanceOf(StaleRevisionError);
  });

  it('retains every version a snapshot of the last N days named, and the active and canary ones', async () => {
    for (const v of ['1.0.0', '2.0.0', '3.0.0', '4.0.0']) await t.store.publish('mf-landing', v, t.dist(v), 'test');
    const actor = { who: 'ana', why: 'probar' };
    await switchVersion(t.store, 'mf-landing', '1.0.0', actor);
    await switchVersion(t.store, 'mf-landing', '2.0.0', actor);
    await startCanary(t.store, 'mf-landing', '3.0.0', 5, actor);
    const kept = async (days: number, now?: number) =>
      [...((await t.open().retained(days, now)).get('mf-landing') ?? [])].sort();
    expect(await kept(30)).toEqual(['1.0.0', '2.0.0', '3.0.0']);
    // Forty days later only the active version and the canary are still named.
    expect(await kept(30, Date.now() + 40 * 86_400_000)).toEqual(['2.0.0', '3.0.0']);
  });

  it('prunes the versions no snapshot of the last N days named, never the active, canary or recent ones', async () => {
    for (const v of ['1.0.0', '2.0.0', '3.0.0', '4.0.0', '5.0.0'])
      await t.store.publish('mf-landing', v, t.dist(`landing ${v}`), 'test');
    await t.store.publish('shell', '1.0.0', t.dist('shell 1'), 'test');
    await t.store.publish('shell', '2.0.0', t.dist('shell 2'), 'test');
    const actor = { who: 'ana', why: 'probar' };
    await switchVersion(t.store, 'shell', '1.0.0', actor);
    await switchVersion(t.store, 'mf-landing', '1.0.0', actor);
    await switchVersion(t.store, 'mf-landing', '2.0.0', actor);
    await startCanary(t.store, 'mf-landing', '3.0.0', 10, actor);
    const names = (r: { removed: { package: string; version: string }[] }) =>
      r.removed.map((x) => `${x.package}@${x.version}`).sort();

    // Today everything was named or published recently: nothing goes.
    expect(await prune(t.store, { days: 30 })).toEqual({ removed: [], kept: 7 });
    expect(await prune(t.store, { days: 0 })).toEqual({ removed: [], kept: 7 });

    // Forty days later: 1.0.0 was replaced more than 30 days ago; 4.0.0, 5.0.0 and shell 2.0.0 were never named.
    const later = Date.now() + 40 * 86_400_000;
    const dry = await prune(t.open(), { days: 30, dryRun: true, now: later });
    expect(names(dry)).toEqual(['mf-landing@1.0.0', 'mf-landing@4.0.0', 'mf-landing@5.0.0', 'shell@2.0.0']);
    expect(dry.kept).toBe(3);
    expect((await t.store.versions('mf-landing')).sort()).toEqual(['1.0.0', '2.0.0', '3.0.0', '4.0.0', '5.0.0']);

    const done = await prune(t.open(), { days: 30, now: later });
    expect(names(done)).toEqual(names(dry));
    const reader = t.open();
    expect((await reader.versions('mf-landing')).sort()).toEqual(['2.0.0', '3.0.0']);
    expect(await reader.versions('shell')).toEqual(['1.0.0']);
    expect(await reader.hasVersion('mf-landing', '1.0.0')).toBe(false);
    expect(await reader.localFile('mf-landing', '4.0.0', 'remoteEntry.js')).toBeNull();
    expect(await reader.localFile('mf-landing', '2.0.0', 'remoteEntry.js')).not.toBeNull();
    if (t.kind === 's3')
      expect(
        [...t.s3!.objects.keys()].filter((k) => k.includes('/mf-landing/1.0.0/') || k.includes('/shell/2.0.0/')),
      ).toEqual([]);
    else expect(fs.readdirSync(path.join(t.base, 'releases', 'mf-landing')).sort()).toEqual(['2.0.0', '3.0.0']);
    // Nothing left to prune.
    expect(await prune(t.open(), { days: 30, now: later })).toEqual({ removed: [], kept: 3 });
  });
});
