import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GuideParams, GuideResponse } from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';

/** /api/v1/guides: what to do after a claim, per insurer and variant (auto by default). */
const guidesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = {
    tags: ['catalogue'],
    summary: 'Guía después de un siniestro: procedimiento, puntos críticos, documentos y contactos',
    params: GuideParams,
    response: { 200: GuideResponse, ...errorResponses },
  };
  app.get('/:insurer', { schema }, async (request) => ok(await app.catalogue.guide(request.params.insurer)));
  app.get('/:insurer/:variant', { schema }, async (request) =>
    ok(await app.catalogue.guide(request.params.insurer, request.params.variant)),
  );
};

export default guidesRoutes;
