import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, usePoliciesStore } from 'shared-ui';
import { syncUserOrNotify } from '@/features/auth/api/sync-user';
import { completePendingPurchase } from '@/features/pending-purchase/lib/complete-pending-purchase';

/**
 * What happens once a session exists (spec §4): sync the user with the api, then either complete a
 * pending quote purchase or load the wallet's policies. Once per signed-in person and page load.
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
    void (async () => {
      await syncUserOrNotify();
      const purchased = await completePendingPurchase(navigateRef.current);
      if (!purchased) await usePoliciesStore.getState().load();
    })();
  }, [status, email]);

  return null;
}
