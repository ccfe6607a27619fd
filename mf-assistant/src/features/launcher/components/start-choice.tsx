import { useState } from 'react';
import { buttonStyles, errorMessage } from 'shared-ui';
import { createConversation } from '@/api/create-conversation';
import { readLastConversation } from '@/lib/last-conversation';
import styles from './launcher.module.css';

export interface StartChoiceProps {
  /** The conversation to open: the last one, or one just created. */
  onChoose: (conversationId: string) => void;
}

/** 'Cómo querés empezar?': continue the last conversation (when there is one) or start a new one. */
export function StartChoice({ onChoose }: StartChoiceProps) {
  const [last] = useState(readLastConversation);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const startNew = async () => {
    setBusy(true);
    setError(null);
    try {
      onChoose(await createConversation());
    } catch (cause) {
      setError(errorMessage(cause));
      setBusy(false);
    }
  };

  return (
    <div className={styles.choice} aria-busy={busy || undefined}>
      <p className={styles.question}>Cómo querés empezar?</p>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.block}`}
        disabled={!last || busy}
        onClick={() => last && onChoose(last)}
      >
        Continuar última conversación
      </button>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}
        disabled={busy}
        onClick={() => void startNew()}
      >
        Nueva conversación
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          Error: {error}
        </p>
      ) : null}
    </div>
  );
}
