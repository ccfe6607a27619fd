/*
 * Files sent as base64 in JSON (invoices, claim and request attachments): their bytes, and their type told
 * by their first bytes, never by their name. Each server decides which of these types it accepts.
 */

export type SniffedMime = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/heic';

const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'];

const SIGNATURES: ReadonlyArray<{ mime: SniffedMime; test: (b: Buffer) => boolean }> = [
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
      b.subarray(4, 8).toString('latin1') === 'ftyp' && HEIC_BRANDS.includes(b.subarray(8, 12).toString('latin1')),
  },
];

/**
 * The MIME type of a PDF, PNG, JPEG, WebP, GIF or HEIC told by its first bytes, or null for anything else
 * and for a type not in `accepted` (when given: each server's own list).
 */
export function sniffFileType(bytes: Buffer, accepted?: readonly SniffedMime[]): SniffedMime | null {
  const mime = SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;
  return mime !== null && (accepted === undefined || accepted.includes(mime)) ? mime : null;
}

/**
 * The bytes of a base64 text (standard or URL alphabet; whitespace and a `data:...;base64,` prefix
 * tolerated), or null when it is not base64 or would decode to more than `maxBytes`.
 * Megabytes of text: only regular expressions that look at one character at a time (an anchored, quantified
 * pattern over the whole text, such as `^[…]+={0,2}$`, overflowed V8's backtracking stack on a ~7 MB body).
 */
export function decodeBase64(text: string, maxBytes: number = Infinity): Buffer | null {
  const prefix = /^data:[\w.+/-]{0,100};base64,/i.exec(text.slice(0, 140));
  const body = (prefix ? text.slice(prefix[0].length) : text).replace(/\s/g, '');
  let end = body.length;
  while (end > 0 && body[end - 1] === '=') end -= 1;
  const padding = body.length - end;
  if (end === 0 || padding > 2 || /[^A-Za-z0-9+/_-]/.test(body.slice(0, end))) return null;
  // Measured before decoding: an oversized file is refused without allocating it.
  if (Math.floor((end * 3) / 4) > maxBytes) return null;
  return Buffer.from(body, /[-_]/.test(body) ? 'base64url' : 'base64');
}
