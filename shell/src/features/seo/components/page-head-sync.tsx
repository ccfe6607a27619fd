import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps the document's head (title, description, preview tags, noindex) right on client-side navigation.
 * The served page already carries the first address's head (the gateway writes it), so nothing runs on
 * the first render and the table is downloaded with the first navigation, off the landing's first load.
 */
export function PageHeadSync() {
  const { pathname } = useLocation();
  const served = useRef<string | null>(pathname);
  useEffect(() => {
    if (served.current === pathname) return;
    served.current = null;
    void import(/* webpackChunkName: "page-head" */ '../lib/apply-page-head').then(({ applyPageHead }) =>
      applyPageHead(document, pathname, window.location.origin),
    );
  }, [pathname]);
  return null;
}
