/**
 * Removes the citation markers 【policy:coverage】 the assistant writes after each fact (spec: stripped
 * before display), with the space before them. A marker still arriving mid-stream (no closing 】 yet) is
 * hidden too, so it never flashes on screen.
 */
export function stripCitations(text: string): string {
  return text.replace(/\s*【[^】]*】/g, '').replace(/\s*【[^】]*$/, '');
}
