import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { serializeCookie } from '../lib/cookies';
import { HttpError } from '../lib/http';
import { QA_COOKIE, verifyQaOverride } from '../release/qa-override';

const QaQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) });
type QaQuery = Static<typeof QaQuery>;

const REASONS = {
  malformed: 'El enlace de QA no es válido.',
  signature: 'El enlace de QA no tiene una firma válida.',
  expired: 'El enlace de QA venció. Pedí uno nuevo.',
} as const;

/**
 * The link the release CLI prints (`npm run release -- qa mf-landing@1.2.0`): checks the signature,
 * the expiry and that every pinned version is in the store, then sets the cookie for this browser only.
 */
export default async function releaseQaRoutes(app: FastifyInstance) {
  app.get<{ Querystring: QaQuery }>('/__release/qa', { schema: { querystring: QaQuery } }, async (request, reply) => {
    const result = verifyQaOverride(app.config.release.signingSecret, request.query.token);
    if (!result.ok) throw new HttpError(result.reason === 'expired' ? 410 : 403, REASONS[result.reason]);
    for (const [pkg, version] of Object.entries(result.override.versions)) {
      if (!(await app.releases.backend.hasVersion(pkg, version)))
        throw new HttpError(400, `La versión ${version} de ${pkg} no está en el almacén.`);
    }
    const maxAge = Math.max(1, result.override.exp - Math.floor(Date.now() / 1000));
    return reply
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        serializeCookie(QA_COOKIE, request.query.token, { maxAge, secure: request.protocol === 'https' }),
      )
      .redirect('/', 303);
  });

  /** Drops this browser's QA pins. */
  app.get('/__release/qa/clear', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('set-cookie', serializeCookie(QA_COOKIE, '', { maxAge: 0, secure: request.protocol === 'https' }))
      .redirect('/', 303),
  );
}
