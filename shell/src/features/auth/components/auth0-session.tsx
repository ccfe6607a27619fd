import { useCallback, useMemo, useRef } from 'react';
import { Auth0Provider, type AppState } from '@auth0/auth0-react';
import { useNavigate } from 'react-router-dom';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { handleSignInRedirect } from '../lib/redirect-callback';
import { AuthBridge } from './auth-bridge';

export const AUTH_SCOPE = 'openid profile email offline_access';

/**
 * Auth0Provider exactly per DESIGN.md (no `issuer`: the SDK would force https:// on it). Rendered inside
 * the router so the redirect callback can navigate. Its own chunk: see AuthSession.
 */
export default function Auth0Session() {
  const { auth } = useRuntimeConfig();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  // Stable identity: Auth0Provider re-runs its initialisation whenever this callback changes.
  const onRedirectCallback = useCallback((appState?: AppState) => {
    handleSignInRedirect(appState, navigateRef.current);
  }, []);

  const authorizationParams = useMemo(
    () => ({
      audience: auth.audience,
      redirect_uri: window.location.origin,
      scope: AUTH_SCOPE,
      ui_locales: 'es',
    }),
    [auth.audience],
  );

  return (
    <Auth0Provider
      domain={auth.domain}
      clientId={auth.clientId}
      authorizationParams={authorizationParams}
      useRefreshTokens
      cacheLocation="localstorage"
      authorizeTimeoutInSeconds={5}
      onRedirectCallback={onRedirectCallback}
    >
      <AuthBridge />
    </Auth0Provider>
  );
}
