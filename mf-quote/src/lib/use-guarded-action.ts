import { useCallback, useEffect, useRef, useState } from 'react';

export interface GuardedAction<A extends unknown[]> {
  /** Runs the action unless one is already running (a second click while busy does nothing). */
  run: (...args: A) => Promise<void>;
  busy: boolean;
}

/**
 * A button's async action with a busy state and a double-submit guard. The ref closes the gap between
 * the click and React disabling the button.
 */
export function useGuardedAction<A extends unknown[]>(action: (...args: A) => Promise<void>): GuardedAction<A> {
  const running = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);
  const actionRef = useRef(action);
  actionRef.current = action;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await actionRef.current(...args);
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  return { run, busy };
}
