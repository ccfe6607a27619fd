import { Toasts } from 'shared-ui';
import { AuthSession } from '@/features/auth/components/auth-session';
import { RouteTracker } from '@/features/monitoring/components/route-tracker';
import { PageHeadSync } from '@/features/seo/components/page-head-sync';
import { SessionEffects } from '../session-effects';
import { AppLayout } from './app-layout';

export interface RootLayoutProps {
  /** The route pattern of an address (`/policy/:id`): the view name monitoring records. */
  viewName: (pathname: string) => string;
}

/**
 * Root route element: everything that needs the router (sign-in callback, trackers) sits here. The route
 * table hands it `viewName`, so the layout does not import the table that renders it.
 */
export function RootLayout({ viewName }: RootLayoutProps) {
  return (
    <>
      <AuthSession />
      <SessionEffects />
      <RouteTracker viewName={viewName} />
      <PageHeadSync />
      <AppLayout />
      <Toasts />
    </>
  );
}
