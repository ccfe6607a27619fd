import type { CampoAdicional, EmissionBody, EmissionResult } from 'contracts';
import { api } from 'shared-ui';

/** Spec §8: shown when the server gives no message. */
export const EMISSION_ERROR = 'Error al emitir póliza';

/** POST /sbi/emision's body and answer are contracts' (the spec's emission request, §3, plus the policy). */
export type { CampoAdicional, EmissionBody, EmissionResult };
export type FormaDePago = EmissionBody['formaDePago'];

/** Idempotent per policy on the server: a retry never issues a second policy. */
export function createEmission(body: EmissionBody): Promise<EmissionResult> {
  return api.post<EmissionResult>('/sbi/emision', body, { fallbackMessage: EMISSION_ERROR });
}
