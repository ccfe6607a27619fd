// Test render helper for remote screens: in production the shell provides the router and the toast
// areas, so a test mounts the screen inside a MemoryRouter with both. Test-only; never exported from the
// package entry. Re-exports Testing Library, with `render` replaced by the router-aware one.
import type { ReactElement } from 'react';
import { render as rtlRender, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { Toasts } from '../lib/notify';

export * from '@testing-library/react';

export interface RenderWithRouterOptions {
  /** Initial URL, or an entry with its search and navigation state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** Route pattern the element is mounted at (e.g. /policy/:id). Other URLs render a marker. */
  path?: string | undefined;
}

export interface RenderWithRouterResult extends RenderResult {
  /** The router's current location (pathname, state…), for asserting navigation. */
  location: () => Location;
}

/** Renders `ui` at `path` in a MemoryRouter opened at `route`; any other URL shows "Otra pantalla". */
export function render(
  ui: ReactElement,
  { route = '/', path = '/' }: RenderWithRouterOptions = {},
): RenderWithRouterResult {
  let current: Location | null = null;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = rtlRender(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<p>Otra pantalla</p>} />
      </Routes>
      <LocationProbe />
      <Toasts />
    </MemoryRouter>,
  );
  return {
    ...result,
    location: () => {
      if (!current) throw new Error('El router todavía no renderizó.');
      return current;
    },
  };
}
