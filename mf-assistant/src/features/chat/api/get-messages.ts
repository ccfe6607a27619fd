import { api } from 'shared-ui';
import { MESSAGE_HISTORY_LIMIT } from '@/config/chat-limits';
import type { ChatMessage, ChatMessageListResponse } from 'contracts';

export interface GetMessagesInput {
  conversationId: string;
  signal?: AbortSignal;
}

/** GET /chat/conversations/{id}/messages?limit=100: the stored messages of a conversation, oldest first. */
export async function getMessages({ conversationId, signal }: GetMessagesInput): Promise<ChatMessage[]> {
  const page = await api.get<ChatMessageListResponse['data']>(
    `/chat/conversations/${encodeURIComponent(conversationId)}/messages`,
    {
      query: { limit: MESSAGE_HISTORY_LIMIT },
      signal,
    },
  );
  return page?.items ?? [];
}
