import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DEFAULT_PDF_TEXT_LIMITS, PdfLimitError, UnreadablePdfError, type PdfTextLimits } from './pdf-text';
import type { PdfJob, PdfJobResult } from './pdf-worker';

/*
 * PDFs are read off the event loop: a few worker threads, each reading one PDF at a time with a limited heap
 * (`resourceLimits`) and a time limit past which it is terminated (a new one starts for the next PDF). PDFs
 * wait in a bounded queue when every worker is busy; a full queue refuses at once (PdfPoolBusyError), so a burst
 * of uploads costs memory for at most `workers + queue` files. Workers start on first use and stay.
 */

export interface PdfPoolOptions {
  /** Worker threads reading at once. */
  workers: number;
  /** PDFs waiting for a worker at most; one more is refused. */
  queue: number;
  /** Time a worker may spend on one PDF (from when it starts reading it). */
  timeoutMs: number;
  /** Old-generation heap of a worker, in MB. */
  maxHeapMb: number;
  limits?: PdfTextLimits;
}

export class PdfPoolBusyError extends Error {
  override name = 'PdfPoolBusyError';
  constructor() {
    super('every PDF worker is busy and the queue is full');
  }
}

export interface PdfPool {
  /** The lines of each page; rejects with UnreadablePdfError, PdfLimitError or PdfPoolBusyError. */
  read(bytes: Uint8Array): Promise<string[][]>;
  close(): Promise<void>;
}

interface Job {
  bytes: Uint8Array;
  resolve(pages: string[][]): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
}

const WORKER_FILE = path.join(__dirname, 'pdf-worker.cjs');

export function createPdfPool(options: PdfPoolOptions): PdfPool {
  const limits = options.limits ?? DEFAULT_PDF_TEXT_LIMITS;
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(WORKER_FILE, {
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: 16 },
      // The api's own flags (a debugger, --max-old-space-size) are not the worker's.
      execArgv: [],
    });
    worker.unref();
    const slot: Slot = { worker, job: null };
    worker.on('message', (result: PdfJobResult) => {
      const job = slot.job;
      if (!job || job.id !== result.id) return;
      settle(slot);
      if (result.ok) job.resolve(result.pages);
      else if (result.error === 'inflated' || result.error === 'items') job.reject(new PdfLimitError(result.error));
      else if (result.error === 'password' || result.error === 'invalid')
        job.reject(new UnreadablePdfError(result.error));
      else job.reject(new Error('the PDF worker failed'));
      dispatch();
    });
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any other death: the PDF it was reading is refused.
    worker.on('error', (error) =>
      lost(slot, (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : error),
    );
    worker.on('exit', () => lost(slot, new Error('the PDF worker exited')));
    slots.add(slot);
    return slot;
  }

  function settle(slot: Slot) {
    if (slot.job) clearTimeout(slot.job.timer);
    slot.job = null;
  }

  function lost(slot: Slot, why: 'memory' | 'time' | Error) {
    if (!slots.delete(slot)) return;
    const job = slot.job;
    settle(slot);
    void slot.worker.terminate();
    job?.reject(typeof why === 'string' ? new PdfLimitError(why) : why);
    dispatch();
  }

  function dispatch() {
    while (!closed && waiting.length > 0) {
      let slot = [...slots].find((s) => s.job === null);
      if (!slot && slots.size < options.workers) slot = spawn();
      if (!slot) return;
      const job = waiting.shift()!;
      const id = nextId++;
      const timer = setTimeout(() => lost(slot, 'time'), options.timeoutMs);
      slot.job = { ...job, id, timer };
      const message: PdfJob = { id, bytes: job.bytes, limits };
      slot.worker.postMessage(message);
    }
  }

  return {
    read(bytes) {
      if (closed) return Promise.reject(new PdfPoolBusyError());
      const busy = [...slots].filter((s) => s.job !== null).length;
      if (busy >= options.workers && waiting.length >= options.queue) return Promise.reject(new PdfPoolBusyError());
      return new Promise((resolve, reject) => {
        waiting.push({ bytes, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new PdfPoolBusyError());
      await Promise.all(
        [...slots].map((slot) => {
          slots.delete(slot);
          slot.job?.reject(new PdfPoolBusyError());
          settle(slot);
          return slot.worker.terminate();
        }),
      );
    },
  };
}
