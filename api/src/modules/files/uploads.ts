import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { bodyLimitMessages, UPLOAD_FORM_OVERHEAD_BYTES } from 'contracts';
import { HttpError } from '../../lib/http';
import { sniffInvoice } from '../sbi/emission-request';

/*
 * Reading a multipart form (POST /solicitudes, POST /claims, POST /policy/import-pdf) before the route's schema
 * validates it. Text parts become the body's fields; each file part is checked and becomes an Upload, while the
 * body gets its sanitised name under the field (an array per field), so the schema can count and require
 * files. Checks: a file's type by its first bytes (a name's extension may not contradict them), its size,
 * the request's total size and the number of files.
 *
 * With `stream: true` (claims, requests) a file is not held in memory: once its first bytes have told its type,
 * it flows into the file store as it arrives (`app.files.stage`), the size limits counted on the way; a file
 * refused midway is deleted by the store, the files staged before it by the refusal, and those of a request
 * whose record was not written (refused by the schema or the service, or a failed transaction) before the
 * answer is sent (files-plugin's onSend hook). Without it (a PDF import, read by pdf.js) the bytes are read
 * into memory and nothing is written before the route runs.
 */

export interface Upload {
  field: string;
  /** Sanitised, with the extension of its real type. */
  name: string;
  contentType: string;
  /** The bytes, for a form read into memory. */
  bytes: Buffer | null;
  /** The staged file (`files.id`), for a form streamed into the file store: `app.files.commit` it. */
  fileId: string | null;
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
  /** Stream files into the file store (staged) instead of reading them into memory. */
  stream?: boolean;
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

/** Bytes enough to tell a file's type (HEIC's brand ends at byte 12). */
const SNIFF_BYTES = 16;

/**
 * A file part's bytes as they arrive, counted against the request's limit; ends with a 413 when busboy cut
 * the file at its size limit. Reading stops at the first refusal.
 */
async function* counted(
  part: MultipartFile,
  chunks: AsyncIterator<Buffer>,
  options: MultipartFormOptions,
  total: { bytes: number },
): AsyncGenerator<Buffer> {
  for (;;) {
    const next = await chunks.next();
    if (next.done) break;
    total.bytes += next.value.length;
    if (total.bytes > options.maxRequestBytes) {
      throw new HttpError(413, uploadMessages.requestTooLarge(options.maxRequestBytes));
    }
    yield next.value;
  }
  if (part.file.truncated) {
    throw new HttpError(413, uploadMessages.fileTooLarge(sanitizeFileName(part.filename ?? ''), options.maxFileBytes));
  }
}

/** The first `n` bytes (fewer when the file is shorter) of `chunks`, as chunks whole; then the rest, unread. */
async function head(
  chunks: AsyncIterator<Buffer>,
  n: number,
): Promise<{ first: Buffer[]; rest: AsyncIterator<Buffer> }> {
  const first: Buffer[] = [];
  let bytes = 0;
  while (bytes < n) {
    const next = await chunks.next();
    if (next.done) break;
    first.push(next.value);
    bytes += next.value.length;
  }
  const rest: AsyncIterator<Buffer> = {
    next: async () => {
      const chunk = first.shift();
      return chunk ? { done: false, value: chunk } : chunks.next();
    },
  };
  return { first, rest };
}

async function readFile(part: MultipartFile, options: MultipartFormOptions, total: { bytes: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of counted(
    part,
    (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator](),
    options,
    total,
  )) {
    size += chunk.length;
    chunks.push(chunk);
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

/** The file store failed while a form's file was written into it (not the form's fault). */
class StoreFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('The file store failed', { cause });
  }
}

function checkFileSpec(field: string, spec: { maxFiles: number } | undefined, names: string[]): void {
  if (!spec) throw new HttpError(400, uploadMessages.notAFileField(field));
  if (names.length >= spec.maxFiles) throw new HttpError(400, uploadMessages.tooManyForField(field, spec.maxFiles));
}

/** Deletes the request's files still staged (none once its record's transaction committed them). */
export async function discardStaged(request: FastifyRequest): Promise<void> {
  const ids = (request.uploads ?? []).flatMap((u) => (u.fileId ? [u.fileId] : []));
  if (ids.length > 0) await request.server.files.discard(ids);
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
    // Set now, so the files staged so far are discarded whatever happens next (files-plugin's onSend).
    request.uploads = uploads;
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

        const spec = Object.hasOwn(options.fileFields, field) ? options.fileFields[field] : undefined;
        const names = (files[field] ??= []);
        if (options.stream) {
          const counting = counted(part, (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator](), options, total);
          const { first, rest } = await head(counting, SNIFF_BYTES);
          const start = Buffer.concat(first);
          // A file input left empty still sends a part, without name or bytes.
          if (start.length === 0 && !part.filename) continue;
          checkFileSpec(field, spec, names);
          const { name, contentType } = checkFileType(sanitizeFileName(part.filename ?? ''), start, options.types);
          // The store's own failures (a bucket refusing) are a 5xx, not a malformed form: told apart from the
          // refusals that come out of the form's bytes.
          let formError: unknown = null;
          const body = async function* () {
            try {
              for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
            } catch (error) {
              formError = error;
              throw error;
            }
          };
          const staged = await request.server.files.stage({ contentType }, body()).catch((error: unknown) => {
            throw error === formError ? error : new StoreFailure(error);
          });
          names.push(name);
          uploads.push({ field, name, contentType, bytes: null, fileId: staged.id });
          continue;
        }
        const bytes = await readFile(part, options, total);
        if (bytes.length === 0 && !part.filename) continue;
        checkFileSpec(field, spec, names);
        const { name, contentType } = checkFileType(sanitizeFileName(part.filename ?? ''), bytes, options.types);
        names.push(name);
        uploads.push({ field, name, contentType, bytes, fileId: null });
      }
    } catch (error) {
      await discardStaged(request);
      await finishBodyOrClose(request, reply);
      throw error instanceof StoreFailure ? error.cause : multipartError(error, options);
    }
    request.body = { ...fields, ...files };
    request.uploads = uploads;
  };
}
