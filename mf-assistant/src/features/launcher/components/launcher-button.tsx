import { LineIcon } from 'shared-ui';
import styles from './launcher.module.css';

const CHAT_ICON = 'M4 5h16v11H9l-5 4V5z M8 9.5h8 M8 12.5h5';

export interface LauncherButtonProps {
  expanded: boolean;
  /** Stepped aside (a phone's page field is being filled in): not shown, not focusable. */
  hidden?: boolean;
  onOpen: () => void;
  /** Pointer or keyboard focus arrived: a good moment to fetch the panel's code. */
  onIntent?: () => void;
}

/** The floating button, bottom right on every page, that opens the assistant's panel. */
export function LauncherButton({ expanded, hidden = false, onOpen, onIntent }: LauncherButtonProps) {
  return (
    <button
      type="button"
      className={styles.launcher}
      data-stepped-aside={hidden || undefined}
      aria-label="Abrir el asistente Amparo"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <LineIcon d={CHAT_ICON} size={28} />
    </button>
  );
}
