import { useEffect } from 'react';
import { useAuth0 } from '@auth0/auth0-react';
import { useAuthStore, type LoginOptions } from 'shared-ui';
import { isSessionGone } from '../lib/auth-errors';
import { flushDeferredLogins } from '../lib/deferred-login';

/**
 * Mirrors the Auth0 SDK into shared-ui's auth store (spec: checking → authenticated / not-authenticated)
 * and registers login/logout/getAccessToken there, so remotes never touch the SDK.
 */
export function AuthBridge() {
  const { isLoading, isAuthenticated, user, error, loginWithRedirect, logout, getAccessTokenSilently } = useAuth0();

  useEffect(() => {
    const login = ({ returnTo, quoteId, signup }: LoginOptions = {}) =>
      loginWithRedirect({
        appState: { ...(returnTo !== undefined && { returnTo }), ...(quoteId !== undefined && { quoteId }) },
        // 'Registrate gratis': Auth0's (and idp-dev's) sign-up screen instead of the login.
        ...(signup && { authorizationParams: { screen_hint: 'signup' } }),
      });
    useAuthStore.getState().registerActions({
      login,
      logout: () => logout({ logoutParams: { returnTo: window.location.origin } }),
      getAccessToken: async () => {
        try {
          return (await getAccessTokenSilently()) ?? null;
        } catch (err) {
          if (isSessionGone(err)) {
            // Spec: a login_required answer triggers a silent local logout.
            await logout({ openUrl: false });
            useAuthStore.getState().setNotAuthenticated('Get access token failed');
            return null;
          }
          console.error('[shell] Error getting access token', err);
          throw err;
        }
      },
    });
    // A sign-in asked for while the SDK was downloading.
    flushDeferredLogins(login);
  }, [loginWithRedirect, logout, getAccessTokenSilently]);

  const name = user ? (user.name ?? user.nickname ?? user.email ?? '') : '';
  const email = user?.email ?? null;
  const errorMessage = error?.message ?? null;

  useEffect(() => {
    // While the SDK initialises the store keeps its status: 'checking' from page load, or
    // 'not-authenticated' when the SDK was only downloaded to start a sign-in.
    if (isLoading) return;
    const store = useAuthStore.getState();
    if (isAuthenticated) {
      const current = store.user;
      if (store.status !== 'authenticated' || current?.name !== name || current?.email !== email) {
        store.setAuthenticated({ name, email });
      }
    } else {
      if (errorMessage) console.error('[shell] Login failed', errorMessage);
      if (store.status !== 'not-authenticated' || store.errorMessage !== errorMessage) {
        store.setNotAuthenticated(errorMessage);
      }
    }
  }, [isLoading, isAuthenticated, name, email, errorMessage]);

  return null;
}
