// Shapes of the /chat/* calls as spec §7 gives them. They move to `import type` from contracts
// (contracts/src/chat.ts) once the api half publishes them there.

/** A conversation as listed by GET /chat/conversations (`_id` or `id`). */
export interface Conversation {
  _id?: string;
  id?: string;
  title?: string | null;
  lastActivityAt?: string | null;
}

/** A stored message: the assistant's role is shown as 'admin'. */
export interface ServerMessage {
  content: string;
  role: string;
  createdAt?: string | null;
}

/** GET /chat/conversations/{id}/messages */
export interface MessagesPage {
  items: ServerMessage[];
}

/** POST /chat/conversations */
export interface CreatedConversation {
  _id: string;
}

/** One `data:` line of POST /chat/conversations/{id}/stream. */
export type StreamEvent = { type: 'delta'; text: string } | { type: 'done' } | { type: 'error'; error?: string };

export function conversationId(conversation: Conversation): string | null {
  return conversation._id ?? conversation.id ?? null;
}
