import { Toasts } from 'shared-ui';
import { AuthSession } from '@/features/auth/components/auth-session';
import { RouteTracker } from '@/features/monitoring/components/route-tracker';
import { routePattern } from '../routes';
import { SessionEffects } from '../session-effects';
import { AppLayout } from './app-layout';

/** Root route element: everything that needs the router (sign-in callback, trackers) sits here. */
export function RootLayout() {
  return (
    <>
      <AuthSession />
      <SessionEffects />
      <RouteTracker viewName={routePattern} />
      <AppLayout />
      <Toasts />
    </>
  );
}
