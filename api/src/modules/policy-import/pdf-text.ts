import { getDocumentProxy } from 'unpdf';
import { inflatesBeyond } from './pdf-streams';

/*
 * The text of a PDF as lines, the way a person reads it: unpdf (pdf.js's serverless build) gives the
 * positioned text items of each page; items on the same baseline form a line, left to right, and a wide
 * horizontal gap between two items (a table's next column, a value set apart from its label) becomes a tab,
 * so 'Incendio edificio<TAB>USD 150.000' keeps its two cells.
 * The api reads uploads in a worker thread (pdf-pool.ts): pdf.js is CPU-bound and a crafted file can make it
 * work for seconds. The limits below stop such a file early; the worker's time and heap limits stop the rest.
 */

/** Pages read at most: a policy's data is on its first pages. */
export const MAX_PAGES = 20;

export interface PdfTextLimits {
  /** Bytes the file's compressed (FlateDecode) streams may inflate to in all; more is a 'PDF bomb'. */
  maxInflatedBytes: number;
  /** Text items (runs of text pdf.js reports) over the pages read; a dense policy page has a few hundred. */
  maxTextItems: number;
}

export const DEFAULT_PDF_TEXT_LIMITS: PdfTextLimits = {
  maxInflatedBytes: 16 * 1024 * 1024,
  maxTextItems: 100_000,
};

export class UnreadablePdfError extends Error {
  override name = 'UnreadablePdfError';
  constructor(
    readonly reason: 'password' | 'invalid',
    options?: { cause?: unknown },
  ) {
    super(reason === 'password' ? 'the PDF is encrypted' : 'the PDF cannot be parsed', options);
  }
}

/** The PDF asks for more work than a policy can need: too much to inflate, too much text, too long, too much memory. */
export class PdfLimitError extends Error {
  override name = 'PdfLimitError';
  constructor(readonly limit: 'inflated' | 'items' | 'time' | 'memory') {
    super(`the PDF exceeds the ${limit} limit`);
  }
}

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/** Lines of the given items of one page, top to bottom; cells apart by a wide gap are joined by a tab. */
export function itemsToLines(items: readonly Item[]): string[] {
  const visible = items.filter((item) => item.str.trim() !== '');
  // Top to bottom (PDF y grows upwards), then left to right.
  const sorted = [...visible].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Item[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const tolerance = Math.max(2, (item.fontSize || 10) * 0.4);
    if (row && Math.abs(row[0]!.y - item.y) <= tolerance) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let line = '';
    let end = -Infinity;
    for (const item of row) {
      const gap = item.x - end;
      const size = item.fontSize || 10;
      if (line !== '') line += gap > size * 1.5 ? '\t' : gap > size * 0.15 && !line.endsWith(' ') ? ' ' : '';
      line += item.str;
      end = item.x + item.width;
    }
    return line.replace(/[ \u00a0]+/g, ' ').trim();
  });
}

/**
 * The lines of each page (at most MAX_PAGES). Throws UnreadablePdfError for a damaged or encrypted PDF and
 * PdfLimitError when it inflates to more than `limits.maxInflatedBytes` or holds more than `limits.maxTextItems`.
 */
export async function pdfLines(
  bytes: Uint8Array,
  limits: PdfTextLimits = DEFAULT_PDF_TEXT_LIMITS,
): Promise<string[][]> {
  if (await inflatesBeyond(bytes, limits.maxInflatedBytes)) throw new PdfLimitError('inflated');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js may detach the buffer it is given: it gets a copy.
    // verbosity 0: errors only, no console warnings for a damaged file.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new UnreadablePdfError(name === 'PasswordException' ? 'password' : 'invalid', { cause: error });
  }
  try {
    const pages: string[][] = [];
    const count = Math.min(pdf.numPages, MAX_PAGES);
    let itemCount = 0;
    for (let n = 1; n <= count; n++) {
      const page = await pdf.getPage(n);
      const items: Item[] = [];
      // Streamed, so a page with a million items is abandoned at the limit rather than read whole.
      const reader = (page.streamTextContent() as ReadableStream<{ items: unknown[] }>).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        itemCount += value.items.length;
        if (itemCount > limits.maxTextItems) {
          // Not reader.cancel(): pdf.js then enqueues into the closed stream and throws where nothing catches
          // it. Destroying the document (below) stops the reading.
          throw new PdfLimitError('items');
        }
        for (const item of value.items as Array<{ str?: string; transform?: number[]; width?: number }>) {
          if (typeof item.str !== 'string') continue;
          const [a, b, , , x, y] = item.transform ?? [];
          items.push({
            str: item.str,
            x: x ?? 0,
            y: y ?? 0,
            width: item.width ?? 0,
            fontSize: Math.hypot(a ?? 0, b ?? 0),
          });
        }
      }
      pages.push(itemsToLines(items));
      page.cleanup();
    }
    return pages;
  } catch (error) {
    if (error instanceof PdfLimitError) throw error;
    throw new UnreadablePdfError('invalid', { cause: error });
  } finally {
    await pdf.loadingTask.destroy();
  }
}
