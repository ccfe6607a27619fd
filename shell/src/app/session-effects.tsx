import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, usePoliciesStore } from 'shared-ui';
import { syncUserOrNotify } from '@/features/auth/api/sync-user';
import { completePendingPurchase } from '@/features/pending-purchase/lib/complete-pending-purchase';
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
      const purchased = await completePendingPurchase(navigateRef.current);
      if (!purchased) await usePoliciesStore.getState().load();
    })();
  }, [status, email]);

  return null;
}
