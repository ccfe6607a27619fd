import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { chatMessages, VisitorChatBody } from 'contracts';
import { streamAnswer } from '../../../../modules/assistant/answer-stream';
import { errorResponses, HttpError } from '../../../../lib/http';

/**
 * /api/v1/visitor: Amparo for signed-out people (issue 18). Answers about the products sold here (what bike
 * and home insurance cover and exclude, how quoting works, a bike price from the partner's tariff) and invites
 * to sign in for one's own policies. No session, nothing stored; the same event stream as /chat.
 */
const visitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'Pregunta de una persona sin sesión sobre los seguros; la respuesta llega como text/event-stream',
        description:
          'Las mismas líneas `data:` que /chat/conversations/{id}/stream y el comentario `: outcome=…` antes de done. ' +
          '`history`: los mensajes anteriores de la persona en el panel (hasta 6). Nada queda guardado. Mensaje vacío: 400.',
        body: VisitorChatBody,
        produces: ['text/event-stream'],
        response: { 200: Type.String({ description: 'text/event-stream' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const message = request.body.message.trim();
      if (!message) throw new HttpError(400, chatMessages.emptyMessage, { field: 'message' });
      const history = (request.body.history ?? []).map((m) => m.trim()).filter(Boolean);
      await streamAnswer(request, reply, new AbortController(), (out, signal) =>
        app.assistant.visitor(message, history, out, signal),
      );
    },
  );
};

export default visitorRoutes;
