import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while the screen is rendered at publish time (prerender) and while the browser adopts that HTML
 * (hydration), true from the render after, and at once in a page drawn by the browser alone. What comes from
 * the browser (the tab's sessionStorage) waits for it: hydration must draw what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
