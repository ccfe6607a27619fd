// /app switches layout at 900px through matchMedia, which jsdom does not evaluate: tests pick one.
import { DESKTOP_QUERY } from '@/config/breakpoints';

export function setViewport(kind: 'desktop' | 'mobile'): void {
  window.matchMedia = ((query: string) => ({
    matches: kind === 'desktop' && query === DESKTOP_QUERY,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
