import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ChatMessageListQuery,
  ChatMessageListResponse,
  ChatResetResponse,
  ChatStreamBody,
  chatMessages,
  ConversationIdParams,
  ConversationListQuery,
  ConversationListResponse,
  ConversationResponse,
  CreateConversationBody,
  EmptyBody,
  EndConversationResponse,
  type Conversation,
} from 'contracts';
import { streamAnswer } from '../../../../modules/assistant/answer-stream';
import { errorResponses, HttpError, ok } from '../../../../lib/http';
import type { ConversationState } from '../../../../modules/assistant/conversations-repository';

const security = [{ bearerAuth: [] }];

const publicConversation = ({ unsureCount: _unsure, ...conversation }: ConversationState): Conversation => conversation;

/** One `data:` line of the event stream. */
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
      try {
        await streamAnswer(request, reply, controller, (out, signal) =>
          app.assistant.answer(sub, conversation, message, out, signal),
        );
      } finally {
        untrack();
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
