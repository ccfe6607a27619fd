import type { AnalyticsConfig } from '@/config/runtime-config';

// Page-view analytics (GA4 gtag), only when /config.json has an "analytics" block. The gtag library is
// loaded from Google's CDN at that moment; no inline script (CSP).

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
  // Page views are sent by RouteTracker on each route change.
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return true;
}

export function trackPageView(path: string): void {
  if (!measurementId || !window.gtag) return;
  window.gtag('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}
