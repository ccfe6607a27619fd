import type { AnalyticsConfig } from '@/config/runtime-config';
import { onRouteView } from './route-views';

// Page-view analytics (GA4 gtag), only when /config.json has an "analytics" block: bootstrap then
// downloads this module, and the gtag library is loaded from Google's CDN; no inline script (CSP).

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

let measurementId: string | null = null;

export function initAnalytics(config: AnalyticsConfig | null): boolean {
  if (!config || measurementId) return Boolean(measurementId);
  measurementId = config.measurementId;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    // gtag.js expects the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // A page view per route change (RouteTracker), the current route first.
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  onRouteView(({ path }) => trackPageView(path));
  return true;
}

function trackPageView(path: string): void {
  if (!window.gtag) return;
  window.gtag('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}
