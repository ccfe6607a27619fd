import { RemoteMount, remoteModules, SOLICITUD_ANCHOR, useAvailability } from 'shared-ui';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { solicitation } from '../content';
import styles from './solicitation-section.module.css';

/**
 * The request form belongs to mf-forms; it is mounted at runtime, never imported. The whole section waits
 * for that module: without the form it would only promise an answer to a question nobody can ask.
 */
export function SolicitationSection() {
  const { canMount } = useAvailability();
  if (!canMount(remoteModules.requestForm)) return null;
  return (
    <Section
      id={SOLICITUD_ANCHOR}
      eyebrow={solicitation.eyebrow}
      title={solicitation.title}
      lead={solicitation.lead}
      tone="soft"
    >
      <p className={styles.promise}>
        <Icon name="clock" size={20} />
        {solicitation.promise}
      </p>
      <div className={styles.form}>
        <RemoteMount {...remoteModules.requestForm} />
      </div>
    </Section>
  );
}
