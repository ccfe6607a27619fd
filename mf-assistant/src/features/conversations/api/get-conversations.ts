import { api, useApiQuery } from 'shared-ui';
import { CONVERSATION_LIST_LIMIT } from '@/config/chat-limits';
import type { Conversation, ConversationListResponse } from 'contracts';

export interface GetConversationsInput {
  signal?: AbortSignal;
}

/** GET /chat/conversations?limit=20: the person's latest conversations. */
export async function getConversations({ signal }: GetConversationsInput = {}): Promise<Conversation[]> {
  const list = await api.get<ConversationListResponse['data']>('/chat/conversations', {
    query: { limit: CONVERSATION_LIST_LIMIT },
    signal,
  });
  return list.slice(0, CONVERSATION_LIST_LIMIT);
}

export function useConversations() {
  return useApiQuery('conversations', (signal) => getConversations({ signal }));
}
