import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ChatMessageListQuery,
  ChatMessageListResponse,
  ChatResetResponse,
  ChatStreamBody,
  chatMessages,
  type ChatStreamEvent,
  ConversationIdParams,
  ConversationListQuery,
  ConversationListResponse,
  ConversationResponse,
  CreateConversationBody,
  EmptyBody,
  EndConversationResponse,
  type Conversation,
} from 'contracts';
import { errorResponses, HttpError, ok } from '../../../../lib/http';
import type { ConversationState } from '../../../../modules/assistant/conversations-repository';

const security = [{ bearerAuth: [] }];

const publicConversation = ({ unsureCount: _unsure, ...conversation }: ConversationState): Conversation => conversation;

/** One `data:` line of the event stream. */
const eventLine = (event: ChatStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * /api/v1/chat: the assistant's conversations (spec §7). Signed in; another person's conversation answers
 * 404. The stream is `text/event-stream` of `data:` lines (ChatStreamEvent).
 */
const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: 'Crea una conversación; su título es el primer mensaje (que se envía después por /stream)',
        security,
        body: CreateConversationBody,
        response: { 201: ConversationResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const conversation = await app.assistant.create(request.user, request.body?.firstMessage);
      return reply.code(201).send(ok(publicConversation(conversation)));
    },
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: 'Las conversaciones del usuario, la de actividad más reciente primero (20 por defecto)',
        security,
        querystring: ConversationListQuery,
        response: { 200: ConversationListResponse, ...errorResponses },
      },
    },
    async (request) =>
      ok((await app.assistant.list(request.user.sub, request.query.limit ?? 20)).map(publicConversation)),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Los últimos mensajes de una conversación (100 por defecto), del más viejo al más nuevo',
        security,
        params: ConversationIdParams,
        querystring: ChatMessageListQuery,
        response: { 200: ChatMessageListResponse, ...errorResponses },
      },
    },
    async (request) =>
      ok({ items: await app.assistant.messages(request.user.sub, request.params.id, request.query.limit ?? 100) }),
  );

  app.post(
    '/conversations/:id/stream',
    {
      schema: {
        tags: ['chat'],
        summary: 'Envía un mensaje y recibe la respuesta de Amparo como text/event-stream',
        description:
          'Líneas `data: {"type":"delta","text":"…"}`, luego `data: {"type":"done"}`; si la respuesta falla ya ' +
          'empezada, `data: {"type":"error","error":"…"}`. El mensaje y la respuesta quedan guardados. Si el ' +
          'cliente cierra la conexión, la respuesta se detiene y se guarda lo enviado hasta ahí (marcado como ' +
          'interrumpido); si no se había enviado nada, solo queda el mensaje. Antes de done, un comentario ' +
          '`: outcome=answer|not_covered|clarify|handoff` (los lectores de event-stream lo ignoran). Mensaje vacío: 400.',
        security,
        params: ConversationIdParams,
        body: ChatStreamBody,
        produces: ['text/event-stream'],
        response: {
          200: Type.String({ description: 'text/event-stream' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const message = request.body.message.trim();
      if (!message) throw new HttpError(400, chatMessages.emptyMessage, { field: 'message' });
      const { sub } = request.user;
      const conversation = await app.assistant.owned(sub, request.params.id);

      const controller = new AbortController();
      const untrack = app.assistant.track(sub, conversation._id, controller);
      const res = reply.raw;
      // The person closed the stream (or the connection dropped) before the answer ended.
      const onClose = () => {
        if (!res.writableFinished) controller.abort();
      };
      res.on('close', onClose);

      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // Proxies that buffer (nginx) pass the stream through as it comes.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      const write = (event: ChatStreamEvent) =>
        new Promise<void>((resolve) => {
          if (res.destroyed || res.writableEnded) return resolve();
          if (res.write(eventLine(event))) return resolve();
          // A connection closed while full never drains: its close ends the wait too.
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.once('drain', done);
          res.once('close', done);
        });

      try {
        const outcome = await app.assistant.answer(
          sub,
          conversation,
          message,
          { delta: (text) => write({ type: 'delta', text }) },
          controller.signal,
        );
        if (!controller.signal.aborted) {
          // An SSE comment (ignored by every event-stream reader): how the answer ended, for the evaluation.
          if (!res.destroyed) res.write(`: outcome=${outcome}\n\n`);
          await write({ type: 'done' });
        }
      } catch (error) {
        request.log.error({ err: error }, 'assistant answer failed');
        if (!controller.signal.aborted) await write({ type: 'error', error: chatMessages.streamFailed });
      } finally {
        untrack();
        res.off('close', onClose);
        if (!res.writableEnded) res.end();
      }
    },
  );

  app.post(
    '/conversations/:id/end',
    {
      schema: {
        tags: ['chat'],
        summary: 'Termina la conversación y detiene su respuesta en curso (un mensaje nuevo la reabre)',
        security,
        params: ConversationIdParams,
        body: EmptyBody,
        response: { 200: EndConversationResponse, ...errorResponses },
      },
    },
    async (request) => ok({ ended: await app.assistant.end(request.user.sub, request.params.id) }),
  );

  app.post(
    '/reset',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Detiene las respuestas en curso del usuario y termina sus conversaciones abiertas (el historial queda)',
        security,
        body: EmptyBody,
        response: { 200: ChatResetResponse, ...errorResponses },
      },
    },
    async (request) => ok({ ended: await app.assistant.reset(request.user.sub) }),
  );
};

export default chatRoutes;
