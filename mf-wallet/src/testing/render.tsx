// Render helper for tests: the screens need a router (the shell's, in production), clean shared stores,
// a signed-in person (the shell guards these routes) and the toast areas the shell renders.
import type { ReactElement } from 'react';
import { render as rtlRender, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { Toasts, useAuthStore, useContactDialog, usePoliciesStore, type Policy } from 'shared-ui';

export * from '@testing-library/react';

interface RenderOptions {
  /** Initial URL, with navigation state when needed. */
  route?: string | { pathname: string; state?: unknown };
  /** Route pattern the element is mounted at (e.g. /policy/:id). Other URLs render a marker. */
  path?: string;
  /** The wallet as the shell left it after sign-in (default: not loaded yet). */
  policies?: Policy[];
}

export interface RenderWithRouterResult extends RenderResult {
  /** The router's current location (pathname, state…), for asserting navigation. */
  location: () => Location;
}

export function signIn(): void {
  useAuthStore.setState({
    status: 'authenticated',
    user: { email: 'ana@example.com', name: 'Ana Pérez' },
    getAccessToken: async () => 'test-token',
  });
}

export function render(ui: ReactElement, { route = '/', path = '/', policies }: RenderOptions = {}): RenderWithRouterResult {
  useContactDialog.setState({ isOpen: false, title: null });
  usePoliciesStore.getState().reset();
  if (policies) usePoliciesStore.setState({ policies, status: 'loaded', error: null });
  signIn();
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
