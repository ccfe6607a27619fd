// Render helper for tests: shared-ui's (a router and the toast areas, as the shell provides them), with
// the initial entry's navigation state as an option.
import type { ReactElement } from 'react';
import { render as renderWithRouter, type RenderWithRouterResult } from 'shared-ui/testing/render';

export * from 'shared-ui/testing/render';

interface RenderOptions {
  /** Initial URL. */
  route?: string;
  /** Navigation state of the initial entry. */
  state?: unknown;
  /** Route pattern the element is mounted at (e.g. /insurance/:type/compare). Other URLs render a marker. */
  path?: string;
}

export function render(ui: ReactElement, { route = '/', state, path }: RenderOptions = {}): RenderWithRouterResult {
  const [pathname = route, query] = route.split('?');
  return renderWithRouter(ui, { route: { pathname, search: route.includes('?') ? `?${query}` : '', state }, path });
}
