import type { MonitoringConfig } from '@/config/runtime-config';
import { onRouteView } from './route-views';

// Real-user monitoring (spec: assistant §9). Only when /config.json has a "monitoring" block: bootstrap
// then downloads this module and the SDK after the app starts. Switched off, neither is downloaded.

export const RUM_VERSION = '1.0.0';

export async function initMonitoring(config: MonitoringConfig | null, environment: string): Promise<boolean> {
  if (!config) return false;
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
    // A new RUM view per route (by route pattern, so ids do not split the views), the current one first.
    onRouteView(({ name }) => datadogRum.startView({ name }));
    return true;
  } catch (error) {
    console.error('[shell] No se pudo iniciar el monitoreo', error);
    return false;
  }
}
