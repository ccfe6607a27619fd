import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageProps {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A screen of this remote: one h1, an optional lead line, centred content. */
export function Page({ title, lead, children }: PageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}

/** A white panel for a page's main content. */
export function Card({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={[styles.card, className].filter(Boolean).join(' ')}>{children}</div>;
}
