import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';

/** /healthz: public, never affected by the simulated faults (the stack waits on it at start). */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '',
    {
      logLevel: 'warn',
      schema: { response: { 200: Type.Object({ status: Type.Literal('ok'), servicio: Type.Literal('sbi-sandbox') }) } },
    },
    async () => ({ status: 'ok' as const, servicio: 'sbi-sandbox' as const }),
  );
};

export default healthRoutes;
