// Standalone mode only (`webpack serve`, or dist/index.html): the shell never loads this file.
// It owns a router, the design tokens and the toast areas here because, when hosted, the shell provides them.
// Without the shell there is no identity provider (and so no token for the API): sign-in stays inert.
import 'shared-ui/tokens.css';
import { Navigate, Route } from 'react-router';
import { mountStandalone, paths, standaloneScreens } from 'shared-ui';

mountStandalone({
  name: 'mf-wallet',
  routes: (
    <>
      {standaloneScreens('mf_wallet', (file) => import(/* webpackExclude: /__tests__/ */ `./app/exposed/${file}.tsx`))}
      <Route path="*" element={<Navigate to={paths.app.href()} replace />} />
    </>
  ),
});
