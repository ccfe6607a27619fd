import { useEffect, useState } from 'react';
import type { Policy } from 'contracts';
import { ApiError, getPolicy } from 'shared-ui';

/** Invented: the spec only logs policy load errors. */
export const WATCH_ERROR = 'No pudimos consultar el estado de tu póliza.';

/** Backoff of the status checks: 1 s, then ×1.5 each time, at most 10 s apart. */
export const FIRST_CHECK_DELAY_MS = 1_000;
export const MAX_CHECK_DELAY_MS = 10_000;
const BACKOFF = 1.5;

export type WatchedPolicy =
  | { status: 'idle' | 'loading' | 'not-found'; policy: null }
  /** Known; `final` once it no longer waits for payment (checks have stopped). */
  | { status: 'waiting' | 'final'; policy: Policy };

function isPending(policy: Policy): boolean {
  return policy.status.trim().toLowerCase() === 'pendiente';
}

/**
 * Watches a policy until it stops waiting for payment: the partner's payment page lives in another tab
 * and the partner tells the api on its own, so this tab asks the api, with backoff, and only while it
 * is visible (a hidden tab asks again as soon as it is shown). Null id: nothing is asked.
 */
export function useWatchedPolicy(policyId: string | null): WatchedPolicy {
  const [state, setState] = useState<WatchedPolicy>({ status: policyId ? 'loading' : 'idle', policy: null });

  useEffect(() => {
    if (!policyId) {
      setState({ status: 'idle', policy: null });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_CHECK_DELAY_MS;
    let running = false;
    let done = false;

    const schedule = () => {
      timer = setTimeout(() => void check(), delay);
      delay = Math.min(delay * BACKOFF, MAX_CHECK_DELAY_MS);
    };

    async function check() {
      if (done || running) return;
      if (document.visibilityState === 'hidden') return; // asked again once the tab is shown
      running = true;
      try {
        const policy = await getPolicy({ id: policyId!, fallbackMessage: WATCH_ERROR }, controller.signal);
        if (controller.signal.aborted) return;
        if (isPending(policy)) {
          setState({ status: 'waiting', policy });
          schedule();
        } else {
          done = true;
          setState({ status: 'final', policy });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          done = true;
          setState({ status: 'not-found', policy: null });
          return;
        }
        // A passing failure: keep what is shown and ask again later.
        schedule();
      } finally {
        running = false;
      }
    }

    // Back on this tab (from the partner's, most likely just after paying): ask at once, and from the
    // shortest delay again, instead of waiting out a long backoff.
    const onReturn = () => {
      if (done || running || document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      delay = FIRST_CHECK_DELAY_MS;
      void check();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    void check();
    return () => {
      done = true;
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [policyId]);

  return state;
}
