import type { NavigateFunction } from 'react-router';
import { paths, safeReturnPath } from 'shared-ui';
import { storePendingPurchase } from '@/lib/pending-purchase-storage';

/** What the shell passes through the sign-in redirect (`loginWithRedirect({ appState })`). */
export interface SignInAppState {
  returnTo?: string;
  quoteId?: string;
}

/**
 * After the IdP sends the person back: a quote being bought is remembered as a pending purchase and the
 * person lands in /app; otherwise they go back to where sign-in started (or /app). `replace` drops the
 * ?code=&state= address from history.
 */
export function handleSignInRedirect(appState: SignInAppState | undefined, navigate: NavigateFunction): void {
  const quoteId = typeof appState?.quoteId === 'string' && appState.quoteId ? appState.quoteId : null;
  if (quoteId) {
    storePendingPurchase(quoteId);
    navigate(paths.app.href(), { replace: true });
    return;
  }
  navigate(safeReturnPath(appState?.returnTo) ?? paths.app.href(), { replace: true });
}
