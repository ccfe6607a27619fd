import { lazy, type ComponentType } from 'react';
import { Route } from 'react-router';
import { paths } from '../config/paths';
import { exposedFileOf, screenRoutes } from '../config/screen-routes';

/** Loads a file of the remote's src/app/exposed/ by name (`policy-page`): the remote's own dynamic import. */
export type LoadExposed = (file: string) => Promise<{ default: ComponentType }>;

/**
 * The <Route> elements of `remote`'s screens in the route table, for its standalone bootstrap: the same
 * addresses the shell gives them, each screen loaded lazily (once, however many addresses it draws).
 */
export function standaloneScreens(remote: string, load: LoadExposed) {
  const screens = new Map<string, ComponentType>();
  return screenRoutes
    .filter((route) => route.remote === remote)
    .map(({ address, module }) => {
      let Screen = screens.get(module);
      if (!Screen) {
        Screen = lazy(() => load(exposedFileOf(module)));
        screens.set(module, Screen);
      }
      return <Route key={address} path={paths[address].path} element={<Screen />} />;
    });
}
