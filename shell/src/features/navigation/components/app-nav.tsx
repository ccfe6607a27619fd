import { Link, NavLink, useLocation } from 'react-router';
import { appTabOf, appTabs, paths, useAuthStore, useAvailability } from 'shared-ui';
import { Logo } from '@/components/logo';
import { runMenuAction } from '../lib/run-menu-action';
import { UserName } from './user-name';
import styles from './navigation.module.css';

const linkClass = styles.appLink;

/**
 * The navigation of every signed-in screen (the app area) for a signed-in person. Only the current item is
 * lit: 'Consultas' on /app?tab=consultas (the tab is in the address), 'Mis seguros' on /app's other tabs.
 */
export function AppNav() {
  const status = useAuthStore((s) => s.status);
  const { canOpen } = useAvailability();
  const { pathname, search } = useLocation();
  const tab = pathname === paths.app.href() ? (appTabOf(search) ?? appTabs.policies) : null;
  const current = (lit: boolean) => (lit ? ('page' as const) : undefined);
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
              <Link
                to={paths.app.href()}
                className={linkClass}
                aria-current={current(tab !== null && tab !== appTabs.consultas)}
              >
                Mis seguros
              </Link>
            </li>
          ) : null}
          {canOpen(paths.app.href(appTabs.consultas)) ? (
            <li>
              <Link
                to={paths.app.href(appTabs.consultas)}
                className={linkClass}
                aria-current={current(tab === appTabs.consultas)}
              >
                Consultas
              </Link>
            </li>
          ) : null}
          {canOpen(paths.profile.href()) ? (
            <li>
              <NavLink to={paths.profile.href()} className={linkClass ?? ''}>
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
