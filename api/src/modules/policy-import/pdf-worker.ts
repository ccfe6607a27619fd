import { parentPort } from 'node:worker_threads';
import { PdfLimitError, pdfLines, UnreadablePdfError, type PdfTextLimits } from './pdf-text';

/*
 * A worker thread of pdf-pool.ts: reads one PDF at a time and answers its lines, or why it could not.
 * Its time and heap are limited by the pool, which terminates it when they run out.
 */

export interface PdfJob {
  id: number;
  bytes: Uint8Array;
  limits: PdfTextLimits;
}

export type PdfJobResult =
  | { id: number; ok: true; pages: string[][] }
  | { id: number; ok: false; error: 'password' | 'invalid' | 'inflated' | 'items' | 'crash' };

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread (pdf-pool.ts)');

port.on('message', async ({ id, bytes, limits }: PdfJob) => {
  let result: PdfJobResult;
  try {
    result = { id, ok: true, pages: await pdfLines(bytes, limits) };
  } catch (error) {
    if (error instanceof PdfLimitError && (error.limit === 'inflated' || error.limit === 'items')) {
      result = { id, ok: false, error: error.limit };
    } else if (error instanceof UnreadablePdfError) {
      result = { id, ok: false, error: error.reason };
    } else {
      result = { id, ok: false, error: 'crash' };
    }
  }
  port.postMessage(result);
});
