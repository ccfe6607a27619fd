import { Link } from 'react-router';
import { paths } from 'shared-ui';
import styles from './logo.module.css';

/** Brand mark; always leads home. `className` places it in a bar's layout. */
export function Logo({ className }: { className?: string | undefined }) {
  return (
    <Link
      to={paths.home.href()}
      className={className ? `${styles.logo} ${className}` : styles.logo}
      aria-label="Seguros, ir al inicio"
    >
      <svg className={styles.mark} width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1 14.2-3.7-3.7 1.4-1.4 2.3 2.3 5.3-5.3 1.4 1.4-6.7 6.7Z"
        />
      </svg>
      <span aria-hidden="true">Seguros</span>
    </Link>
  );
}
