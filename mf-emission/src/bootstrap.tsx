// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toasts here because, when hosted, the shell provides them.
import 'shared-ui/tokens.css';
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { mountStandalone, paths } from 'shared-ui';

const EmissionPage = lazy(() => import('./app/exposed/emission-page'));
const EmissionResultPage = lazy(() => import('./app/exposed/emission-result-page'));

mountStandalone({
  name: 'mf-emission',
  fallback: <p>Cargando…</p>,
  routes: (
    <>
      <Route path={paths.emission.path} element={<EmissionPage />} />
      <Route path={paths.emissionResult.path} element={<EmissionResultPage />} />
      <Route path={paths.emissionResultEs.path} element={<EmissionResultPage />} />
      <Route path="*" element={<Navigate to={paths.emissionResult.href()} replace />} />
    </>
  ),
});
