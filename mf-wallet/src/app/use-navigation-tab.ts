import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { appTabOf, appTabs, type AppNavigationState, type AppTab } from 'shared-ui';

const TABS = new Set<string>(Object.values(appTabs));

function tabFromState(state: unknown): AppTab | null {
  if (!state || typeof state !== 'object') return null;
  const tab = (state as { tab?: unknown }).tab;
  return typeof tab === 'string' && TABS.has(tab) ? (tab as AppTab) : null;
}

function policyNumberFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const value = (state as AppNavigationState).policyNumber;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The address with the tab in `?tab=` (the first tab: none), the rest of the query kept. */
function searchWith(search: string, tab: AppTab, fallback: AppTab): string {
  const params = new URLSearchParams(search);
  if (tab === fallback) params.delete('tab');
  else params.set('tab', tab);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The selected /app tab, kept in the address (`/app?tab=consultas`) so a reload or Back shows it again.
 * Choosing a tab replaces the address (Back leaves /app instead of walking through the tabs). Navigation
 * state `{ tab }` (shared-ui `appTabState`, e.g. 'Denunciar tu Siniestro' with its policy number) selects a
 * tab on arrival and is moved into the address.
 */
export function useNavigationTab(fallback: AppTab) {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = tabFromState(location.state);
  const tab = requested ?? appTabOf(location.search) ?? fallback;
  const [policyNumber, setPolicyNumber] = useState(() => policyNumberFromState(location.state));
  /** The location already acted on (StrictMode runs effects twice). */
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (handledKey.current === location.key || !requested) return;
    handledKey.current = location.key;
    setPolicyNumber(policyNumberFromState(location.state));
    navigate(
      { pathname: location.pathname, search: searchWith(location.search, requested, fallback), hash: location.hash },
      { replace: true, state: null },
    );
  }, [location.key, location.pathname, location.search, location.hash, location.state, requested, fallback, navigate]);

  const setTab = (next: AppTab) => {
    if (next !== appTabs.claims) setPolicyNumber(null);
    navigate(
      { pathname: location.pathname, search: searchWith(location.search, next, fallback), hash: location.hash },
      { replace: true },
    );
  };

  return [tab, setTab, policyNumber] as const;
}
