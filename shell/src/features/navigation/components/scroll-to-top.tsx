import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page; an address with #anchor goes to that anchor instead. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a new path counts as a route change; the hash is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
