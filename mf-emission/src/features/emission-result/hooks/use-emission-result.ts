import { useEffect, useState } from 'react';
import { clearEmissionResult, readEmissionResult, type SavedEmissionResult } from '@/lib/emission-result-storage';

/**
 * The stored emission result, read once (spec: read from session storage, then removed). The value lives
 * in component state; the removal happens in an effect, after the first commit, so a discarded render or
 * StrictMode's repeated effects cannot lose it, and a reload of the screen shows nothing.
 */
export function useEmissionResult(): SavedEmissionResult | null {
  const [result] = useState(readEmissionResult);
  useEffect(() => {
    clearEmissionResult();
  }, []);
  return result;
}
