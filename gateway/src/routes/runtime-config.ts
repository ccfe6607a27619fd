import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { RuntimeConfig } from 'contracts';

/** What the browser needs to know about this deployment; nothing secret goes here. */
export function runtimeConfig(config: Config): RuntimeConfig {
  return {
    auth: { ...config.auth },
    apiBaseUrl: '/api/v1',
    feedbackUrl: config.feedbackUrl,
    environment: config.environment,
    monitoring: config.monitoring && { ...config.monitoring },
    analytics: config.analytics && { ...config.analytics },
  };
}

export default async function runtimeConfigRoutes(app: FastifyInstance) {
  const body = runtimeConfig(app.config);
  app.get('/config.json', { schema: { response: { 200: RuntimeConfig } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
