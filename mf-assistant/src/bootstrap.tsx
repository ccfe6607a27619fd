// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toasts here because, when hosted, the shell provides them.
import 'shared-ui/tokens.css';
import { lazy } from 'react';
import { Link, Navigate, Route } from 'react-router';
import { mountStandalone, paths, standaloneScreens, useAuthStore } from 'shared-ui';

const AssistantLauncher = lazy(() => import('./app/exposed/assistant-launcher'));
const ConsultasTab = lazy(() => import('./app/exposed/consultas-tab'));

function StandaloneHome() {
  return (
    <>
      <ul>
        <li>
          <Link to={paths.chat.href()}>Chat</Link>
        </li>
        <li>
          <Link to={paths.app.href()}>Consultas</Link>
        </li>
      </ul>
      <AssistantLauncher />
    </>
  );
}

// Without the shell there is no identity provider and no gateway: calls to /api/v1 fail visibly.
useAuthStore.getState().setNotAuthenticated();

mountStandalone({
  name: 'mf-assistant',
  routes: (
    <>
      <Route path={paths.home.path} element={<StandaloneHome />} />
      {standaloneScreens(
        'mf_assistant',
        (file) => import(/* webpackExclude: /__tests__/ */ `./app/exposed/${file}.tsx`),
      )}
      {/* Not a screen of its own: the wallet's 'Consultas' tab, shown here where the wallet would draw it. */}
      <Route path={paths.app.path} element={<ConsultasTab />} />
      <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
    </>
  ),
});
