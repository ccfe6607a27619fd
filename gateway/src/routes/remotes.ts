import type { FastifyInstance } from 'fastify';
import { BUCKET_COOKIE, isBucketId, newBucketId } from '../lib/canary';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { QA_COOKIE, verifyQaOverride, type QaOverride } from '../lib/qa-override';
import { REMOTE_PACKAGE } from '../lib/releases';
import { sendReleaseFile } from '../lib/send-release-file';
import { HttpError, messages } from '../lib/http';
import { ReleaseFileParams, RemotesManifest } from '../schemas';

export default async function remotesRoutes(app: FastifyInstance) {
  /**
   * One snapshot for the whole page load: every remote's version for this browser (active, its canary
   * cohort, its QA pins) with the revision. The shell fetches it once and registers explicit version paths.
   */
  app.get('/remotes.json', { schema: { response: { 200: RemotesManifest } } }, async (request, reply) => {
    // Per browser (cookies), so never stored by a shared cache.
    reply.header('cache-control', 'private, no-cache');
    const cookies = parseCookies(request.headers.cookie);
    let bucketId = cookies[BUCKET_COOKIE];
    if (!isBucketId(bucketId)) {
      bucketId = newBucketId();
      reply.header('set-cookie', serializeCookie(BUCKET_COOKIE, bucketId, { maxAge: ONE_YEAR }));
    }
    const qa = readQaCookie(app, cookies[QA_COOKIE]);
    const { revision, remotes, pinned } = await app.releases.remoteEntries({ bucketId, pinned: qa?.versions ?? {} });
    return {
      revision,
      remotes,
      ...(qa ? { override: { versions: pinned, expiresAt: new Date(qa.exp * 1000).toISOString() } } : {}),
    };
  });

  /** Any stored version of a remote, so a page loaded before a switch still finds its chunks. */
  app.get<{ Params: ReleaseFileParams }>(
    '/remotes/:package/:version/*',
    { schema: { params: ReleaseFileParams } },
    async (request, reply) => {
      const { package: pkg, version, '*': file } = request.params;
      const found = REMOTE_PACKAGE.test(pkg) ? await app.releases.resolve(pkg, version, file) : null;
      if (!found) throw new HttpError(404, messages.notFound);
      return sendReleaseFile(reply, found);
    },
  );
}

const ONE_YEAR = 365 * 24 * 3600;

/** The QA pins of a valid cookie; a forged or expired one is ignored (the browser gets the snapshot). */
function readQaCookie(app: FastifyInstance, value: string | undefined): QaOverride | null {
  if (!value) return null;
  const result = verifyQaOverride(app.config.release.signingSecret, value);
  return result.ok ? result.override : null;
}
