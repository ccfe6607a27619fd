// Two gateways on one bucket (the fake S3 server): a switch made through one is served by the other
// within a second, and both serve the versions' files from their own read-through caches with the same
// cache headers and ETags as from a folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../src/app';
import { switchVersion } from '../../src/release/actions';
import { S3Backend } from '../../src/release/s3-backend';
import { SHELL_FILES, buildTestApp, remoteFiles } from '../helpers/build-app';
import { startFakeS3, type FakeS3 } from 'server-kit/src/fake-s3';

const SECRET = 's3-gateways-test-secret-of-32-characters';
const ADMIN = 'admin-token-for-the-s3-gateway-tests';

describe('two gateways on one bucket', () => {
  let s3: FakeS3;
  let base: string;
  let a: App;
  let b: App;

  beforeEach(async () => {
    s3 = await startFakeS3();
    base = fs.mkdtempSync(path.join(os.tmpdir(), 's3-gateways-'));
    const store = new S3Backend(
      {
        bucket: s3.bucket,
        prefix: 'prod',
        endpoint: s3.endpoint,
        region: s3.credentials.region,
        credentials: { accessKeyId: s3.credentials.accessKeyId, secretAccessKey: s3.credentials.secretAccessKey },
      },
      { cacheDir: path.join(base, 'cli-cache') },
    );
    const dist = (name: string, files: Record<string, string>) => {
      const dir = path.join(base, name);
      for (const [file, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), content);
      }
      return dir;
    };
    await store.publish('shell', '1.0.0', dist('shell', SHELL_FILES), 'test');
    await store.publish('mf-landing', '1.0.0', dist('l1', remoteFiles('landing 1.0.0')), 'test');
    await store.publish('mf-landing', '2.0.0', dist('l2', remoteFiles('landing 2.0.0')), 'test');
    await switchVersion(store, 'shell', '1.0.0', { who: 'test', why: 'seed' });
    await switchVersion(store, 'mf-landing', '1.0.0', { who: 'test', why: 'seed' });
    const env = (cache: string) => ({
      ...s3.env('prod'),
      RELEASE_CACHE_DIR: path.join(base, cache),
      RELEASE_SIGNING_SECRET: SECRET,
      RELEASE_ADMIN_TOKEN: ADMIN,
    });
    a = await buildTestApp(env('cache-a'));
    b = await buildTestApp(env('cache-b'));
  });

  afterEach(async () => {
    await a.close();
    await b.close();
    await s3.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  const landing = async (app: App) =>
    (await app.inject({ url: '/remotes.json' }))
      .json()
      .remotes.find((r: { package: string }) => r.package === 'mf-landing').version as string;

  it('the second gateway serves a switch made through the first within a second', async () => {
    expect(await landing(a)).toBe('1.0.0');
    expect(await landing(b)).toBe('1.0.0');

    const res = await a.inject({
      method: 'POST',
      url: '/__release/admin/action',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=switch&package=mf-landing&version=2.0.0&why=nueva+portada&revision=2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Listo: revisión 3.');
    const switched = Date.now();

    let seen = await landing(b);
    while (seen !== '2.0.0' && Date.now() - switched < 2000) {
      await new Promise((r) => setTimeout(r, 25));
      seen = await landing(b);
    }
    expect(seen).toBe('2.0.0');
    expect(Date.now() - switched).toBeLessThan(1000);

    // The history row, written through gateway A, on gateway B's page.
    const page = await b.inject({ url: '/__release/admin', headers: { authorization: `Bearer ${ADMIN}` } });
    expect(page.body).toContain('Snapshot activo: revisión <strong>3</strong>');
    expect(page.body).toContain('nueva portada');
  });

  it('asks the bucket for the snapshot at most every few hundred milliseconds, with a conditional GET', async () => {
    await landing(b);
    s3.log.length = 0;
    for (let i = 0; i < 20; i++) await landing(b);
    const gets = s3.log.filter((r) => r.key === 'prod/snapshot.json');
    expect(gets.length).toBeLessThanOrEqual(1);
    expect(gets.every((r) => r.status === 304)).toBe(true);
  });

  it('serves files from its cache with the same cache headers and ETags on both gateways', async () => {
    const entry = '/remotes/mf-landing/1.0.0/remoteEntry.js';
    const fromA = await a.inject({ url: entry });
    const fromB = await b.inject({ url: entry });
    expect(fromA.statusCode).toBe(200);
    expect(fromA.body).toBe('var mf_landing; /* landing 1.0.0 */');
    expect(fromA.headers['cache-control']).toBe('no-cache');
    expect(fromA.headers.etag).toBeDefined();
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    const revalidated = await b.inject({ url: entry, headers: { 'if-none-match': String(fromA.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);

    const chunk = await b.inject({ url: '/remotes/mf-landing/2.0.0/456.0badc0de.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await b.inject({ url: '/remotes/mf-landing/3.0.0/remoteEntry.js' })).statusCode).toBe(404);
    expect((await b.inject({ url: '/remotes/mf-landing/1.0.0/nope.js' })).statusCode).toBe(404);

    const shell = await b.inject({ url: '/policy/123', headers: { accept: 'text/html' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root">');
    expect(shell.headers['cache-control']).toBe('private, no-cache');
    const asset = await b.inject({ url: '/assets/logo.0a1b2c3d.svg' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fs.existsSync(path.join(base, 'cache-b', 'shell', '1.0.0', 'assets', 'logo.0a1b2c3d.svg'))).toBe(true);
  });

  it('keeps serving the last snapshot while the bucket does not answer', async () => {
    expect(await landing(b)).toBe('1.0.0');
    expect((await b.inject({ url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    await s3.close();
    await new Promise((r) => setTimeout(r, 350));
    const res = await b.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().remotes[0].version).toBe('1.0.0');
    // Files already cached are still served.
    expect((await b.inject({ url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  });
});
