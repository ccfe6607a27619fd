import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page; an address with #anchor goes to that anchor instead. The
 * first page stays where the browser put it: a reload's restored position, or where the visitor scrolled the
 * served HTML to before it was hydrated.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const changed = useRef(false);

  useEffect(() => {
    const first = !changed.current;
    changed.current = true;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!first) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a new path counts as a route change; the hash is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
