import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './page-hero.module.css';
import { headingId } from '@/lib/heading-id';

interface PageHeroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  icon?: IconName;
  /** Small print under the lead (e.g. a last-updated date). */
  meta?: ReactNode;
  /** Buttons or links under the lead. */
  children?: ReactNode;
}

/** Top band of an inner page: the page's only h1. */
export function PageHero({ title, eyebrow, lead, icon, meta, children }: PageHeroProps) {
  const titleId = headingId(title);
  return (
    <section aria-labelledby={titleId} className={styles.hero}>
      <div className={icon ? `${styles.inner} ${styles.withIcon}` : styles.inner}>
        {icon && (
          <span className={styles.icon}>
            <Icon name={icon} size={36} />
          </span>
        )}
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {meta && <p className={styles.meta}>{meta}</p>}
          {children && <div className={styles.actions}>{children}</div>}
        </div>
      </div>
    </section>
  );
}
