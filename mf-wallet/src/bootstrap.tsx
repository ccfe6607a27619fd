// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toast areas here because, when hosted, the shell provides them.
// Without the shell there is no identity provider (and so no token for the API): sign-in stays inert.
import 'shared-ui/tokens.css';
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { mountStandalone, paths } from 'shared-ui';

const AppPage = lazy(() => import('./app/exposed/app-page'));
const PolicyPage = lazy(() => import('./app/exposed/policy-page'));
const ServiceNewPage = lazy(() => import('./app/exposed/service-new-page'));
const ProfilePage = lazy(() => import('./app/exposed/profile-page'));

mountStandalone({
  name: 'mf-wallet',
  routes: (
    <>
      <Route path={paths.app.path} element={<AppPage />} />
      <Route path={paths.policy.path} element={<PolicyPage />} />
      <Route path={paths.serviceNew.path} element={<ServiceNewPage />} />
      <Route path={paths.profile.path} element={<ProfilePage />} />
      <Route path="*" element={<Navigate to={paths.app.href()} replace />} />
    </>
  ),
});
