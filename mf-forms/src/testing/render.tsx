// Render helper for tests: shared-ui's (a router and the toast areas, as the shell provides them) with clean
// shared stores and the session chosen by the test.
import type { ReactElement } from 'react';
import { useAuthStore, useContactDialog, usePoliciesStore, type Policy } from 'shared-ui';
import {
  render as renderWithRouter,
  type RenderWithRouterOptions,
  type RenderWithRouterResult,
} from 'shared-ui/testing/render';

export * from 'shared-ui/testing/render';

export const ANA = { name: 'Ana María Pérez', email: 'ana@example.com' } as const;

export function signIn(user: { name: string; email: string | null } = ANA): void {
  useAuthStore.setState({
    status: 'authenticated',
    user,
    errorMessage: null,
    getAccessToken: async () => 'test-token',
  });
}

export function signOut(): void {
  useAuthStore.setState({
    status: 'not-authenticated',
    user: null,
    errorMessage: null,
    getAccessToken: async () => null,
  });
}

interface RenderOptions extends RenderWithRouterOptions {
  /** Signed in as Ana (default) or a visitor. */
  session?: 'signed-in' | 'visitor' | undefined;
  /** The wallet's policies as the shell loaded them (default none); 'not-loaded' leaves the store idle. */
  policies?: Policy[] | 'not-loaded';
}

export function render(
  ui: ReactElement,
  { session = 'signed-in', policies = [], ...options }: RenderOptions = {},
): RenderWithRouterResult {
  useContactDialog.setState({ isOpen: false, title: null });
  usePoliciesStore.setState(
    policies === 'not-loaded'
      ? { policies: [], status: 'idle', error: null }
      : { policies, status: 'loaded', error: null },
  );
  if (session === 'signed-in') signIn();
  else signOut();
  return renderWithRouter(ui, options);
}

/** A file as the browser gives it to an input. */
export function aFile(name: string, options: { type?: string; bytes?: number; lastModified?: number } = {}): File {
  const { type = 'application/pdf', bytes = 2048, lastModified = 1_700_000_000_000 } = options;
  return new File([new Uint8Array(bytes)], name, { type, lastModified });
}

/** The multipart body the n-th call of a fetch mock sent. */
export function formDataOf(fetchMock: jest.Mock, call = 0): FormData {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  if (!(init?.body instanceof FormData)) throw new Error(`La llamada ${call} no envió un FormData.`);
  return init.body;
}

/** A FormData as `{ field: value | [values] }`, files by name, for readable assertions. */
export function entriesOf(body: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of body.entries()) {
    const text = typeof value === 'string' ? value : `[archivo] ${value.name}`;
    const previous = out[key];
    out[key] = previous === undefined ? text : [...(Array.isArray(previous) ? previous : [previous]), text];
  }
  return out;
}
