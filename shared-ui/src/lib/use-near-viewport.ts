import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (and from then on). Where the browser has
 * no IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '600px'): [boolean, RefCallback<T>] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      observer.current.observe(node);
    },
    [rootMargin],
  );
  return [near, ref];
}
