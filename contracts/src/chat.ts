import { Type, type Static } from '@sinclair/typebox';
import { Envelope, IsoDateTime, Nullable, StringEnum, Text, Uuid } from './common';

/**
 * The assistant's conversations (spec §3, §7): /api/v1/chat/*, signed in, each person sees only their own
 * (another person's conversation answers 404).
 */

/** Spec §9: the Consultas tab lists 20, the chat loads the last 100 messages. */
export const CHAT_CONVERSATION_LIMIT = 20;
export const CHAT_MESSAGE_LIMIT = 100;
/** The longest message a person may send. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const chatMessages = {
  emptyMessage: 'Escribí tu consulta.',
  conversationNotFound: 'No encontramos la conversación.',
  // Sent as the stream's error line when the answer fails after the stream started.
  streamFailed: 'No pudimos responder tu consulta. Probá de nuevo.',
} as const;

export const ConversationIdParams = Type.Object({ id: Uuid });
export type ConversationIdParams = Static<typeof ConversationIdParams>;

/**
 * POST /chat/conversations: the first message only names the conversation (it is sent again by /stream).
 * Any other field is refused (`Type.Never()`, not `false`: the api's validator strips fields that `false`
 * forbids, and inside this union a stripped body became `{}`, a valid request that writes a conversation).
 */
export const CreateConversationBody = Type.Union([
  Type.Object(
    { firstMessage: Type.Optional(Nullable(Text(CHAT_MESSAGE_MAX_LENGTH))) },
    { additionalProperties: Type.Never() },
  ),
  Type.Null(),
]);
export type CreateConversationBody = Static<typeof CreateConversationBody>;

export const Conversation = Type.Object(
  {
    _id: Uuid,
    /** The first message, cut at 80 characters; null until there is one (shown as 'Conversación'). */
    title: Nullable(Type.String()),
    lastActivityAt: IsoDateTime,
    createdAt: IsoDateTime,
    /** Set by POST /chat/conversations/{id}/end or /chat/reset; sending again reopens it. */
    endedAt: Nullable(IsoDateTime),
  },
  { title: 'Conversation' },
);
export type Conversation = Static<typeof Conversation>;
export const ConversationResponse = Envelope(Conversation);
export type ConversationResponse = Static<typeof ConversationResponse>;

/** GET /chat/conversations?limit=20: newest activity first. */
export const ConversationListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: CHAT_CONVERSATION_LIMIT })),
});
export type ConversationListQuery = Static<typeof ConversationListQuery>;
/** `data` is the array of conversations. */
export const ConversationListResponse = Envelope(Type.Array(Conversation));
export type ConversationListResponse = Static<typeof ConversationListResponse>;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const ChatMessage = Type.Object(
  {
    _id: Uuid,
    content: Type.String(),
    /** 'assistant' is shown as admin by the browser. */
    role: StringEnum([...CHAT_ROLES]),
    createdAt: IsoDateTime,
    /** The person closed the stream before the answer ended: content is what had been sent. */
    interrupted: Type.Boolean(),
  },
  { title: 'ChatMessage' },
);
export type ChatMessage = Static<typeof ChatMessage>;

/** GET /chat/conversations/{id}/messages?limit=100: the latest `limit` messages, oldest first. */
export const ChatMessageListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: CHAT_MESSAGE_LIMIT })),
});
export type ChatMessageListQuery = Static<typeof ChatMessageListQuery>;
export const ChatMessageListResponse = Envelope(Type.Object({ items: Type.Array(ChatMessage) }));
export type ChatMessageListResponse = Static<typeof ChatMessageListResponse>;

/** POST /chat/conversations/{id}/stream. A blank message is a 400 'Escribí tu consulta.'. */
export const ChatStreamBody = Type.Object(
  { message: Text(CHAT_MESSAGE_MAX_LENGTH, { minLength: 1 }) },
  { additionalProperties: false },
);
export type ChatStreamBody = Static<typeof ChatStreamBody>;

/** Earlier messages of a visitor's chat the answer may read (the browser keeps them; nothing is stored). */
export const VISITOR_HISTORY_MAX = 6;

/**
 * POST /visitor/chat: a signed-out person's question about the products (and their earlier questions in the
 * same panel). Answered as the same event stream as /chat; nothing is stored. A blank message is a 400.
 */
export const VisitorChatBody = Type.Object(
  {
    message: Text(CHAT_MESSAGE_MAX_LENGTH, { minLength: 1 }),
    history: Type.Optional(Type.Array(Text(CHAT_MESSAGE_MAX_LENGTH), { maxItems: VISITOR_HISTORY_MAX })),
  },
  { additionalProperties: false },
);
export type VisitorChatBody = Static<typeof VisitorChatBody>;

/**
 * One `data:` line of the `text/event-stream` answer: deltas of text, then done; or an error. Text may
 * carry citation markers `【policy:source】`, which the browser strips before display.
 */
export type ChatStreamEvent = { type: 'delta'; text: string } | { type: 'done' } | { type: 'error'; error: string };

/** POST /chat/conversations/{id}/end. */
export const EndConversationResponse = Envelope(Type.Object({ ended: Type.Boolean() }));
export type EndConversationResponse = Static<typeof EndConversationResponse>;

/** POST /chat/reset: stops the caller's running answers and ends every open conversation (history stays). */
export const ChatResetResponse = Envelope(Type.Object({ ended: Type.Integer({ minimum: 0 }) }));
export type ChatResetResponse = Static<typeof ChatResetResponse>;
