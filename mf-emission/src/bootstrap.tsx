// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toasts here because, when hosted, the shell provides them.
import 'shared-ui/tokens.css';
import { Navigate, Route } from 'react-router';
import { mountStandalone, paths, standaloneScreens } from 'shared-ui';

mountStandalone({
  name: 'mf-emission',
  fallback: <p>Cargando…</p>,
  routes: (
    <>
      {standaloneScreens(
        'mf_emission',
        (file) => import(/* webpackExclude: /__tests__/ */ `./app/exposed/${file}.tsx`),
      )}
      <Route path="*" element={<Navigate to={paths.emissionResult.href()} replace />} />
    </>
  ),
});
