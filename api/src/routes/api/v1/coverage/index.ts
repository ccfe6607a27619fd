import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CoverageCompanyParams, CoveragePlansResponse, CoverageTableBody, CoverageTableResponse } from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';

/** /api/v1/coverage: the car coverage comparison. */
const coverageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:company/plans',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Los planes de auto de una aseguradora que tienen comparativa',
        params: CoverageCompanyParams,
        response: { 200: CoveragePlansResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.catalogue.coveragePlans(request.params.company)),
  );

  app.post(
    '/table',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Tabla comparativa de coberturas de los planes elegidos (todos si no se indican)',
        body: CoverageTableBody,
        response: { 200: CoverageTableResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { company, plans, includeEmptyFeatures } = request.body;
      return ok(await app.catalogue.coverageTable(company, plans ?? null, includeEmptyFeatures ?? false));
    },
  );
};

export default coverageRoutes;
