import type { Dispatch, RefObject } from 'react';
import { isAbort, StreamError } from '../api/stream-message';
import type { ChatAction } from '../stores/chat-reducer';

/**
 * Asks one question and streams its answer into the chat (signed in or visitor): a new question aborts the
 * answer being streamed (`current` holds its controller), deltas of an aborted answer are dropped, an abort is
 * not an error, and the stream's Spanish message is shown when it fails.
 */
export function runAnswerStream(
  current: RefObject<AbortController | null>,
  dispatch: Dispatch<ChatAction>,
  question: string,
  start: (signal: AbortSignal, onDelta: (delta: string) => void) => Promise<void>,
): void {
  current.current?.abort();
  const controller = new AbortController();
  current.current = controller;
  dispatch({ type: 'user-message', text: question });
  dispatch({ type: 'stream-start' });
  start(controller.signal, (delta) => {
    if (!controller.signal.aborted) dispatch({ type: 'delta', text: delta });
  })
    .then(
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'done' });
      },
      (error: unknown) => {
        if (isAbort(error, controller.signal)) return;
        dispatch({ type: 'error', error: error instanceof StreamError ? error.message : 'Stream error' });
      },
    )
    .finally(() => {
      if (current.current === controller) current.current = null;
    });
}
