import { Writable } from 'node:stream';

export interface LogCapture {
  /** For `createLogger(settings, stream)`. */
  stream: Writable;
  /** The lines written so far (the array is emptied with `clear`). */
  lines: string[];
  /** The lines parsed. */
  entries(): Array<Record<string, unknown>>;
  clear(): void;
}

/** Keeps the JSON lines a logger writes, for tests that check what is (and is not) logged. */
export function captureLogs(): LogCapture {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => {
      lines.length = 0;
    },
  };
}
