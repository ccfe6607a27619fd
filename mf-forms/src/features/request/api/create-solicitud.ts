import type { SolicitudCreated } from 'contracts';
import { api } from 'shared-ui';
import { REQUEST_FAILURE } from '../lib/request-values';

/**
 * POST /solicitudes (multipart/form-data, built by requestFormData). A visitor may send it; with a session
 * the api client adds the token and the request is linked to the person.
 */
export function createSolicitud(body: FormData): Promise<SolicitudCreated> {
  return api.post<SolicitudCreated>('/solicitudes', body, { fallbackMessage: REQUEST_FAILURE });
}
