import zlib from 'node:zlib';
import type { App } from '../../src/app';
import { SHELL_FILES, buildTestApp, createReleases, remoteFiles, type TestReleases } from '../helpers/build-app';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const BROWSER = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file plus the `.br` and `.gz` copies the build writes beside it. */
function withPrecompressed(files: Record<string, string>, names: string[]): Record<string, string | Buffer> {
  const out: Record<string, string | Buffer> = { ...files };
  for (const name of names) {
    out[`${name}.br`] = zlib.brotliCompressSync(files[name]!);
    out[`${name}.gz`] = zlib.gzipSync(files[name]!, { level: 9 });
  }
  return out;
}

describe('precompressed release files', () => {
  let releases: TestReleases;
  let app: App;
  let files: Record<string, string | Buffer>;
  let remote: Record<string, string | Buffer>;

  beforeEach(async () => {
    releases = createReleases();
    files = withPrecompressed(SHELL_FILES, ['index.html', 'main.js', '123.abcdef12.js']);
    releases.add('shell', '1.0.0', files);
    const landing = { ...remoteFiles('landing'), 'remoteEntry.js': `var mf_landing;${' '.repeat(2048)}` };
    remote = withPrecompressed(landing, ['remoteEntry.js']);
    releases.add('mf-landing', '1.0.0', remote);
    releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0' });
    app = await buildTestApp({ RELEASES_DIR: releases.dir });
  });

  afterEach(async () => {
    await app.close();
    releases.cleanup();
  });

  it('sends the brotli copy to a browser that accepts br, with the original type and cache policy', async () => {
    const res = await app.inject({ url: '/main.js', headers: { 'accept-encoding': BROWSER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    // The shell's fixed-name files are chosen per browser (shell canary, QA pin): never in a shared cache.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.equals(files['main.js.br'] as Buffer)).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SHELL_FILES['main.js']);

    const chunk = await app.inject({ url: '/123.abcdef12.js', headers: { 'accept-encoding': BROWSER } });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the page made for this browser (not the stored copy) and a remote entry brotli', async () => {
    const page = await app.inject({ url: '/app', headers: { ...HTML, 'accept-encoding': BROWSER } });
    // Under the 1 KB threshold of the on-the-fly gzip; a real page is gzipped.
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<script type="application/json" id="remotes-snapshot">');

    const entry = await app.inject({
      url: '/remotes/mf-landing/1.0.0/remoteEntry.js',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.rawPayload.equals(remote['remoteEntry.js.br'] as Buffer)).toBe(true);
  });

  it.each(['gzip, deflate', 'br;q=0, gzip'])('sends the stored gzip copy for "%s"', async (accept) => {
    const res = await app.inject({ url: '/main.js', headers: { 'accept-encoding': accept } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    // The bytes of the file beside it, not a gzip made for this request.
    expect(res.rawPayload.equals(files['main.js.gz'] as Buffer)).toBe(true);
  });

  it('sends the file itself without Accept-Encoding', async () => {
    const res = await app.inject({ url: '/main.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.body).toBe(SHELL_FILES['main.js']);
  });

  it('gives each encoding its own ETag and answers 304 to a matching one', async () => {
    const etagOf = async (accept?: string) =>
      (await app.inject({ url: '/main.js', headers: accept ? { 'accept-encoding': accept } : {} })).headers.etag;
    const br = await etagOf(BROWSER);
    const gzip = await etagOf('gzip');
    const identity = await etagOf();
    expect(new Set([br, gzip, identity]).size).toBe(3);

    const again = await app.inject({
      url: '/main.js',
      headers: { 'accept-encoding': BROWSER, 'if-none-match': String(br) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A gzip ETag does not validate the brotli answer.
    const other = await app.inject({
      url: '/main.js',
      headers: { 'accept-encoding': BROWSER, 'if-none-match': String(gzip) },
    });
    expect(other.statusCode).toBe(200);
  });

  it('falls back to gzip made on the way out when a release has no copies', async () => {
    // A release published before the build wrote copies.
    releases.add('shell', '1.0.0', { 'big.0a0b0c0d.js': `/* big */${' '.repeat(4096)}` });
    const res = await app.inject({ url: '/big.0a0b0c0d.js', headers: { 'accept-encoding': BROWSER } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('/* big */');
  });
});
