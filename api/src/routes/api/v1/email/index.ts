import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactBody, ContactResponse } from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';
import { contactMessages } from '../../../../modules/contact/contact-service';

/** Five attachments of 5 MB in base64 (4/3), plus the message. */
const CONTACT_BODY_LIMIT = 36 * 1024 * 1024;

/** /api/v1/email */
const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/send',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { payloadTooLargeMessage: contactMessages.attachment },
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
