import { browserStorage, useAuthStore } from 'shared-ui';

// The last conversation this person opened on this browser, for the panel's 'Continuar última
// conversación'. Kept per person: on a shared browser nobody is offered someone else's conversation.
const PREFIX = 'assistant.lastConversationId';

function key(): string | null {
  const user = useAuthStore.getState().user;
  return user ? `${PREFIX}:${user.email ?? user.name}` : null;
}

export function readLastConversation(): string | null {
  const k = key();
  try {
    return (k && browserStorage('local')?.getItem(k)) || null;
  } catch {
    return null;
  }
}

export function rememberLastConversation(id: string): void {
  const k = key();
  try {
    if (k) browserStorage('local')?.setItem(k, id);
  } catch {
    // Storage full or refused: the panel then just cannot offer to continue.
  }
}

/** The conversation is gone (the api answers 404): stop offering it. */
export function forgetLastConversation(id: string): void {
  const k = key();
  try {
    if (k && browserStorage('local')?.getItem(k) === id) browserStorage('local')?.removeItem(k);
  } catch {
    // Nothing to forget where storage is refused.
  }
}
