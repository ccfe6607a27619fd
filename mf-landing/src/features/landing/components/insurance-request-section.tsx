import { RemoteMount, remoteModules, INSURANCE_REQUEST_ANCHOR, useAvailability, useNearViewport } from 'shared-ui';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { insuranceRequest } from '../content';
import styles from './insurance-request-section.module.css';

/**
 * The request form belongs to mf-forms; it is mounted at runtime, never imported. The whole section waits
 * for that module: without the form it would only promise an answer to a question nobody can ask.
 * The section sits far below the landing's first screen, so mf-forms (its remoteEntry included) is loaded
 * when the section comes near the viewport, not with the landing.
 */
export function InsuranceRequestSection() {
  const { canMount } = useAvailability();
  const [near, ref] = useNearViewport<HTMLDivElement>();
  if (!canMount(remoteModules.insuranceRequestForm)) return null;
  return (
    <Section
      id={INSURANCE_REQUEST_ANCHOR}
      eyebrow={insuranceRequest.eyebrow}
      title={insuranceRequest.title}
      lead={insuranceRequest.lead}
      tone="soft"
    >
      <p className={styles.promise}>
        <Icon name="clock" size={20} />
        {insuranceRequest.promise}
      </p>
      <div ref={ref} className={styles.form}>
        {near ? <RemoteMount {...remoteModules.insuranceRequestForm} /> : null}
      </div>
    </Section>
  );
}
