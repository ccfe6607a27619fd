import type { MonitoringConfig } from '@/config/runtime-config';

// Real-user monitoring (spec: assistant §9). Only when /config.json has a "monitoring" block; then the
// SDK is a separate chunk downloaded after the app starts. With null nothing is imported at all.

interface Rum {
  startView: (name: string) => void;
}

let enabled = false;
let rum: Rum | null = null;
let pendingView: string | null = null;

export const RUM_VERSION = '1.0.0';

export async function initMonitoring(config: MonitoringConfig | null, environment: string): Promise<boolean> {
  if (!config) return false;
  enabled = true;
  try {
    const { datadogRum } = await import(/* webpackChunkName: "monitoring" */ '@datadog/browser-rum');
    datadogRum.init({
      applicationId: config.applicationId,
      clientToken: config.clientToken,
      site: config.site as never,
      service: config.service,
      env: environment,
      version: RUM_VERSION,
      sessionSampleRate: 100,
      sessionReplaySampleRate: 20,
      defaultPrivacyLevel: 'mask-user-input',
      // Views follow the router: RouteTracker calls startView on every route change.
      trackViewsManually: true,
      trackUserInteractions: true,
      trackResources: true,
      trackLongTasks: true,
    });
    rum = { startView: (name) => datadogRum.startView({ name }) };
    if (pendingView) rum.startView(pendingView);
    pendingView = null;
    return true;
  } catch (error) {
    console.error('[shell] No se pudo iniciar el monitoreo', error);
    enabled = false;
    pendingView = null;
    return false;
  }
}

/** A new RUM view per route (by route pattern, so ids do not split the views). */
export function startMonitoringView(name: string): void {
  if (!enabled) return;
  if (rum) rum.startView(name);
  else pendingView = name;
}
