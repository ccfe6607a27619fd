// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toasts here because, when hosted, the shell provides them.
import 'shared-ui/tokens.css';
import { Link, Navigate, Route } from 'react-router';
import { mountStandalone, paths, useAuthStore, standaloneScreens } from 'shared-ui';

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
      {standaloneScreens('mf_quote', (file) => import(/* webpackExclude: /__tests__/ */ `./app/exposed/${file}.tsx`))}
      <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
    </>
  ),
});
