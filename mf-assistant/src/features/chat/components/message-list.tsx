import { useEffect, useRef, type ReactNode } from 'react';
import { stripCitations } from '../lib/strip-citations';
import type { ChatMessage } from '../stores/chat-reducer';
import styles from './chat.module.css';

/**
 * The conversation so far; scrolls smoothly to the newest message on every change. With no message yet it
 * shows `empty` (the assistant's greeting) above the empty list instead of an empty box.
 */
export function MessageList({ messages, empty }: { messages: readonly ChatMessage[]; empty?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = box.current;
    if (node && typeof node.scrollTo === 'function') node.scrollTo({ top: node.scrollHeight, behavior: 'smooth' });
  }, [messages]);

  return (
    <div ref={box} className={styles.messages}>
      {messages.length === 0 && empty ? <div className={`${styles.bubble} ${styles.assistant}`}>{empty}</div> : null}
      <ol className={styles.list} aria-label="Mensajes" aria-live="polite">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`${styles.bubble} ${message.sender === 'user' ? styles.user : styles.assistant}`}
          >
            <span className="visually-hidden">{message.sender === 'user' ? 'Vos: ' : 'Amparo: '}</span>
            {stripCitations(message.text)}
          </li>
        ))}
      </ol>
    </div>
  );
}
