import { useEffect, useRef } from 'react';
import { stripCitations } from '../lib/strip-citations';
import type { ChatMessage } from '../stores/chat-reducer';
import styles from './chat.module.css';

/** The conversation so far; scrolls smoothly to the newest message on every change. */
export function MessageList({ messages }: { messages: readonly ChatMessage[] }) {
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const node = list.current;
    if (node && typeof node.scrollTo === 'function') node.scrollTo({ top: node.scrollHeight, behavior: 'smooth' });
  }, [messages]);

  return (
    <ol ref={list} className={styles.messages} aria-label="Mensajes" aria-live="polite">
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
  );
}
