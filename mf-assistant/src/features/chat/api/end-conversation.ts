import { api } from 'shared-ui';

export interface EndConversationInput {
  conversationId: string;
}

/** POST /chat/conversations/{id}/end when a chat is left. Failures are ignored (spec §8). */
export async function endConversation({ conversationId }: EndConversationInput): Promise<void> {
  try {
    await api.post<unknown>(`/chat/conversations/${encodeURIComponent(conversationId)}/end`);
  } catch {
    // Nothing to tell the person: the conversation stays usable either way.
  }
}
