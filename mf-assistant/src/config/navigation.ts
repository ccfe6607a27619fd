/**
 * Navigation state a chat route (/chat/{id}) understands: the first question to send as soon as the
 * conversation opens. The chat clears it from the history entry once used, so Back or a reload never asks twice.
 */
export interface ChatNavigationState {
  initialQuestion?: string;
}

export function chatNavigationState(initialQuestion: string): ChatNavigationState {
  return { initialQuestion };
}

/** The initial question carried by a location's state, if any. */
export function initialQuestionOf(state: unknown): string | null {
  const value = (state as ChatNavigationState | null | undefined)?.initialQuestion;
  return typeof value === 'string' ? value : null;
}
