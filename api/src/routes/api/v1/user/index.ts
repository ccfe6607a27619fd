import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserExistsQuery, UserExistsResponse, UserSyncBody, UserSyncResponse } from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';

/** /api/v1/user */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sync',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Crea o actualiza el usuario autenticado a partir de su token',
        security: [{ bearerAuth: [] }],
        body: UserSyncBody,
        response: { 200: UserSyncResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.usersRepository.syncFromIdentity(request.user)),
  );

  app.get(
    '/exists',
    {
      schema: {
        tags: ['user'],
        summary: 'Indica si hay un usuario registrado con ese e-mail',
        querystring: UserExistsQuery,
        response: { 200: UserExistsResponse, ...errorResponses },
      },
    },
    async (request) => ok({ exists: await app.usersRepository.existsByEmail(request.query.email) }),
  );
};

export default userRoutes;
