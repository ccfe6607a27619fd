/** Smooth-scrolls to an element (instant when the user prefers reduced motion) and moves focus there. */
export function scrollToSection(target: HTMLElement | null, focusTarget: HTMLElement | null = target): void {
  if (!target) return;
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  focusTarget?.focus({ preventScroll: true });
}
