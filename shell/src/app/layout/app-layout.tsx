import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import {
  ErrorBoundary,
  isAppArea,
  RemoteMount,
  remoteModules,
  useAuthStore,
  useNearViewport,
  usePoliciesStore,
} from 'shared-ui';
import { AppNav } from '@/features/navigation/components/app-nav';
import { ScrollToTop } from '@/features/navigation/components/scroll-to-top';
import { TopNav } from '@/features/navigation/components/top-nav';
import { ContactDialogHost } from '@/features/contact/components/contact-dialog-host';
import { useWhenIdle } from '@/lib/use-when-idle';
import { BetaBanner } from './beta-banner';
import styles from './layout.module.css';

// The footer, below every screen: downloaded when it comes near the viewport, not with the first page.
const SiteFooter = lazy(() => import(/* webpackChunkName: "footer" */ '@/features/navigation/components/site-footer'));

function Footer() {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The frame around every screen: beta banner, the public header (or the app-area navigation), the
 * routed screen, the footer (privacy, contact), and the global mounts (assistant launcher, contact dialog).
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
      {/* With a session, Amparo answers about the person's own policies once they are known; without one, about
          the products. Fixed at the bottom right, but early in the tab order: right after the navigation. */}
      {launcherDue ? <RemoteMount {...remoteModules.assistantLauncher} silent /> : null}
      <main id="contenido" className={styles.main} tabIndex={-1}>
        <ErrorBoundary key={pathname} name={`ruta ${pathname}`}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <ErrorBoundary name="pie de página" fallback={null}>
        <Footer />
      </ErrorBoundary>
      <ContactDialogHost />
    </div>
  );
}
