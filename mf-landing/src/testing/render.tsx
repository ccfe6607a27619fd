// Render helper for tests: shared-ui's (a router and the toast areas, as the shell provides them) with
// clean shared stores.
import type { ReactElement } from 'react';
import { useContactDialog } from 'shared-ui';
import {
  render as renderWithRouter,
  type RenderWithRouterOptions,
  type RenderWithRouterResult,
} from 'shared-ui/testing/render';

export * from 'shared-ui/testing/render';

export function render(ui: ReactElement, options?: RenderWithRouterOptions): RenderWithRouterResult {
  useContactDialog.setState({ isOpen: false, title: null });
  return renderWithRouter(ui, options);
}
