import { POLICY_IMPORT_MAX_BYTES } from './policy';
import { UPLOAD_MAX_REQUEST_BYTES } from './form-lists';

/*
 * The largest request body the api reads on each route, and the Spanish 413 it answers beyond. The api sets
 * its limits from here and the gateway refuses a larger body before proxying it: once the api has answered
 * 413 and closed, the gateway, still sending the body, could not relay that answer (it saw a reset, a 502).
 */

const MB = 1024 * 1024;

/** Every route without a limit of its own (Fastify's default `bodyLimit`). */
export const DEFAULT_BODY_MAX_BYTES = 1 * MB;

/** Room for the text fields and part headers of a multipart form on top of its files' bytes. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 512 * 1024;

export const bodyLimitMessages = {
  default: 'La solicitud es demasiado grande.',
  uploads: (maxBytes: number) => `Los archivos superan los ${maxBytes / MB} MB en total.`,
  contactAttachment: 'Cada adjunto tiene que estar en base64 y pesar como máximo 5 MB.',
  emissionInvoice: 'La factura debe ser un PDF o una imagen de hasta 5 MB.',
} as const;

export interface BodyLimit {
  maxBytes: number;
  /** Only bodies of this type get the limit (the api parses the others with its default one). */
  contentType?: 'multipart/form-data';
  /** The 413's Spanish message. */
  message: string;
}

const uploads = (maxFileBytes: number): BodyLimit => ({
  contentType: 'multipart/form-data',
  maxBytes: maxFileBytes + UPLOAD_FORM_OVERHEAD_BYTES,
  message: bodyLimitMessages.uploads(maxFileBytes),
});

/** Routes that read more than DEFAULT_BODY_MAX_BYTES, as `METHOD /api/v1/path`. */
export const API_BODY_LIMITS = {
  /** Five attachments of 5 MB in base64 (4/3), plus the message. */
  'POST /api/v1/email/send': { maxBytes: 36 * MB, message: bodyLimitMessages.contactAttachment },
  /** Base64 of an invoice up to 5 MB, plus the rest of the request. */
  'POST /api/v1/sbi/emision': { maxBytes: 8 * MB, message: bodyLimitMessages.emissionInvoice },
  'POST /api/v1/claims': uploads(UPLOAD_MAX_REQUEST_BYTES),
  'POST /api/v1/solicitudes': uploads(UPLOAD_MAX_REQUEST_BYTES),
  'POST /api/v1/policy/import-pdf': uploads(POLICY_IMPORT_MAX_BYTES),
  /** The partner's signed notifications (a `*` stands for the last path segment). */
  'POST /api/v1/sbi/notificaciones/*': { maxBytes: 64 * 1024, message: bodyLimitMessages.default },
} as const satisfies Record<string, BodyLimit>;

const DEFAULT_LIMIT: BodyLimit = { maxBytes: DEFAULT_BODY_MAX_BYTES, message: bodyLimitMessages.default };

/** The limit of a request to the api (`path` without its query; `contentType` as sent). */
export function bodyLimitOf(method: string, path: string, contentType = ''): BodyLimit {
  const key = `${method.toUpperCase()} ${path.replace(/(.)\/+$/, '$1')}`;
  const limits: Record<string, BodyLimit> = API_BODY_LIMITS;
  const limit = limits[key] ?? limits[key.replace(/\/[^/]+$/, '/*')];
  if (!limit) return DEFAULT_LIMIT;
  // A JSON body sent to an upload route is parsed (and refused beyond 1 MB) as on any other route.
  if (limit.contentType && contentType.split(';', 1)[0]?.trim().toLowerCase() !== limit.contentType)
    return DEFAULT_LIMIT;
  return limit;
}
