import { useState } from 'react';
import { Dialog, useAuthStore } from 'shared-ui';
import { Chat, VisitorChat } from '@/features/chat/components/chat';
import { StartChoice } from '@/features/launcher/components/start-choice';
import styles from './chat-panel.module.css';

export interface ChatPanelProps {
  onClose: () => void;
}

/**
 * The launcher's panel: first 'Cómo querés empezar?', then the chat of the chosen conversation. Closing
 * it leaves the conversation (the chat ends it); opening it again asks again. Signed out, the visitor's chat
 * (about the products, nothing stored) opens at once.
 */
export default function ChatPanel({ onClose }: ChatPanelProps) {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  return (
    <Dialog open title="Amparo, tu asistente" onClose={onClose} className={styles.panel}>
      {!signedIn ? (
        <VisitorChat embedded autoFocus />
      ) : conversationId ? (
        <Chat embedded autoFocus conversationId={conversationId} />
      ) : (
        <StartChoice onChoose={setConversationId} />
      )}
    </Dialog>
  );
}
