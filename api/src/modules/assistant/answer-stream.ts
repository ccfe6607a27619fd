import type { FastifyReply, FastifyRequest } from 'fastify';
import { chatMessages, type ChatStreamEvent } from 'contracts';
import type { StreamCallbacks } from './assistant-service';

const eventLine = (event: ChatStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * Streams one of Amparo's answers as `text/event-stream` (the /chat and /visitor routes): `delta` lines, the
 * `: outcome=` comment (ignored by every event-stream reader; the evaluation reads it) and `done`, or the Spanish
 * `error` line when the answer fails after the stream started. `answer` gets the signal that aborts when the
 * person closes the stream (or the connection drops) before the answer ended.
 */
export async function streamAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  controller: AbortController,
  answer: (out: StreamCallbacks, signal: AbortSignal) => Promise<string>,
): Promise<void> {
  const res = reply.raw;
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.on('close', onClose);

  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Proxies that buffer (nginx) pass the stream through as it comes.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const write = (event: ChatStreamEvent) =>
    new Promise<void>((resolve) => {
      if (res.destroyed || res.writableEnded) return resolve();
      if (res.write(eventLine(event))) return resolve();
      // A connection closed while full never drains: its close ends the wait too.
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.once('drain', done);
      res.once('close', done);
    });

  try {
    const outcome = await answer({ delta: (text) => write({ type: 'delta', text }) }, controller.signal);
    if (!controller.signal.aborted) {
      if (!res.destroyed) res.write(`: outcome=${outcome}\n\n`);
      await write({ type: 'done' });
    }
  } catch (error) {
    request.log.error({ err: error }, 'assistant answer failed');
    if (!controller.signal.aborted) await write({ type: 'error', error: chatMessages.streamFailed });
  } finally {
    res.off('close', onClose);
    if (!res.writableEnded) res.end();
  }
}
