// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toast areas here because, when hosted, the shell provides them.
import 'shared-ui/src/styles/tokens.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { paths, Spinner, Toasts, useAuthStore } from 'shared-ui';

const AppPage = lazy(() => import('./app/exposed/app-page'));
const PolicyPage = lazy(() => import('./app/exposed/policy-page'));

// Without the shell there is no identity provider (and so no token for the API): keep sign-in inert.
useAuthStore.getState().registerActions({
  login: async (options) => {
    console.info('mf-wallet (standalone): el inicio de sesión lo provee el shell.', options);
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('mf-wallet: falta el elemento #root en index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <main>
        <Suspense fallback={<Spinner label="Cargando…" />}>
          <Routes>
            <Route path={paths.app.path} element={<AppPage />} />
            <Route path={paths.policy.path} element={<PolicyPage />} />
            <Route path="*" element={<Navigate to={paths.app.href()} replace />} />
          </Routes>
        </Suspense>
      </main>
      <Toasts />
    </BrowserRouter>
  </StrictMode>,
);
