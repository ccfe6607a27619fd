/**
 * Error codes of the partner API. Every failure answers `{ "error": <code>, "message": "<Spanish sentence>" }`
 * with the matching HTTP status; see API.md.
 */
export type ErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'unavailable'
  | 'internal';

export const messages = {
  validation: 'La solicitud no es válida.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  unauthorized: 'Falta la clave de API o no es válida (encabezado x-api-key).',
  notFound: 'Recurso no encontrado.',
  conflict: 'La solicitud entra en conflicto con el estado actual.',
  payloadTooLarge: 'La solicitud es demasiado grande. La factura debe ser un PDF o una imagen de hasta 5 MB.',
  unsupportedMediaType: 'Tipo de contenido no soportado: enviá JSON (application/json).',
  methodNotAllowed: 'Método no permitido.',
  unavailable: 'El servicio de SBI no está disponible. Probá de nuevo más tarde.',
  internal: 'Error interno de SBI. Probá de nuevo más tarde.',
} as const;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const validationError = (message: string) => new ApiError(400, 'validation', message);
export const notFound = (message: string = messages.notFound) => new ApiError(404, 'not_found', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
