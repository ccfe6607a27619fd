import type { ErrorEnvelope } from 'contracts';

/** Spanish messages the browser may show as they are. */
export const messages = {
  badRequest: 'La solicitud no es válida.',
  notFound: 'Recurso no encontrado.',
  methodNotAllowed: 'Método no permitido.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  tooManyRequests: 'Demasiadas solicitudes. Esperá un momento y probá de nuevo.',
  internal: 'Error interno. Probá de nuevo más tarde.',
  upstreamDown: 'El servicio no está disponible. Probá de nuevo en unos minutos.',
  upstreamBusy: 'El servicio está muy ocupado. Probá de nuevo en unos segundos.',
  upstreamTimeout: 'El servicio tardó demasiado en responder. Probá de nuevo en unos minutos.',
  updating: 'La aplicación se está actualizando. Probá de nuevo en unos segundos.',
  badUrl: 'La dirección de la solicitud no es válida.',
} as const;

/**
 * An error whose Spanish message the person may read. The central error handler answers
 * `{ data: null, meta: { code: statusCode, message } }` with that status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorEnvelope(status: number, message: string): ErrorEnvelope {
  return { data: null, meta: { code: status, message } };
}
