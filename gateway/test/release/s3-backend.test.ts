// What only the bucket backend has: SigV4 on every request, listings across pages, the conditional GET
// of the snapshot, the gateways' read-through cache. The shared contract: backend-contract.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { S3Error, S3Backend } from '../../src/release/s3-backend';
import { ReleaseError } from '../../src/release/model';
import { s3TestStore, type TestStore } from './stores';

describe('S3Backend', () => {
  let t: TestStore;
  beforeEach(async () => {
    t = await s3TestStore();
  });
  afterEach(() => t.cleanup());

  it('is refused without a valid signature', async () => {
    const unsigned = await fetch(`${t.s3!.endpoint}/${t.s3!.bucket}/team/releases/snapshot.json`);
    expect(unsigned.status).toBe(403);
    const wrongKey = new S3Backend(
      {
        bucket: t.s3!.bucket,
        prefix: 'team/releases',
        endpoint: t.s3!.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: t.s3!.credentials.accessKeyId, secretAccessKey: 'not-the-secret' },
      },
      { cacheDir: path.join(t.base, 'cache-wrong') },
    );
    await expect(wrongKey.read()).rejects.toThrow(S3Error);
    await expect(wrongKey.read()).rejects.toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('keeps everything under its prefix and lists packages and versions across pages', async () => {
    const versions = ['1.0.0', '1.1.0', '1.2.0', '2.0.0', '2.1.0'];
    for (const v of versions) await t.store.publish('mf-landing', v, t.dist(v), 'test');
    for (const pkg of ['shell', 'mf-quote', 'mf-wallet', 'mf-forms'])
      await t.store.publish(pkg, '1.0.0', t.dist(pkg), 'test');
    expect([...t.s3!.objects.keys()].every((k) => k.startsWith('team/releases/'))).toBe(true);
    expect(await t.open().packages()).toEqual(['mf-forms', 'mf-landing', 'mf-quote', 'mf-wallet', 'shell']);
    expect((await t.open().versions('mf-landing')).sort()).toEqual(versions);
    // Pages of 3: the listings above needed continuation tokens.
    expect(t.s3!.log.filter((r) => r.key === '?list').length).toBeGreaterThan(3);
  });

  it('asks for the snapshot with a conditional GET and gets a 304 while it is unchanged', async () => {
    const gateway = t.open();
    const first = await gateway.readIfChanged(null);
    expect(first).toEqual({ changed: true, tag: 'missing', snapshot: expect.objectContaining({ revision: 0 }) });
    expect(await gateway.readIfChanged('missing')).toEqual({ changed: false });
    await t.store.write(
      0,
      { remotes: { shell: '1.0.0' }, canary: {} },
      {
        who: 't',
        why: 't',
        action: 'switch',
        package: 'shell',
        from: null,
        to: '1.0.0',
      },
    );
    const changed = await gateway.readIfChanged('missing');
    if (!changed.changed || !('snapshot' in changed)) throw new Error('expected a snapshot');
    expect(changed.snapshot.revision).toBe(1);
    t.s3!.log.length = 0;
    expect(await gateway.readIfChanged(changed.tag)).toEqual({ changed: false });
    expect(t.s3!.log).toEqual([{ method: 'GET', key: 'team/releases/snapshot.json', status: 304 }]);
  });

  it('caches version files once, with the publication time as mtime, and refuses a tampered object', async () => {
    await t.store.publish('mf-landing', '1.0.0', t.dist('one'), 'test');
    const info = await t.store.releaseInfo('mf-landing', '1.0.0');
    const a = t.open();
    const b = t.open();
    const found = await a.localFile('mf-landing', '1.0.0', 'remoteEntry.js');
    const again = await b.localFile('mf-landing', '1.0.0', 'remoteEntry.js');
    const mtimes = [found!, again!].map((f) => fs.statSync(path.join(f.dir, f.file)).mtime.toISOString());
    expect(mtimes).toEqual([info!.publishedAt, info!.publishedAt]);
    // Served from the cache from now on: no request to the bucket.
    t.s3!.log.length = 0;
    expect(await a.localFile('mf-landing', '1.0.0', 'remoteEntry.js')).toEqual(found);
    expect(t.s3!.log).toEqual([]);
    // A file the version does not list is answered without asking the bucket.
    expect(await a.localFile('mf-landing', '1.0.0', 'other.js')).toBeNull();
    expect(t.s3!.log).toEqual([]);

    t.s3!.objects.get('team/releases/mf-landing/1.0.0/assets/a.svg')!.body = Buffer.from('<svg>evil</svg>');
    await expect(a.localFile('mf-landing', '1.0.0', 'assets/a.svg')).rejects.toBeInstanceOf(ReleaseError);
  });

  it('refuses to seal a version over files of another build left by an interrupted publish', async () => {
    const dying = t.open({
      beforeSeal: () => {
        throw new Error('died');
      },
    });
    await expect(dying.publish('mf-landing', '1.0.0', t.dist('first'), 'test')).rejects.toThrow('died');
    await expect(t.open().publish('mf-landing', '1.0.0', t.dist('second'), 'test')).rejects.toThrow(
      /ya está en el almacén con otro contenido/,
    );
    expect(await t.open().hasVersion('mf-landing', '1.0.0')).toBe(false);
  });
});
