// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router and the design tokens here because, when hosted, the shell provides both.
import 'shared-ui/src/styles/tokens.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { paths, useAuthStore } from 'shared-ui';

const LandingPage = lazy(() => import('./app/exposed/landing-page'));
const AboutPage = lazy(() => import('./app/exposed/about-page'));
const PrivacyPage = lazy(() => import('./app/exposed/privacy-page'));
const InsurancePage = lazy(() => import('./app/exposed/insurance-page'));

// Without the shell there is no identity provider: make "Registrate gratis" visibly inert instead of throwing.
useAuthStore.getState().registerActions({
  login: async (options) => {
    console.info('mf-landing (standalone): el inicio de sesión lo provee el shell.', options);
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('mf-landing: falta el elemento #root en index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <main>
        <Suspense fallback={<p>Cargando…</p>}>
          <Routes>
            <Route path={paths.home.path} element={<LandingPage />} />
            <Route path={paths.about.path} element={<AboutPage />} />
            <Route path={paths.privacy.path} element={<PrivacyPage />} />
            <Route path={paths.insurance.path} element={<InsurancePage />} />
            <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  </StrictMode>,
);
