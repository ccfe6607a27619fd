import type { Config } from '../config';

export type CspDirectives = Record<string, string[]>;

// Google's documented origins for Google Analytics 4 (gtag.js).
const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ANALYTICS_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/**
 * Datadog's browser intake for a site: `datadoghq.com` → browser-intake-datadoghq.com,
 * `us3.datadoghq.com` → browser-intake-us3-datadoghq.com. Recent SDKs post to the bare host,
 * older ones to a subdomain, so both are allowed.
 */
export function monitoringIntakeOrigins(site: string): string[] {
  const labels = site.split('.');
  const host = labels.length > 2 ? `${labels[0]}-${labels.slice(1).join('.')}` : site;
  return [`https://browser-intake-${host}`, `https://*.browser-intake-${host}`];
}

/**
 * The Content-Security-Policy of every response, allowing exactly what the app uses:
 * own scripts only (the federation runtime loads remotes from the same origin), inline styles
 * (style-loader and react-toastify inject <style>), the IdP for the token calls, the silent-auth
 * iframe and its forms, and monitoring/analytics origins only when they are configured.
 */
export function buildCspDirectives(config: Pick<Config, 'auth' | 'monitoring' | 'analytics'>): CspDirectives {
  const idp = new URL(config.auth.domain).origin;
  const monitoring = config.monitoring ? monitoringIntakeOrigins(config.monitoring.site) : [];
  const analytics = config.analytics !== null;

  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(analytics ? ANALYTICS_SCRIPT : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? ANALYTICS_IMG : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", idp, ...monitoring, ...(analytics ? ANALYTICS_CONNECT : [])],
    'frame-src': [idp],
    'form-action': ["'self'", idp],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
  };
}

/** The header value, `directive value value; directive value`. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
