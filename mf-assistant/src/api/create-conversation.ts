import { api } from 'shared-ui';
import type { CreatedConversation } from '@/lib/chat-wire';

export interface CreateConversationInput {
  /** The question that opens it (the Consultas box); none for the panel's 'Nueva conversación'. */
  firstMessage?: string;
}

/** POST /chat/conversations {firstMessage}: the new conversation's id (data._id). */
export async function createConversation({ firstMessage }: CreateConversationInput = {}): Promise<string> {
  const created = await api.post<CreatedConversation>('/chat/conversations', firstMessage ? { firstMessage } : {});
  return created._id;
}
