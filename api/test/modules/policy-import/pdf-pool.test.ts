import { bombPdf } from '../../helpers/bomb-pdf';
import { generatePolicyPdf } from '../../helpers/policy-pdfs';
import {
  createPdfPool,
  PdfPoolBusyError,
  type PdfPool,
  type PdfPoolOptions,
} from '../../../src/modules/policy-import/pdf-pool';
import { PdfLimitError, pdfLines, UnreadablePdfError } from '../../../src/modules/policy-import/pdf-text';

/*
 * The worker pool that reads imported PDFs: each limit on its own (inflated bytes, text items, time, heap),
 * the bounded queue, and a worker that dies is replaced for the next PDF.
 */
const pools: PdfPool[] = [];
function pool(options: Partial<PdfPoolOptions> = {}): PdfPool {
  const p = createPdfPool({ workers: 1, queue: 4, timeoutMs: 20_000, maxHeapMb: 256, ...options });
  pools.push(p);
  return p;
}
afterAll(() => Promise.all(pools.map((p) => p.close())));

const HUGE = Number.MAX_SAFE_INTEGER;

describe('createPdfPool', () => {
  it('reads the same lines as pdfLines on the event loop', async () => {
    const pdf = await generatePolicyPdf('multi-page', 2);
    await expect(pool().read(pdf.bytes)).resolves.toEqual(await pdfLines(pdf.bytes));
  });

  it('refuses a stream that inflates past the cap before pdf.js reads it', async () => {
    await expect(pool().read(bombPdf())).rejects.toEqual(new PdfLimitError('inflated'));
  });

  it('leaves the event loop free while a worker reads a PDF for about a second', async () => {
    // Within the limits, 2 MB of text operations take pdf.js about a second; the main thread keeps turning meanwhile.
    const p = pool({ limits: { maxInflatedBytes: HUGE, maxTextItems: HUGE } });
    let settled = false;
    const reading = p.read(bombPdf({ inflatedBytes: 2 * 1024 * 1024 })).finally(() => {
      settled = true;
    });
    let turns = 0;
    while (turns < 5) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      turns++;
    }
    expect(settled).toBe(false);
    await expect(reading).resolves.toEqual(expect.any(Array));
  });

  it('refuses more text items than the cap', async () => {
    const pdf = await generatePolicyPdf('multi-page', 2);
    const p = pool({ limits: { maxInflatedBytes: HUGE, maxTextItems: 10 } });
    await expect(p.read(pdf.bytes)).rejects.toEqual(new PdfLimitError('items'));
  });

  it('terminates a worker past its time limit, and the next PDF gets a new one', async () => {
    const p = pool({ timeoutMs: 300, limits: { maxInflatedBytes: HUGE, maxTextItems: HUGE } });
    await expect(p.read(bombPdf())).rejects.toEqual(new PdfLimitError('time'));
    const pdf = await generatePolicyPdf('stacked', 1);
    const slow = pool({ timeoutMs: 20_000 });
    await expect(slow.read(pdf.bytes)).resolves.toEqual(await pdfLines(pdf.bytes));
  });

  it('refuses a PDF that fills the worker heap, and reads the next with a new worker', async () => {
    // (The time limit is far: on a loaded machine filling 64 MB can take longer than the default 20 s, and this
    // test is about the heap.)
    const p = pool({ maxHeapMb: 64, timeoutMs: 100_000, limits: { maxInflatedBytes: HUGE, maxTextItems: HUGE } });
    await expect(p.read(bombPdf({ inflatedBytes: 60 * 1024 * 1024 }))).rejects.toEqual(new PdfLimitError('memory'));
    const pdf = await generatePolicyPdf('stacked', 1);
    await expect(p.read(pdf.bytes)).resolves.toEqual(await pdfLines(pdf.bytes));
  }, 120_000);

  it('keeps at most `queue` PDFs waiting and refuses the next at once', async () => {
    const p = pool({ workers: 1, queue: 1 });
    const pdf = (await generatePolicyPdf('stacked', 1)).bytes;
    const first = p.read(pdf);
    const second = p.read(pdf);
    await expect(p.read(pdf)).rejects.toBeInstanceOf(PdfPoolBusyError);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  });

  it('reports a damaged PDF as unreadable', async () => {
    await expect(pool().read(Buffer.from('%PDF-1.7\nnot really a pdf'))).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});
