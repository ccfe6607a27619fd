import { useEffect, useState, type ComponentType } from 'react';
import { useAuthStore } from 'shared-ui';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { deferLogin, failDeferredLogins } from '../lib/deferred-login';
import { hasSessionHint } from '../lib/session-hint';

const loadAuth0Session = () => import(/* webpackChunkName: "auth" */ './auth0-session');

/**
 * Owns the session. With a possible session on this browser (or a redirect back from the IdP) the Auth0
 * SDK loads at once and checks it. Otherwise the visitor is signed out immediately and the SDK downloads
 * only when sign-in starts: the landing stays light for first-time visitors.
 */
export function AuthSession() {
  const { auth } = useRuntimeConfig();
  // No browser when the frame is prerendered: a visitor's frame (the hint only decides what loads).
  const [wanted, setWanted] = useState(() => typeof window !== 'undefined' && hasSessionHint(auth.clientId));
  const [Session, setSession] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (wanted) return;
    const store = useAuthStore.getState();
    store.setNotAuthenticated(null);
    store.registerActions({
      login: (options) => {
        const pending = deferLogin(options);
        setWanted(true);
        return pending;
      },
      logout: async () => {},
      getAccessToken: async () => null,
    });
  }, [wanted]);

  useEffect(() => {
    if (!wanted || Session) return;
    let cancelled = false;
    loadAuth0Session().then(
      (module) => {
        if (!cancelled) setSession(() => module.default);
      },
      (error: unknown) => {
        console.error('[shell] No se pudo cargar el inicio de sesión', error);
        if (cancelled) return;
        failDeferredLogins(error);
        useAuthStore.getState().setNotAuthenticated('Login failed');
        // The next sign-in attempt tries the download again.
        setWanted(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, Session]);

  return Session ? <Session /> : null;
}
