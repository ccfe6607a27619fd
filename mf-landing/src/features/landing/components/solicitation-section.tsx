import { RemoteMount, SOLICITUD_ANCHOR } from 'shared-ui';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { solicitation } from '../content';
import styles from './solicitation-section.module.css';

/** The request form belongs to mf-forms; it is mounted at runtime, never imported. */
export function SolicitationSection() {
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
        <RemoteMount remote="mf_forms" module="./RequestForm" />
      </div>
    </Section>
  );
}
