import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { useContactDialog, usePoliciesStore } from 'shared-ui';
import type { RuntimeConfig } from '@/config/runtime-config';
import { RuntimeConfigProvider } from '@/config/runtime-config-context';
import { AppRoutes } from '@/app/routes';
import { setFakeAuth, type FakeAuth } from './auth';
import { testConfig } from './config';

export interface RenderOptions {
  route?: string | { pathname: string; search?: string; state?: unknown };
  auth?: FakeAuth;
  config?: RuntimeConfig;
}

function resetSharedStores() {
  useContactDialog.setState({ isOpen: false, title: null });
  usePoliciesStore.getState().reset();
}

/** Shows where the memory router is, for assertions: data-pathname, data-search, data-action. */
export function LocationProbe() {
  const location = useLocation();
  const action = useNavigationType();
  return (
    <output
      data-testid="location"
      data-pathname={location.pathname}
      data-search={location.search}
      data-action={action}
      data-state={JSON.stringify(location.state ?? null)}
    />
  );
}

/** Renders a component inside the shell's providers: runtime config, a MemoryRouter and a fake session. */
export function renderWithProviders(ui: ReactElement, { route = '/', auth, config = testConfig }: RenderOptions = {}) {
  resetSharedStores();
  const actions = setFakeAuth(auth);
  const result = render(
    <RuntimeConfigProvider config={config}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </RuntimeConfigProvider>,
  );
  return { ...result, auth: actions };
}

/**
 * Renders the whole shell route table at `route`. Tests that use it should stub the Auth0 session
 * (`jest.mock('@/features/auth/components/auth-session')`) so the fake session holds.
 */
export function renderApp(options: RenderOptions = {}) {
  return renderWithProviders(<AppRoutes />, options);
}

export function currentLocation(container: ParentNode = document) {
  const probe = container.querySelector('[data-testid="location"]');
  return {
    pathname: probe?.getAttribute('data-pathname'),
    search: probe?.getAttribute('data-search'),
    action: probe?.getAttribute('data-action'),
    state: JSON.parse(probe?.getAttribute('data-state') ?? 'null') as unknown,
  };
}
