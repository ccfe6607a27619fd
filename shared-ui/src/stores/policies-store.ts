import type { Policy } from 'contracts';
import { create } from 'zustand';
import { api } from '../lib/api-client';

export type PoliciesStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface PoliciesState {
  policies: Policy[];
  status: PoliciesStatus;
  error: string | null;
  /** GET /user/policy. Concurrent calls share one request. Failures are only logged (spec). */
  load: () => Promise<void>;
  /** Back to empty (sign-out). */
  reset: () => void;
}

let inFlight: Promise<void> | null = null;
/** Bumped by reset(): an answer that arrives after sign-out is dropped. */
let generation = 0;

/** The signed-in person's policies, shared by the shell (loads after sign-in) and the wallet screens. */
export const usePoliciesStore = create<PoliciesState>()((set) => ({
  policies: [],
  status: 'idle',
  error: null,
  load: () => {
    if (inFlight) return inFlight;
    const current = generation;
    set({ status: 'loading', error: null });
    inFlight = api
      .get<Policy[] | null>('/user/policy', { fallbackMessage: 'No se pudieron cargar tus pólizas.' })
      .then((policies) => {
        if (current !== generation) return;
        set({ policies: Array.isArray(policies) ? policies : [], status: 'loaded', error: null });
      })
      .catch((error: unknown) => {
        console.error('[shared-ui] No se pudieron cargar las pólizas', error);
        if (current !== generation) return;
        set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
  reset: () => {
    generation += 1;
    inFlight = null;
    set({ policies: [], status: 'idle', error: null });
  },
}));
