import type { FastifyInstance } from 'fastify';
import { REMOTE_PACKAGE } from '../lib/releases';
import { sendReleaseFile } from '../lib/send-release-file';
import { HttpError, messages } from '../lib/http';
import { ReleaseFileParams, RemotesManifest } from '../schemas';

export default async function remotesRoutes(app: FastifyInstance) {
  /** The remotes of current.json whose files are present; re-read when current.json changes. */
  app.get('/remotes.json', { schema: { response: { 200: RemotesManifest } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { remotes: await app.releases.remoteEntries() };
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
