import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { reportRouteView } from '../lib/route-views';

/** Reports each route change to monitoring (a view per route pattern) and analytics (a page view). */
export function RouteTracker({ viewName }: { viewName: (pathname: string) => string }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    reportRouteView({ name: viewName(pathname), path: `${pathname}${search}` });
  }, [pathname, search, viewName]);
  return null;
}
