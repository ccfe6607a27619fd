import type { ClaimStatus } from 'contracts';

/** How each status reads on screen (recibido → en gestión → cerrado, set by the team). */
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  recibido: 'Recibido',
  'en gestión': 'En gestión',
  cerrado: 'Cerrado',
};
