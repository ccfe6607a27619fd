import { Link } from 'react-router';
import { paths, remoteModules, useAvailability, useContactDialog } from 'shared-ui';
import styles from './site-footer.module.css';

/**
 * The footer of every screen: the copyright line, the privacy policy and Contacto (the contact dialog), so
 * both are reachable from anywhere, signed in or not.
 */
export default function SiteFooter() {
  const { canOpen, canMount } = useAvailability();
  return (
    <footer className={styles.footer}>
      <p className={styles.copy}>
        © {new Date().getFullYear()} Seguros Digitales S.A.S. Todos los derechos reservados. Seguros emitidos por SBI,
        nuestra aseguradora aliada.
      </p>
      <nav aria-label="Enlaces del pie de página" className={styles.nav}>
        {canOpen(paths.privacy.href()) ? (
          <Link to={paths.privacy.href()} className={styles.link}>
            Política de privacidad
          </Link>
        ) : null}
        {canMount(remoteModules.contactDialog) ? (
          <button type="button" className={styles.link} onClick={() => useContactDialog.getState().open()}>
            Contacto
          </button>
        ) : null}
      </nav>
    </footer>
  );
}
