import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary, isAppArea, RemoteMount, remoteModules, useAuthStore, usePoliciesStore } from 'shared-ui';
import { AppNav } from '@/features/navigation/components/app-nav';
import { ScrollToTop } from '@/features/navigation/components/scroll-to-top';
import { TopNav } from '@/features/navigation/components/top-nav';
import { ContactDialogHost } from '@/features/contact/components/contact-dialog-host';
import { useWhenIdle } from '@/lib/use-when-idle';
import { BetaBanner } from './beta-banner';
import styles from './layout.module.css';

/**
 * The frame around every screen: beta banner, the public header (or the app-area navigation), the
 * routed screen, and the global mounts (assistant launcher, contact dialog).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const appArea = isAppArea(pathname);
  const auth = useAuthStore((s) => s.status);
  // Loaded or failed: settled. The launcher's remote then downloads once the browser is idle, after the
  // screen's own files, calls and first drawing of the policies. Signed out, Amparo answers about the
  // products on the public pages, except the landing, whose JavaScript budget has no room for it.
  const policiesSettled = usePoliciesStore((s) => s.status === 'loaded' || s.status === 'error');
  const launcherDue = useWhenIdle(
    auth === 'authenticated' ? policiesSettled : auth === 'not-authenticated' && !appArea && pathname !== '/',
  );

  return (
    <div className={styles.shell}>
      <a href="#contenido" className={styles.skipLink}>
        Saltar al contenido
      </a>
      <ScrollToTop />
      <BetaBanner />
      <ErrorBoundary name="navegación" fallback={null}>
        {appArea ? <AppNav /> : <TopNav />}
      </ErrorBoundary>
      <main id="contenido" className={styles.main} tabIndex={-1}>
        <ErrorBoundary key={pathname} name={`ruta ${pathname}`}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {/* With a session, about the person's own policies once they are known; without one, about the products. */}
      {launcherDue ? <RemoteMount {...remoteModules.assistantLauncher} silent /> : null}
      <ContactDialogHost />
    </div>
  );
}
