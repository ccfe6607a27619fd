import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderBackend } from '../../src/release/folder-backend';

const change = (pkg: string, to: string) => ({
  who: 'test',
  why: 'test',
  action: 'switch',
  package: pkg,
  from: null,
  to,
});

// What only the filesystem backend has; the rest of the contract: backend-contract.test.ts.
describe('FolderBackend', () => {
  let base: string;
  let root: string;
  let store: FolderBackend;
  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
    root = path.join(base, 'releases');
    store = new FolderBackend(root);
  });
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

  it('starts at revision 0, reading the legacy current.json when there is no snapshot', async () => {
    expect((await store.read()).revision).toBe(0);
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(path.join(root, 'current.json'), JSON.stringify({ 'mf-landing': '1.0.0' }));
    expect(await store.read()).toMatchObject({ revision: 0, remotes: { 'mf-landing': '1.0.0' }, canary: {} });
  });

  it('takes over a lock left by a crashed writer', async () => {
    fs.mkdirSync(root, { recursive: true });
    const lock = path.join(root, '.lock');
    fs.writeFileSync(lock, '99999\n');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    await store.write(0, { remotes: { 'mf-landing': '1.0.0' }, canary: {} }, change('mf-landing', '1.0.0'));
    expect((await store.read()).revision).toBe(1);
  });

  it('carries on from a store written before snapshots recorded their change', async () => {
    fs.mkdirSync(path.join(root, 'snapshots'), { recursive: true });
    const old = { revision: 1, updatedAt: '2026-01-01T00:00:00.000Z', remotes: { 'mf-landing': '1.0.0' }, canary: {} };
    fs.writeFileSync(path.join(root, 'snapshot.json'), JSON.stringify(old));
    fs.writeFileSync(path.join(root, 'snapshots', '1.json'), JSON.stringify(old));
    const line = { revision: 1, at: old.updatedAt, ...change('mf-landing', '1.0.0') };
    fs.writeFileSync(path.join(root, 'history.jsonl'), `${JSON.stringify(line)}\n`);
    await store.write(1, { remotes: { 'mf-landing': '2.0.0' }, canary: {} }, change('mf-landing', '2.0.0'));
    expect((await store.history()).map((h) => `${h.revision} ${h.to}`)).toEqual(['1 1.0.0', '2 2.0.0']);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'current.json'), 'utf8'))).toEqual({ 'mf-landing': '2.0.0' });
  });
});
