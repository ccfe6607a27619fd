// Render helper for tests: shared-ui's (a router and the toast areas, as the shell provides them) with a
// signed-in person (the shell only mounts the assistant with a session) and no remembered conversation.
import type { ReactElement } from 'react';
import { useAuthStore } from 'shared-ui';
import {
  render as renderWithRouter,
  type RenderWithRouterOptions,
  type RenderWithRouterResult,
} from 'shared-ui/testing/render';

export * from 'shared-ui/testing/render';

export function signIn(): void {
  useAuthStore.setState({
    status: 'authenticated',
    user: { email: 'ana@example.com', name: 'Ana Pérez' },
    getAccessToken: async () => 'test-token',
  });
}

export function render(ui: ReactElement, options: RenderWithRouterOptions = {}): RenderWithRouterResult {
  window.localStorage.clear();
  signIn();
  return renderWithRouter(ui, options);
}
