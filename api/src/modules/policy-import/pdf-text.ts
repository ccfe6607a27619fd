import { getDocumentProxy } from 'unpdf';

/*
 * The text of a PDF as lines, the way a person reads it: unpdf (pdf.js's serverless build) gives the
 * positioned text items of each page; items on the same baseline form a line, left to right, and a wide
 * horizontal gap between two items (a table's next column, a value set apart from its label) becomes a tab,
 * so 'Incendio edificio<TAB>USD 150.000' keeps its two cells.
 */

/** Pages read at most: a policy's data is on its first pages, and pdf.js runs on the event loop. */
export const MAX_PAGES = 20;

export class UnreadablePdfError extends Error {
  override name = 'UnreadablePdfError';
  constructor(
    readonly reason: 'password' | 'invalid',
    options?: { cause?: unknown },
  ) {
    super(reason === 'password' ? 'the PDF is encrypted' : 'the PDF cannot be parsed', options);
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

/** The lines of each page (at most MAX_PAGES). Throws UnreadablePdfError for a damaged or encrypted PDF. */
export async function pdfLines(bytes: Uint8Array): Promise<string[][]> {
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
    for (let n = 1; n <= count; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [a, b, , , x, y] = item.transform as number[];
        items.push({
          str: item.str,
          x: x ?? 0,
          y: y ?? 0,
          width: item.width,
          fontSize: Math.hypot(a ?? 0, b ?? 0),
        });
      }
      pages.push(itemsToLines(items));
      page.cleanup();
    }
    return pages;
  } catch (error) {
    throw new UnreadablePdfError('invalid', { cause: error });
  } finally {
    await pdf.loadingTask.destroy();
  }
}
