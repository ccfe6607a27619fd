import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { buildCspDirectives } from '../lib/csp';

/** Security headers on every response (pages, assets, proxied api answers and errors). */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: buildCspDirectives(app.config) },
      // require-corp would block the IdP iframe and any cross-origin image.
      crossOriginEmbedderPolicy: false,
      // The card payment page opens in a window that the app keeps talking to.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Matches frame-ancestors 'none' for browsers that only read X-Frame-Options.
      frameguard: { action: 'deny' },
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
