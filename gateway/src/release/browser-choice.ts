import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUCKET_COOKIE, isBucketId, newBucketId } from './canary';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { QA_COOKIE, verifyQaOverride, type QaOverride } from './qa-override';
import type { BrowserChoice } from './serving';

const ONE_YEAR = 365 * 24 * 3600;

/**
 * The bucket given to a request that came without one: the shell route and the page's inlined
 * /remotes.json ask in the same request, and must see the same new browser (one cohort for a train's set).
 */
const assigned = new WeakMap<FastifyRequest, string>();

/**
 * How this browser's versions differ from the snapshot: its canary cohort (the `mf_bucket` cookie, given
 * to a browser that has none when `assignBucket`) and the pins of a valid QA cookie (a forged or expired
 * one is ignored: the browser gets the snapshot). Used by /remotes.json and by the shell's own files, so
 * both responses depend on the cookies: `private, no-cache`, never stored by a shared cache.
 */
export function browserChoice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { assignBucket }: { assignBucket: boolean },
): BrowserChoice & { qa: QaOverride | null } {
  const cookies = parseCookies(request.headers.cookie);
  let bucketId: string | null = cookies[BUCKET_COOKIE] ?? null;
  if (!isBucketId(bucketId ?? undefined)) {
    bucketId = assigned.get(request) ?? null;
    if (assignBucket && bucketId === null) {
      bucketId = newBucketId();
      assigned.set(request, bucketId);
      reply.header(
        'set-cookie',
        serializeCookie(BUCKET_COOKIE, bucketId, { maxAge: ONE_YEAR, secure: request.protocol === 'https' }),
      );
    }
  }
  const qa = readQaCookie(app, cookies[QA_COOKIE]);
  return { bucketId, pinned: qa?.versions ?? {}, qa };
}

function readQaCookie(app: FastifyInstance, value: string | undefined): QaOverride | null {
  if (!value) return null;
  const result = verifyQaOverride(app.config.release.signingSecret, value);
  return result.ok ? result.override : null;
}
