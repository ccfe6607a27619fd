import fp from 'fastify-plugin';
import { createSbiClient, type SbiClient } from './sbi-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The partner insurer's API (src/modules/sbi/sbi-client.ts). */
    sbi: SbiClient;
  }
}

export interface SbiPluginOptions {
  /** A client made by the caller (tests); default one for `config.sbi`. */
  client?: SbiClient;
}

export default fp<SbiPluginOptions>(
  async (app, opts) => {
    const { url, apiKey, timeoutMs } = app.config.sbi;
    app.decorate('sbi', opts.client ?? createSbiClient({ baseUrl: url, apiKey, timeoutMs }));
  },
  { name: 'sbi-client', dependencies: ['config'] },
);
