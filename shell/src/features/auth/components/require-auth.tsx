import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorFallback, Spinner, useAuthStore } from 'shared-ui';

export const CHECKING_LABEL = 'Cargando…';
export const REDIRECTING_LABEL = 'Te llevamos a iniciar sesión…';

/**
 * Guarded routes: a full-screen spinner while the session is checked; without a session, sign-in starts
 * and brings the person back to this exact address.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== 'not-authenticated') {
      started.current = false;
      return;
    }
    if (started.current) return;
    started.current = true;
    useAuthStore
      .getState()
      .login({ returnTo })
      .catch((error: unknown) => {
        console.error('[shell] Login failed', error);
        started.current = false;
        setFailed(true);
      });
  }, [status, returnTo, attempt]);

  if (status === 'authenticated') return <>{children}</>;
  if (failed) {
    return (
      <ErrorFallback
        message="No pudimos iniciar sesión."
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <Spinner fullScreen label={status === 'checking' ? CHECKING_LABEL : REDIRECTING_LABEL} showLabel />;
}
