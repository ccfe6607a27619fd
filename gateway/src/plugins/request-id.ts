import fp from 'fastify-plugin';

/**
 * Echoes the request id (a valid incoming `x-request-id`, or a UUID made by `genReqId`) so a person
 * reporting a problem and the logs of gateway → api → sbi-sandbox share one id. The proxy forwards it.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
