import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import type { ChatMessage as ServerMessage } from 'contracts';
import { ApiError } from 'shared-ui';
import { forgetLastConversation, rememberLastConversation } from '@/lib/last-conversation';
import { endConversation } from '../api/end-conversation';
import { getMessages } from '../api/get-messages';
import { isAbort, streamMessage } from '../api/stream-message';
import { chatReducer, initialChatState, today, type ChatState, type Sender } from '../stores/chat-reducer';
import { runAnswerStream } from './run-answer-stream';

export interface UseChatOptions {
  /** The open conversation; null: nothing to load and sending is ignored. */
  conversationId: string | null;
  /** A first question to send as soon as the conversation opens (instead of loading its history). */
  initialQuestion?: string | null;
  /** Called once the initial question was taken, so its owner clears it (history state, an input). */
  onInitialQuestionUsed?: () => void;
}

export interface Chat extends ChatState {
  /** Sends a question; false (and nothing happens) when it is blank or there is no conversation. */
  send: (text: string) => boolean;
  /** Stops the answer being streamed. */
  cancel: () => void;
}

function senderOf(role: string): Sender | null {
  if (role === 'user') return 'user';
  return role === 'assistant' || role === 'admin' ? 'assistant' : null;
}

function toChatMessages(items: readonly Pick<ServerMessage, 'content' | 'role' | 'createdAt'>[]) {
  return items.flatMap((m) => {
    const sender = senderOf(m.role);
    const date = m.createdAt ? new Date(m.createdAt) : null;
    // No date when the server's is missing or unreadable: the reducer dates the message today.
    return sender
      ? [{ text: m.content, sender, ...(date && !Number.isNaN(date.getTime()) && { date: today(date) }) }]
      : [];
  });
}

/**
 * One open chat (spec §4): opening a conversation clears the messages, then streams the initial question
 * or loads the stored messages; leaving or changing conversation aborts the stream and ends the
 * conversation (errors ignored); a new stream aborts the previous one.
 */
export function useChat({ conversationId, initialQuestion, onInitialQuestionUsed }: UseChatOptions): Chat {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const stream = useRef<AbortController | null>(null);
  const history = useRef<AbortController | null>(null);

  const startStream = useCallback((id: string, text: string) => {
    history.current?.abort(); // a question wins over a history still loading
    runAnswerStream(stream, dispatch, text, (signal, onDelta) =>
      streamMessage({ conversationId: id, message: text, signal, onDelta }),
    );
  }, []);

  const takeInitialQuestion = useEffectEvent((): string | null => {
    const question = initialQuestion?.trim();
    if (!question) return null;
    onInitialQuestionUsed?.();
    return question;
  });

  useEffect(() => {
    dispatch({ type: 'clear' });
    if (!conversationId) return;
    let active = true;
    let opened = false;
    // Opened a microtask later: StrictMode's immediate unmount/remount in development then neither
    // sends the question twice nor ends the conversation it is about to open.
    queueMicrotask(() => {
      if (!active) return;
      opened = true;
      rememberLastConversation(conversationId);
      const question = takeInitialQuestion();
      if (question) {
        startStream(conversationId, question);
        return;
      }
      const controller = new AbortController();
      history.current = controller;
      getMessages({ conversationId, signal: controller.signal }).then(
        (items) => {
          if (!controller.signal.aborted) dispatch({ type: 'replace', messages: toChatMessages(items) });
        },
        (error: unknown) => {
          if (isAbort(error, controller.signal)) return;
          if (error instanceof ApiError && error.status === 404) forgetLastConversation(conversationId);
          // Spec §8: only logged; the conversation still takes new questions.
          console.warn('mf-assistant: no se pudo cargar la conversación', error);
        },
      );
    });
    return () => {
      active = false;
      if (!opened) return;
      history.current?.abort();
      stream.current?.abort();
      stream.current = null;
      dispatch({ type: 'cancel' });
      void endConversation({ conversationId });
    };
  }, [conversationId, startStream]);

  const send = useCallback(
    (text: string) => {
      const question = text.trim();
      if (!question || !conversationId) return false;
      startStream(conversationId, question);
      return true;
    },
    [conversationId, startStream],
  );

  const cancel = useCallback(() => {
    stream.current?.abort();
    stream.current = null;
    dispatch({ type: 'cancel' });
  }, []);

  return { ...state, send, cancel };
}
