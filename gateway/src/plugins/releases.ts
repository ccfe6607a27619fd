import fp from 'fastify-plugin';
import { openReleaseBackend } from '../release/open-backend';
import { LiveReleases } from '../release/serving';

declare module 'fastify' {
  interface FastifyInstance {
    releases: LiveReleases;
  }
}

/** The release store (RELEASES_DIR, or the bucket of RELEASE_STORE_URL) as `app.releases`. */
export default fp(
  async (app) => {
    const log = app.log.child({ component: 'releases' });
    app.decorate('releases', new LiveReleases(openReleaseBackend(app.config.release.store), log));
  },
  { name: 'releases', dependencies: ['config'] },
);
