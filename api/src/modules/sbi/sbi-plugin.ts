import fp from 'fastify-plugin';
import { createSbiClient, type SbiClient } from './sbi-client';
import { instrumentSbiClient } from './sbi-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The partner insurer's API (src/modules/sbi/sbi-client.ts). */
    sbi: SbiClient;
  }
}

export interface SbiPluginOptions {
  /** A client made by the caller (tests); default one for `config.sbi`. */
  client?: SbiClient | undefined;
}

export default fp<SbiPluginOptions>(
  async (app, opts) => {
    const { url, apiKey, timeoutMs } = app.config.sbi;
    const client = opts.client ?? createSbiClient({ baseUrl: url, apiKey, timeoutMs });
    app.decorate('sbi', instrumentSbiClient(client, app.metrics));
  },
  { name: 'sbi-client', dependencies: ['config', 'metrics'] },
);
