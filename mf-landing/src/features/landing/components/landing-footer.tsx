import { Link } from 'react-router-dom';
import { paths, remoteModules, useAvailability, useContactDialog } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { footer } from '../content';
import styles from './landing-footer.module.css';

/** The landing's footer: copyright line, privacy policy and Contacto (opens the shell's contact dialog). */
export function LandingFooter() {
  const year = new Date().getFullYear();
  const { canOpen, canMount } = useAvailability();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copy}>
          © {year} {footer.company} {footer.rights}
        </p>
        <nav aria-label="Enlaces del pie de página" className={styles.nav}>
          {canOpen(paths.privacy.href()) ? (
            <Link to={paths.privacy.href()} className={styles.link}>
              {footer.privacyLabel}
            </Link>
          ) : null}
          {canMount(remoteModules.contactDialog) ? (
            <button
              type="button"
              className={`${buttons.link} ${styles.link}`}
              onClick={() => useContactDialog.getState().open()}
            >
              {footer.contactLabel}
            </button>
          ) : null}
        </nav>
        <p className={styles.partner}>{footer.partner}</p>
      </div>
    </footer>
  );
}
