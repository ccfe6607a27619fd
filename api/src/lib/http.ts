import { ErrorEnvelope, type Envelope } from 'contracts';

/** Wraps a route's result in the success envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { data, meta: { code: 0 } };
}

/**
 * An error whose Spanish message the person may read. Throw it from a route or service; the central
 * error handler answers `{ data: null, meta: { code: statusCode, message, field } }` with that status.
 */
export class HttpError extends Error {
  /** The request body's field at fault (`numeroDeDocumentoODeRut`), so the form can mark it. */
  readonly field: string | undefined;
  /**
   * The field is there but says nothing (only spaces): the error handler words it like the schema's own
   * 'empty' error, with the label of the form that sent it ('Completá el nombre.').
   */
  readonly blank: boolean;
  /** Headers the answer carries (`retry-after` on a 503). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly statusCode: number,
    message: string,
    options: { cause?: unknown; field?: string; blank?: boolean; headers?: Record<string, string> } = {},
  ) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'HttpError';
    this.field = options.field;
    this.blank = options.blank ?? false;
    this.headers = options.headers ?? {};
  }
}

/** A 400 for a body field the schema let through but that is empty once trimmed (or missing). */
export const blankField = (field: string) =>
  new HttpError(400, `El campo ${field} no puede estar vacío.`, { field, blank: true });

export const messages = {
  badRequest: 'La solicitud no es válida.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  unauthorized: 'Sesión inválida o expirada. Iniciá sesión nuevamente.',
  forbidden: 'No tenés permiso para realizar esta acción.',
  notFound: 'Recurso no encontrado.',
  methodNotAllowed: 'Método no permitido.',
  conflict: 'La solicitud entra en conflicto con el estado actual.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no soportado.',
  badUrl: 'La dirección de la solicitud no es válida.',
  uriTooLong: 'La dirección de la solicitud es demasiado larga.',
  tooManyRequests: 'Demasiadas solicitudes. Probá de nuevo en unos minutos.',
  internal: 'Error interno. Probá de nuevo más tarde.',
  unavailable: 'El servicio no está disponible. Probá de nuevo más tarde.',
} as const;

export const unauthorized = () => new HttpError(401, messages.unauthorized);
export const forbidden = () => new HttpError(403, messages.forbidden);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);

/** Add to every route's `response` so the OpenAPI document shows the failure envelope. */
export const errorResponses = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;
