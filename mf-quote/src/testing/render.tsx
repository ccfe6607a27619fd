// Render helper for tests: the screens need a router (the shell's, in production), the toast area (the
// shell's too) and clean shared stores.
import type { ReactElement } from 'react';
import { render as rtlRender, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { Toasts } from 'shared-ui';

export * from '@testing-library/react';

interface RenderOptions {
  /** Initial URL. */
  route?: string;
  /** Navigation state of the initial entry. */
  state?: unknown;
  /** Route pattern the element is mounted at (e.g. /insurance/:type/compare). Other URLs render a marker. */
  path?: string;
}

export interface RenderWithRouterResult extends RenderResult {
  /** The router's current location (pathname, state…), for asserting navigation. */
  location: () => Location;
}

export function render(ui: ReactElement, { route = '/', state, path = '/' }: RenderOptions = {}): RenderWithRouterResult {
  let current: Location | null = null;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = rtlRender(
    <MemoryRouter initialEntries={[{ pathname: route.split('?')[0] ?? route, search: route.includes('?') ? `?${route.split('?')[1]}` : '', state }]}>
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
