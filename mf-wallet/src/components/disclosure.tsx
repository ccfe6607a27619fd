import { useId, useState, type ReactNode } from 'react';
import { Icon } from './icon';
import styles from './disclosure.module.css';

interface DisclosureProps {
  title: ReactNode;
  defaultOpen?: boolean;
  children?: ReactNode;
  /** Heading level of the title (the button lives inside the heading). */
  level?: 2 | 3;
}

/** A collapsible section: a heading holding a button with aria-expanded, and the region it controls. */
export function Disclosure({ title, defaultOpen = false, children, level = 3 }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const buttonId = useId();
  const panelId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.disclosure}>
      <Heading className={styles.heading}>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          className={styles.toggle}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <Icon name="chevron" size={20} className={`${styles.chevron} ${open ? styles.open : ''}`} />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
