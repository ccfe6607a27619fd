import { useRuntimeConfig } from '@/config/runtime-config-context';
import styles from './layout.module.css';

/** The top beta banner with the feedback link (spec: global pieces). */
export function BetaBanner() {
  const { feedbackUrl } = useRuntimeConfig();
  const external = feedbackUrl?.startsWith('http');
  return (
    <aside className={styles.banner} aria-label="Aviso de versión beta">
      <span>Estás usando la versión beta.</span>
      {feedbackUrl ? (
        <a
          href={feedbackUrl}
          className={styles.bannerLink}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          Dejanos tu opinión
        </a>
      ) : null}
    </aside>
  );
}
