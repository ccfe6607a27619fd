import type { NavigateFunction } from 'react-router';
import { CREATE_POLICY_ERROR, createPolicyFromQuote, notify, paths, usePoliciesStore } from 'shared-ui';
import { takePendingPurchase } from '@/lib/pending-purchase-storage';

let running: Promise<boolean> | null = null;

/**
 * Once signed in: if a quote purchase is pending, clear the flag and the id (first, so it can only run
 * once, even with StrictMode's double effects or two tabs), create the policy, reload the policies and
 * go to /app. Resolves true when a purchase was pending.
 */
export function completePendingPurchase(navigate: NavigateFunction): Promise<boolean> {
  if (running) return running;
  const quoteId = takePendingPurchase();
  if (!quoteId) return Promise.resolve(false);
  running = (async () => {
    try {
      await createPolicyFromQuote({ quoteId });
    } catch (error) {
      console.error('[shell] POST /user/policy-from-quote falló', error);
      notify.error(CREATE_POLICY_ERROR);
    }
    await usePoliciesStore.getState().load();
    const target = paths.app.href();
    navigate(target, { replace: window.location.pathname === target });
    return true;
  })().finally(() => {
    running = null;
  });
  return running;
}
