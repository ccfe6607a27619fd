import { isRemoteRegistered, publishAvailability, remoteModuleId } from 'shared-ui';
import { registryModules } from '@/config/remote-registry';
import { remoteRoutes } from './routes';

/**
 * Tells every package what exists (shared-ui's availability store): the registry's modules whose remote
 * /remotes.json registered, and the routes whose screen is one of them. Links, tabs and embeds that lead
 * anywhere else are not shown. A remote switched off (`npm run release -- off <pkg>`) takes its routes along.
 */
export function publishServedScreens(isRegistered: (remote: string) => boolean = isRemoteRegistered): void {
  const modules = registryModules().filter((ref) => isRegistered(ref.remote));
  const available = new Set(modules.map((ref) => remoteModuleId(ref.remote, ref.module)));
  publishAvailability({
    modules,
    routes: remoteRoutes
      .filter((route) => available.has(remoteModuleId(route.remote, route.module)))
      .map((r) => r.path),
  });
}
