import { Link } from 'react-router';
import { ErrorFallback, formatDate, paths, Spinner } from 'shared-ui';
import { useConversations } from '../api/get-conversations';
import styles from './consultas.module.css';

/** Up to 20 past conversations, newest first as the api orders them; each opens /chat/{id}. */
export function ConversationList() {
  const conversations = useConversations();

  if (conversations.status === 'loading') return <Spinner label="Cargando tus consultas…" />;
  if (conversations.status === 'error') {
    return <ErrorFallback message={conversations.error} onRetry={conversations.reload} />;
  }
  const items = (conversations.data ?? []).map((c) => ({
    id: c._id,
    title: c.title?.trim() || 'Conversación',
    date: formatDate(c.lastActivityAt),
  }));
  if (items.length === 0) return <p className={styles.empty}>Todavía no hiciste consultas.</p>;

  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={paths.chatConversation.href(item.id)} className={styles.item}>
            <span className={styles.title}>{item.title}</span>
            {item.date ? <span className={styles.date}>{item.date}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
