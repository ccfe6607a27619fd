import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { App } from '../../src/app';
import { buildTestApp, createDefaultReleases, remoteFiles, type TestReleases } from '../helpers/build-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('remotes', () => {
  let releases: TestReleases;
  let app: App;

  beforeEach(async () => {
    releases = createDefaultReleases();
    app = await buildTestApp({ RELEASES_DIR: releases.dir });
  });

  afterEach(async () => {
    await app.close();
    releases.cleanup();
  });

  describe('GET /remotes.json', () => {
    it('lists the current remotes, revalidated on every load', async () => {
      const res = await app.inject({ url: '/remotes.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.json()).toEqual({
        revision: 0,
        remotes: [
          {
            name: 'mf_landing',
            package: 'mf-landing',
            version: '1.0.0',
            entry: '/remotes/mf-landing/1.0.0/remoteEntry.js',
          },
        ],
      });
    });

    it('follows current.json without a restart', async () => {
      await app.inject({ url: '/remotes.json' });
      releases.add('mf-wallet', '0.1.0', remoteFiles('wallet'));
      releases.setCurrent({ shell: '1.0.0', 'mf-landing': '2.0.0', 'mf-wallet': '0.1.0' });
      expect((await app.inject({ url: '/remotes.json' })).json().remotes).toEqual([
        {
          name: 'mf_landing',
          package: 'mf-landing',
          version: '2.0.0',
          entry: '/remotes/mf-landing/2.0.0/remoteEntry.js',
        },
        { name: 'mf_wallet', package: 'mf-wallet', version: '0.1.0', entry: '/remotes/mf-wallet/0.1.0/remoteEntry.js' },
      ]);
    });

    it('skips a version whose folder does not exist', async () => {
      releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0', 'mf-quote': '7.7.7' });
      expect(
        (await app.inject({ url: '/remotes.json' })).json().remotes.map((r: { package: string }) => r.package),
      ).toEqual(['mf-landing']);
    });

    it('is empty before the first release', async () => {
      releases.removeCurrent();
      expect((await app.inject({ url: '/remotes.json' })).json()).toEqual({ revision: 0, remotes: [] });
    });
  });

  describe('GET /remotes/<package>/<version>/<file>', () => {
    it('serves entry files revalidated and as JavaScript', async () => {
      const res = await app.inject({ url: '/remotes/mf-landing/1.0.0/remoteEntry.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(remoteFiles('landing 1.0.0')['remoteEntry.js']);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
      for (const file of ['main.js', 'index.html']) {
        expect((await app.inject({ url: `/remotes/mf-landing/1.0.0/${file}` })).headers['cache-control']).toBe(
          'no-cache',
        );
      }
    });

    it('answers 304 to a revalidation of an unchanged entry file', async () => {
      const first = await app.inject({ url: '/remotes/mf-landing/1.0.0/remoteEntry.js' });
      const again = await app.inject({
        url: '/remotes/mf-landing/1.0.0/remoteEntry.js',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('serves hashed chunks as immutable', async () => {
      const res = await app.inject({ url: '/remotes/mf-landing/1.0.0/456.0badc0de.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('serves a stored version that is not current (pages loaded before a switch)', async () => {
      const res = await app.inject({ url: '/remotes/mf-landing/2.0.0/remoteEntry.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('landing 2.0.0');
    });

    it.each([
      '/remotes/mf-nope/1.0.0/remoteEntry.js',
      '/remotes/mf-landing/9.9.9/remoteEntry.js',
      '/remotes/mf-landing/1.0.0/nope.js',
      '/remotes/mf-landing/1.0.0/',
      '/remotes/mf-landing/1.0.0',
      '/remotes/shell/1.0.0/index.html',
      '/remotes/mf-landing',
    ])('404 for %s', async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: null, meta: { code: 404, message: 'Recurso no encontrado.' } });
    });
  });

  describe('path traversal', () => {
    const attempts = [
      '/remotes/mf-landing/1.0.0/../../secret.txt',
      '/remotes/mf-landing/1.0.0/../../../secret.txt',
      '/remotes/mf-landing/1.0.0/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mf-landing/1.0.0/%2E%2E%2F%2E%2E%2Fsecret.txt',
      '/remotes/mf-landing/1.0.0/..%2f..%2f..%2fsecret.txt',
      '/remotes/mf-landing/1.0.0/..%5c..%5csecret.txt',
      '/remotes/mf-landing/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mf-landing/1.0.0//etc/passwd',
      '/remotes/mf-landing/1.0.0/%2fetc%2fpasswd',
      `/remotes/mf-landing/1.0.0/${encodeURIComponent(path.resolve('/etc/passwd'))}`,
      '/remotes/mf-landing/1.0.0/.%2e/.%2e/secret.txt',
      '/remotes/mf-landing/1.0.0/%00remoteEntry.js',
      '/remotes/%2e%2e/1.0.0/secret.txt',
    ];

    it.each(attempts)('%s (app.inject) never answers a file outside the release', async (url) => {
      const res = await app.inject({ url });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('TOP-SECRET');
      expect(res.body).not.toContain('root:');
    });

    it('holds for raw, un-normalised request paths too', async () => {
      await app.listen({ port: 0, host: 'localhost' });
      const { port } = app.server.address() as { port: number };
      for (const url of attempts) {
        const { status, body } = await rawGet(port, url);
        expect({ url, ok: [400, 404].includes(status) }).toEqual({ url, ok: true });
        expect(body).not.toContain('TOP-SECRET');
      }
      expect(fs.readFileSync(path.join(releases.dir, 'secret.txt'), 'utf8')).toBe('TOP-SECRET');
    });
  });
});

/** A GET whose path is sent exactly as written (no URL normalisation by the client). */
function rawGet(port: number, requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: 'localhost', port, path: requestPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
