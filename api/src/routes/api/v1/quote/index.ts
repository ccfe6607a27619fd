import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateQuoteBody, LatestQuoteQuery, QuoteIdParams, QuoteResponse } from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';
import { optionalUser } from '../../../../plugins/auth';

const security = [{ bearerAuth: [] }];
const optionalSecurity: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/** /api/v1/quote. A visitor may quote and read their quote by id; a signed-in person owns theirs. */
const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/create',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags: ['quote'],
        summary: 'Cotiza con la aseguradora y guarda la cotización',
        description:
          'Acepta las dos formas de pedido conocidas (declaredValue/contactEmail/nombre o value/email/name/surname). ' +
          'El precio lo da la aseguradora. Con token, la cotización queda a nombre del usuario.',
        security: optionalSecurity,
        body: CreateQuoteBody,
        response: { 201: QuoteResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const quote = await app.quotes.create(request.body, optionalUser(request), {
        requestId: request.id,
        log: request.log,
      });
      return reply.code(201).send(ok(quote));
    },
  );

  app.get(
    '/latest',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['quote'],
        summary: 'La cotización más reciente del usuario (opcionalmente, creada después de createdAfter)',
        security,
        querystring: LatestQuoteQuery,
        response: { 200: QuoteResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.quotes.latest(request.user.sub, request.query.createdAfter)),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags: ['quote'],
        summary: 'Una cotización',
        description: 'La de un visitante la lee quien tenga su id; la de un usuario, solo ese usuario.',
        security: optionalSecurity,
        params: QuoteIdParams,
        response: { 200: QuoteResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.quotes.get(request.params.id, optionalUser(request))),
  );
};

export default quoteRoutes;
