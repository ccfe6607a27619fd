import fp from 'fastify-plugin';
import { ReleaseStore } from '../lib/releases';

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseStore;
  }
}

/** The release store (RELEASES_DIR) as `app.releases`. */
export default fp(
  async (app) => {
    app.decorate('releases', new ReleaseStore(app.config.releasesDir, app.log.child({ component: 'releases' })));
  },
  { name: 'releases', dependencies: ['config'] },
);
