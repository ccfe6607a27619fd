/**
 * Splits an answer into the small deltas the browser appends as they arrive: a few words each, a citation
 * marker never cut in two (the browser strips whole markers).
 */
export function deltas(text: string, wordsPerDelta = 3): string[] {
  const pieces = text.match(/【[^【】]*】|\s+|[^\s【]+/g) ?? [];
  const out: string[] = [];
  let current = '';
  let words = 0;
  for (const piece of pieces) {
    current += piece;
    if (!/^\s+$/.test(piece) && !piece.startsWith('【')) words++;
    if (words >= wordsPerDelta && /\s$/.test(piece)) {
      out.push(current);
      current = '';
      words = 0;
    }
  }
  if (current) out.push(current);
  return out;
}
