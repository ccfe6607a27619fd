import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemotesManifest } from 'contracts';
import { browserChoice } from './browser-choice';

/**
 * This browser's /remotes.json: every remote's version (active, its canary cohort, its QA pins) from one
 * snapshot, with the revision. Served at /remotes.json and inlined in the page the shell loads from.
 */
export async function remotesManifest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RemotesManifest> {
  const { qa, ...choice } = browserChoice(app, request, reply, { assignBucket: true });
  const { revision, remotes, pinned } = await app.releases.remoteEntries(choice);
  return {
    revision,
    remotes,
    ...(qa ? { override: { versions: pinned, expiresAt: new Date(qa.exp * 1000).toISOString() } } : {}),
  };
}
