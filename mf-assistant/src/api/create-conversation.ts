import { api } from 'shared-ui';
import type { ConversationResponse, CreateConversationBody } from 'contracts';

export interface CreateConversationInput {
  /** The question that opens it (the Consultas box); none for the panel's 'Nueva conversación'. */
  firstMessage?: string;
}

/** POST /chat/conversations {firstMessage}: the new conversation's id (data._id). */
export async function createConversation({ firstMessage }: CreateConversationInput = {}): Promise<string> {
  const body: CreateConversationBody = firstMessage ? { firstMessage } : {};
  const created = await api.post<ConversationResponse['data']>('/chat/conversations', body);
  return created._id;
}
