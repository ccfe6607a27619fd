import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { buttonStyles, fieldStyles } from 'shared-ui';
import { useChat, type Chat as ChatModel, type UseChatOptions } from '../hooks/use-chat';
import { useVisitorChat } from '../hooks/use-visitor-chat';
import { MessageList } from './message-list';
import styles from './chat.module.css';

export interface ChatProps extends UseChatOptions {
  /** Inside another screen (the launcher's panel): no 'Chat' heading. */
  embedded?: boolean;
  /** Put the cursor in the question box on mount (the panel, right after choosing how to start). */
  autoFocus?: boolean;
}

/** Offered by the greeting of a conversation with no message yet: one click asks them. */
export const EXAMPLE_QUESTIONS = [
  '¿Qué cubre mi seguro?',
  '¿Qué hago si me roban la bici?',
  '¿Cuándo vence mi póliza?',
] as const;

/**
 * The chat screen: heading, messages (a greeting with three example questions while there are none),
 * 'Escribiendo…' while the answer streams, the question box.
 */
export function Chat({ embedded = false, autoFocus = false, ...options }: ChatProps) {
  return <ChatView chat={useChat(options)} embedded={embedded} autoFocus={autoFocus} />;
}

/** The chat of a signed-out person (nothing stored): the same screen, answered about the products. */
export function VisitorChat({ embedded = false, autoFocus = false }: Omit<ChatProps, keyof UseChatOptions>) {
  return <ChatView chat={useVisitorChat()} embedded={embedded} autoFocus={autoFocus} />;
}

interface ChatViewProps {
  chat: ChatModel;
  embedded: boolean;
  autoFocus: boolean;
}

function ChatView({ chat, embedded, autoFocus }: ChatViewProps) {
  const [text, setText] = useState('');
  const inputId = useId();

  const submit = () => {
    if (chat.send(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (and nothing while an IME is composing).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section className={embedded ? `${styles.chat} ${styles.embedded}` : styles.chat} aria-label="Chat">
      {embedded ? null : <h1 className={styles.heading}>Chat</h1>}
      <MessageList
        messages={chat.messages}
        empty={
          chat.isStreaming ? null : (
            <div className={styles.welcome}>
              <p className={styles.welcomeText}>
                ¡Hola! Soy Amparo, tu asistente. Preguntame sobre tus seguros: qué cubren, hasta cuánto y qué hacer si
                te pasa algo. Por ejemplo:
              </p>
              <ul className={styles.examples} aria-label="Preguntas de ejemplo">
                {EXAMPLE_QUESTIONS.map((question) => (
                  <li key={question}>
                    <button type="button" className={styles.example} onClick={() => chat.send(question)}>
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      />
      {chat.isStreaming ? (
        <p className={styles.typing} role="status">
          Escribiendo…
        </p>
      ) : null}
      {chat.error ? (
        <p className={styles.error} role="alert">
          Error: {chat.error}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Escribe tu consulta
        </label>
        <textarea
          id={inputId}
          className={`${fieldStyles.control} ${styles.input}`}
          rows={2}
          autoFocus={autoFocus}
          placeholder="Escribe tu consulta"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          Enviar
        </button>
      </form>
    </section>
  );
}
