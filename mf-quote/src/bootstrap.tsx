// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toasts here because, when hosted, the shell provides them.
import 'shared-ui/tokens.css';
import { lazy } from 'react';
import { Link, Navigate, Route } from 'react-router-dom';
import { mountStandalone, paths, useAuthStore } from 'shared-ui';

const BikeQuotePage = lazy(() => import('./app/exposed/bike-quote-page'));
const HomeQuotePage = lazy(() => import('./app/exposed/home-quote-page'));
const HomePlansPage = lazy(() => import('./app/exposed/home-plans-page'));
const HomeCustomPage = lazy(() => import('./app/exposed/home-custom-page'));
const ComparePage = lazy(() => import('./app/exposed/compare-page'));

function StandaloneHome() {
  return (
    <ul>
      <li>
        <Link to={paths.quoteBike.href()}>Cotizá tu bici</Link>
      </li>
      <li>
        <Link to={paths.quoteHome.href()}>Cotizá tu hogar</Link>
      </li>
      <li>
        <Link to={paths.quoteHomeCustom.href()}>Propuesta a medida</Link>
      </li>
      <li>
        <Link to={paths.compare.href('bike')}>Resultado de la cotización</Link>
      </li>
    </ul>
  );
}

// Without the shell there is no identity provider: signed out, and 'Contratar' is visibly inert.
useAuthStore.getState().setNotAuthenticated();

mountStandalone({
  name: 'mf-quote',
  routes: (
    <>
      <Route path={paths.home.path} element={<StandaloneHome />} />
      <Route path={paths.quoteBike.path} element={<BikeQuotePage />} />
      <Route path={paths.quoteHome.path} element={<HomeQuotePage />} />
      <Route path={paths.quoteHomeForm.path} element={<HomePlansPage />} />
      <Route path={paths.quoteHomeCustom.path} element={<HomeCustomPage />} />
      <Route path={paths.compare.path} element={<ComparePage />} />
      <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
    </>
  ),
});
