// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router and the design tokens here because, when hosted, the shell provides both.
import 'shared-ui/tokens.css';
import { Navigate, Route } from 'react-router-dom';
import { mountStandalone, paths } from 'shared-ui';
import { screens } from './app/screens';

mountStandalone({
  name: 'mf-landing',
  fallback: <p>Cargando…</p>,
  routes: (
    <>
      {screens.map(({ path, Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
    </>
  ),
});
