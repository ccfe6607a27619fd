import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from 'contracts';
import { errorResponses, HttpError, messages } from '../../lib/http';

/** /healthz: up only when the database answers. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: Health, ...errorResponses },
      },
    },
    async () => {
      try {
        await app.db.query('SELECT 1');
      } catch (error) {
        throw new HttpError(503, messages.unavailable, { cause: error });
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
