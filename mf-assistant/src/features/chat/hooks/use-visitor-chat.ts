import { useCallback, useEffect, useReducer, useRef } from 'react';
import { VISITOR_HISTORY } from '@/config/chat-limits';
import { streamVisitorMessage } from '../api/stream-message';
import { chatReducer, initialChatState } from '../stores/chat-reducer';
import { runAnswerStream } from './run-answer-stream';
import type { Chat } from './use-chat';

/**
 * Amparo for a signed-out person: no conversation is created or stored; each question is sent with the
 * earlier ones of this panel (POST /visitor/chat) so a follow-up ('¿y si vale 2000?') is understood. A new
 * question aborts the answer being streamed; closing the panel aborts it too.
 */
export function useVisitorChat(): Chat {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const stream = useRef<AbortController | null>(null);
  const asked = useRef<string[]>([]);

  useEffect(() => () => stream.current?.abort(), []);

  const send = useCallback((text: string) => {
    const question = text.trim();
    if (!question) return false;
    const history = asked.current.slice(-VISITOR_HISTORY);
    asked.current = [...asked.current, question];
    runAnswerStream(stream, dispatch, question, (signal, onDelta) =>
      streamVisitorMessage({ message: question, history, signal, onDelta }),
    );
    return true;
  }, []);

  const cancel = useCallback(() => {
    stream.current?.abort();
    stream.current = null;
    dispatch({ type: 'cancel' });
  }, []);

  return { ...state, send, cancel };
}
