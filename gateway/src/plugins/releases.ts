import fp from 'fastify-plugin';
import { openReleaseStore } from '../lib/release-backend';
import { ReleaseStore } from '../lib/releases';

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseStore;
  }
}

/** The release store (RELEASES_DIR, or the bucket of RELEASE_STORE_URL) as `app.releases`. */
export default fp(
  async (app) => {
    const log = app.log.child({ component: 'releases' });
    app.decorate('releases', new ReleaseStore(openReleaseStore(app.config.release.store), log));
  },
  { name: 'releases', dependencies: ['config'] },
);
