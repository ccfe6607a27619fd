import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isVersionName, safeSegments } from '../../src/release/model';
import { LiveReleases, cacheControlFor, federationName } from '../../src/release/serving';
import { SHELL_FILES, createReleases, remoteFiles, type TestReleases } from '../helpers/build-app';

function fakeLogger() {
  const log = { warn: jest.fn(), info: jest.fn(), error: jest.fn(), debug: jest.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

describe('path checks', () => {
  it.each([
    ['main.js', ['main.js']],
    ['assets/logo.0a1b2c3d.svg', ['assets', 'logo.0a1b2c3d.svg']],
    ['262.c4e87d17.js.LICENSE.txt', ['262.c4e87d17.js.LICENSE.txt']],
  ])('accepts %s', (input, segments) => {
    expect(safeSegments(input)).toEqual(segments);
  });

  it.each([
    '',
    '..',
    '../secret.txt',
    'a/../../b',
    './main.js',
    '.env',
    'a//b',
    'a\\..\\b',
    '%2e%2e/x',
    '/etc/passwd',
    'a\0b',
    'a/',
  ])('refuses %p', (input) => {
    expect(safeSegments(input)).toBeNull();
  });

  it('validates versions', () => {
    expect(isVersionName('1.2.3')).toBe(true);
    expect(isVersionName('2026-11-21_abc.1')).toBe(true);
    for (const bad of ['.', '..', '1/2', '1 2', '', '%2e%2e']) expect(isVersionName(bad)).toBe(false);
  });

  it('names federation containers after the package', () => {
    expect(federationName('mf-landing')).toBe('mf_landing');
    expect(federationName('mf-add-service')).toBe('mf_add_service');
  });
});

describe('cacheControlFor', () => {
  it.each(['main.js', 'remoteEntry.js', 'index.html', 'main.js.map', 'favicon.ico'])('%s is revalidated', (name) => {
    expect(cacheControlFor(name)).toBe('no-cache');
  });

  it.each(['123.abcdef12.js', '123.abcdef12.js.map', 'logo.0a1b2c3d.svg', '262.c4e87d17.js.LICENSE.txt'])(
    '%s is immutable',
    (name) => {
      expect(cacheControlFor(name)).toBe('public, max-age=31536000, immutable');
    },
  );
});

describe('LiveReleases', () => {
  let releases: TestReleases;

  beforeEach(() => {
    releases = createReleases();
    releases.add('shell', '1.0.0', SHELL_FILES);
    releases.add('mf-landing', '1.0.0', remoteFiles('1'));
    releases.add('mf-landing', '2.0.0', remoteFiles('2'));
  });

  afterEach(() => releases.cleanup());

  it('is empty until current.json exists', async () => {
    const store = new LiveReleases(releases.dir, fakeLogger().logger);
    expect(await store.current()).toEqual({ revision: 0, shell: null, remotes: [], canary: {}, train: null });
  });

  it('lists the shell and remotes of current.json', async () => {
    releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0' });
    const store = new LiveReleases(releases.dir, fakeLogger().logger);
    const snapshot = await store.current();
    expect(snapshot.shell).toEqual({
      package: 'shell',
      version: '1.0.0',
      dir: path.join(releases.dir, 'shell', '1.0.0'),
    });
    expect((await store.remoteEntries()).remotes).toEqual([
      {
        name: 'mf_landing',
        package: 'mf-landing',
        version: '1.0.0',
        entry: '/remotes/mf-landing/1.0.0/remoteEntry.js',
      },
    ]);
  });

  it('reads current.json again only when it changes', async () => {
    releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0' });
    const store = new LiveReleases(releases.dir, fakeLogger().logger);
    const readFile = jest.spyOn(fs.promises, 'readFile');
    try {
      await store.current();
      const afterFirst = readFile.mock.calls.length;
      await store.current();
      await Promise.all([store.current(), store.current()]);
      expect(readFile).toHaveBeenCalledTimes(afterFirst);

      releases.setCurrent({ shell: '1.0.0', 'mf-landing': '2.0.0' });
      expect((await store.current()).remotes.map((r) => r.version)).toEqual(['2.0.0']);
      expect(readFile.mock.calls.length).toBeGreaterThan(afterFirst);
    } finally {
      readFile.mockRestore();
    }
  });

  it('skips, with a warning, a version whose folder is missing', async () => {
    releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0', 'mf-wallet': '9.9.9' });
    const { log, logger } = fakeLogger();
    const store = new LiveReleases(releases.dir, logger);
    expect((await store.current()).remotes.map((r) => r.package)).toEqual(['mf-landing']);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ package: 'mf-wallet', version: '9.9.9' }),
      expect.any(String),
    );
  });

  it('skips invalid names and versions', async () => {
    releases.setCurrent({ shell: '1.0.0', 'mf-landing': '..', '../etc': '1.0.0', other: '1.0.0' });
    const { logger } = fakeLogger();
    const snapshot = await new LiveReleases(releases.dir, logger).current();
    expect(snapshot.remotes).toEqual([]);
    expect(snapshot.shell?.version).toBe('1.0.0');
  });

  it('keeps the previous releases when current.json becomes unreadable', async () => {
    releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0' });
    const { log, logger } = fakeLogger();
    const store = new LiveReleases(releases.dir, logger);
    await store.current();
    fs.writeFileSync(path.join(releases.dir, 'current.json'), '{ "shell": ');
    expect((await store.current()).shell?.version).toBe('1.0.0');
    expect(log.error).toHaveBeenCalled();
  });

  it('resolves files inside a release only', async () => {
    const store = new LiveReleases(releases.dir, fakeLogger().logger);
    const dir = path.join(releases.dir, 'mf-landing', '1.0.0');
    expect(await store.resolve('mf-landing', '1.0.0', 'remoteEntry.js')).toEqual({ dir, file: 'remoteEntry.js' });
    expect(await store.resolve('shell', '1.0.0', 'assets/logo.0a1b2c3d.svg')).toMatchObject({
      file: 'assets/logo.0a1b2c3d.svg',
    });
    for (const [pkg, version, file] of [
      ['mf-landing', '1.0.0', 'nope.js'],
      ['mf-landing', '3.0.0', 'remoteEntry.js'],
      ['mf-landing', '..', 'secret.txt'],
      ['mf-landing', '1.0.0', '../../secret.txt'],
      ['..', '..', 'secret.txt'],
      ['mf-landing', '1.0.0', 'assets'],
      ['mf-nope', '1.0.0', 'remoteEntry.js'],
    ] as const) {
      expect(await store.resolve(pkg, version, file)).toBeNull();
    }
  });
});
