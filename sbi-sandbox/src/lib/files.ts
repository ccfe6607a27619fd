import { createHash } from 'node:crypto';
import { decodeBase64, sniffFileType } from 'server-kit';

/** Invoices attached to a bike emission: PDF or image, told by their first bytes, never by their name. */

export const MAX_INVOICE_BYTES = 5 * 1024 * 1024;

/** The MIME type of a PDF or any image SBI knows (GIF too), by its first bytes; null for anything else. */
export function sniffMime(bytes: Buffer): string | null {
  return sniffFileType(bytes);
}

export { decodeBase64 };

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
