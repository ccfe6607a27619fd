import type { FastifyInstance } from 'fastify';
import { REMOTE_PACKAGE_NAME } from '../release/model';
import { remotesManifest } from '../release/remotes-manifest';
import { sendReleaseFile } from '../release/send-file';
import { HttpError, messages } from '../lib/http';
import { ReleaseFileParams, RemotesManifest } from 'contracts';

export default async function remotesRoutes(app: FastifyInstance) {
  /**
   * One snapshot for the whole page load: every remote's version for this browser (active, its canary
   * cohort, its QA pins) with the revision. The shell fetches it once and registers explicit version paths.
   */
  app.get('/remotes.json', { schema: { response: { 200: RemotesManifest } } }, async (request, reply) => {
    // Per browser (cookies), so never stored by a shared cache.
    reply.header('cache-control', 'private, no-cache');
    return remotesManifest(app, request, reply);
  });

  /** Any stored version of a remote, so a page loaded before a switch still finds its chunks. */
  app.get<{ Params: ReleaseFileParams }>(
    '/remotes/:package/:version/*',
    { schema: { params: ReleaseFileParams } },
    async (request, reply) => {
      const { package: pkg, version, '*': file } = request.params;
      const found = REMOTE_PACKAGE_NAME.test(pkg) ? await app.releases.resolve(pkg, version, file) : null;
      if (!found) throw new HttpError(404, messages.notFound);
      return sendReleaseFile(reply, found);
    },
  );
}
