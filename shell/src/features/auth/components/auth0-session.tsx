import { useCallback, useMemo, useRef } from 'react';
import { Auth0Provider, type AppState } from '@auth0/auth0-react';
import { useNavigate } from 'react-router';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { handleSignInRedirect } from '../lib/redirect-callback';
import { AuthBridge } from './auth-bridge';

/**
 * The spec's 'openid profile email' plus `offline_access`: the session keeps refresh tokens
 * (`useRefreshTokens`), so a returning person is signed in again without a hidden frame to the provider,
 * which browsers that block third-party cookies break. See the shell README.
 */
export const AUTH_SCOPE = 'openid profile email offline_access';
/** Spec §9: the identity client's popup and silent sign-in timeout; a shorter one sends a slow network to the login page. */
export const SILENT_SIGN_IN_TIMEOUT_SECONDS = 60;

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
      // Spec §6: organisation hints at sign-in when the deployment has one.
      ...(auth.organization ? { organization: auth.organization } : {}),
    }),
    [auth.audience, auth.organization],
  );

  return (
    <Auth0Provider
      domain={auth.domain}
      clientId={auth.clientId}
      authorizationParams={authorizationParams}
      useRefreshTokens
      cacheLocation="localstorage"
      authorizeTimeoutInSeconds={SILENT_SIGN_IN_TIMEOUT_SECONDS}
      onRedirectCallback={onRedirectCallback}
    >
      <AuthBridge />
    </Auth0Provider>
  );
}
