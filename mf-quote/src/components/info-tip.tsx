import { useEffect, useId, useState } from 'react';
import styles from './info-tip.module.css';

interface InfoTipProps {
  /** Accessible name of the trigger ('Qué cubre Cristales'). */
  label: string;
  text: string;
}

/**
 * A small ⓘ button whose text shows as a tooltip on hover and focus, and toggles on click or tap (a
 * disclosure for touch screens). The text is the button's description, so screen readers read it on
 * focus; Escape hides it.
 */
export function InfoTip({ label, text }: InfoTipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setHovered(false);
      setFocused(false);
      setPinned(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <span className={styles.wrap} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => setPinned((p) => !p)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span role="tooltip" id={id} className={styles.tip} hidden={!open}>
        {text}
      </span>
    </span>
  );
}
