// Business limits of the assistant (spec §9).

/** GET /chat/conversations?limit= */
export const CONVERSATION_LIST_LIMIT = 20;
/** GET /chat/conversations/{id}/messages?limit= */
export const MESSAGE_HISTORY_LIMIT = 100;
