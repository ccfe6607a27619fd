// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toasts here because, when hosted, the shell provides them.
import 'shared-ui/tokens.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { paths, Spinner, Toasts, useAuthStore } from 'shared-ui';

const BikeQuotePage = lazy(() => import('./app/exposed/bike-quote-page'));
const HomeQuotePage = lazy(() => import('./app/exposed/home-quote-page'));
const HomePlansPage = lazy(() => import('./app/exposed/home-plans-page'));
const HomeCustomPage = lazy(() => import('./app/exposed/home-custom-page'));
const ComparePage = lazy(() => import('./app/exposed/compare-page'));

// Without the shell there is no identity provider: signed out, and 'Contratar' is visibly inert.
useAuthStore.getState().registerActions({
  login: async (options) => {
    console.info('mf-quote (standalone): el inicio de sesión lo provee el shell.', options);
  },
});
useAuthStore.getState().setNotAuthenticated();

function StandaloneHome() {
  return (
    <ul>
      <li><Link to={paths.quoteBike.href()}>Cotizá tu bici</Link></li>
      <li><Link to={paths.quoteHome.href()}>Cotizá tu hogar</Link></li>
      <li><Link to={paths.quoteHomeCustom.href()}>Propuesta a medida</Link></li>
      <li><Link to={paths.compare.href('bike')}>Resultado de la cotización</Link></li>
    </ul>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('mf-quote: falta el elemento #root en index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <main>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path={paths.home.path} element={<StandaloneHome />} />
            <Route path={paths.quoteBike.path} element={<BikeQuotePage />} />
            <Route path={paths.quoteHome.path} element={<HomeQuotePage />} />
            <Route path={paths.quoteHomeForm.path} element={<HomePlansPage />} />
            <Route path={paths.quoteHomeCustom.path} element={<HomeCustomPage />} />
            <Route path={paths.compare.path} element={<ComparePage />} />
            <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
          </Routes>
        </Suspense>
      </main>
      <Toasts />
    </BrowserRouter>
  </StrictMode>,
);
