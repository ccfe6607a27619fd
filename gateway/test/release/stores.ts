// The two release store backends, made the same way for tests that run against both (describe.each).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Backend } from '../../src/release/s3-backend';
import type { ReleaseBackend, StoreHooks } from '../../src/release/backend';
import { FolderBackend } from '../../src/release/folder-backend';
import { startFakeS3, type FakeS3 } from 'server-kit/src/fake-s3';

export interface TestStore {
  kind: 'filesystem' | 's3';
  base: string;
  store: ReleaseBackend;
  /** Another store object on the same storage (another process, another gateway). */
  open(hooks?: StoreHooks): ReleaseBackend;
  /** A fake webpack dist; `label` changes its bytes. */
  dist(label: string, extra?: Record<string, string>): string;
  /** The fake bucket (s3 only). */
  s3?: FakeS3;
  cleanup(): Promise<void>;
}

function distMaker(base: string) {
  let n = 0;
  return (label: string, extra: Record<string, string> = {}) => {
    const dir = path.join(base, `dist-${label}-${n++}`);
    const files: Record<string, string> = {
      'remoteEntry.js': `/* ${label} */`,
      'index.html': `<!doctype html><title>${label}</title>`,
      '12.abcdef12.js': `/* chunk ${label} */`,
      'assets/a.svg': '<svg/>',
      ...extra,
    };
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    fs.writeFileSync(path.join(dir, '.build-stamp'), `${label}-${Math.random()}`);
    return dir;
  };
}

export async function fileTestStore(): Promise<TestStore> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'release-fs-'));
  const root = path.join(base, 'releases');
  const open = (hooks?: StoreHooks) => new FolderBackend(root, hooks ? { hooks } : {});
  return {
    kind: 'filesystem',
    base,
    store: open(),
    open,
    dist: distMaker(base),
    cleanup: async () => fs.rmSync(base, { recursive: true, force: true }),
  };
}

export async function s3TestStore(options: { pageSize?: number } = {}): Promise<TestStore> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'release-s3-'));
  // Small pages, so listings go through ListObjectsV2's continuation.
  const s3 = await startFakeS3({ pageSize: options.pageSize ?? 3 });
  let caches = 0;
  const open = (hooks?: StoreHooks) =>
    new S3Backend(
      {
        bucket: s3.bucket,
        prefix: 'team/releases',
        endpoint: s3.endpoint,
        region: s3.credentials.region,
        credentials: { accessKeyId: s3.credentials.accessKeyId, secretAccessKey: s3.credentials.secretAccessKey },
      },
      { cacheDir: path.join(base, `cache-${caches++}`), ...(hooks ? { hooks } : {}) },
    );
  return {
    kind: 's3',
    base,
    store: open(),
    open,
    dist: distMaker(base),
    s3,
    cleanup: async () => {
      await s3.close();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

export const BACKENDS: [string, () => Promise<TestStore>][] = [
  ['filesystem', fileTestStore],
  ['s3', () => s3TestStore()],
];
