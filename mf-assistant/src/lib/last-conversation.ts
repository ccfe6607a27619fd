import { browserStorage } from 'shared-ui';

// The last conversation opened on this browser, for the panel's 'Continuar última conversación'.
const KEY = 'assistant.lastConversationId';

export function readLastConversation(): string | null {
  try {
    return browserStorage('local')?.getItem(KEY) || null;
  } catch {
    return null;
  }
}

export function rememberLastConversation(id: string): void {
  try {
    browserStorage('local')?.setItem(KEY, id);
  } catch {
    // Storage full or refused: the panel then just cannot offer to continue.
  }
}
