import { createInflate } from 'node:zlib';

/*
 * How many bytes a PDF's compressed streams inflate to, counted before pdf.js reads it, so a small file whose
 * streams inflate to hundreds of megabytes (a 'PDF bomb') is refused after inflating at most `cap` bytes.
 * Streams are found by their `stream` … `endstream` keywords (their /Length when it is a plain number), and
 * those whose filter starts with FlateDecode are inflated, counting and discarding the output. Images are
 * skipped: pdf.js does not decode them to read text, and a scanned page is legitimately large.
 * This is a fast first check, not the only guard: a stream it cannot see (another filter first, a damaged
 * dictionary) still meets the worker's time, heap and text-item limits (pdf-pool.ts).
 */

/** How far before `stream` a stream's dictionary is looked for. */
const DICT_LOOKBACK = 4096;

/** True when the FlateDecode streams of `bytes` inflate to more than `cap` bytes in all. */
export async function inflatesBeyond(bytes: Uint8Array, cap: number): Promise<boolean> {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let at = 0;
  for (;;) {
    const keyword = pdf.indexOf('stream', at, 'latin1');
    if (keyword === -1) return false;
    at = keyword + 6;
    if (pdf.subarray(Math.max(0, keyword - 3), keyword).toString('latin1') === 'end') continue;
    let start = at;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] === 0x0a) start++;
    const dict = pdf.subarray(Math.max(0, keyword - DICT_LOOKBACK), keyword).toString('latin1');
    const ownDict = dict.slice(dict.lastIndexOf('obj') + 1);
    if (!/\/Filter\s*\[?\s*\/FlateDecode\b/.test(ownDict) || /\/Subtype\s*\/Image\b/.test(ownDict)) continue;
    const declared = /\/Length\s+(\d{1,10})(?!\s+\d+\s+R)/.exec(ownDict);
    const length = declared ? Number(declared[1]) : NaN;
    let end = start + length;
    if (!(end <= pdf.length && /^\s*endstream/.test(pdf.subarray(end, end + 16).toString('latin1')))) {
      end = pdf.indexOf('endstream', start, 'latin1');
      if (end === -1) end = pdf.length;
    }
    total += await inflatedLength(pdf.subarray(start, end), cap - total);
    if (total > cap) return true;
    at = Math.max(at, end);
  }
}

/** Bytes `data` inflates to, stopping once past `limit`; up to the damage when it is damaged, as pdf.js reads it. */
function inflatedLength(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve) => {
    let length = 0;
    const inflate = createInflate();
    const finish = () => {
      inflate.removeAllListeners();
      inflate.on('error', () => {});
      inflate.destroy();
      resolve(length);
    };
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) finish();
    });
    inflate.on('end', finish);
    inflate.on('error', finish);
    inflate.end(data);
  });
}
