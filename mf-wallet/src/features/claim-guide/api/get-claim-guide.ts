import type { Guide } from 'contracts';
import { api, ApiError, useApiQuery } from 'shared-ui';

export const GUIDE_ERROR = 'No se pudo cargar la guía';
/** contracts' DEFAULT_GUIDE_VARIANT: the guide of car claims. */
const CAR_VARIANT = 'auto';

export interface GetClaimGuideInput {
  insurer: string;
  variant?: string;
}

/** GET /guides/{insurer}/{variant}: what to do after a claim with this insurer. */
export function getClaimGuide({ insurer, variant = CAR_VARIANT }: GetClaimGuideInput, signal?: AbortSignal) {
  return api.get<Guide>(`/guides/${encodeURIComponent(insurer)}/${encodeURIComponent(variant)}`, {
    signal,
    fallbackMessage: GUIDE_ERROR,
  });
}

/** The insurer's car guide; null data when it has none (the general guide shows instead). */
export function useClaimGuide(insurer: string | null) {
  return useApiQuery(
    insurer,
    async (signal, key): Promise<Guide | null> => {
      try {
        return await getClaimGuide({ insurer: key }, signal);
      } catch (error) {
        // 404: the insurer has no guide; 400: what the policy names is not an insurer slug. Either way, the general guide.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    { errorMessage: GUIDE_ERROR },
  );
}
