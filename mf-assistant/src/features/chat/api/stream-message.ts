import { getApiBaseUrl, useAuthStore } from 'shared-ui';
import type { ChatStreamEvent } from 'contracts';

export interface StreamMessageInput {
  conversationId: string;
  message: string;
  signal: AbortSignal;
  /** Each streamed piece of the answer, in order. */
  onDelta: (text: string) => void;
}

/** A failed stream; `message` is what the chat shows after 'Error: '. */
export class StreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamError';
  }
}

export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error as Error | null)?.name === 'AbortError';
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function parseLine(line: string): ChatStreamEvent | null {
  if (!line.startsWith('data:')) return null; // comments (": ping"), event names, blank separators
  try {
    const event = JSON.parse(line.slice(5).trim()) as ChatStreamEvent;
    return event && typeof event === 'object' && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

/**
 * POST /chat/conversations/{id}/stream {message}: reads the server-sent events with fetch and a
 * ReadableStream (EventSource cannot POST nor send the bearer token). Resolves on `done`; rejects with a
 * StreamError ('HTTP {status}', the assistant's error or 'Assistant error', 'Stream error'), or with the
 * AbortError when `signal` aborts, which callers ignore.
 */
export async function streamMessage({ conversationId, message, signal, onDelta }: StreamMessageInput): Promise<void> {
  const token = await useAuthStore
    .getState()
    .getAccessToken()
    .catch(() => null);
  return postStream(
    `/chat/conversations/${encodeURIComponent(conversationId)}/stream`,
    { message },
    token,
    signal,
    onDelta,
  );
}

export interface StreamVisitorMessageInput {
  message: string;
  /** The person's earlier questions in the panel (the api keeps nothing for visitors). */
  history: string[];
  signal: AbortSignal;
  onDelta: (text: string) => void;
}

/** POST /visitor/chat {message, history}: Amparo for a signed-out person, the same event stream. */
export function streamVisitorMessage({ message, history, signal, onDelta }: StreamVisitorMessageInput): Promise<void> {
  return postStream('/visitor/chat', { message, history }, null, signal, onDelta);
}

async function postStream(
  path: string,
  body: unknown,
  token: string | null,
  signal: AbortSignal,
  onDelta: (text: string) => void,
): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new StreamError('Stream error');
  }
  if (!response.ok) throw new StreamError(`HTTP ${response.status}`);
  if (!response.body) throw new StreamError('Stream error');

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        throw new StreamError('Stream error');
      }
      if (signal.aborted) throw abortReason(signal);
      buffer += chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      const lines = buffer.split(/\r?\n/);
      // The last piece may be half a line: keep it for the next chunk (all of it once the body ended).
      buffer = chunk.done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const event = parseLine(line);
        if (!event) continue;
        if (event.type === 'delta') {
          if (typeof event.text === 'string' && event.text) onDelta(event.text);
        } else if (event.type === 'done') {
          return;
        } else if (event.type === 'error') {
          throw new StreamError(event.error || 'Assistant error');
        }
      }
      if (chunk.done) throw new StreamError('Stream error'); // closed without 'done'
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}
