// Business limits of the assistant (spec §9). contracts holds them too, but a value import from contracts
// would bring TypeBox into the browser: the types tie these to contracts' numbers instead.
import type { CHAT_CONVERSATION_LIMIT, CHAT_MESSAGE_LIMIT, VISITOR_HISTORY_MAX } from 'contracts';

/** GET /chat/conversations?limit= */
export const CONVERSATION_LIST_LIMIT: typeof CHAT_CONVERSATION_LIMIT = 20;
/** GET /chat/conversations/{id}/messages?limit= */
export const MESSAGE_HISTORY_LIMIT: typeof CHAT_MESSAGE_LIMIT = 100;
/** POST /visitor/chat: the earlier questions sent with a visitor's new one. */
export const VISITOR_HISTORY: typeof VISITOR_HISTORY_MAX = 6;
