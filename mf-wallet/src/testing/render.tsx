// Render helper for tests: shared-ui's (a router and the toast areas, as the shell provides them) with
// clean shared stores and a signed-in person (the shell guards these routes).
import type { ReactElement } from 'react';
import { useAuthStore, useContactDialog, usePoliciesStore, type Policy } from 'shared-ui';
import {
  render as renderWithRouter,
  type RenderWithRouterOptions,
  type RenderWithRouterResult,
} from 'shared-ui/testing/render';

export * from 'shared-ui/testing/render';

interface RenderOptions extends RenderWithRouterOptions {
  /** The wallet as the shell left it after sign-in (default: not loaded yet). */
  policies?: Policy[] | undefined;
}

export function signIn(): void {
  useAuthStore.setState({
    status: 'authenticated',
    user: { email: 'ana@example.com', name: 'Ana Pérez' },
    getAccessToken: async () => 'test-token',
  });
}

export function render(ui: ReactElement, { policies, ...options }: RenderOptions = {}): RenderWithRouterResult {
  useContactDialog.setState({ isOpen: false, title: null });
  usePoliciesStore.getState().reset();
  if (policies) usePoliciesStore.setState({ policies, status: 'loaded', error: null });
  signIn();
  return renderWithRouter(ui, options);
}
