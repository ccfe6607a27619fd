// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toasts here because, when hosted, the shell provides them.
// Without the shell there is no identity provider (and so no token): the claims list cannot load.
import 'shared-ui/tokens.css';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Route } from 'react-router';
import { appTabState, mountStandalone, paths, useAuthStore, useContactDialog, standaloneScreens } from 'shared-ui';

const ClaimsForm = lazy(() => import('./app/exposed/claims-form'));
const ContactDialog = lazy(() => import('./app/exposed/contact-dialog'));

function StandaloneHome() {
  const open = useContactDialog((s) => s.open);
  const isOpen = useContactDialog((s) => s.isOpen);
  return (
    <>
      <ul>
        <li>
          <Link to={paths.insuranceOther.href()}>Pedí tu seguro (formulario de solicitud)</Link>
        </li>
        <li>
          <Link to={paths.insuranceOther.href()} state={{ defaultType: 'garantia' }}>
            Garantía de Alquiler
          </Link>
        </li>
        <li>
          <Link to={paths.app.href()} state={appTabState('reclamos')}>
            Reclamos de Siniestros
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => open()}>
            Contacto
          </button>
        </li>
      </ul>
      {isOpen ? (
        <Suspense fallback={null}>
          <ContactDialog />
        </Suspense>
      ) : null}
    </>
  );
}

useAuthStore.getState().setNotAuthenticated();

mountStandalone({
  name: 'mf-forms',
  routes: (
    <>
      <Route path={paths.home.path} element={<StandaloneHome />} />
      {standaloneScreens('mf_forms', (file) => import(/* webpackExclude: /__tests__/ */ `./app/exposed/${file}.tsx`))}
      <Route path={paths.app.path} element={<ClaimsForm />} />
      <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
    </>
  ),
});
