import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LeadBody, LeadResponse } from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';

/** /api/v1/leads */
const leadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      schema: {
        tags: ['leads'],
        summary: 'Registra a una persona que pidió que la llamen y la reenvía a la planilla de contactos',
        body: LeadBody,
        response: { 201: LeadResponse, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(ok({ _id: await app.leads.create(request.body) })),
  );
};

export default leadsRoutes;
