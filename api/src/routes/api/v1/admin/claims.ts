import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClaimIdParams, ClaimResponse, ClaimStatusBody } from 'contracts';
import { errorResponses, HttpError, messages, ok } from '../../../../lib/http';

/** The header that carries the team's key (CLAIMS_ADMIN_TOKEN). */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

/** Equal keys, compared in constant time (hashes first, so their lengths do not leak either). */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * /api/v1/admin/claims: the team's side of a claim. Without CLAIMS_ADMIN_TOKEN configured the routes do not
 * exist (404); a request without the key, or with another, is 401 and changes nothing.
 */
const adminClaimsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const token = app.config.claimsAdminToken;
  app.addHook('onRequest', async (request) => {
    if (!token) throw new HttpError(404, messages.notFound);
    const given = request.headers[ADMIN_TOKEN_HEADER];
    if (typeof given !== 'string' || !sameKey(given, token)) throw new HttpError(401, messages.unauthorized);
  });

  app.put(
    '/:id/status',
    {
      schema: {
        tags: ['claims'],
        summary: 'El equipo avanza un reclamo (recibido → en gestión → cerrado) y se le avisa por e-mail',
        description:
          `Con la clave del equipo en el encabezado ${ADMIN_TOKEN_HEADER}. El mismo estado otra vez no cambia nada ` +
          '(ni vuelve a enviar el correo); volver atrás es 409.',
        params: ClaimIdParams,
        body: ClaimStatusBody,
        response: { 200: ClaimResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.claims.setStatus(request.params.id, request.body.status)),
  );
};

export default adminClaimsRoutes;
