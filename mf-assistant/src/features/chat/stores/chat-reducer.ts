// The assistant state of one open chat (spec §3 and §4), as a reducer: pure, so every transition is
// unit-tested on its own. `useChat` owns the side effects (requests, the stream, aborts).

export type Sender = 'user' | 'assistant';

/** A message as the chat shows it. */
export interface ChatMessage {
  /** Sequential from 1 within the chat. */
  id: number;
  text: string;
  sender: Sender;
  /** The day it was added here, YYYY-MM-DD. */
  date: string;
}

export interface ChatState {
  messages: ChatMessage[];
  isStreaming: boolean;
  error: string | null;
}

export type ChatAction =
  /** Opening a conversation: no messages, no stream, no error. */
  | { type: 'clear' }
  /** Replaces the messages wholesale (the stored history of a conversation). */
  | { type: 'replace'; messages: ReadonlyArray<{ text: string; sender: Sender; date?: string }> }
  | { type: 'user-message'; text: string }
  | { type: 'stream-start' }
  | { type: 'delta'; text: string }
  | { type: 'done' }
  | { type: 'error'; error: string }
  /** The stream was aborted on purpose: no error to show. */
  | { type: 'cancel' };

export const initialChatState: ChatState = { messages: [], isStreaming: false, error: null };

/** Today as YYYY-MM-DD in the person's time zone. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function nextId(messages: readonly ChatMessage[]): number {
  return (messages[messages.length - 1]?.id ?? 0) + 1;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'clear':
      return initialChatState;
    case 'replace':
      return {
        ...state,
        messages: action.messages.map((m, i) => ({
          id: i + 1,
          text: m.text,
          sender: m.sender,
          date: m.date ?? today(),
        })),
      };
    case 'user-message':
      return {
        ...state,
        messages: [...state.messages, { id: nextId(state.messages), text: action.text, sender: 'user', date: today() }],
      };
    case 'stream-start':
      return { ...state, isStreaming: true, error: null };
    case 'delta': {
      const last = state.messages[state.messages.length - 1];
      if (last?.sender === 'assistant') {
        return { ...state, messages: [...state.messages.slice(0, -1), { ...last, text: last.text + action.text }] };
      }
      return {
        ...state,
        messages: [
          ...state.messages,
          { id: nextId(state.messages), text: action.text, sender: 'assistant', date: today() },
        ],
      };
    }
    case 'done':
    case 'cancel':
      return { ...state, isStreaming: false };
    case 'error':
      return { ...state, isStreaming: false, error: action.error };
  }
}
