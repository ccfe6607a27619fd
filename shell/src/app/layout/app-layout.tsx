import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary, isAppArea, RemoteMount, remoteModules, useAuthStore, usePoliciesStore } from 'shared-ui';
import { AppNav } from '@/features/navigation/components/app-nav';
import { ScrollToTop } from '@/features/navigation/components/scroll-to-top';
import { SiteFooter } from '@/features/navigation/components/site-footer';
import { TopNav } from '@/features/navigation/components/top-nav';
import { ContactDialogHost } from '@/features/contact/components/contact-dialog-host';
import { useWhenIdle } from '@/lib/use-when-idle';
import { BetaBanner } from './beta-banner';
import styles from './layout.module.css';

/**
 * The frame around every screen: beta banner, the public header (or the app-area navigation), the
 * routed screen, the footer (privacy, contact), and the global mounts (assistant launcher, contact dialog).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const appArea = isAppArea(pathname);
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  // Loaded or failed: settled. The launcher's remote then downloads once the browser is idle, after the
  // screen's own files, calls and first drawing of the policies.
  const policiesSettled = usePoliciesStore((s) => s.status === 'loaded' || s.status === 'error');
  const launcherDue = useWhenIdle(signedIn && policiesSettled);

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
      {/* The assistant answers about the person's own policies: offered with a session, once they are known.
          Fixed at the bottom right, but early in the tab order: right after the navigation, not after the page. */}
      {launcherDue ? <RemoteMount {...remoteModules.assistantLauncher} silent /> : null}
      <main id="contenido" className={styles.main} tabIndex={-1}>
        <ErrorBoundary key={pathname} name={`ruta ${pathname}`}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <ErrorBoundary name="pie de página" fallback={null}>
        <SiteFooter />
      </ErrorBoundary>
      <ContactDialogHost />
    </div>
  );
}
