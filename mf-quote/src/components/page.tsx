import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Extra content in the header band (a pill, a link). */
  aside?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}

/** A screen of this remote: the page's only h1 and its content. The shell provides <main>. */
export function Page({ title, eyebrow, lead, aside, wide = false, children }: PageProps) {
  return (
    <div className={styles.page}>
      <div className={wide ? `${styles.inner} ${styles.wideInner}` : styles.inner}>
        <header className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {aside}
        </header>
        {children}
      </div>
    </div>
  );
}
