import { lazy, Suspense, useState } from 'react';
import { LauncherButton } from '@/features/launcher/components/launcher-button';
import { useTypingOnPhone } from '@/features/launcher/hooks/use-typing-on-phone';

// The button is all a page downloads up front; the panel and the chat come on first use.
const loadPanel = () => import('../chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * The floating assistant button the shell mounts on every page for a signed-in person, and its panel.
 * Rendered inside the shell's router; never creates one.
 */
export default function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const typing = useTypingOnPhone();
  return (
    <>
      <LauncherButton
        expanded={open}
        hidden={typing && !open}
        onOpen={() => setOpen(true)}
        onIntent={() => void loadPanel()}
      />
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
