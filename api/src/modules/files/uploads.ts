import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { bodyLimitMessages, UPLOAD_FORM_OVERHEAD_BYTES } from 'contracts';
import { HttpError } from '../../lib/http';
import { sniffInvoice } from '../sbi/emission-request';

/*
 * Reading a multipart form (POST /solicitudes, POST /claims) before the route's schema validates it. Text
 * parts become the body's fields; each file part is read whole, checked, and becomes an Upload, while the
 * body gets its sanitised name under the field (an array per field), so the schema can count and require
 * files. Checks: a file's type by its first bytes (a name's extension may not contradict them), its size,
 * the request's total size and the number of files. Any refusal happens before anything is written.
 */

export interface Upload {
  field: string;
  /** Sanitised, with the extension of its real type. */
  name: string;
  contentType: string;
  bytes: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart form read by `readMultipartForm`, in the order sent. */
    uploads: Upload[];
  }
}

export type UploadType = 'pdf' | 'jpg' | 'jpeg' | 'png' | 'heic';

const TYPES: Array<{ mime: string; label: string; extensions: string[] }> = [
  { mime: 'application/pdf', label: 'PDF', extensions: ['pdf'] },
  { mime: 'image/jpeg', label: 'JPG', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', label: 'PNG', extensions: ['png'] },
  { mime: 'image/heic', label: 'HEIC', extensions: ['heic', 'heif'] },
];

const MB = 1024 * 1024;

function list(labels: string[]): string {
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} o ${labels.at(-1)}` : (labels[0] ?? '');
}

export const uploadMessages = {
  notMultipart: 'El formulario tiene que enviarse como multipart/form-data.',
  malformed: 'El formulario enviado no es válido.',
  fileTooLarge: (name: string, maxBytes: number) => `El archivo "${name}" supera los ${maxBytes / MB} MB.`,
  requestTooLarge: bodyLimitMessages.uploads,
  tooManyFiles: (max: number) => `Podés adjuntar como máximo ${max} ${max === 1 ? 'archivo' : 'archivos'}.`,
  tooManyFields: 'El formulario tiene demasiados campos.',
  fieldTooLong: (field: string) => `El campo ${field} es demasiado largo.`,
  tooManyForField: (field: string, max: number) =>
    `El campo ${field} admite como máximo ${max} ${max === 1 ? 'archivo' : 'archivos'}.`,
  notAFileField: (field: string) => `El campo ${field} no admite archivos.`,
  mustBeFile: (field: string) => `El campo ${field} tiene que ser un archivo.`,
  wrongType: (name: string, allowed: string[]) =>
    `El archivo "${name}" no es un ${list(allowed)} (se revisa su contenido, no su nombre).`,
  mismatch: (name: string, extension: string, actual: string) =>
    `El archivo "${name}" no es un ${extension.toUpperCase()}: su contenido es ${actual}.`,
} as const;

/**
 * A file name safe to store, show, put in a header or an e-mail: the last path segment, without control,
 * bidirectional or reserved characters, at most 120 characters (the extension kept), never empty.
 */
export function sanitizeFileName(raw: string): string {
  // Browsers send a quote, CR and LF in a name as %22, %0D and %0A (HTML's form encoding): all dropped anyway.
  const base =
    raw
      .replace(/%(22|0A|0D)/gi, '')
      .split(/[\\/]/)
      .pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name.length > 120) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
    name = name.slice(0, 120 - extension.length).trimEnd() + extension;
  }
  return name || 'archivo';
}

/** `filename="ascii"; filename*=UTF-8''...` for a Content-Disposition header (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The real type of a file among `allowed`, and its name with the matching extension; else a 415. */
export function checkFileType(
  name: string,
  bytes: Buffer,
  allowed: readonly UploadType[],
): { name: string; contentType: string } {
  const types = TYPES.filter((t) => t.extensions.some((e) => allowed.includes(e as UploadType)));
  const sniffed = sniffInvoice(bytes);
  const type = types.find((t) => t.mime === sniffed);
  if (!type) {
    throw new HttpError(
      415,
      uploadMessages.wrongType(
        name,
        types.map((t) => t.label),
      ),
    );
  }
  const extension = /\.([^.\s]{1,10})$/.exec(name)?.[1]?.toLowerCase();
  if (extension === undefined) return { name: `${name}.${type.extensions[0]}`, contentType: type.mime };
  if (!type.extensions.includes(extension))
    throw new HttpError(415, uploadMessages.mismatch(name, extension, type.label));
  return { name, contentType: type.mime };
}

export interface MultipartFormOptions {
  /** Fields that take files, and how many each takes. A file under any other field is refused. */
  fileFields: Readonly<Record<string, { maxFiles: number }>>;
  types: readonly UploadType[];
  /** Files in the whole request. */
  maxFiles: number;
  maxFileBytes: number;
  maxRequestBytes: number;
}

const MAX_FIELDS = 60;
const MAX_FIELD_BYTES = 32 * 1024;

/** Errors of @fastify/multipart and busboy, in Spanish; anything unknown is a malformed form (400). */
function multipartError(error: unknown, options: MultipartFormOptions): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(413, uploadMessages.tooManyFiles(options.maxFiles));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, uploadMessages.tooManyFields);
    case 'FST_REQ_FILE_TOO_LARGE': {
      const part = (error as { part?: { filename?: string } }).part;
      return new HttpError(
        413,
        uploadMessages.fileTooLarge(sanitizeFileName(part?.filename ?? ''), options.maxFileBytes),
      );
    }
    default:
      return new HttpError(400, uploadMessages.malformed, { cause: error });
  }
}

async function readFile(part: MultipartFile, options: MultipartFormOptions, total: { bytes: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    total.bytes += chunk.length;
    if (total.bytes > options.maxRequestBytes) {
      throw new HttpError(413, uploadMessages.requestTooLarge(options.maxRequestBytes));
    }
    chunks.push(chunk);
  }
  if (part.file.truncated) {
    throw new HttpError(413, uploadMessages.fileTooLarge(sanitizeFileName(part.filename ?? ''), options.maxFileBytes));
  }
  return Buffer.concat(chunks, size);
}

/** What is left of a refused body is still read when the whole body is at most this size. */
const DRAIN_MAX_BYTES = 1 * MB;
const DRAIN_TIMEOUT_MS = 5_000;

/**
 * After a refusal while the body is still arriving: a small body is read to its end and discarded before the
 * answer, so the connection stays usable; a larger or unsized one is not read, and the answer closes the
 * connection. Answering and closing while the sender (the gateway) is still writing resets the connection
 * under it: it then sees a reset instead of the answer, and the person would get a 502.
 */
async function finishBodyOrClose(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.complete) return;
  const declared = Number(request.headers['content-length']);
  if (declared <= DRAIN_MAX_BYTES && !raw.destroyed && !raw.readableEnded) {
    raw.unpipe();
    const ended = await new Promise<boolean>((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        raw.off('end', onEnd).off('close', onClose).off('error', onClose);
        resolve(value);
      };
      const onEnd = () => done(true);
      const onClose = () => done(raw.complete);
      const timer = setTimeout(() => done(false), DRAIN_TIMEOUT_MS);
      raw.on('end', onEnd).on('close', onClose).on('error', onClose);
      raw.on('data', () => {});
      raw.resume();
    });
    if (ended) return;
  }
  reply.header('connection', 'close');
}

/**
 * Route hook (`preValidation`) that reads the multipart form into `request.body` and `request.uploads`.
 * The route's plugin must have registered @fastify/multipart.
 */
export function readMultipartForm(options: MultipartFormOptions): preValidationAsyncHookHandler {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    if (!request.isMultipart()) throw new HttpError(415, uploadMessages.notMultipart);
    const declared = Number(request.headers['content-length']);
    if (declared > options.maxRequestBytes + UPLOAD_FORM_OVERHEAD_BYTES) {
      reply.header('connection', 'close');
      throw new HttpError(413, uploadMessages.requestTooLarge(options.maxRequestBytes));
    }

    const fields: Record<string, string | string[]> = {};
    const files: Record<string, string[]> = {};
    const uploads: Upload[] = [];
    const total = { bytes: 0 };
    try {
      const parts = request.parts({
        limits: {
          fileSize: options.maxFileBytes,
          files: options.maxFiles,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: options.maxFiles + MAX_FIELDS,
          headerPairs: 20,
        },
      });
      for await (const part of parts) {
        const field = part.fieldname;
        if (!field) throw new HttpError(400, uploadMessages.malformed);
        if (part.type === 'field') {
          if (part.fieldnameTruncated) throw new HttpError(400, uploadMessages.malformed);
          if (part.valueTruncated) throw new HttpError(413, uploadMessages.fieldTooLong(field));
          // Browsers send line breaks as CRLF.
          const value = typeof part.value === 'string' ? part.value.replace(/\r\n?/g, '\n').trim() : '';
          // A field left empty is a field not filled in.
          if (value === '') continue;
          if (Object.hasOwn(options.fileFields, field)) throw new HttpError(400, uploadMessages.mustBeFile(field));
          const previous = fields[field];
          fields[field] = previous === undefined ? value : [...[previous].flat(), value];
          continue;
        }

        const bytes = await readFile(part, options, total);
        // A file input left empty still sends a part, without name or bytes.
        if (bytes.length === 0 && !part.filename) continue;
        const spec = Object.hasOwn(options.fileFields, field) ? options.fileFields[field] : undefined;
        if (!spec) throw new HttpError(400, uploadMessages.notAFileField(field));
        const names = (files[field] ??= []);
        if (names.length >= spec.maxFiles)
          throw new HttpError(400, uploadMessages.tooManyForField(field, spec.maxFiles));
        const { name, contentType } = checkFileType(sanitizeFileName(part.filename ?? ''), bytes, options.types);
        names.push(name);
        uploads.push({ field, name, contentType, bytes });
      }
    } catch (error) {
      await finishBodyOrClose(request, reply);
      throw multipartError(error, options);
    }
    request.body = { ...fields, ...files };
    request.uploads = uploads;
  };
}
