import { Link } from 'react-router';
import { paths, remoteModules, useAvailability, useContactDialog } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { Section } from '@/components/section';
import { startSignIn } from '@/lib/start-sign-in';
import { cta } from '../content';
import styles from './about-cta.module.css';

export function AboutCta() {
  const { canOpen, canMount } = useAvailability();
  return (
    <Section title={cta.title} lead={cta.text} tone="soft">
      <div className={styles.actions}>
        {/* Signing up ends in the wallet. */}
        {canOpen(paths.app.href()) ? (
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={startSignIn}>
            {cta.createAccountLabel}
          </button>
        ) : null}
        {canOpen(paths.quoteHome.href()) ? (
          <Link to={paths.quoteHome.href()} className={`${buttons.button} ${buttons.secondary}`}>
            {cta.startLabel}
          </Link>
        ) : null}
        {canMount(remoteModules.contactDialog) ? (
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            onClick={() => useContactDialog.getState().open({ title: cta.contactDialogTitle })}
          >
            {cta.contactLabel}
          </button>
        ) : null}
      </div>
    </Section>
  );
}
