import type { InsuranceRequestCreated } from 'contracts';
import { api } from 'shared-ui';
import { INSURANCE_REQUEST_FAILURE } from '../lib/insurance-request-values';

/**
 * POST /solicitudes (multipart/form-data, built by insuranceRequestFormData). A visitor may send it; with a session
 * the api client adds the token and the request is linked to the person.
 */
export function createInsuranceRequest(body: FormData): Promise<InsuranceRequestCreated> {
  return api.post<InsuranceRequestCreated>('/solicitudes', body, { fallbackMessage: INSURANCE_REQUEST_FAILURE });
}
