import type { FastifyInstance } from 'fastify';
import { Health } from 'contracts';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { response: { 200: Health } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
}
