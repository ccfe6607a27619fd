import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { chatMessages, type ChatStreamEvent, VisitorChatBody } from 'contracts';
import { errorResponses, HttpError } from '../../../../lib/http';

const eventLine = (event: ChatStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

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
      const controller = new AbortController();
      const res = reply.raw;
      const onClose = () => {
        if (!res.writableFinished) controller.abort();
      };
      res.on('close', onClose);
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      const write = (event: ChatStreamEvent) =>
        new Promise<void>((resolve) => {
          if (res.destroyed || res.writableEnded) return resolve();
          if (res.write(eventLine(event))) resolve();
          else res.once('drain', () => resolve());
        });
      try {
        const outcome = await app.assistant.visitor(
          message,
          history,
          { delta: (text) => write({ type: 'delta', text }) },
          controller.signal,
        );
        if (!controller.signal.aborted) {
          if (!res.destroyed) res.write(`: outcome=${outcome}\n\n`);
          await write({ type: 'done' });
        }
      } catch (error) {
        request.log.error({ err: error }, 'visitor answer failed');
        if (!controller.signal.aborted) await write({ type: 'error', error: chatMessages.streamFailed });
      } finally {
        res.off('close', onClose);
        if (!res.writableEnded) res.end();
      }
    },
  );
};

export default visitorRoutes;
