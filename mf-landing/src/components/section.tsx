import type { ReactNode, Ref } from 'react';
import { ErrorBoundary } from 'shared-ui';
import styles from './section.module.css';
import { headingId as headingIdFor } from '@/lib/heading-id';

interface SectionProps {
  title: ReactNode;
  /** Short line above the heading. */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Anchor for in-page links (e.g. the landing's #solicitud). */
  id?: string;
  tone?: 'plain' | 'muted' | 'soft';
  /** The product grid passes on its own optional one. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  children?: ReactNode;
}

/** A page band: full-width background, centred content, an h2 that names the region. */
export function Section({ title, eyebrow, lead, id, tone = 'plain', headingRef, children }: SectionProps) {
  const headingId = headingIdFor(title, id);
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.band} ${styles[tone]}`}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        <ErrorBoundary name={`mf_landing: ${typeof title === 'string' ? title : 'sección'}`}>{children}</ErrorBoundary>
      </div>
    </section>
  );
}
