import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router';
import { Spinner } from '../components/spinner';
import { useAuthStore } from '../stores/auth-store';
import { Toasts } from './notify';

export interface StandaloneOptions {
  /** Package name, for the console and errors: 'mf-quote'. */
  name: string;
  /** The <Route> elements of the standalone route table (screens usually lazy). */
  routes: ReactNode;
  /** Shown while a lazy screen loads. */
  fallback?: ReactNode;
}

/**
 * Entry of a remote running standalone (`webpack serve`, or its dist/index.html): renders its screens in
 * #root with the router, toast areas and inert sign-in the shell provides when hosted. Only a remote's
 * bootstrap.tsx calls this; the shell never loads that file, so a hosted remote never owns a router.
 * The design tokens stay an import of the bootstrap (`import 'shared-ui/tokens.css'`).
 */
export function mountStandalone({ name, routes, fallback = <Spinner /> }: StandaloneOptions): void {
  // Without the shell there is no identity provider: make sign-in visibly inert instead of throwing.
  useAuthStore.getState().registerActions({
    login: async (options) => {
      console.info(`${name} (standalone): el inicio de sesión lo provee el shell.`, options);
    },
  });

  const root = document.getElementById('root');
  if (!root) throw new Error(`${name}: falta el elemento #root en index.html`);

  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <main>
          <Suspense fallback={fallback}>
            <Routes>{routes}</Routes>
          </Suspense>
        </main>
        <Toasts />
      </BrowserRouter>
    </StrictMode>,
  );
}
