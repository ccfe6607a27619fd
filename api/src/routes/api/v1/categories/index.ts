import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ExternalCatalogueResponse } from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';

/** /api/v1/categories */
const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/external',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Catálogo para agregar pólizas: categorías, aseguradoras, planes y aseguradoras integradas',
        response: { 200: ExternalCatalogueResponse, ...errorResponses },
      },
    },
    async () => ok(await app.catalogue.externalCatalogue()),
  );
};

export default categoriesRoutes;
