import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '../lib/analytics';
import { startMonitoringView } from '../lib/monitoring';

/** Reports each route change to monitoring (a view per route pattern) and analytics (a page view). */
export function RouteTracker({ viewName }: { viewName: (pathname: string) => string }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    startMonitoringView(viewName(pathname));
    trackPageView(`${pathname}${search}`);
  }, [pathname, search, viewName]);
  return null;
}
