import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { appTabs, type AppNavigationState, type AppTab } from 'shared-ui';

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

/**
 * The selected /app tab. Navigation state `{ tab }` (shared-ui `appTabState`) selects a tab, on arrival
 * or while already here (the shell's 'Consultas' link), and is then cleared so a reload or Back does
 * not force it again. A later plain navigation to /app (the shell's 'Mis seguros') goes back to `fallback`.
 */
export function useNavigationTab(fallback: AppTab) {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = tabFromState(location.state);
  const [tab, setTab] = useState<AppTab>(requested ?? fallback);
  const [policyNumber, setPolicyNumber] = useState(() => policyNumberFromState(location.state));
  /** The location already acted on (StrictMode runs effects twice). */
  const handledKey = useRef<string | null>(null);
  /** Our own replace that cleared the state: not a navigation to react to. */
  const clearing = useRef(false);

  useEffect(() => {
    if (handledKey.current === location.key) return;
    const firstRun = handledKey.current === null;
    handledKey.current = location.key;
    if (requested) {
      setTab(requested);
      setPolicyNumber(policyNumberFromState(location.state));
      clearing.current = true;
      navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      );
    } else if (clearing.current) {
      clearing.current = false;
    } else if (!firstRun) {
      setTab(fallback);
      setPolicyNumber(null);
    }
  }, [location.key, location.pathname, location.search, location.hash, location.state, requested, fallback, navigate]);

  return [tab, setTab, policyNumber] as const;
}
