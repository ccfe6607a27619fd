import type { ReleaseStoreConfig } from '../config';
import type { ReleaseBackend, StoreHooks } from './backend';
import { FolderBackend } from './folder-backend';
import { S3Backend } from './s3-backend';

/** The release backend the configuration names: the bucket of RELEASE_STORE_URL, else the folder RELEASES_DIR. */
export function openReleaseBackend(config: ReleaseStoreConfig, hooks?: StoreHooks): ReleaseBackend {
  return config.kind === 's3'
    ? new S3Backend(config.s3, { cacheDir: config.cacheDir, ...(hooks ? { hooks } : {}) })
    : new FolderBackend(config.dir, hooks ? { hooks } : {});
}
