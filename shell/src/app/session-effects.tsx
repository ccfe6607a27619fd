import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAuthStore, usePoliciesStore } from 'shared-ui';

// What a session does (sync, load the wallet, finish a pending purchase) is downloaded only once someone is
// signed in: a visitor's first page does not carry it (the landing's JavaScript budget).
const SignedInEffects = lazy(() => import(/* webpackChunkName: "signed-in" */ './signed-in-effects'));

/** The session's effects (spec §4): the signed-in ones once authenticated; signing out empties the wallet. */
export function SessionEffects() {
  const status = useAuthStore((s) => s.status);
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (status !== 'not-authenticated') return;
    startedFor.current = null;
    usePoliciesStore.getState().reset();
  }, [status]);

  if (status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <SignedInEffects startedFor={startedFor} />
    </Suspense>
  );
}
