import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_BODY_LIMITS, ContactBody, ContactResponse } from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';

const bodyLimit = API_BODY_LIMITS['POST /api/v1/email/send'];

/** /api/v1/email */
const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/send',
    {
      bodyLimit: bodyLimit.maxBytes,
      config: { payloadTooLargeMessage: bodyLimit.message },
      schema: {
        tags: ['contact'],
        summary: 'Envía un mensaje al equipo (contacto, propuesta a medida) con respuesta al remitente',
        body: ContactBody,
        response: { 201: ContactResponse, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(ok({ _id: await app.contact.send(request.body) })),
  );
};

export default emailRoutes;
