import { createHash, randomBytes } from 'node:crypto';

/*
 * Canary cohorts. Each browser carries a random id in a cookie (BUCKET_COOKIE, a year long). Its bucket
 * for a package is a number in [0, 100) derived from sha256(package + id): the same on every reload and
 * every gateway (no server state). A browser is in the canary when its bucket is below the percentage,
 * so growing 5 % → 10 % keeps the first 5 % in and adds more: cohorts nest. Hashing the package in gives
 * each remote's canary a different cohort. A release train's cohort hashes its name instead (`train:<name>`,
 * never a package name): one position for the whole set, so a browser gets all of the train or none of it.
 */

export const BUCKET_COOKIE = 'mf_bucket';
const BUCKET_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function newBucketId(): string {
  return randomBytes(16).toString('base64url');
}

export function isBucketId(value: string | undefined): value is string {
  return typeof value === 'string' && BUCKET_ID.test(value);
}

/** The browser's position for `pkg`, 0 ≤ bucket < 100 in steps of 0.01. */
export function bucketOf(id: string, pkg: string): number {
  const digest = createHash('sha256').update(`${pkg}\0${id}`).digest();
  return (digest.readUInt32BE(0) % 10_000) / 100;
}

export function inCanary(id: string, pkg: string, percent: number): boolean {
  return bucketOf(id, pkg) < percent;
}

/** Whether the browser is in a release train's cohort: one answer for every package of the train. */
export function inTrainCohort(id: string, train: string, percent: number): boolean {
  return bucketOf(id, `train:${train}`) < percent;
}
