// /app switches layout at 900px through matchMedia, which jsdom does not evaluate: tests pick one.
import { fakeMatchMedia } from 'shared-ui/testing/media';
import { DESKTOP_QUERY } from '@/config/breakpoints';

export function setViewport(kind: 'desktop' | 'mobile'): void {
  fakeMatchMedia((query) => kind === 'desktop' && query === DESKTOP_QUERY);
}
