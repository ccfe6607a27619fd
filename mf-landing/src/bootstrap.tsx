// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router and the design tokens here because, when hosted, the shell provides both.
import 'shared-ui/tokens.css';
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { mountStandalone, paths } from 'shared-ui';

const LandingPage = lazy(() => import('./app/exposed/landing-page'));
const AboutPage = lazy(() => import('./app/exposed/about-page'));
const PrivacyPage = lazy(() => import('./app/exposed/privacy-page'));
const InsurancePage = lazy(() => import('./app/exposed/insurance-page'));

mountStandalone({
  name: 'mf-landing',
  fallback: <p>Cargando…</p>,
  routes: (
    <>
      <Route path={paths.home.path} element={<LandingPage />} />
      <Route path={paths.about.path} element={<AboutPage />} />
      <Route path={paths.privacy.path} element={<PrivacyPage />} />
      <Route path={paths.insurance.path} element={<InsurancePage />} />
      <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
    </>
  ),
});
