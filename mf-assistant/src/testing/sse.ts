// An event-stream answer for the HTTP-level fetch double (shared-ui/testing/http): a real ReadableStream
// body the test feeds line by line, as the api's POST /chat/conversations/{id}/stream would.
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ChatStreamEvent } from 'contracts';

const Stream: typeof ReadableStream =
  typeof ReadableStream === 'undefined' ? (NodeReadableStream as unknown as typeof ReadableStream) : ReadableStream;

export interface SseStream {
  /** The response, for a fetch-double route: `(url, init) => stream.answer(init)`. Aborting init.signal breaks the body as in a browser. */
  answer: (init: RequestInit) => Response;
  /** Sends one `data:` line. */
  send: (event: ChatStreamEvent | { type: 'error' }) => void;
  /** Sends raw text (split lines, comments). */
  raw: (text: string) => void;
  close: () => void;
  /** The connection breaks. */
  fail: () => void;
  /** True once the reader cancelled it (the client aborted or finished). */
  cancelled: () => boolean;
}

export function sseStream(status = 200): SseStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new Stream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
    },
  });
  const response = {
    ok: status >= 200 && status < 300,
    status,
    body,
    json: async () => ({}),
    text: async () => '',
  } as unknown as Response;
  return {
    answer: (init) => {
      init.signal?.addEventListener('abort', () => {
        try {
          controller.error(new DOMException('The operation was aborted.', 'AbortError'));
        } catch {
          // already closed
        }
      });
      return response;
    },
    send: (event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    raw: (text) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
    cancelled: () => cancelled,
  };
}
