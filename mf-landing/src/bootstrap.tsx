// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router and the design tokens here because, when hosted, the shell provides both.
import 'shared-ui/tokens.css';
import { Navigate, Route } from 'react-router';
import { mountStandalone, paths, standaloneScreens } from 'shared-ui';

mountStandalone({
  name: 'mf-landing',
  fallback: <p>Cargando…</p>,
  routes: (
    <>
      {standaloneScreens('mf_landing', (file) => import(/* webpackExclude: /__tests__/ */ `./app/exposed/${file}.tsx`))}
      <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
    </>
  ),
});
