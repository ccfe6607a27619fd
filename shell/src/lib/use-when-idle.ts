import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Fallback where the browser has no requestIdleCallback (Safari): a moment after the update. */
export const IDLE_FALLBACK_MS = 150;
/** requestIdleCallback's deadline: a busy page still gets it within this. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * True once `ready` has been true and the browser has since been idle: what is not part of the screen
 * (the assistant's button) then loads after the screen is drawn instead of competing with it.
 */
export function useWhenIdle(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    const win = window as IdleWindow;
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const id = win.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      const cancel = win.cancelIdleCallback;
      return () => cancel(id);
    }
    const timer = setTimeout(() => setIdle(true), IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [ready, idle]);
  return ready && idle;
}
