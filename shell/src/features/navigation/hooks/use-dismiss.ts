import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a popup on a click or tap outside `container`, or on Escape. `onDismiss(true)` for Escape means
 * focus should go back to the control that opened it.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: (byKeyboard: boolean) => void,
) {
  const callback = useRef(onDismiss);
  callback.current = onDismiss;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      const node = container.current;
      if (node && event.target instanceof Node && !node.contains(event.target)) callback.current(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') callback.current(true);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, container]);
}
