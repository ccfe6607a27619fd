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

/** The insurer's car guide; null data when it has none (404). */
export function useClaimGuide(insurer: string | null) {
  return useApiQuery(
    insurer,
    async (signal, key): Promise<Guide | null> => {
      try {
        return await getClaimGuide({ insurer: key }, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    { errorMessage: GUIDE_ERROR },
  );
}
