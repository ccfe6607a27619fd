import { createHash } from 'node:crypto';

/** Invoices attached to a bike emission: PDF or image, told by their first bytes, never by their name. */

export const MAX_INVOICE_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mime: 'image/gif', test: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  {
    mime: 'image/heic',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(b.subarray(8, 12).toString('latin1')),
  },
];

/** The MIME type of a PDF or image, or null for anything else. */
export function sniffMime(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;
}

/**
 * Bytes of a base64 text (standard or URL alphabet, whitespace and a `data:...;base64,` prefix tolerated),
 * or null when it is not base64.
 */
export function decodeBase64(text: string): Buffer | null {
  const body = text.replace(/^data:[\w.+/-]*;base64,/i, '').replace(/\s+/g, '');
  // A negated class scans linearly; an anchored `^[…]+={0,2}$` overflowed the regex stack on a ~7 MB body.
  const end = body.replace(/=+$/, '').length;
  if (end === 0 || body.length - end > 2 || /[^A-Za-z0-9+/_-]/.test(body.slice(0, end))) return null;
  return Buffer.from(body, body.includes('-') || body.includes('_') ? 'base64url' : 'base64');
}

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
