// Release trains on both backends: a set of versions (the shell and remotes) switched, canaried with one
// cohort, promoted, aborted and rolled back as one revision, refused unless every shell/remote pair a
// browser could get is consistent (shared singleton majors), and safe against concurrent one-package changes.
import type { FastifyBaseLogger } from 'fastify';
import {
  promote,
  startCanary,
  switchVersion,
  trainAbort,
  trainCanary,
  trainNameOf,
  trainPromote,
  trainRollback,
  trainSwitch,
} from '../../src/release/actions';
import { LiveReleases } from '../../src/release/serving';
import { BACKENDS, type TestStore } from './stores';

const who = { who: 'train-test', why: 'tren' };

/** A remote's remoteEntry.js with webpack's consume table: each shared key as a singleton with its range. */
function remoteEntry(label: string, shared: Record<string, string>): string {
  const consumes = Object.entries(shared)
    .map(
      ([key, range], i) =>
        `${100 + i}:{fallback:()=>r.e(1),shareScope:["default"],singleton:!0,requiredVersion:"${range}",strictVersion:!1,eager:!1,layer:void 0,shareKey:"${key}"}`,
    )
    .join(',');
  return `var mf;/* ${label} */(()=>{r.consumesLoadingData={moduleIdToConsumeDataMapping:{${consumes}}}})();`;
}

const ROUTER7 = { react: '^19.3.1', 'react-router': '^7.18.5', 'react-router-dom': '^7.18.5' };
const ROUTER8 = { react: '^19.3.1', 'react-router': '^8.5.1' };
const SHELL7 = { react: '19.3.1', 'react-router': '7.18.5', 'react-router-dom': '7.18.5' };
const SHELL8 = { react: '19.3.1', 'react-router': '8.5.1' };

describe.each(BACKENDS)('release trains: %s', (_name, make) => {
  let t: TestStore;

  beforeEach(async () => {
    t = await make();
    const { store } = t;
    await store.publish('shell', '1.0.0', t.dist('shell-1'), 't', { shared: SHELL7 });
    await store.publish('shell', '2.0.0', t.dist('shell-2'), 't', { shared: SHELL8 });
    for (const pkg of ['mf-landing', 'mf-quote', 'mf-forms']) {
      await store.publish(pkg, '1.0.0', t.dist(`${pkg}-1`, { 'remoteEntry.js': remoteEntry(pkg, ROUTER7) }), 't');
      await store.publish(pkg, '2.0.0', t.dist(`${pkg}-2`, { 'remoteEntry.js': remoteEntry(pkg, ROUTER8) }), 't');
    }
    // The router-7 set is live.
    await trainSwitch(store, { shell: '1.0.0', 'mf-landing': '1.0.0', 'mf-quote': '1.0.0', 'mf-forms': '1.0.0' }, who);
  });
  afterEach(() => t.cleanup());

  const ROUTER8_SET = { shell: '2.0.0', 'mf-landing': '2.0.0', 'mf-quote': '2.0.0', 'mf-forms': '2.0.0' };

  it('switches the whole set as one revision, with one history entry naming every package', async () => {
    const before = await t.store.read();
    const s = await trainSwitch(t.store, ROUTER8_SET, { ...who, why: 'router 8' }, { name: 'router-8' });
    expect(s.revision).toBe(before.revision + 1);
    expect(s.remotes).toEqual(ROUTER8_SET);
    const last = (await t.open().history()).at(-1)!;
    expect(last).toMatchObject({
      revision: s.revision,
      action: 'train-switch',
      package: 'tren:router-8',
      why: 'router 8',
      from: 'mf-forms@1.0.0 mf-landing@1.0.0 mf-quote@1.0.0 shell@1.0.0',
      to: 'mf-forms@2.0.0 mf-landing@2.0.0 mf-quote@2.0.0 shell@2.0.0',
    });
    expect(last.set!.shell).toEqual({ from: '1.0.0', to: '2.0.0' });
  });

  it('refuses an inconsistent set and writes nothing: a remote left on the old major, or a major the shell lacks', async () => {
    const before = await t.store.read();
    // mf-forms stays on router 7 while the shell moves to 8.
    const { 'mf-forms': _left, ...partial } = ROUTER8_SET;
    await expect(trainSwitch(t.store, partial, who)).rejects.toThrow(
      /mf-forms 1\.0\.0 necesita react-router \^7\.18\.5 y el shell 2\.0\.0 trae 8\.5\.1[\s\S]*mf-forms 1\.0\.0 comparte react-router-dom \^7\.18\.5 como singleton y el shell 2\.0\.0 no lo provee/,
    );
    // Router-8 remotes with the router-7 shell.
    await expect(trainSwitch(t.store, { 'mf-landing': '2.0.0', 'mf-quote': '2.0.0' }, who)).rejects.toThrow(
      /mf-landing 2\.0\.0 necesita react-router \^8\.5\.1 y el shell 1\.0\.0 trae 7\.18\.5/,
    );
    // One package at a time is refused too, pointing at the train.
    await expect(switchVersion(t.store, 'shell', '2.0.0', who)).rejects.toThrow(/usá un tren/);
    await expect(startCanary(t.store, 'mf-quote', '2.0.0', 10, who)).rejects.toThrow(/necesita react-router \^8/);
    // Bad input: a version that is not stored, one package, a bad name.
    await expect(trainSwitch(t.store, { ...ROUTER8_SET, 'mf-quote': '9.9.9' }, who)).rejects.toThrow(
      'No existe la versión 9.9.9 de mf-quote en el almacén.',
    );
    await expect(trainSwitch(t.store, { shell: '2.0.0' }, who)).rejects.toThrow(/al menos dos paquetes/);
    await expect(trainSwitch(t.store, ROUTER8_SET, who, { name: 'Tren Router' })).rejects.toThrow(
      /Nombre de tren inválido/,
    );
    expect(await t.store.read()).toEqual(before);
  });

  it('canaries the set to one cohort: every browser gets all of the train or none of it, at about the share', async () => {
    await trainCanary(t.store, ROUTER8_SET, 20, who, { name: 'router-8' });
    await expect(trainCanary(t.store, ROUTER8_SET, 20, who, { name: 'otro' })).rejects.toThrow(
      /Ya corre el tren «router-8» en canary/,
    );
    // A one-package change of a member is refused while the train runs.
    await expect(switchVersion(t.store, 'mf-quote', '1.0.0', who)).rejects.toThrow(/va en el tren «router-8»/);
    const log = { warn: jest.fn(), info: jest.fn(), error: jest.fn(), debug: jest.fn() };
    const live = new LiveReleases(t.open(), log as unknown as FastifyBaseLogger, { pollMs: 0 });
    let inTrain = 0;
    const total = 400;
    for (let i = 0; i < total; i++) {
      const choice = { bucketId: `browser-${String(i).padStart(10, '0')}`, pinned: {} };
      const shell = await live.shellFor(choice);
      const { remotes } = await live.remoteEntries(choice);
      const got = { shell, ...Object.fromEntries(remotes.map((r) => [r.package, r.version])) };
      // Never a mix.
      expect([
        ROUTER8_SET,
        { shell: '1.0.0', 'mf-landing': '1.0.0', 'mf-quote': '1.0.0', 'mf-forms': '1.0.0' },
      ]).toContainEqual(got);
      if (shell === '2.0.0') inTrain++;
    }
    expect(inTrain / total).toBeGreaterThan(0.13);
    expect(inTrain / total).toBeLessThan(0.27);
    // Growing the share keeps everyone already in.
    const inAt20 = new Set<number>();
    for (let i = 0; i < total; i++)
      if ((await live.shellFor({ bucketId: `browser-${String(i).padStart(10, '0')}`, pinned: {} })) === '2.0.0')
        inAt20.add(i);
    await trainCanary(t.store, ROUTER8_SET, 50, who, { name: 'router-8' });
    for (const i of inAt20)
      expect(await live.shellFor({ bucketId: `browser-${String(i).padStart(10, '0')}`, pinned: {} })).toBe('2.0.0');
  });

  it('promotes the canary set for everyone as one revision, or aborts it', async () => {
    await trainCanary(t.store, ROUTER8_SET, 10, who);
    const aborted = await trainAbort(t.store, who);
    expect(aborted.train).toBeUndefined();
    expect(aborted.remotes.shell).toBe('1.0.0');
    expect(aborted.change).toMatchObject({ action: 'train-abort', package: `tren:${trainNameOf(ROUTER8_SET)}` });
    await trainCanary(t.store, ROUTER8_SET, 10, who);
    const promoted = await trainPromote(t.store, who);
    expect(promoted.remotes).toEqual(ROUTER8_SET);
    expect(promoted.train).toBeUndefined();
    expect(promoted.revision).toBe(aborted.revision + 2);
    await expect(trainPromote(t.store, who)).rejects.toThrow('No hay un tren en canary.');
  });

  it('rolls back to exactly the previous set, one revision, and refuses once a member moved on its own', async () => {
    // The first train put the shell live: rolling it back would leave the site without one.
    await expect(trainRollback(t.store, who)).rejects.toThrow(/el sitio quedaría sin shell/);
    // A remote the train adds is removed again by the rollback.
    await t.store.publish(
      'mf-wallet',
      '2.0.0',
      t.dist('wallet-2', { 'remoteEntry.js': remoteEntry('w', ROUTER8) }),
      't',
    );
    const before = await t.store.read();
    await trainSwitch(t.store, { ...ROUTER8_SET, 'mf-wallet': '2.0.0' }, who, { name: 'router-8' });
    const back = await trainRollback(t.store, { ...who, why: 'vuelvo' });
    expect(back.remotes).toEqual(before.remotes);
    expect(back.change).toMatchObject({ action: 'train-rollback', package: 'tren:router-8' });
    // Rolling back the rollback is the train again.
    expect((await trainRollback(t.store, who)).remotes).toEqual({ ...ROUTER8_SET, 'mf-wallet': '2.0.0' });
    // A member changed on its own since (router 8 too, so consistent): the set is no longer the train's.
    await t.store.publish(
      'mf-quote',
      '2.1.0',
      t.dist('quote-21', { 'remoteEntry.js': remoteEntry('q', ROUTER8) }),
      't',
    );
    await switchVersion(t.store, 'mf-quote', '2.1.0', who);
    const now = await t.store.read();
    await expect(trainRollback(t.store, who)).rejects.toThrow(/mf-quote \(ahora 2\.1\.0\) cambió después/);
    expect(await t.store.read()).toEqual(now);
  });

  it('a train and a one-package switch at the same time: both land, in some order, nothing lost or mixed', async () => {
    await t.store.publish(
      'mf-wallet',
      '1.0.0',
      t.dist('wallet-1', { 'remoteEntry.js': remoteEntry('w', ROUTER7) }),
      't',
    );
    await t.store.publish(
      'mf-wallet',
      '1.1.0',
      t.dist('wallet-11', { 'remoteEntry.js': remoteEntry('w', ROUTER7) }),
      't',
    );
    await switchVersion(t.store, 'mf-wallet', '1.0.0', who);
    const start = await t.store.read();
    // mf-wallet is not in the set and stays on router 7: whichever lands second is judged on the newer
    // snapshot. The train must then refuse (mf-wallet would be left on 7) or the switch must be refused.
    const results = await Promise.allSettled([
      trainSwitch(t.open(), { ...ROUTER8_SET }, who),
      switchVersion(t.open(), 'mf-wallet', '1.1.0', who),
    ]);
    const end = await t.store.read();
    // The train is refused in any order (mf-wallet is router 7 either way); the switch always lands.
    expect(results[0].status).toBe('rejected');
    expect(results[1].status).toBe('fulfilled');
    expect(end.revision).toBe(start.revision + 1);
    expect(end.remotes['mf-wallet']).toBe('1.1.0');
    expect(end.remotes.shell).toBe('1.0.0');

    // Now with the wallet in the train: both from the same seen revision, exactly one wins (--expect).
    await t.store.publish(
      'mf-wallet',
      '2.0.0',
      t.dist('wallet-2', { 'remoteEntry.js': remoteEntry('w', ROUTER8) }),
      't',
    );
    const seen = (await t.store.read()).revision;
    const raced = await Promise.allSettled([
      trainSwitch(t.open(), { ...ROUTER8_SET, 'mf-wallet': '2.0.0' }, { ...who, expectedRevision: seen }),
      switchVersion(t.open(), 'mf-wallet', '1.0.0', { ...who, expectedRevision: seen }),
    ]);
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const loser = raced.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((loser.reason as Error).name).toBe('StaleRevisionError');
    const final = await t.store.read();
    expect(final.revision).toBe(seen + 1);
    // Whichever won, the snapshot is one consistent set.
    expect([
      { ...ROUTER8_SET, 'mf-wallet': '2.0.0' },
      { shell: '1.0.0', 'mf-landing': '1.0.0', 'mf-quote': '1.0.0', 'mf-forms': '1.0.0', 'mf-wallet': '1.0.0' },
    ]).toContainEqual(final.remotes);

    // Without --expect, both retried on the newest snapshot: 10 rounds, never a mixed set, no lost write.
    for (let round = 0; round < 10; round++) {
      const from = await t.store.read();
      await Promise.allSettled([
        trainSwitch(t.open(), { ...ROUTER8_SET, 'mf-wallet': '2.0.0' }, who),
        trainRollback(t.open(), who),
        switchVersion(t.open(), 'mf-landing', from.remotes['mf-landing']!, who),
      ]);
      const s = await t.store.read();
      const majors = new Set(Object.values(s.remotes).map((v) => v[0]));
      expect(majors.size).toBe(1);
      const history = await t.open().history();
      expect(history.at(-1)!.revision).toBe(s.revision);
      expect(new Set(history.map((h) => h.revision)).size).toBe(history.length);
    }
  });

  it('promote of a one-package canary still works beside the trains', async () => {
    await t.store.publish(
      'mf-landing',
      '1.1.0',
      t.dist('landing-11', { 'remoteEntry.js': remoteEntry('l', ROUTER7) }),
      't',
    );
    await startCanary(t.store, 'mf-landing', '1.1.0', 10, who);
    await expect(trainCanary(t.store, ROUTER8_SET, 10, who)).rejects.toThrow(/mf-landing tiene su propio canary/);
    expect((await promote(t.store, 'mf-landing', who)).remotes['mf-landing']).toBe('1.1.0');
  });

  it('an exposed module renamed: refused one package at a time while a shell mounts the old name, accepted as a train', async () => {
    const { store } = t;
    const exposing = (label: string, modules: string[]) =>
      `${remoteEntry(label, ROUTER8)}var moduleMap={${modules.map((m) => `"${m}":()=>r.e(3)`).join(',')}};`;
    // Shells that record what they mount: 3.0.0 mounts ./RequestForm, 4.0.0 (the rename) ./InsuranceRequestForm.
    await store.publish('shell', '3.0.0', t.dist('shell-3'), 't', {
      shared: SHELL8,
      mounts: { 'mf-forms': ['./ClaimsForm', './RequestForm'] },
    });
    await store.publish('shell', '4.0.0', t.dist('shell-4'), 't', {
      shared: SHELL8,
      mounts: { 'mf-forms': ['./ClaimsForm', './InsuranceRequestForm'] },
    });
    await store.publish(
      'mf-forms',
      '3.0.0',
      t.dist('forms-3', { 'remoteEntry.js': exposing('old', ['./ClaimsForm', './RequestForm']) }),
      't',
    );
    await store.publish(
      'mf-forms',
      '4.0.0',
      t.dist('forms-4', { 'remoteEntry.js': exposing('new', ['./ClaimsForm', './InsuranceRequestForm']) }),
      't',
    );
    await trainSwitch(store, { ...ROUTER8_SET, shell: '3.0.0', 'mf-forms': '3.0.0' }, who);
    const before = await store.read();

    await expect(switchVersion(store, 'mf-forms', '4.0.0', who)).rejects.toThrow(
      /mf-forms 4\.0\.0 no expone \.\/RequestForm, que el shell 3\.0\.0 monta/,
    );
    await expect(switchVersion(store, 'shell', '4.0.0', who)).rejects.toThrow(
      /mf-forms 3\.0\.0 no expone \.\/InsuranceRequestForm, que el shell 4\.0\.0 monta/,
    );
    expect((await store.read()).revision).toBe(before.revision);

    const s = await trainSwitch(store, { shell: '4.0.0', 'mf-forms': '4.0.0' }, who, { name: 'rename' });
    expect(s.remotes).toMatchObject({ shell: '4.0.0', 'mf-forms': '4.0.0' });
  });
});
