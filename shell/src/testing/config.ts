import type { RuntimeConfig } from '@/config/runtime-config';

/** /config.json as the dev gateway serves it. */
export const testConfig: RuntimeConfig = {
  auth: { domain: 'http://localhost:8083', clientId: 'seguros-web', audience: 'https://api.seguros.uy' },
  apiBaseUrl: '/api/v1',
  feedbackUrl: 'mailto:beta@seguros.uy',
  environment: 'dev',
  monitoring: null,
  analytics: null,
};
