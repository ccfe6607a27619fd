// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toasts here because, when hosted, the shell provides them.
import 'shared-ui/src/styles/tokens.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { paths, Toasts, useAuthStore } from 'shared-ui';

const EmissionPage = lazy(() => import('./app/exposed/emission-page'));
const EmissionResultPage = lazy(() => import('./app/exposed/emission-result-page'));

// Without the shell there is no identity provider: make sign-in visibly inert instead of throwing.
useAuthStore.getState().registerActions({
  login: async (options) => {
    console.info('mf-emission (standalone): el inicio de sesión lo provee el shell.', options);
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('mf-emission: falta el elemento #root en index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <main>
        <Suspense fallback={<p>Cargando…</p>}>
          <Routes>
            <Route path={paths.emission.path} element={<EmissionPage />} />
            <Route path={paths.emissionResult.path} element={<EmissionResultPage />} />
            <Route path={paths.emissionResultEs.path} element={<EmissionResultPage />} />
            <Route path="*" element={<Navigate to={paths.emissionResult.href()} replace />} />
          </Routes>
        </Suspense>
      </main>
      <Toasts />
    </BrowserRouter>
  </StrictMode>,
);
