import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles, errorMessage, fieldStyles, paths } from 'shared-ui';
import { createConversation } from '@/api/create-conversation';
import { chatNavigationState } from '@/config/navigation';
import styles from './consultas.module.css';

/** A new question: creates a conversation with it and opens the chat, which sends it. */
export function QuestionBox() {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question || busy) return;
    setBusy(true);
    setError(null);
    try {
      const id = await createConversation({ firstMessage: question });
      navigate(paths.chatConversation.href(id), { state: chatNavigationState(question) });
    } catch (cause) {
      setError(errorMessage(cause));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <label htmlFor={inputId} className={styles.label}>
        Preguntale a Amparo sobre tus seguros
      </label>
      <textarea
        id={inputId}
        className={fieldStyles.control}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={busy}>
          Enviar consulta
        </button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
