import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore, usePoliciesStore } from 'shared-ui';
import { syncUserOrNotify } from '@/features/auth/api/sync-user';
import { readPendingPurchase } from '@/lib/pending-purchase-storage';

/**
 * What happens once a session exists (spec §4): sync the user with the api and load the wallet's
 * policies, side by side; with a pending quote purchase, sync, buy, then load. Once per signed-in person
 * and page load.
 */
export function SessionEffects() {
  const status = useAuthStore((s) => s.status);
  const email = useAuthStore((s) => s.user?.email ?? null);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (status === 'not-authenticated') {
      startedFor.current = null;
      usePoliciesStore.getState().reset();
      return;
    }
    if (status !== 'authenticated') return;
    const who = email ?? '(sin email)';
    if (startedFor.current === who) return;
    startedFor.current = who;
    if (!readPendingPurchase()) {
      // The api lists policies by the token's subject, not by the synced row: the wallet need not wait a
      // round trip for the sync.
      void usePoliciesStore.getState().load();
      void syncUserOrNotify();
      return;
    }
    void (async () => {
      await syncUserOrNotify();
      let purchased = false;
      try {
        // Only after a sign-in that started a purchase: not downloaded with every first page. If it cannot
        // be downloaded, the purchase stays pending for the next page load and the wallet loads.
        const { completePendingPurchase } = await import(
          /* webpackChunkName: "pending-purchase" */ '@/features/pending-purchase/lib/complete-pending-purchase'
        );
        purchased = await completePendingPurchase(navigateRef.current);
      } catch (error) {
        console.error('[shell] No se pudo completar la compra pendiente', error);
      }
      if (!purchased) await usePoliciesStore.getState().load();
    })();
  }, [status, email]);

  return null;
}
