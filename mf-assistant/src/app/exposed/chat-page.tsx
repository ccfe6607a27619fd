import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from 'shared-ui';
import { initialQuestionOf } from '@/config/navigation';
import { Chat } from '@/features/chat/components/chat';
import { StartChoice } from '@/features/launcher/components/start-choice';
import styles from './chat-page.module.css';

/**
 * Routes /chat and /chat/:id (guarded by the shell). With an id it is that conversation's chat, sending
 * the initialQuestion of the navigation state first; without one it asks how to start.
 */
export default function ChatPage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();

  if (!id) {
    return (
      <section className={styles.start} aria-labelledby="chat-heading">
        <h1 id="chat-heading" className={styles.heading}>
          Chat
        </h1>
        <StartChoice onChoose={(chosen) => navigate(paths.chatConversation.href(chosen))} />
      </section>
    );
  }

  return (
    <Chat
      key={id}
      conversationId={id}
      initialQuestion={initialQuestionOf(location.state)}
      // The question came with this history entry: drop it so Back or a reload never sends it again.
      onInitialQuestionUsed={() =>
        navigate(
          { pathname: location.pathname, search: location.search, hash: location.hash },
          {
            replace: true,
            state: null,
          },
        )
      }
    />
  );
}
