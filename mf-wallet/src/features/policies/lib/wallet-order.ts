import type { Policy } from 'shared-ui';
import { isPendingStatus } from './policy-status';

/** A purchase left half way: pending payment and bought through the product (not loaded by hand). */
function unfinishedPurchase(policy: Policy): boolean {
  return isPendingStatus(policy.status) && !policy.externo;
}

/**
 * The wallet's order: purchases waiting for payment first, the newest of them on top (after 'Contratar'
 * the person lands on the one just created), then every other policy in the order the api gave.
 */
export function walletOrder(policies: readonly Policy[]): Policy[] {
  const unfinished = policies
    .filter(unfinishedPurchase)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return [...unfinished, ...policies.filter((policy) => !unfinishedPurchase(policy))];
}
