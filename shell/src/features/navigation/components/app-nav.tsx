import { Link, NavLink } from 'react-router-dom';
import { appTabState, paths, useAuthStore, useAvailability } from 'shared-ui';
import { Logo } from '@/components/logo';
import { runMenuAction } from '../lib/run-menu-action';
import { UserName } from './user-name';
import styles from './navigation.module.css';

const linkClass = styles.appLink;
const consultasState = appTabState('consultas');

/** The extra navigation of the app area (/app, /policy, /profile, /chat) for a signed-in person. */
export function AppNav() {
  const status = useAuthStore((s) => s.status);
  const { canOpen } = useAvailability();
  if (status === 'not-authenticated') return null;
  // While the session is checked the bar is laid out but hidden and inert: it keeps its place, so the
  // screen below does not jump down when the session arrives (Lighthouse's layout shift on /app).
  const checking = status === 'checking';
  return (
    <header
      className={`${styles.bar} ${styles.appBar}${checking ? ` ${styles.reserved}` : ''}`}
      aria-hidden={checking || undefined}
      inert={checking || undefined}
    >
      <Logo className={styles.appLogo} />
      <nav aria-label="Mi cuenta">
        <ul className={styles.appLinks}>
          {canOpen(paths.app.href()) ? (
            <li>
              <NavLink to={paths.app.href()} end className={linkClass}>
                Mis seguros
              </NavLink>
            </li>
          ) : null}
          {canOpen(paths.app.href(), consultasState) ? (
            <li>
              <Link to={paths.app.href()} state={consultasState} className={linkClass}>
                Consultas
              </Link>
            </li>
          ) : null}
          {canOpen(paths.profile.href()) ? (
            <li>
              <NavLink to={paths.profile.href()} className={linkClass}>
                Mi Perfil
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <span className={styles.spacer} />
      <UserName />
      <button type="button" className={styles.logout} onClick={() => runMenuAction('logout')}>
        Cerrar sesión
      </button>
    </header>
  );
}
