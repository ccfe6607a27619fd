import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps the document's head (title, description, preview tags, noindex) right on client-side navigation.
 * The served page already carries the first address's head (the gateway writes it), so nothing runs on
 * the first render and the table is downloaded with the first navigation, off the landing's first load.
 */
export function PageHeadSync() {
  const { pathname } = useLocation();
  const served = useRef(pathname);
  // Kept this small on purpose: it is part of the landing's first load, whose JavaScript budget is full.
  useEffect(() => {
    if (served.current === pathname) return;
    served.current = '';
    void import('../lib/apply-page-head').then((m) => m.applyPageHead(pathname));
  }, [pathname]);
  return null;
}
