import type { ReleaseStoreConfig } from '../config';
import { FileReleaseStore, type ReleaseBackend, type StoreHooks } from './release-store';
import { S3ReleaseStore } from './release-s3';

/** The release store the configuration names (RELEASE_STORE_URL, else RELEASES_DIR). */
export function openReleaseStore(config: ReleaseStoreConfig, hooks?: StoreHooks): ReleaseBackend {
  return config.kind === 's3'
    ? new S3ReleaseStore(config.s3, { cacheDir: config.cacheDir, ...(hooks ? { hooks } : {}) })
    : new FileReleaseStore(config.dir, hooks ? { hooks } : {});
}
