import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, messages } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: the `x-api-key` header must equal SBI_API_KEY, else 401 `{ error: 'unauthorized' }`. */
    requireApiKey: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export default fp(
  async (app) => {
    const expected = digest(app.config.apiKey);
    app.decorate('requireApiKey', async (request: FastifyRequest) => {
      const given = request.headers['x-api-key'];
      // Hashing first makes the comparison constant-time whatever the lengths.
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
        throw new ApiError(401, 'unauthorized', messages.unauthorized);
      }
    });
  },
  { name: 'api-key', dependencies: ['config'] },
);
